import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAs, stopTestApi } from 'shell/testing';
import { mute, unblock, unmute } from 'shell/users';
import { commentSaying, openComments, replyAs, replyTexts } from './comment-helpers';

afterEach(stopTestApi);

// Seed: post-3 is omarh's; its comments are kenjisato's "Which bakery?" (comment-3-1) and
// priyanair's "Respect for the distance." (comment-3-2).

/** Replies 1 to `count` under comment-3-1, by lenaf but for those numbered in `priyas`, by priyanair. */
async function writeReplies(count: number, priyas: number[]) {
  const [lena, priya] = [await apiAs('lenaf'), await apiAs('priyanair')];
  for (let index = 1; index <= count; index += 1) {
    const author = priyas.includes(index) ? priya : lena;
    await author.addComment({ postId: 'post-3', body: { text: `Reply ${index}`, parentId: 'comment-3-1' } });
  }
}

/** The tests below write a long list first: more than jest's 5 s on a busy machine. */
const longListTimeout = 30_000;

const numbered = (count: number) => Array.from({ length: count }, (_, index) => `Reply ${index + 1}`);

/** Blocks `username` from the menu of their comment or reply `item`, answering the question. */
async function blockFrom(item: HTMLElement, username: string) {
  await userEvent.click(within(item).getByRole('button', { name: 'Comment options' }));
  await userEvent.click(await within(item).findByRole('button', { name: `Block @${username}` }));
  await userEvent.click(within(screen.getByRole('dialog', { name: `Block @${username}?` })).getByRole('button', { name: 'Block' }));
}

test('blocking someone takes their replies off the screen at once', async () => {
  const { list } = await openComments('post-3', { beforeSignIn: () => replyAs('lenaf', 'post-3', 'comment-3-1', ['From Lena']) });
  const bakery = await commentSaying(list, 'Which bakery?');
  await userEvent.click(within(bakery).getByRole('button', { name: 'View 1 reply' }));
  const reply = within(await within(bakery).findByRole('list', { name: 'Replies to @kenjisato' })).getByRole('listitem');
  await blockFrom(reply, 'lenaf');
  await waitFor(() => expect(within(list).queryByText('From Lena')).not.toBeInTheDocument());
  expect(within(list).getByText('Which bakery?')).toBeInTheDocument();
});

// Bug: after an unblock the replies on screen came back as their first page only.
test(
  'unblocking someone brings back every reply that was loaded, in order, with Show more replies still offered',
  async () => {
    // The last two loaded are priyanair's: the replies left on screen no longer say how far they reached.
    const { list, appStore } = await openComments('post-3', { beforeSignIn: () => writeReplies(30, [19, 20]) });
    const bakery = await commentSaying(list, 'Which bakery?');
    await userEvent.click(within(bakery).getByRole('button', { name: 'View 30 replies' }));
    const replies = await within(bakery).findByRole('list', { name: 'Replies to @kenjisato' });
    await userEvent.click(await within(bakery).findByRole('button', { name: 'Show more replies' }));
    await within(replies).findByText('Reply 20');

    await blockFrom(within(replies).getAllByRole('listitem').at(-1)!, 'priyanair');
    await waitFor(() => expect(within(replies).queryByText('Reply 20')).not.toBeInTheDocument());
    expect(replyTexts(replies, /^Reply \d+$/)).toEqual(numbered(18));

    // Unblocked elsewhere (their profile, the settings).
    act(() => {
      appStore.store.dispatch(unblock.request({ userId: 'user-priya', username: 'priyanair' }));
    });
    await within(replies).findByText('Reply 20');
    const back = replyTexts(replies, /^Reply \d+$/);
    expect(back.slice(0, 20)).toEqual(numbered(20));
    expect(new Set(back).size).toBe(back.length);
    expect(await within(list).findByText('Respect for the distance.')).toBeInTheDocument();

    await userEvent.click(within(bakery).getByRole('button', { name: 'Show more replies' }));
    await within(replies).findByText('Reply 30');
    expect(replyTexts(replies, /^Reply \d+$/)).toEqual(numbered(30));
    expect(within(bakery).queryByRole('button', { name: 'Show more replies' })).not.toBeInTheDocument();
  },
  longListTimeout,
);

test(
  'unblocking someone brings back a whole long thread, not its first page',
  async () => {
    const { list, appStore } = await openComments('post-3', {
      beforeSignIn: async () => {
        const [kenji, lena] = [await apiAs('kenjisato'), await apiAs('lenaf')];
        for (let index = 1; index <= 25; index += 1) {
          await (index % 5 === 0 ? lena : kenji).addComment({ postId: 'post-3', body: { text: `Comment ${index}` } });
        }
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
    await within(list).findByText('Comment 25');
    await blockFrom(await commentSaying(list, 'Comment 25'), 'lenaf');
    await waitFor(() => expect(within(list).queryByText('Comment 25')).not.toBeInTheDocument());

    act(() => {
      appStore.store.dispatch(unblock.request({ userId: 'user-lena', username: 'lenaf' }));
    });
    await within(list).findByText('Comment 25');
    const texts = within(list)
      .getAllByText(/^Comment \d+$/)
      .map((text) => text.textContent);
    expect(texts).toEqual(Array.from({ length: 25 }, (_, index) => `Comment ${index + 1}`));
    expect(screen.queryByRole('button', { name: 'Show more comments' })).not.toBeInTheDocument();
  },
  longListTimeout,
);

test('muting someone takes their replies off the screen, and unmuting brings them back where they were', async () => {
  const { list, appStore } = await openComments('post-3', {
    beforeSignIn: async () => {
      await replyAs('lenaf', 'post-3', 'comment-3-1', ['Lena: the river one.']);
      await replyAs('priyanair', 'post-3', 'comment-3-1', ['Priya: the one by the bridge.']);
      await replyAs('lenaf', 'post-3', 'comment-3-1', ['Lena: open on Sundays.']);
    },
  });
  const bakery = await commentSaying(list, 'Which bakery?');
  await userEvent.click(within(bakery).getByRole('button', { name: 'View 3 replies' }));
  const replies = await within(bakery).findByRole('list', { name: 'Replies to @kenjisato' });
  await within(replies).findByText('Lena: open on Sundays.');

  // Muted elsewhere (their profile, a post's menu): a comment's menu offers Report and Block.
  act(() => {
    appStore.store.dispatch(mute.request({ userId: 'user-lena', username: 'lenaf' }));
  });
  await waitFor(() => expect(within(replies).queryByText(/^Lena:/)).not.toBeInTheDocument());
  expect(replyTexts(replies, /^(Lena|Priya):/)).toEqual(['Priya: the one by the bridge.']);
  // A mute hides; the count stays the server's.
  await userEvent.click(within(bakery).getByRole('button', { name: 'Hide replies' }));
  expect(within(bakery).getByRole('button', { name: 'View 3 replies' })).toBeInTheDocument();
  await userEvent.click(within(bakery).getByRole('button', { name: 'View 3 replies' }));
  const shown = within(bakery).getByRole('list', { name: 'Replies to @kenjisato' });

  act(() => {
    appStore.store.dispatch(unmute.request({ userId: 'user-lena', username: 'lenaf' }));
  });
  await within(shown).findByText('Lena: open on Sundays.');
  expect(replyTexts(shown, /^(Lena|Priya):/)).toEqual(['Lena: the river one.', 'Priya: the one by the bridge.', 'Lena: open on Sundays.']);
});
