import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from 'api-contract/client';
import { selectUnreadNotifications } from 'shell/bell';
import { Link, Route, Routes, useLocation } from 'shell/router';
import {
  apiAs,
  meetBobElsewhere,
  renderApp,
  stopTestApi,
  writeAsFromElsewhere,
  type RenderAppOptions,
  type RenderAppResult,
} from 'shell/testing';
import { notificationsModule } from '../../../notifications-module';
import { NotificationsPage } from '../pages/notifications-page';

afterEach(stopTestApi);

/** Where a notification leads, standing in for the remote that owns it, with a way back. */
function Elsewhere() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>Now at {pathname}</h1>
      <Link to="/notifications">Back to notifications</Link>
    </>
  );
}

/** The screen as the shell routes to it, and the screens its links lead to. */
const routes = (
  <Routes>
    <Route path="/notifications" element={<NotificationsPage />} />
    <Route path="*" element={<Elsewhere />} />
  </Routes>
);

type OpenOptions = Pick<RenderAppOptions, 'before' | 'liveEvents' | 'signInAs' | 'language'> & {
  /** What others did before the guest opens the screen (the seed's people, on their own clients). */
  setUp?: () => Promise<unknown>;
};

/** Opens the notifications screen as the guest (or `signInAs`). */
const openNotifications = ({ setUp, ...options }: OpenOptions = {}) =>
  renderApp(routes, {
    route: '/notifications',
    modules: [notificationsModule],
    beforeSignIn: async () => void (await setUp?.()),
    ...options,
  });

const theList = () => screen.findByRole('list', { name: 'Notifications' });
/** The notification whose link's name holds `words`, once the list shows it. */
const item = async (words: string) => within(await theList()).findByRole('link', { name: new RegExp(words) });
const bell = ({ appStore }: RenderAppResult) => selectUnreadNotifications(appStore.store.getState());
const unreadOnServer = async ({ appStore }: RenderAppResult) => (await appStore.api.getNotifications({ query: {} })).unread;

/** Someone (not the guest) does something to the guest's things while the test watches. */
const meanwhile = (change: () => Promise<unknown>) => act(async () => void (await change()));

test('each kind of notification in words, the latest first, each linking to what it is about', async () => {
  let mentionPost = '';
  await openNotifications({
    setUp: async () => {
      for (const person of ['priyanair', 'omarh', 'kenjisato']) await (await apiAs(person)).likePost({ postId: 'post-6' });
      await (await apiAs('omarh')).addComment({ postId: 'post-6', body: { text: 'Nice one' } });
      await (await apiAs('priyanair')).addComment({ postId: 'post-4', body: { text: 'Good pick', parentId: 'comment-4-1' } });
      mentionPost = (await (await apiAs('lenaf')).createPost({ body: { caption: 'Look', content: 'Have a look, @guest' } })).post._id;
      await (await apiAs('adarshbalika')).follow({ followUserId: 'user-guest' });
    },
  });
  const expected: Array<[string, string]> = [
    ['adarshbalika followed you', '/profile/adarshbalika'],
    ['lenaf mentioned you', `/comments/${mentionPost}`],
    ['priyanair replied to your comment', '/comments/post-4'],
    ['omarh commented on your post', '/comments/post-6'],
    ['kenjisato and 2 others liked your post', '/comments/post-6'],
  ];
  for (const [words, path] of expected) expect(await item(words)).toHaveAttribute('href', path);
  expect(await item('omarh commented on your post')).toHaveTextContent('Nice one');
  const order = within(await theList())
    .getAllByRole('link')
    .map((link) => expected.findIndex(([words]) => link.textContent?.includes(words)))
    .filter((index) => index >= 0);
  expect(order).toEqual([0, 1, 2, 3, 4]);
});

