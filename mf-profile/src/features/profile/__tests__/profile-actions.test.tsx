import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pngFile } from 'api-contract/test-images';
import { renderApp, stopTestApi } from 'shell/testing';
import { selectStoredProfile } from 'shell/users';
import { profileModule } from '../../../profile-module';
import { ProfilePage } from '../pages/profile-page';

afterEach(stopTestApi);

async function openProfile(username: string) {
  const result = await renderApp(<ProfilePage />, {
    route: `/profile/${username}`,
    path: '/profile/:username',
    modules: [profileModule],
  });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

const followers = () => screen.getByRole('definition', { name: 'Followers' }).textContent;

test("another user's profile offers Follow +, and following updates their follower count at once", async () => {
  await openProfile('omarh');
  expect(followers()).toBe('0');
  await userEvent.click(screen.getByRole('button', { name: 'Follow + omarh' }));
  expect(await screen.findByRole('button', { name: 'Unfollow omarh' })).toBeInTheDocument();
  expect(followers()).toBe('1');
  await userEvent.click(screen.getByRole('button', { name: 'Unfollow omarh' }));
  expect(await screen.findByRole('button', { name: 'Follow + omarh' })).toBeInTheDocument();
  expect(followers()).toBe('0');
});

/** The profile of `name` of peer.example, who follows guest from there. */
const openProfileElsewhere = (name: string) =>
  renderApp(<ProfilePage />, {
    route: `/profile/${name}@peer.example`,
    path: '/profile/:username',
    modules: [profileModule],
    beforeSignIn: (mock) =>
      mock.followedFromElsewhere(
        {
          uri: `https://peer.example/users/${name}`,
          name,
          displayName: 'Bob Elsewhere',
          domain: 'peer.example',
          inbox: `https://peer.example/users/${name}/inbox`,
          sharedInbox: null,
        },
        'guest',
      ),
  });
const openBobsProfile = () => openProfileElsewhere('bob');

test('someone of another server is followed by a request their server answers, has no Message, and keeps the menu', async () => {
  await openBobsProfile();
  await screen.findByRole('heading', { level: 1 });
  // Messages stay within the community: he is written to in a post instead (below).
  expect(screen.queryByRole('link', { name: /Message/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/has moved to a new account/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Follow + bob@peer.example' }));
  // The page has no server to send the Follow: it waits, as it does until the real one's Accept.
  expect(await screen.findByRole('button', { name: 'Withdraw request bob@peer.example' })).toBeInTheDocument();
  expect(await screen.findByText('Requested: @bob@peer.example’s server has not answered yet.')).toBeInTheDocument();
  expect(followers()).toBe('0');
  await userEvent.click(screen.getByRole('button', { name: 'More options' }));
  expect(screen.getByRole('button', { name: 'Remove @bob@peer.example from your followers' })).toBeInTheDocument();
});

test('someone of another server is mentioned privately: a new post that starts with their mention, for only the people it mentions', async () => {
  const { appStore } = await openBobsProfile();
  await userEvent.click(await screen.findByRole('button', { name: 'Mention @bob@peer.example privately' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Post' });
  expect(within(dialog).getByLabelText('Content')).toHaveValue('@bob@peer.example ');
  expect(within(dialog).getByRole('option', { name: 'Mentioned: only the people you mention' })).toHaveProperty('selected', true);
  await userEvent.type(within(dialog).getByLabelText('Caption'), 'Hello Bob');
  await userEvent.type(within(dialog).getByLabelText('Content'), 'are you at the harbour?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'add post' }));
  expect(await screen.findByText('Post Uploded!')).toBeInTheDocument();
  const { threads } = await appStore.api.getPrivateThreads({ query: {} });
  expect(threads.map((thread) => [thread.post.content, thread.post.visibility])).toEqual([
    ['@bob@peer.example are you at the harbour?', 'mentioned'],
  ]);
});

test('someone of another server whose name a mention cannot spell is not offered Mention privately: it would name someone else', async () => {
  await openProfileElsewhere('omarh-sailing');
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByRole('button', { name: 'Follow + omarh-sailing@peer.example' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /privately/ })).not.toBeInTheDocument();
});

test('someone of another server who moved to a new account says where they went, linking to it', async () => {
  const personOf = (name: string) => ({
    uri: `https://peer.example/users/${name}`,
    name,
    displayName: 'Bob Elsewhere',
    domain: 'peer.example',
    inbox: `https://peer.example/users/${name}/inbox`,
    sharedInbox: null,
  });
  await renderApp(<ProfilePage />, {
    route: '/profile/bob@peer.example',
    path: '/profile/:username',
    modules: [profileModule],
    beforeSignIn: (mock) => mock.movedElsewhere(personOf('bob'), personOf('bob-new')),
  });
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getByText('@bob@peer.example has moved to a new account:')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '@bob-new@peer.example' })).toHaveAttribute('href', '/profile/bob-new%40peer.example');
});

test('one’s own profile offers Edit profile and Logout, not Follow', async () => {
  await openProfile('guest');
  expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
});

test('Edit profile changes bio and website, shows name and username read-only, and says Profile Updated!', async () => {
  const { appStore } = await openProfile('guest');
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
  expect(within(dialog).getByLabelText('Name')).toHaveAttribute('readonly');
  expect(within(dialog).getByLabelText('Username')).toHaveValue('guest');
  await userEvent.clear(within(dialog).getByLabelText('Bio'));
  await userEvent.type(within(dialog).getByLabelText('Bio'), 'Now with a bio.');
  await userEvent.type(within(dialog).getByLabelText('Website'), 'https://guest.example');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Profile Updated!')).toBeInTheDocument();
  expect(await screen.findByText('Now with a bio.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'https://guest.example' })).toBeInTheDocument();
  // The record kept with the session changes too, so a reload shows the new profile.
  expect(selectStoredProfile(appStore.store.getState())?.bio).toBe('Now with a bio.');
});

test('while the profile is being stored nothing in Edit profile changes; it closes once stored', async () => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let edits: jest.SpyInstance | null = null;
  await renderApp(<ProfilePage />, {
    route: '/profile/guest',
    path: '/profile/:username',
    modules: [profileModule],
    before: (api) => {
      const edit = api.editProfile;
      edits = jest.spyOn(api, 'editProfile').mockImplementation(async (args) => (await released, edit(args)));
      return Promise.resolve();
    },
  });
  await screen.findByRole('heading', { level: 1 });
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
  await userEvent.upload(within(dialog).getByLabelText('Image (optional)'), pngFile('me.png', 'blue'));
  await within(dialog).findByRole('img', { name: 'Preview of the chosen file' });
  await userEvent.type(within(dialog).getByLabelText('Bio'), 'Sent.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(edits).toHaveBeenCalledTimes(1));
  expect(within(dialog).getByRole('button', { name: 'Updating…' })).toBeDisabled();
  expect(within(dialog).getByLabelText('Bio')).toHaveAttribute('readonly');
  expect(within(dialog).getByLabelText('Website')).toHaveAttribute('readonly');
  expect(within(dialog).getByLabelText('Image (optional)')).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Remove image' })).toBeDisabled();
  release();
  expect(await screen.findByText('Profile Updated!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Edit profile' })).not.toBeInTheDocument();
});

test('a website that is not an http(s) link is refused in the form', async () => {
  await openProfile('guest');
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
  await userEvent.type(within(dialog).getByLabelText('Website'), 'javascript:alert(1)');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(within(dialog).getByText('Website must be a link starting with http:// or https://.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBeInTheDocument();
});
