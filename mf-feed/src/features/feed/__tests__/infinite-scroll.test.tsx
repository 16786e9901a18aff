import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from 'api-contract/client';
import { opened } from 'api-contract/testing/opened-session';
import { renderApp, stopTestApi } from 'shell/testing';
import { feedModule } from '../../../feed-module';
import { ExplorePage } from '../pages/explore-page';

/**
 * jsdom lays nothing out, so it has no IntersectionObserver: this one reports what the test
 * says the reader did ("scrolled near the end of the list"). As a browser's does, an observer
 * that starts watching reports at once where the reader already is.
 */
class ReaderObserver {
  static observing = new Set<ReaderObserver>();
  /** The reader scrolled near the end while nothing watched it: the next observer is told. */
  static nearEndUnseen = false;
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe() {
    ReaderObserver.observing.add(this);
    if (!ReaderObserver.nearEndUnseen) return;
    ReaderObserver.nearEndUnseen = false;
    void Promise.resolve().then(() =>
      act(() => this.report([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver)),
    );
  }
  disconnect() {
    ReaderObserver.observing.delete(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static scrollNearEnd() {
    ReaderObserver.nearEndUnseen = ReaderObserver.observing.size === 0;
    act(() => {
      for (const observer of ReaderObserver.observing) {
        observer.report([{ isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
      }
    });
  }
}

beforeEach(() => {
  ReaderObserver.observing.clear();
  ReaderObserver.nearEndUnseen = false;
  globalThis.IntersectionObserver = ReaderObserver as unknown as typeof IntersectionObserver;
});
afterEach(async () => {
  await stopTestApi();
  localStorage.removeItem('mock-api:fail');
});

/** Explore on a community of `posts` posts: the spec's 6 and older ones (captions ending `#1`, `#2`... going back in time). */
async function openExplore(posts: number) {
  const rendered = await renderApp(<ExplorePage />, { modules: [feedModule], seedPosts: posts - 6, liveEvents: true });
  const list = await screen.findByRole('list', { name: 'All posts' });
  return { ...rendered, list };
}

const cardCount = (list: HTMLElement) => within(list).getAllByRole('article').length;

test('the next page loads as the end of the list nears, until the last post and an end-of-list note', async () => {
  const { list } = await openExplore(45);
  expect(cardCount(list)).toBe(20);
  expect(screen.queryByText('You have reached the end.')).not.toBeInTheDocument();

  ReaderObserver.scrollNearEnd();
  expect(await within(list).findByRole('article', { name: /#34$/ })).toBeInTheDocument();
  expect(cardCount(list)).toBe(40);

  ReaderObserver.scrollNearEnd();
  expect(await screen.findByText('You have reached the end.')).toBeInTheDocument();
  expect(cardCount(list)).toBe(45);
});

test('a next page that fails says so at the end of the list, keeps the list, and Try again loads it', async () => {
  const { list } = await openExplore(45);
  localStorage.setItem('mock-api:fail', JSON.stringify({ path: '^/api/posts$', status: 503 }));
  ReaderObserver.scrollNearEnd();
  expect(await screen.findByText('Could not load more posts.')).toBeInTheDocument();
  expect(cardCount(list)).toBe(20);

  localStorage.removeItem('mock-api:fail');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await within(list).findByRole('article', { name: /#34$/ })).toBeInTheDocument();
  expect(screen.queryByText('Could not load more posts.')).not.toBeInTheDocument();
});

test('a new post announced by the server waits above the list as "1 new post" until asked for', async () => {
  const { list } = await openExplore(6);
  const session = { token: null as string | null };
  const priya = createApiClient({ getToken: () => session.token });
  session.token = opened(await priya.login({ body: { username: 'priyanair', password: 'priyaNair123' } })).encodedToken;
  // Another person posts; the API announces it, as the server does, and the page hears it.
  await priya.createPost({ body: { caption: 'Fresh from the ridge', content: 'Just now' } });

  const pill = await screen.findByRole('button', { name: '1 new post' });
  // The list does not move under the reader.
  expect(within(list).queryByRole('article', { name: 'Fresh from the ridge' })).not.toBeInTheDocument();

  await userEvent.click(pill);
  const shown = await screen.findByRole('article', { name: 'Fresh from the ridge' });
  expect(within(screen.getByRole('list', { name: 'All posts' })).getAllByRole('article')[0]).toBe(shown);
  expect(screen.queryByRole('button', { name: /new post/ })).not.toBeInTheDocument();
});
test('a followers-only post of someone one follows is announced too, through one’s own stream, and its likes count live', async () => {
  const { list } = await openExplore(6);
  const session = { token: null as string | null };
  const priya = createApiClient({ getToken: () => session.token });
  session.token = opened(await priya.login({ body: { username: 'priyanair', password: 'priyaNair123' } })).encodedToken;
  // The guest follows priyanair: her post for followers is theirs to hear of, and nobody else's.
  await priya.createPost({ body: { caption: 'Among friends', content: 'Followers only', visibility: 'followers' } });

  await userEvent.click(await screen.findByRole('button', { name: '1 new post' }));
  const card = await within(list).findByRole('article', { name: 'Among friends' });
  const { posts } = await priya.getUserPosts({ username: 'priyanair' });
  await act(async () => void (await priya.likePost({ postId: posts.find((post) => post.caption === 'Among friends')?._id ?? '' })));
  expect(await within(card).findByText('1 like')).toBeInTheDocument();
});