test('a reply from another server behind a content warning is told by its warning, never by the words it hides', async () => {
  await openNotifications({
    setUp: async () => {
      const bob = await meetBobElsewhere();
      await writeAsFromElsewhere(
        `insert into comments (id, post_id, author_id, text, uri, url, html, content_warning)
         values ('reply-warned', 'post-6', $1, 'The butler did it', 'https://peer.example/notes/11', null, '<p>The butler did it</p>', 'Spoilers')`,
        [bob],
      );
    },
  });
  const told = await item('bob@peer.example commented on your post');
  expect(told).toHaveTextContent('Content warning: Spoilers');
  expect(told).not.toHaveTextContent('The butler did it');
});

test('opening the screen marks everything read (the bell clears); what was unread stays new until the screen is left', async () => {
  const rendered = await openNotifications({ setUp: () => apiAs('priyanair').then((priya) => priya.likePost({ postId: 'post-6' })) });
  const like = await item('priyanair liked your post');
  expect(like).toHaveTextContent('New');
  await waitFor(async () => expect(await unreadOnServer(rendered)).toBe(0));
  // The answer of the read sets the bell (no stream here).
  await waitFor(() => expect(bell(rendered)).toBe(0));
  expect(await item('priyanair liked your post')).toHaveTextContent('New');

  await userEvent.click(like);
  await screen.findByRole('heading', { name: 'Now at /comments/post-6' });
  await userEvent.click(screen.getByRole('link', { name: 'Back to notifications' }));
  expect(await item('priyanair liked your post')).not.toHaveTextContent('New');
});

test('while the screen is open, a new notification shows without a reload; opening it marks it read', async () => {
  const rendered = await openNotifications({ liveEvents: true });
  await waitFor(() => expect(screen.queryByText('Loading your notifications…')).not.toBeInTheDocument());

  await meanwhile(async () => (await apiAs('omarh')).follow({ followUserId: 'user-guest' }));
  const follow = await item('omarh followed you');
  expect(follow).toHaveTextContent('New');
  await waitFor(() => expect(bell(rendered)).toBe(1));

  await userEvent.click(follow);
  await screen.findByRole('heading', { name: 'Now at /profile/omarh' });
  await waitFor(async () => expect(await unreadOnServer(rendered)).toBe(0));
  await waitFor(() => expect(bell(rendered)).toBe(0));
});

test('"Mark all as read" reads every notification, and none looks new any more', async () => {
  const rendered = await openNotifications({
    liveEvents: true,
    setUp: () => apiAs('kenjisato').then((kenji) => kenji.likePost({ postId: 'post-6' })),
  });
  expect(await item('kenjisato liked your post')).toHaveTextContent('New');
  await meanwhile(async () => (await apiAs('omarh')).addComment({ postId: 'post-6', body: { text: 'Still here?' } }));
  expect(await item('omarh commented on your post')).toHaveTextContent('New');
  await waitFor(() => expect(bell(rendered)).toBe(1));

  await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notifications' })).queryByText('New')).not.toBeInTheDocument());
  expect(bell(rendered)).toBe(0);
  expect(await unreadOnServer(rendered)).toBe(0);
});

