import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from 'api-contract/client';
import { messages } from 'api-contract/messages';
import { colourPng } from 'api-contract/test-images';
import type { BodyInput } from 'api-contract/endpoints';
import type { Role } from 'api-contract/runtime-config';
import {
  giveGuestRole,
  meetBobElsewhere,
  renderApp,
  signInOnMock,
  stopTestApi,
  writeAsFromElsewhere,
  type RenderAppOptions,
} from 'shell/testing';
import { adminModule } from '../../../admin-module';
import { ModerationPage } from '../pages/moderation-page';

afterEach(stopTestApi);

/** The seed's people other than the guest, by their published passwords: who reports, who is reported. */
const people = {
  priyanair: 'priyaNair123',
  omarh: 'omarHaddad123',
  kenjisato: 'kenjiSato123',
} as const;
type Person = keyof typeof people;

const signIn = (username: Person): Promise<ApiClient> => signInOnMock({ username, password: people[username] });

type Report = BodyInput<'createReport'>;

/** `username` reports something to the moderators. */
async function report(username: Person, body: Report): Promise<void> {
  await (await signIn(username)).createReport({ body });
}

/** The page's mock API, as a test sets it up before the guest signs in. */
type MockApi = Parameters<NonNullable<RenderAppOptions['beforeSignIn']>>[0];

type OpenOptions = Pick<RenderAppOptions, 'before' | 'liveEvents' | 'seedPosts'> & {
  /** The guest's role: a moderator unless told otherwise. */
  role?: Role;
  /** What is reported, and done, before the guest signs in (the mock's seed people, on their own clients). */
  setUp?: (mock: MockApi) => Promise<void>;
};

/** Opens the moderation screen as the guest, a moderator unless told otherwise. */
function openModeration({ role = 'moderator', setUp, ...options }: OpenOptions = {}) {
  return renderApp(<ModerationPage />, {
    route: '/moderation',
    path: '/moderation',
    modules: [adminModule],
    beforeSignIn: async (mock) => {
      if (role !== 'member') await giveGuestRole(mock, role);
      await setUp?.(mock);
    },
    ...options,
  });
}

/** omar's "Sunday ride" (post-3), reported by priya for spam and by kenji for harassment, in words. */
const reportOmarsRide = async () => {
  await report('priyanair', { targetType: 'post', targetId: 'post-3', reason: 'spam', text: '' });
  await report('kenjisato', { targetType: 'post', targetId: 'post-3', reason: 'harassment', text: 'He mocks my bakery.' });
};

/** The queue's case named `name` ("Post by @omarh"), once the queue has loaded. */
async function caseCard(name: string): Promise<HTMLElement> {
  const queue = await screen.findByRole('list', { name: 'Open reports' });
  return within(queue).getByRole('listitem', { name });
}

/** Opens a case's action, gives the reason, and confirms with `confirm`. */
async function decide(card: HTMLElement, action: string, reason: string, confirm: string, choose?: (dialog: HTMLElement) => Promise<void>) {
  await userEvent.click(within(card).getByRole('button', { name: action }));
  const dialog = screen.getByRole('dialog');
  await choose?.(dialog);
  await userEvent.type(within(dialog).getByLabelText('Reason'), reason);
  await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
}

test('a member is told the screen is for staff, and it asks the server nothing', async () => {
  const asked: jest.SpyInstance[] = [];
  await openModeration({
    role: 'member',
    before: (api) => {
      asked.push(jest.spyOn(api, 'getReports'), jest.spyOn(api, 'getModerationLog'));
      return Promise.resolve();
    },
  });
  expect(await screen.findByText('Only moderators and admins can see this page.')).toBeInTheDocument();
  expect(document.title).toBe('Moderation | Social');
  expect(screen.queryByRole('tab', { name: 'Reports' })).not.toBeInTheDocument();
  for (const call of asked) expect(call).not.toHaveBeenCalled();
});

