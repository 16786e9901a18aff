import { screen, within } from '@testing-library/react';
import { meetBobElsewhere, renderApp, stopTestApi, writeAsFromElsewhere } from 'shell/testing';
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

test('the custom emoji of the name and bio of someone of another server show as their pictures, named by their shortcodes', async () => {
  async function bobNamedWithAnEmoji() {
    const bob = await meetBobElsewhere();
    await writeAsFromElsewhere(
      `insert into remote_emojis (id, domain, shortcode, url) values ('emoji-1', 'peer.example', 'blobcat', 'https://peer.example/blobcat.png')`,
    );
    await writeAsFromElsewhere(
      `update users set first_name = 'Bob :blobcat:', bio = 'Sailing :blobcat: and :nope:', emojis = '[{"shortcode": "blobcat", "id": "emoji-1"}]'
        where id = $1`,
      [bob],
    );
  }
  await renderApp(<ProfilePage />, {
    route: '/profile/bob@peer.example',
    path: '/profile/:username',
    modules: [profileModule],
    beforeSignIn: bobNamedWithAnEmoji,
  });
  const name = await screen.findByRole('heading', { level: 1 });
  expect(within(name).getByRole('img', { name: ':blobcat:' })).toHaveAttribute('src', '/api/media/elsewhere/emoji/emoji-1');
  expect(name).toHaveTextContent(/^Bob$/);
  const bio = screen.getByText(/Sailing/);
  expect(within(bio).getByRole('img', { name: ':blobcat:' })).toHaveAttribute('src', '/api/media/elsewhere/emoji/emoji-1');
  expect(bio).toHaveTextContent('Sailing and :nope:');
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