test('Remove puts one notification away, here and on the server; Clear all asks first, and then empties the list', async () => {
  const rendered = await openNotifications({
    setUp: async () => {
      await (await apiAs('priyanair')).likePost({ postId: 'post-6' });
      await (await apiAs('omarh')).follow({ followUserId: 'user-guest' });
    },
  });
  await item('omarh followed you');
  await userEvent.click(screen.getByRole('button', { name: /^Remove: omarh followed you/ }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notifications' })).queryByText(/omarh followed you/)).toBeNull());
  const kept = async () => (await rendered.appStore.api.getNotifications({ query: {} })).notifications.map((n) => n.type);
  expect(await kept()).toEqual(['like']);
  // The keyboard stays in the list: on the next one's Remove.
  expect(screen.getByRole('button', { name: /^Remove: priyanair liked your post/ })).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
  const dialog = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await item('priyanair liked your post')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear all' }));
  expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await kept()).toEqual([]);
  expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toHaveFocus();
});

test('Remove of one already put away on another device takes it from this list too', async () => {
  const rendered = await openNotifications({ setUp: () => apiAs('priyanair').then((priya) => priya.likePost({ postId: 'post-6' })) });
  await item('priyanair liked your post');
  const [like] = (await rendered.appStore.api.getNotifications({ query: {} })).notifications;
  await meanwhile(() => rendered.appStore.api.dismissNotification({ notificationId: like!._id }));
  await userEvent.click(screen.getByRole('button', { name: /^Remove: priyanair liked your post/ }));
  expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toHaveFocus();
});

test('a refused Clear all says so in its dialog, which stays open, and the list stays as it was', async () => {
  await openNotifications({
    setUp: () => apiAs('priyanair').then((priya) => priya.likePost({ postId: 'post-6' })),
    before: (api) => {
      jest.spyOn(api, 'clearNotifications').mockRejectedValueOnce(new Error('The network is down'));
      return Promise.resolve();
    },
  });
  await item('priyanair liked your post');
  await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
  const dialog = await screen.findByRole('dialog', { name: 'Clear all notifications?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not clear your notifications.');
  expect(await item('priyanair liked your post')).toBeInTheDocument();
});

test('a page at a time: "Show more" adds the older ones', async () => {
  await openNotifications({
    setUp: async () => {
      const omar = await apiAs('omarh');
      for (let index = 1; index <= 25; index += 1) await omar.addComment({ postId: 'post-6', body: { text: `Comment ${index}` } });
    },
  });
  const comments = async () => within(await theList()).getAllByRole('link', { name: /omarh commented on your post/ });
  await item('Comment 25');
  expect((await comments()).length).toBeLessThan(25);
  while (screen.queryByRole('button', { name: 'Show more' })) {
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Loading more…' })).not.toBeInTheDocument());
  }
  expect(await comments()).toHaveLength(25);
  expect(await item('Comment 1$')).toBeInTheDocument();
});

test('someone nobody has noticed yet is told so', async () => {
  const newcomer = { username: 'newcomer', password: 'quiet-river-stone-42' };
  await openNotifications({
    signInAs: newcomer,
    setUp: async () =>
      void (await createApiClient({ getToken: () => null }).signup({
        body: { ...newcomer, firstName: 'New', lastName: 'Comer', email: 'newcomer@example.com' },
      })),
  });
  expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
});

test('a list that failed to load says so, and Try again loads it', async () => {
  await openNotifications({
    setUp: () => apiAs('priyanair').then((priya) => priya.likePost({ postId: 'post-6' })),
    before: (api) => {
      // The answer is lost on its way back.
      const read = api.getNotifications.bind(api);
      jest.spyOn(api, 'getNotifications').mockImplementationOnce(async (input) => {
        await read(input);
        throw new Error('The network is down');
      });
      return Promise.resolve();
    },
  });
  expect(screen.getByText('Loading your notifications…')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your notifications.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await item('priyanair liked your post')).toBeInTheDocument();
});

test('the notifications read in Spanish', async () => {
  await openNotifications({
    language: 'es',
    setUp: async () => {
      for (const person of ['priyanair', 'omarh', 'kenjisato']) await (await apiAs(person)).likePost({ postId: 'post-6' });
      await (await apiAs('omarh')).addComment({ postId: 'post-6', body: { text: 'Nice one' } });
      await (await apiAs('adarshbalika')).follow({ followUserId: 'user-guest' });
    },
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Notificaciones' });
  const likes = await within(list).findByRole('link', { name: /A kenjisato y 2 personas más les gustó tu publicación/ });
  expect(likes).toHaveTextContent('Nueva');
  expect(within(list).getByRole('link', { name: /omarh comentó tu publicación/ })).toHaveTextContent('Nice one');
  expect(within(list).getByRole('link', { name: /adarshbalika comenzó a seguirte/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Marcar todo como leído' })).toBeInTheDocument();
});
