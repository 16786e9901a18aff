import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, stopTestApi } from 'shell/testing';
import { feedModule } from '../../../feed-module';
import { HomePage } from '../pages/home-page';

afterEach(stopTestApi);

async function openHome() {
  const result = await renderApp(<HomePage />, { modules: [feedModule] });
  await screen.findByRole('list', { name: 'Your feed' });
  return result;
}

const captions = () =>
  within(screen.getByRole('list', { name: 'Your feed' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

/** The server sorts: after a press, the list on screen is the one the server answered in that order. */
const expectCaptions = (expected: string[]) => waitFor(() => expect(captions()).toEqual(expected));

test('the sort buttons reorder the feed on screen and show which one is active', async () => {
  await openHome();
  // With the guest's like, Ridge walk (newer) ties First light (older) at two likes, so the
  // three orders all differ: Trending puts the tie's newer post first.
  const ridgeWalk = within(screen.getByRole('list', { name: 'Your feed' })).getByRole('article', { name: 'Ridge walk' });
  await userEvent.click(within(ridgeWalk).getByRole('button', { name: 'Like' }));
  expect(await within(ridgeWalk).findByText('2 likes')).toBeInTheDocument();

  expect(screen.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'true');
  expect(captions()).toEqual(['Hello there', 'Ridge walk', 'First light']);
  await userEvent.click(screen.getByRole('button', { name: 'Oldest' }));
  await expectCaptions(['First light', 'Ridge walk', 'Hello there']);
  expect(screen.getByRole('button', { name: 'Oldest' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(screen.getByRole('button', { name: 'Trending' }));
  await expectCaptions(['Ridge walk', 'First light', 'Hello there']);
});

test("Popular Activities lists everyone but the signed-in user, with 'Follow +' or 'Unfollow'", async () => {
  await openHome();
  const people = await screen.findByRole('list', { name: 'People to follow' });
  await within(people).findAllByRole('listitem');
  expect(within(people).getAllByRole('listitem')).toHaveLength(5);
  expect(within(people).getByRole('button', { name: 'Unfollow priyanair' })).toBeInTheDocument();
  expect(within(people).getByRole('button', { name: 'Follow + omarh' })).toBeInTheDocument();
  expect(within(people).queryByText('@guest')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Your profile: @guest' })).toHaveAttribute('href', '/profile/guest');
});

test('following someone from Popular Activities brings their posts into the home feed', async () => {
  await openHome();
  const people = await screen.findByRole('list', { name: 'People to follow' });
  await userEvent.click(await within(people).findByRole('button', { name: 'Follow + omarh' }));
  expect(await within(people).findByRole('button', { name: 'Unfollow omarh' })).toBeInTheDocument();
  expect(await screen.findByText('You now follow omarh.')).toBeInTheDocument();
  expect(await within(screen.getByRole('list', { name: 'Your feed' })).findByRole('heading', { name: 'Sunday ride' })).toBeInTheDocument();
});

test('the user search finds users by part of their username', async () => {
  await openHome();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'KEN');
  expect(await screen.findByRole('link', { name: 'kenjisato' })).toHaveAttribute('href', '/profile/kenjisato');
});
