import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAs, renderApp, stopTestApi } from 'shell/testing';
import { feedModule } from '../../../feed-module';
import { ExplorePage } from '../pages/explore-page';
import { HomePage } from '../pages/home-page';

afterEach(stopTestApi);

/** The seed: the guest follows priyanair and adarshbalika; lenaf wrote "Reading corner". */
const feedList = () => screen.findByRole('list', { name: 'Your feed' });

test('a repost by someone the guest follows brings the post into the home feed, saying who reposted it', async () => {
  await renderApp(<HomePage />, {
    modules: [feedModule],
    beforeSignIn: async () => {
      const priya = await apiAs('priyanair');
      await priya.repostPost({ postId: 'post-4' });
    },
  });
  const feed = await feedList();
  const reposted = await within(feed).findByRole('article', { name: 'Reading corner' });
  const line = within(reposted).getByText(/Reposted by/);
  expect(line).toHaveTextContent('Reposted by priyanair');
  expect(within(line).getByRole('link', { name: 'priyanair' })).toHaveAttribute('href', '/profile/priyanair');
  expect(within(reposted).getByText('· 1 repost')).toBeInTheDocument();
  // Her own post is there for itself: no one reposted it.
  expect(within(within(feed).getByRole('article', { name: 'Ridge walk' })).queryByText(/Reposted by/)).not.toBeInTheDocument();
});

test('the repost button reposts and undoes, the count following at once', async () => {
  await renderApp(<ExplorePage />, { modules: [feedModule] });
  const post = await screen.findByRole('article', { name: 'Reading corner' });
  await userEvent.click(within(post).getByRole('button', { name: 'Repost' }));
  const undo = await within(post).findByRole('button', { name: 'Undo repost' });
  expect(undo).toHaveAttribute('aria-pressed', 'true');
  expect(within(post).getByText('· 1 repost')).toBeInTheDocument();
  expect(await screen.findByText('Reposted to your followers.')).toBeInTheDocument();
  await userEvent.click(undo);
  expect(await within(post).findByRole('button', { name: 'Repost' })).toHaveAttribute('aria-pressed', 'false');
  expect(within(post).queryByText(/repost$/)).not.toBeInTheDocument();
  // Explore lists a post for itself: it never says who reposted it.
  expect(within(post).queryByText(/Reposted by/)).not.toBeInTheDocument();
});
