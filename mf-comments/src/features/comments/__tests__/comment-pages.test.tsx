import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAs, renderApp, stopTestApi, type RenderAppOptions } from 'shell/testing';
import { commentsModule } from '../../../comments-module';
import { CommentsPage } from '../pages/comments-page';
import { holdPages, openComments } from './comment-helpers';

afterEach(stopTestApi);

/** The numbered comments' texts, in the order the list shows them. */
const texts = (list: HTMLElement) =>
  within(list)
    .getAllByText(/^Comment \d+$/)
    .map((text) => text.textContent);

/** The comments page, opened only when the test says, so the test can write comments first. */
function OpenedLater() {
  const [open, setOpen] = useState(false);
  return open ? (
    <CommentsPage />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Open the comments
    </button>
  );
}

test('a long thread shows its first comments, oldest first, and the rest a page at a time', async () => {
  await renderApp(<OpenedLater />, { route: '/comments/post-3', path: '/comments/:postId', modules: [commentsModule] });
  const kenji = await apiAs('kenjisato');
  for (let index = 1; index <= 25; index += 1) await kenji.addComment({ postId: 'post-3', body: { text: `Comment ${index}` } });

  await userEvent.click(screen.getByRole('button', { name: 'Open the comments' }));
  const list = await screen.findByRole('list', { name: 'Comments' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(20);
  await userEvent.click(screen.getByRole('button', { name: 'Show more comments' }));
  expect(await within(list).findByText('Comment 25')).toBeInTheDocument();
  expect(within(list).getAllByRole('listitem')).toHaveLength(27);
  expect(texts(list)).toEqual(Array.from({ length: 25 }, (_, index) => `Comment ${index + 1}`));
  expect(screen.queryByRole('button', { name: 'Show more comments' })).not.toBeInTheDocument();
});

test('a comment written elsewhere appears on the open comments page when the server announces it', async () => {
  const { list } = await openComments('post-2', { liveEvents: true });
  const lena = await apiAs('lenaf');
  await lena.addComment({ postId: 'post-2', body: { text: 'Seen from the other side' } });
  expect(await within(list).findByText('Seen from the other side')).toBeInTheDocument();
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
});

// Bug: a comment announced while the thread loaded, whose page had been read before the comment
// was stored, stayed off the thread until it was loaded again.
test('a comment announced while the thread loads shows once its page has come, once', async () => {
  let held: ReturnType<typeof holdPages> | null = null;
  await renderApp(<CommentsPage />, {
    route: '/comments/post-2',
    path: '/comments/:postId',
    modules: [commentsModule],
    liveEvents: true,
    before: (api) => ((held = holdPages(api, 'getComments')), Promise.resolve()),
  });
  await held!.read();
  await (await apiAs('lenaf')).addComment({ postId: 'post-2', body: { text: 'Seen from the other side' } });
  held!.release();
  const list = await screen.findByRole('list', { name: 'Comments' });
  expect(await within(list).findByText('Seen from the other side')).toBeInTheDocument();
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
});

// The live event of one's own comment could come before the comment's own answer: the thread
// loaded again and showed the comment while its words were still in the box (a browser test,
// once in a fresh-clone run). The answer is held here until the page has heard the event.
test('one’s own comment announced before its answer comes shows once, with the answer, as the box empties', async () => {
  let mock: Parameters<NonNullable<RenderAppOptions['beforeSignIn']>>[0] | null = null;
  const { list, appStore } = await openComments('post-2', {
    liveEvents: true,
    beforeSignIn: (given) => Promise.resolve(void (mock = given)),
  });
  const words = 'Said before the answer came';
  const announced = new Promise<void>((resolve) =>
    mock!.subscribe(({ event }) => (event.type === 'comment.added' && event.postId === 'post-2' ? resolve() : undefined)),
  );
  const box = screen.getByPlaceholderText('Comment as @guest…');
  let shownEarly: boolean | null = null;
  const addComment = appStore.api.addComment;
  jest.spyOn(appStore.api, 'addComment').mockImplementation(async (args) => {
    const added = await addComment(args);
    await announced;
    // Time for the page to act on the event, as it would with the answer still on its way.
    await new Promise((resolve) => setTimeout(resolve, 100));
    shownEarly = within(list).queryByText(words) !== null;
    return added;
  });
  await userEvent.type(box, words);
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
  expect(await within(list).findByText(words)).toBeInTheDocument();
  expect(shownEarly).toBe(false);
  expect(box).toHaveValue('');
  expect(within(list).getAllByText(words)).toHaveLength(1);
});
