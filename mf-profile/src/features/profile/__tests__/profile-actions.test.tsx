import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pngFile } from 'api-contract/test-images';
import { holdCalls, renderApp, stopTestApi, type HeldCalls, type RenderAppOptions } from 'shell/testing';
import { selectStoredProfile } from 'shell/users';
import { profileModule } from '../../../profile-module';
import { ProfilePage } from '../pages/profile-page';

afterEach(stopTestApi);

async function openProfile(username: string, options: Pick<RenderAppOptions, 'before'> = {}) {
  const result = await renderApp(<ProfilePage />, {
    route: `/profile/${username}`,
    path: '/profile/:username',
    modules: [profileModule],
    ...options,
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
  let held: HeldCalls | null = null;
  await openProfile('guest', { before: (api) => Promise.resolve(void (held = holdCalls(api, 'editProfile'))) });
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
  await userEvent.upload(within(dialog).getByLabelText('Image (optional)'), pngFile('me.png', 'blue'));
  await within(dialog).findByRole('img', { name: 'Preview of the chosen file' });
  await userEvent.type(within(dialog).getByLabelText('Bio'), 'Sent.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(held!.calls).toHaveBeenCalledTimes(1));
  expect(within(dialog).getByRole('button', { name: 'Updating…' })).toBeDisabled();
  expect(within(dialog).getByLabelText('Bio')).toHaveAttribute('readonly');
  expect(within(dialog).getByLabelText('Website')).toHaveAttribute('readonly');
  expect(within(dialog).getByLabelText('Image (optional)')).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Remove image' })).toBeDisabled();
  held!.release();
  expect(await screen.findByText('Profile Updated!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Edit profile' })).not.toBeInTheDocument();
  expect(profileDraft()).toBeNull();
});

/** The guest's draft of Edit profile, as this browser keeps it. */
const profileDraft = () => localStorage.getItem('social:draft:user-guest:profile');
const editProfileDialog = () => screen.getByRole('dialog', { name: 'Edit profile' });
const bioField = () => within(editProfileDialog()).getByLabelText('Bio');

test('what Edit profile holds is kept across a reload, until thrown away', async () => {
  const first = await openProfile('guest');
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  const bioBefore = (bioField() as HTMLTextAreaElement).value;
  await userEvent.clear(bioField());
  await userEvent.type(bioField(), 'Half a bio');
  await userEvent.type(within(editProfileDialog()).getByLabelText('Website'), 'https://half.example');
  await waitFor(() => expect(profileDraft()).toContain('Half a bio'));
  const kept = profileDraft()!;
  first.unmount();

  // The page opened again (a reload): this browser's storage as the last page left it.
  await openProfile('guest', { before: () => Promise.resolve(localStorage.setItem('social:draft:user-guest:profile', kept)) });
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  expect(within(editProfileDialog()).getByText('You have a draft.')).toBeInTheDocument();
  expect(bioField()).toHaveValue('Half a bio');
  expect(within(editProfileDialog()).getByLabelText('Website')).toHaveValue('https://half.example');
  await userEvent.click(within(editProfileDialog()).getByRole('button', { name: 'Discard draft' }));
  expect(bioField()).toHaveValue(bioBefore);
  expect(within(editProfileDialog()).getByLabelText('Website')).toHaveValue('');
  await waitFor(() => expect(profileDraft()).toBeNull());
});

/** The guest writes a bio in Edit profile and sends it, its call held: the hold. */
async function sendBioHeld(text: string): Promise<HeldCalls> {
  let held: HeldCalls | null = null;
  await openProfile('guest', { before: (api) => Promise.resolve(void (held = holdCalls(api, 'editProfile'))) });
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  await userEvent.clear(bioField());
  await userEvent.type(bioField(), text);
  await userEvent.click(within(editProfileDialog()).getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(held!.calls).toHaveBeenCalledTimes(1));
  return held!;
}

test('a change that fails leaves its words in Edit profile, and they are offered again once it is closed', async () => {
  const held = await sendBioHeld('Careful words');
  // Gone as it was sent: a reload while it is on its way leaves nothing to send twice.
  expect(profileDraft()).toBeNull();
  held.fail();
  expect(await screen.findByText('Could not update the profile.')).toBeInTheDocument();
  expect(within(editProfileDialog()).getByRole('button', { name: 'Update' })).toBeEnabled();
  expect(bioField()).toHaveValue('Careful words');
  await userEvent.click(within(editProfileDialog()).getByRole('button', { name: 'Close' }));
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  expect(within(editProfileDialog()).getByText('You have a draft.')).toBeInTheDocument();
  expect(bioField()).toHaveValue('Careful words');
});

test('Edit profile closed while its change is on its way, which then fails, opens again on its words', async () => {
  const held = await sendBioHeld('Careful words');
  await userEvent.click(within(editProfileDialog()).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog', { name: 'Edit profile' })).not.toBeInTheDocument();
  held.fail();
  expect(await screen.findByText('Could not update the profile.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  expect(within(editProfileDialog()).getByText('You have a draft.')).toBeInTheDocument();
  expect(bioField()).toHaveValue('Careful words');
});

test('Edit profile opened again while its change is on its way takes the words back when it fails', async () => {
  const held = await sendBioHeld('Careful words');
  await userEvent.click(within(editProfileDialog()).getByRole('button', { name: 'Close' }));
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  expect(bioField()).toHaveAttribute('readonly');
  expect(bioField()).not.toHaveValue('Careful words');
  held.fail();
  await waitFor(() => expect(bioField()).toHaveValue('Careful words'));
  expect(within(editProfileDialog()).getByText('You have a draft.')).toBeInTheDocument();
  expect(bioField()).not.toHaveAttribute('readonly');
});

test('a change the server stores otherwise than typed (its words trimmed) leaves no draft behind', async () => {
  await openProfile('guest');
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  await userEvent.clear(bioField());
  await userEvent.type(bioField(), 'Hello there ');
  await userEvent.click(within(editProfileDialog()).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Profile Updated!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Edit profile' })).not.toBeInTheDocument();
  expect(profileDraft()).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  expect(bioField()).toHaveValue('Hello there');
  expect(within(editProfileDialog()).queryByText('You have a draft.')).not.toBeInTheDocument();
});

test('a new picture is kept as a draft while it is sent, which may outlive the page, and goes once stored', async () => {
  let held: HeldCalls | null = null;
  await openProfile('guest', { before: (api) => Promise.resolve(void (held = holdCalls(api, 'editProfile'))) });
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  await userEvent.upload(within(editProfileDialog()).getByLabelText('Image (optional)'), pngFile('me.png', 'blue'));
  await within(editProfileDialog()).findByRole('img', { name: 'Preview of the chosen file' });
  await userEvent.type(bioField(), ' With a picture.');
  await userEvent.click(within(editProfileDialog()).getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(held!.calls).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(profileDraft()).toContain('With a picture.'));
  expect(profileDraft()).toContain('data:image/png');
  held!.release();
  expect(await screen.findByText('Profile Updated!')).toBeInTheDocument();
  expect(profileDraft()).toBeNull();
});

test('a new picture sent straight after the last keystroke leaves no draft once stored', async () => {
  await openProfile('guest');
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  await userEvent.upload(within(editProfileDialog()).getByLabelText('Image (optional)'), pngFile('me.png', 'blue'));
  await within(editProfileDialog()).findByRole('img', { name: 'Preview of the chosen file' });
  await userEvent.type(bioField(), ' At once.');
  await userEvent.click(within(editProfileDialog()).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Profile Updated!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Edit profile' })).not.toBeInTheDocument();
  expect(profileDraft()).toBeNull();
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
