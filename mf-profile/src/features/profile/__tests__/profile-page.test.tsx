import { screen, within } from '@testing-library/react';
import { renderApp, stopTestApi } from 'shell/testing';
import { profileModule } from '../../../profile-module';
import { ProfilePage } from '../pages/profile-page';

afterEach(stopTestApi);

async function openProfile(username: string) {
  const result = await renderApp(<ProfilePage />, {
    route: `/profile/${username}`,
    path: '/profile/:username',
    modules: [profileModule],
  });
  return result;
}

test("a profile shows the user's name, counts, website, bio and posts (drawn by mf-feed's card)", async () => {
  await openProfile('priyanair');
  expect(await screen.findByRole('heading', { name: 'Priya Nair' })).toBeInTheDocument();
  expect(screen.getByText('@priyanair', { selector: '.profile__header p span' })).toBeInTheDocument();
  expect(screen.getByText('Photographer. Mountains over beaches.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'https://example.com/priya' })).toHaveAttribute('href', 'https://example.com/priya');
  const posts = await screen.findByRole('list', { name: 'Posts by priyanair' });
  expect(within(posts).getAllByRole('article')).toHaveLength(1);
  expect(screen.getByRole('definition', { name: 'Posts' })).toHaveTextContent('1');
  expect(screen.getByRole('definition', { name: 'Followers' })).toHaveTextContent('2');
  expect(screen.getByRole('definition', { name: 'Following' })).toHaveTextContent('1');
});

test('an unknown username says no such user exists', async () => {
  await openProfile('nobody');
  expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
  expect(screen.getByText('No user is called @nobody.')).toBeInTheDocument();
});

test("the community's staff carry their role on their profile", async () => {
  await renderApp(<ProfilePage />, {
    route: '/profile/omarh',
    path: '/profile/:username',
    modules: [profileModule],
    beforeSignIn: (mock) => mock.makeAdmin('omarh'),
  });
  expect(await screen.findByRole('heading', { name: 'Omar Haddad' })).toBeInTheDocument();
  expect(screen.getByText('Admin')).toBeInTheDocument();
});

test('a member carries no role on their profile', async () => {
  await openProfile('priyanair');
  expect(await screen.findByRole('heading', { name: 'Priya Nair' })).toBeInTheDocument();
  expect(screen.queryByText('Admin')).not.toBeInTheDocument();
  expect(screen.queryByText('Moderator')).not.toBeInTheDocument();
});

test("another's profile offers Message, which opens the messages screen addressed to them", async () => {
  await renderApp(<ProfilePage />, {
    route: '/profile/priyanair',
    path: '/profile/:username',
    modules: [profileModule],
    signInAs: { username: 'omarh', password: 'omarHaddad123' },
  });
  expect(await screen.findByRole('link', { name: 'Message @priyanair' })).toHaveAttribute('href', '/messages?to=priyanair');
});

test("one's own profile offers no Message", async () => {
  await renderApp(<ProfilePage />, {
    route: '/profile/priyanair',
    path: '/profile/:username',
    modules: [profileModule],
    signInAs: { username: 'priyanair', password: 'priyaNair123' },
  });
  expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Message/ })).not.toBeInTheDocument();
});