test('a moderator sees each case: what was reported with a link to it, its author, and every report, the most reported first', async () => {
  await openModeration({
    setUp: async () => {
      await report('omarh', { targetType: 'user', targetId: 'user-kenji', reason: 'other', text: 'Impersonates a musician.' });
      await report('kenjisato', { targetType: 'comment', targetId: 'comment-1-1', reason: 'illegal', text: '' });
      await reportOmarsRide();
    },
  });
  expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
  const queue = await screen.findByRole('list', { name: 'Open reports' });
  const cases = within(queue).getAllByRole('listitem', { name: /^(Post|Comment|Profile)/ });
  expect(cases.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'Post by @omarh',
    'Comment by @priyanair',
    'Profile of @kenjisato',
  ]);

  const [post, comment, person] = cases as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(post).getByText('Sunday ride')).toBeInTheDocument();
  expect(within(post).getByText('80 km along the river, one flat tyre, best bakery stop.')).toBeInTheDocument();
  // Its picture, as its readers see it now, described.
  expect(within(post).getByText('Its pictures, as the post shows them now:')).toBeInTheDocument();
  expect(within(post).getByRole('img', { name: 'A drawing of the sun over two hills.' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^data:image\//),
  );
  expect(within(post).getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', '/comments/post-3');
  expect(within(post).getByText('@omarh')).toBeInTheDocument();
  expect(within(post).getByText('Member')).toBeInTheDocument();
  expect(within(post).getByText('2 reports')).toBeInTheDocument();
  const reports = within(post).getByRole('list', { name: 'Reports of it' });
  expect(within(reports).getByText('Spam').parentElement).toHaveTextContent(/by @priyanair/);
  expect(within(reports).getByText('Harassment').parentElement).toHaveTextContent(/by @kenjisato.*He mocks my bakery\./);
  for (const action of ['Remove', 'Suspend', 'Dismiss']) expect(within(post).getByRole('button', { name: action })).toBeEnabled();

  expect(within(comment).getByText('Worth the alarm!')).toBeInTheDocument();
  expect(within(comment).getByRole('link', { name: 'Open its post' })).toHaveAttribute('href', '/comments/post-1');
  expect(within(comment).getByText('Illegal content')).toBeInTheDocument();

  expect(within(person).getByText('Kenji Sato')).toBeInTheDocument();
  expect(within(person).getByRole('link', { name: 'Open the profile' })).toHaveAttribute('href', '/profile/kenjisato');
  expect(within(person).getByText('Something else')).toBeInTheDocument();
  expect(within(person).getByText('Impersonates a musician.')).toBeInTheDocument();
  // A person is suspended, not removed.
  expect(within(person).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
});

test('a report also sent to the server of someone of elsewhere says so; one kept here does not', async () => {
  await openModeration({
    setUp: async (mock) => {
      const uri = 'https://peer.example/users/bob';
      const bob = { uri, name: 'bob', displayName: 'Bob', domain: 'peer.example', inbox: `${uri}/inbox`, sharedInbox: null };
      await mock.followedFromElsewhere(bob, 'priyanair');
      const priya = await signIn('priyanair');
      const bobId = (await priya.getUserByUsername({ username: 'bob@peer.example' })).user._id;
      await priya.createReport({ body: { targetType: 'user', targetId: bobId, reason: 'spam', text: '', forward: true } });
      await report('kenjisato', { targetType: 'user', targetId: bobId, reason: 'harassment', text: '' });
    },
  });
  const reports = within(await caseCard('Profile of @bob@peer.example')).getByRole('list', { name: 'Reports of it' });
  expect(within(reports).getByText('Spam').parentElement).toHaveTextContent(/by @priyanair.*also sent to their server/);
  expect(within(reports).getByText('Harassment').parentElement).not.toHaveTextContent(/also sent/);
});

test('a reported person of elsewhere whom their own server suspended says so', async () => {
  await openModeration({
    setUp: async () => {
      const bobId = await meetBobElsewhere();
      await report('kenjisato', { targetType: 'user', targetId: bobId, reason: 'spam', text: '' });
      // Reported while he showed; his server's word came after.
      await writeAsFromElsewhere('update users set suspended_by_their_server = true where id = $1', [bobId]);
    },
  });
  const card = await caseCard('Profile of @bob@peer.example');
  expect(within(card).getByText('Suspended by their server')).toBeInTheDocument();
  expect(within(card).queryByText(/^Suspended (for good|until)/)).not.toBeInTheDocument();
});

test('a reported post of elsewhere shows the moderator its video, as a link to its server', async () => {
  await openModeration({
    setUp: async () => {
      const bob = await meetBobElsewhere();
      const media = [{ kind: 'video', url: 'https://media.peer.example/clip.mp4', alt: 'What was reported' }];
      await writeAsFromElsewhere(
        `insert into posts (id, author_id, caption, content, content_warning, visibility, uri, url, html, media_elsewhere)
         values ('elsewhere-reported', $1, '', 'Watch', '', 'public', 'https://peer.example/notes/r', null, '<p>Watch</p>', $2)`,
        [bob, JSON.stringify(media)],
      );
      await report('kenjisato', { targetType: 'post', targetId: 'elsewhere-reported', reason: 'spam', text: '' });
    },
  });
  const card = await caseCard('Post by @bob@peer.example');
  const carried = within(within(card).getByRole('list', { name: 'Media on their server' })).getByRole('link');
  expect([carried.textContent, carried.getAttribute('href')]).toEqual(['Video: What was reported', 'https://media.peer.example/clip.mp4']);
});

test('Remove asks for a reason, then deletes the post, and its case leaves the queue', async () => {
  const { appStore } = await openModeration({ setUp: reportOmarsRide });
  const card = await caseCard('Post by @omarh');
  await userEvent.click(within(card).getByRole('button', { name: 'Remove' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove this post' });
  expect(within(dialog).getByText('500 characters left')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the post' }));
  expect(within(dialog).getByText('Reason is required.')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByLabelText('Reason'), 'Spam, twice over.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the post' }));
  expect(await screen.findByText('Post removed')).toBeInTheDocument();
  expect(screen.getByText('No open reports. Nothing waits for a moderator.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await expect(appStore.api.getPost({ postId: 'post-3' })).rejects.toMatchObject({ status: 404 });
});

test('Suspend for 7 days suspends the author, says until when, and their other cases say so', async () => {
  await openModeration({
    setUp: async () => {
      await reportOmarsRide();
      await report('kenjisato', { targetType: 'comment', targetId: 'comment-1-2', reason: 'spam', text: '' });
    },
  });
  const card = await caseCard('Post by @omarh');
  await decide(card, 'Suspend', 'Harassing other riders.', 'Suspend @omarh', async (dialog) => {
    await userEvent.selectOptions(within(dialog).getByLabelText('For how long'), '7 days');
  });
  expect(await screen.findByText(/^@omarh suspended until \w{3} \d{1,2}, \d{4}/)).toBeInTheDocument();
  expect(screen.queryByRole('listitem', { name: 'Post by @omarh' })).not.toBeInTheDocument();
  // His comment's case stays, and says he is suspended now.
  expect(within(await caseCard('Comment by @omarh')).getByText(/^Suspended until /)).toBeInTheDocument();
  await expect(signIn('omarh')).rejects.toMatchObject({ status: 403 });
});

test('a moderator suspending a moderator is refused in words, and the case stays', async () => {
  await openModeration({
    setUp: async () => {
      await (
        await signInOnMock({ username: 'lenaf', password: 'lenaFischer123' })
      ).setRole({ userId: 'user-omar', body: { role: 'moderator' } });
      await reportOmarsRide();
    },
  });
  const card = await caseCard('Post by @omarh');
  expect(within(card).getByText('Moderator')).toBeInTheDocument();
  await decide(card, 'Suspend', 'Harassing other riders.', 'Suspend @omarh');
  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(messages.suspendStaff);
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(within(card).getByText('2 reports')).toBeInTheDocument();
  await expect(signIn('omarh')).resolves.toBeTruthy();
});

test('Dismiss closes every report of the case and leaves the post as it was', async () => {
  const { appStore } = await openModeration({ setUp: reportOmarsRide });
  await decide(await caseCard('Post by @omarh'), 'Dismiss', 'A bakery is not harassment.', 'Dismiss the reports');
  expect(await screen.findByText('2 reports dismissed')).toBeInTheDocument();
  expect(screen.getByText('No open reports. Nothing waits for a moderator.')).toBeInTheDocument();
  await expect(appStore.api.getPost({ postId: 'post-3' })).resolves.toBeTruthy();
});

test('a reported post its author deletes meanwhile shows, live, that it no longer exists', async () => {
  await openModeration({ liveEvents: true, setUp: reportOmarsRide });
  const card = await caseCard('Post by @omarh');
  expect(within(card).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  const omar = await signIn('omarh');
  // The deletion's live event reaches the page while it is answered, outside any user event.
  await act(() => omar.deletePost({ postId: 'post-3' }));
  expect(await within(card).findByText('This post no longer exists.')).toBeInTheDocument();
  expect(within(card).queryByRole('link', { name: 'Open the post' })).not.toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
});

test('a long queue comes a page at a time, with Show more', async () => {
  await openModeration({
    seedPosts: 20,
    setUp: async () => {
      const reporter = await signIn('priyanair');
      const { posts } = await reporter.getPosts({ query: { limit: 26 } });
      const others = posts.filter(({ username }) => username !== 'priyanair').slice(0, 21);
      expect(others).toHaveLength(21);
      for (const post of others) {
        await reporter.createReport({ body: { targetType: 'post', targetId: post._id, reason: 'spam', text: '' } });
      }
    },
  });
  const queue = await screen.findByRole('list', { name: 'Open reports' });
  const cards = () => within(queue).getAllByRole('listitem', { name: /^Post by/ });
  expect(cards()).toHaveLength(20);
  await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
  await waitFor(() => expect(cards()).toHaveLength(21));
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
});

describe('the log', () => {
  /** kenji suspended for good by the guest over his profile, and a report of omar's ride dismissed after it. */
  const actBefore: RenderAppOptions['before'] = async (api) => {
    const { reports } = await api.getReports();
    const [ride, profile] = [reports.find((c) => c.targetId === 'post-3'), reports.find((c) => c.targetId === 'user-kenji')];
    await api.actOnReport({ reportId: profile!._id, body: { action: 'suspend', reason: 'Impersonation.', until: null } });
    await api.actOnReport({ reportId: ride!._id, body: { action: 'dismiss', reason: 'Nothing wrong.' } });
  };
  const reportBoth = async () => {
    await report('omarh', { targetType: 'user', targetId: 'user-kenji', reason: 'other', text: 'Impersonates a musician.' });
    await report('priyanair', { targetType: 'post', targetId: 'post-3', reason: 'spam', text: '' });
  };

  test('lists every action, the latest first: when, who, what, to whom, why and until when', async () => {
    await openModeration({ setUp: reportBoth, before: actBefore });
    await userEvent.click(screen.getByRole('tab', { name: 'Log' }));
    const log = await screen.findByRole('list', { name: 'Moderation log' });
    const entries = within(log).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'Dismissed the reports of a post of @omarh',
      'Suspended @kenjisato',
    ]);
    const [dismissal, suspension] = entries as [HTMLElement, HTMLElement];
    expect(dismissal).toHaveTextContent('Moderator@guest');
    expect(dismissal).toHaveTextContent('The post “Sunday ride: 80 km along the river, one flat tyre, best bakery stop.”');
    expect(dismissal).toHaveTextContent('ReasonNothing wrong.');
    expect(within(dismissal).getByText('just now')).toBeInTheDocument();
    expect(suspension).toHaveTextContent('UntilFor good');
    expect(suspension).toHaveTextContent('ReasonImpersonation.');
    expect(within(dismissal).queryByRole('button', { name: 'Lift suspension' })).not.toBeInTheDocument();
  });

  test('holds the admins’ blocks of other servers and their lifting, with what each did', async () => {
    await openModeration({
      role: 'admin',
      before: async (api) => {
        await api.blockServer({ body: { domain: 'spam.example', severity: 'suspend', rejectMedia: true } });
        await api.blockServer({ body: { domain: 'loud.example', severity: 'limit', reason: 'Harassment waves' } });
        await api.unblockServer({ domain: 'loud.example' });
      },
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Log' }));
    const log = await screen.findByRole('list', { name: 'Moderation log' });
    expect(
      within(log)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Lifted the block of the server loud.example', 'Limited the server loud.example', 'Suspended the server spam.example']);
    const suspended = within(log).getByRole('listitem', { name: 'Suspended the server spam.example' });
    expect(suspended).toHaveTextContent('ImagesIts images are not fetched.');
    expect(suspended).toHaveTextContent('ReasonNone given');
    expect(within(log).getByRole('listitem', { name: 'Limited the server loud.example' })).toHaveTextContent('ReasonHarassment waves');
  });

  test('Lift suspension asks a reason, lifts it, and the log heads with the lift', async () => {
    await openModeration({ setUp: reportBoth, before: actBefore });
    await expect(signIn('kenjisato')).rejects.toMatchObject({ status: 403 });
    await userEvent.click(screen.getByRole('tab', { name: 'Log' }));
    const log = await screen.findByRole('list', { name: 'Moderation log' });
    const suspension = within(log).getByRole('listitem', { name: 'Suspended @kenjisato' });
    await decide(suspension, 'Lift suspension', 'He showed who he is.', 'Lift the suspension');
    expect(await within(log).findByRole('listitem', { name: 'Lifted the suspension of @kenjisato' })).toBe(
      within(log).getAllByRole('listitem')[0],
    );
    // The toast says it too.
    expect(screen.getAllByText('Lifted the suspension of @kenjisato')).toHaveLength(2);
    expect(within(suspension).queryByRole('button', { name: 'Lift suspension' })).not.toBeInTheDocument();
    await expect(signIn('kenjisato')).resolves.toBeTruthy();
  });
});

test('a reported message shows with its picture and the messages before it, and nothing else of its conversation; Remove deletes it', async () => {
  let conversationId = '';
  await openModeration({
    setUp: async () => {
      const omar = await signIn('omarh');
      const { conversation } = await omar.startConversation({ body: { to: ['priyanair'], text: 'Hello' } });
      conversationId = conversation._id;
      const { media } = await omar.uploadMedia({ body: { img: colourPng.red } });
      const { message } = await omar.sendMessage({
        conversationId,
        body: { text: 'Answer me!!', image: { mediaId: media.id, alt: 'A rude gesture' } },
      });
      await omar.sendMessage({ conversationId, body: { text: 'Written after' } });
      await report('priyanair', { targetType: 'message', targetId: message._id, reason: 'harassment', text: '' });
    },
  });
  const card = await caseCard('Message by @omarh');
  expect(within(card).getByText('Answer me!!')).toBeInTheDocument();
  // Its picture too: what was sent is what is reported.
  expect(within(card).getByRole('img', { name: 'A rude gesture' })).toBeInTheDocument();
  const before = within(card).getByRole('list', { name: 'The messages before it' });
  expect(
    within(before)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['@omarh Hello']);
  expect(within(card).queryByText('Written after')).not.toBeInTheDocument();
  expect(within(card).queryByRole('link')).not.toBeInTheDocument();

  await decide(card, 'Remove', 'Harassment.', 'Remove the message');
  expect(await screen.findByText('Message removed')).toBeInTheDocument();
  const { messages: left } = await (await signIn('priyanair')).getMessages({ conversationId });
  expect(left.map((message) => message.text)).toEqual(['Written after', 'Hello']);
});
