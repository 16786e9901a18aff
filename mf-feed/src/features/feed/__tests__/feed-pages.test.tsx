import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, stopTestApi } from 'shell/testing';
import { feedModule } from '../../../feed-module';
import { BookmarksPage } from '../pages/bookmarks-page';
import { ExplorePage } from '../pages/explore-page';
import { HomePage } from '../pages/home-page';
import { LikedPage } from '../pages/liked-page';

afterEach(stopTestApi);

const options = { modules: [feedModule] };

test('home greets the user and shows their own posts and those of the people they follow', async () => {
  await renderApp(<HomePage />, options);
  expect(screen.getByRole('heading', { name: 'Hello, guest' })).toBeInTheDocument();
  const feed = await screen.findByRole('list', { name: 'Your feed' });
  const authors = within(feed)
    .getAllByRole('article')
    .map((card) => within(card).getByText(/^@/).textContent);
  expect(authors.sort()).toEqual(['@adarshbalika', '@guest', '@priyanair']);
});

test('explore shows every post, newest first', async () => {
  await renderApp(<ExplorePage />, options);
  expect(screen.getByRole('heading', { name: 'Explore' })).toBeInTheDocument();
  const cards = within(await screen.findByRole('list', { name: 'All posts' })).getAllByRole('article');
  expect(cards).toHaveLength(6);
  expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Hello there');
});

test('bookmarks shows the bookmarked posts, and says when there are none', async () => {
  await renderApp(<BookmarksPage />, options);
  const list = await screen.findByRole('list', { name: 'Bookmarked posts' });
  expect(within(list).getByRole('heading', { name: 'First light' })).toBeInTheDocument();
  await userEvent.click(within(list).getByRole('button', { name: 'Remove bookmark' }));
  expect(await screen.findByText('Nothing in bookmarks')).toBeInTheDocument();
});

test('liked posts shows the posts one liked; one unliked there leaves it', async () => {
  await renderApp(<LikedPage />, { ...options, route: '/liked', path: '/liked' });
  expect(screen.getByRole('link', { name: 'Liked' })).toHaveAttribute('aria-current', 'page');
  const list = await screen.findByRole('list', { name: 'Posts you liked' });
  expect(within(list).getAllByRole('article')).toHaveLength(1);
  const reading = within(list).getByRole('article', { name: 'Reading corner' });
  await userEvent.click(within(reading).getByRole('button', { name: 'Unlike' }));
  expect(await screen.findByText('No liked posts yet. Posts you like show here.')).toBeInTheDocument();
});

test("a post card shows its date label, caption, likers and 'Be the first to like'", async () => {
  await renderApp(<ExplorePage />, options);
  const list = await screen.findByRole('list', { name: 'All posts' });
  const firstLight = within(list).getByRole('article', { name: 'First light' });
  expect(within(firstLight).getByText('2 likes')).toBeInTheDocument();
  expect(within(firstLight).getByRole('link', { name: 'priyanair' })).toHaveAttribute('href', '/profile/priyanair');
  expect(within(firstLight).getByRole('link', { name: /^Comments/ })).toHaveAttribute('href', '/comments/post-1');
  const sundayRide = within(list).getByRole('article', { name: 'Sunday ride' });
  expect(within(sundayRide).getByText('Be the first to like')).toBeInTheDocument();
});

// The described app showed a post as liked whenever anyone had liked it.
test('a post shows as liked only when the signed-in user likes it, and a second click takes the like back', async () => {
  await renderApp(<ExplorePage />, options);
  const card = within(await screen.findByRole('list', { name: 'All posts' })).getByRole('article', { name: 'First light' });
  // Two people like this post, but not the guest: it is not shown as liked.
  await userEvent.click(within(card).getByRole('button', { name: 'Like' }));
  expect(await within(card).findByText('3 likes')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(card).getByRole('button', { name: 'Unlike' }));
  expect(await within(card).findByText('2 likes')).toBeInTheDocument();
});
