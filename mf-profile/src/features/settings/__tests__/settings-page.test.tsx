import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from 'api-contract/messages';
import { opened } from 'api-contract/testing/opened-session';
import { apiAs, renderApp, stopTestApi, type RenderAppOptions } from 'shell/testing';
import { profileModule } from '../../../profile-module';
import { SettingsPage } from '../pages/settings-page';

afterEach(stopTestApi);

/** A member of the seed: the demo's shared guest may not change its password, end its other sessions or be deleted. */
const omar = { username: 'omarh', password: 'omarHaddad123' };

/** Opens Settings as Omar, after Omar signed in on `otherDevices` other devices (in English unless `language`). */
async function openSettings(otherDevices: number, language?: RenderAppOptions['language']) {
  const tokens: string[] = [];
  const result = await renderApp(<SettingsPage />, {
    route: '/settings',
    path: '/settings',
    modules: [profileModule],
    signInAs: omar,
    language,
    before: async (api) => {
      for (let device = 0; device < otherDevices; device += 1) tokens.push(opened(await api.login({ body: omar })).encodedToken);
    },
  });
  const list = await screen.findByRole('list');
  return { ...result, list, tokens };
}

/** Whether the API still accepts `token`: a call that needs a signed-in person, made with it. */
async function accepted(token: string): Promise<boolean> {
  const response = await fetch('/api/users/bookmark', { headers: { authorization: token } });
  return response.ok;
}

test('lists this browser and the other signed-in devices', async () => {
  const { list } = await openSettings(2);
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(3);
  expect(within(list).getByText('(this browser)')).toBeInTheDocument();
  // This browser is signed out with Logout, not from this list.
  expect(within(list).getAllByRole('button', { name: /^Sign out/ })).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeInTheDocument();
});

test('an app Omar allowed is listed by its name and what he allowed it, and Sign out ends it', async () => {
  await renderApp(<SettingsPage />, {
    route: '/settings',
    path: '/settings',
    modules: [profileModule],
    signInAs: omar,
    beforeSignIn: async (mock) => {
      const ivory = await mock.registerApp({ client_name: 'Ivory', redirect_uris: 'ivory://callback', scopes: 'read write' });
      await mock.appSignedIn(ivory.client_id, omar.username, ['read', 'write'], { browser: null, system: 'iOS' });
    },
  });
  const list = await screen.findByRole('list');
  const row = within(list).getByText('Ivory on iOS').closest('li')!;
  expect(within(row).getByText('An app you allowed to: read, write')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Sign out Ivory on iOS' }));
  await waitFor(() => expect(within(list).queryByText('Ivory on iOS')).not.toBeInTheDocument());
});

test('Sign out ends that device’s session: it leaves the list, and its token is refused', async () => {
  const { list, tokens } = await openSettings(1);
  expect(await accepted(tokens[0]!)).toBe(true);
  await userEvent.click(within(list).getByRole('button', { name: /^Sign out/ }));
  expect(await screen.findByText('Signed out')).toBeInTheDocument();
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(await accepted(tokens[0]!)).toBe(false);
  expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
});

test('a device that was signed out elsewhere leaves the list when Sign out finds it gone', async () => {
  const { list, tokens } = await openSettings(1);
  await fetch('/api/auth/logout', { method: 'POST', headers: { authorization: tokens[0]! } });
  await userEvent.click(within(list).getByRole('button', { name: /^Sign out/ }));
  expect(await screen.findByText('That session had already ended')).toBeInTheDocument();
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
});

test('Sign out everywhere else ends every other session and keeps this one', async () => {
  const { list, tokens, appStore } = await openSettings(2);
  await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
  expect(await screen.findByText('Signed out 2 other sessions')).toBeInTheDocument();
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(within(list).getByText('(this browser)')).toBeInTheDocument();
  for (const token of tokens) expect(await accepted(token)).toBe(false);
  expect(await accepted(appStore.store.getState().session.token!)).toBe(true);
});

describe('Change password', () => {
  const newPassword = 'lantern-orchard-velvet-9';

  test('a new password signs out every other device, keeps this one, and is the one that logs in', async () => {
    const { list, tokens, appStore } = await openSettings(1);
    await userEvent.type(screen.getByLabelText('Current password'), omar.password);
    await userEvent.type(screen.getByLabelText('New password'), newPassword);
    expect(await screen.findByText('Strong enough.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Signed out 1 other session')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(await accepted(tokens[0]!)).toBe(false);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    await expect(appStore.api.login({ body: { username: omar.username, password: newPassword } })).resolves.toBeTruthy();
  });

  test('a wrong current password is refused in words, and every device stays signed in', async () => {
    const { tokens } = await openSettings(1);
    await userEvent.type(screen.getByLabelText('Current password'), 'not-the-password');
    await userEvent.type(screen.getByLabelText('New password'), newPassword);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.wrongPassword);
    expect(screen.getByLabelText('New password')).toHaveValue(newPassword);
    expect(await accepted(tokens[0]!)).toBe(true);
  });

  test('says why a new password is too easy to guess before it is sent', async () => {
    await openSettings(0);
    await userEvent.type(screen.getByLabelText('New password'), 'omarh2024');
    expect(await screen.findByText(/^Password is too easy to guess: /)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Delete your account', () => {
  test('asks for the username typed out and the password before it deletes anything', async () => {
    const { appStore } = await openSettings(0);
    const remove = screen.getByRole('button', { name: 'Delete my account' });
    expect(remove).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Type your username/), 'omar');
    await userEvent.type(screen.getByLabelText('Your password'), 'not-the-password');
    expect(remove).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Type your username/), 'h');
    expect(remove).toBeEnabled();
    await userEvent.click(remove);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.wrongPassword);
    expect(appStore.store.getState().session.token).not.toBeNull();
    await expect(appStore.api.getUserByUsername({ username: 'omarh' })).resolves.toBeTruthy();
  });

  test('deletes the account with everything it made, and signs this browser out with a message', async () => {
    const { appStore, tokens } = await openSettings(1);
    await userEvent.type(screen.getByLabelText(/^Type your username/), omar.username);
    await userEvent.type(screen.getByLabelText('Your password'), omar.password);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account was deleted, with everything it made')).toBeInTheDocument();
    expect(appStore.store.getState().session.token).toBeNull();
    expect(await accepted(tokens[0]!)).toBe(false);
    await expect(appStore.api.login({ body: omar })).rejects.toThrow(messages.userNotRegistered);
  });
});

// The private stream's word that the account is gone could come before the deletion's own answer:
// the page then said "This account has been deleted." on the login page beside its own toast.
test('a deletion is said once, as the person’s own, when the stream says the account is gone before the answer comes', async () => {
  let mock: Parameters<NonNullable<RenderAppOptions['beforeSignIn']>>[0] | null = null;
  const { appStore } = await renderApp(<SettingsPage />, {
    route: '/settings',
    path: '/settings',
    modules: [profileModule],
    signInAs: omar,
    liveEvents: true,
    beforeSignIn: (given) => Promise.resolve(void (mock = given)),
  });
  await screen.findByRole('list');
  const token = appStore.store.getState().session.token!;
  const streamSaid = new Promise<void>((resolve) =>
    mock!.subscribeNotifications(token, (event) => (event.type === 'session.ended' ? resolve() : undefined)),
  );
  const deleteAccount = appStore.api.deleteAccount;
  jest.spyOn(appStore.api, 'deleteAccount').mockImplementation(async (args) => {
    const deleted = await deleteAccount(args);
    await streamSaid;
    // One more turn for the page's own subscriber, told of the same commit.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return deleted;
  });
  // Every reason the page's session ever gave for ending, as the login page would show it.
  const reasonsShown = new Set<string>();
  appStore.store.subscribe(() => {
    const { error } = appStore.store.getState().session;
    if (error) reasonsShown.add(error);
  });
  await userEvent.type(screen.getByLabelText(/^Type your username/), omar.username);
  await userEvent.type(screen.getByLabelText('Your password'), omar.password);
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  expect(await screen.findByText('Your account was deleted, with everything it made')).toBeInTheDocument();
  expect(appStore.store.getState().session.token).toBeNull();
  expect([...reasonsShown]).toEqual([]);
});

test('Download your data hands the browser the zip to save', async () => {
  const saved: Blob[] = [];
  const clicked: string[] = [];
  Object.assign(URL, { createObjectURL: (file: Blob) => (saved.push(file), 'blob:export'), revokeObjectURL: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  await openSettings(0);
  await userEvent.click(screen.getByRole('button', { name: 'Download your data' }));
  expect(await screen.findByText('Your data is downloading')).toBeInTheDocument();
  expect(clicked).toEqual(['social-export.zip']);
  // A zip starts with its local file header's signature, "PK\x03\x04".
  const head = new Uint8Array(await new Response(saved[0]!.slice(0, 4)).arrayBuffer());
  expect([...head]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  click.mockRestore();
});

describe('Blocked and muted', () => {
  async function openSafetySettings(before?: RenderAppOptions['before'], beforeSignIn?: RenderAppOptions['beforeSignIn']) {
    await renderApp(<SettingsPage />, { route: '/settings', path: '/settings', modules: [profileModule], before, beforeSignIn });
    return screen.findByRole('region', { name: 'Blocked and muted' });
  }

  test('says so in words when one blocks and mutes nobody', async () => {
    const section = await openSafetySettings();
    expect(await within(section).findByText('You do not block anyone.')).toBeInTheDocument();
    expect(within(section).getByText('You do not mute anyone.')).toBeInTheDocument();
  });

  test('lists whom one blocks and mutes, each with its undo, which takes them off the list', async () => {
    const section = await openSafetySettings(async (api) => {
      await api.block({ userId: 'user-omar' });
      await api.mute({ userId: 'user-lena' });
    });
    const blocked = await within(section).findByRole('list', { name: 'People you block' });
    expect(within(blocked).getByText('Omar Haddad')).toBeInTheDocument();
    expect(within(blocked).getByText('@omarh')).toBeInTheDocument();
    const muted = within(section).getByRole('list', { name: 'People you mute' });
    expect(within(muted).getByText('@lenaf')).toBeInTheDocument();

    await userEvent.click(within(blocked).getByRole('button', { name: 'Unblock @omarh' }));
    expect(await within(section).findByText('You do not block anyone.')).toBeInTheDocument();
    await userEvent.click(within(muted).getByRole('button', { name: 'Unmute @lenaf' }));
    expect(await within(section).findByText('You do not mute anyone.')).toBeInTheDocument();
  });

  test('a long list comes a page at a time, with Show more while there is more', async () => {
    const blockedIds = Array.from({ length: 25 }, (_, index) => `user-g${index + 1}`);
    const section = await openSafetySettings(
      async (api) => {
        for (const userId of blockedIds) await api.block({ userId });
      },
      (mock) => mock.reseed({ users: 25 }),
    );
    const blocked = await within(section).findByRole('list', { name: 'People you block' });
    expect(within(blocked).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(within(section).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(blocked).getAllByRole('listitem')).toHaveLength(25));
    expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

test('Dark turns the app dark at once and is remembered in this browser; Same as this device forgets it', async () => {
  await openSettings(0);
  const appearance = screen.getByRole('group', { name: 'Theme' });
  expect(within(appearance).getByRole('radio', { name: 'Same as this device' })).toBeChecked();
  await userEvent.click(within(appearance).getByRole('radio', { name: 'Dark' }));
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  expect(window.localStorage.getItem('social:theme')).toBe('dark');
  await userEvent.click(within(appearance).getByRole('radio', { name: 'Same as this device' }));
  // jsdom's device asks for no dark: following it is light, and nothing is kept.
  expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  expect(window.localStorage.getItem('social:theme')).toBeNull();
});

test('the settings read in Spanish', async () => {
  const { list } = await openSettings(2, 'es');
  expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Dónde has iniciado sesión' })).toBeInTheDocument();
  expect(within(list).getByText('(este navegador)')).toBeInTheDocument();
  expect(within(list).getAllByText(/^Sesión iniciada:.*Última actividad:/)).toHaveLength(3);
  const appearance = screen.getByRole('group', { name: 'Tema' });
  expect(within(appearance).getByRole('radio', { name: 'Igual que este dispositivo' })).toBeChecked();
  const safety = screen.getByRole('region', { name: 'Bloqueados y silenciados' });
  expect(await within(safety).findByText('No bloqueas a nadie.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Eliminar mi cuenta' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión en todos los demás dispositivos' }));
  expect(await screen.findByText('Se cerraron otras 2 sesiones')).toBeInTheDocument();
});

test('choosing Japanese in Settings shows the settings in Japanese at once', async () => {
  await openSettings(0);
  await userEvent.selectOptions(screen.getByLabelText('Language'), '日本語');
  expect(await screen.findByRole('heading', { level: 1, name: '設定' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'ja');
});

describe('Email address', () => {
  test('a change asks for the password; without mail (the mock sends none) it is the account’s at once', async () => {
    const { appStore } = await openSettings(0);
    expect(screen.getByText('omarh@example.com')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New email address'), 'omar@new.example');
    await userEvent.type(screen.getByLabelText('Password, to change the address'), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.wrongPassword);

    await userEvent.clear(screen.getByLabelText('Password, to change the address'));
    await userEvent.type(screen.getByLabelText('Password, to change the address'), omar.password);
    await userEvent.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(await screen.findByText('Your email address is now omar@new.example.')).toBeInTheDocument();
    expect(screen.getByText('omar@new.example')).toBeInTheDocument();
    expect(screen.getByText(/not confirmed yet/)).toBeInTheDocument();
    const { user } = await appStore.api.getUserByUsername({ username: omar.username });
    expect(user.email).toBe('omar@new.example');
  });

  test('asking for a new link when the community sends no mail is said in words', async () => {
    await openSettings(0);
    await userEvent.type(screen.getByLabelText('New email address'), 'omar@new.example');
    await userEvent.type(screen.getByLabelText('Password, to change the address'), omar.password);
    await userEvent.click(screen.getByRole('button', { name: 'Change email address' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.mailOff);
  });
});

test('who new posts are for is chosen once, kept on the account for every device', async () => {
  await openSettings(0);
  const choices = screen.getByRole('group', { name: 'Who can see your new posts' });
  expect(within(choices).getByRole('radio', { name: 'Public: everyone' })).toBeChecked();
  await userEvent.click(within(choices).getByRole('radio', { name: 'Followers: your followers and the people you mention' }));
  expect(await screen.findByText('Profile Updated!')).toBeInTheDocument();
  expect(within(choices).getByRole('radio', { name: 'Followers: your followers and the people you mention' })).toBeChecked();
  const api = await apiAs('omarh');
  expect((await api.getUserByUsername({ username: 'omarh' })).user.defaultVisibility).toBe('followers');
});

test('who may start a conversation is chosen once, kept on the account, and then refuses a stranger', async () => {
  await openSettings(0);
  const choices = screen.getByRole('group', { name: 'Who can start a conversation with you' });
  expect(within(choices).getByRole('radio', { name: 'Everyone' })).toBeChecked();
  await userEvent.click(within(choices).getByRole('radio', { name: 'Only people you follow' }));
  expect(await screen.findByText('Profile Updated!')).toBeInTheDocument();
  expect(within(choices).getByRole('radio', { name: 'Only people you follow' })).toBeChecked();
  // omarh follows adarshbalika alone: lenaf may not start a conversation with him now.
  const lena = await apiAs('lenaf');
  await expect(lena.startConversation({ body: { to: ['omarh'], text: 'Hello Omar' } })).rejects.toMatchObject({
    code: 'conversation.not_allowed',
  });
});

describe('Followers', () => {
  /** Bob, of another server, as his actor presents him. */
  const bob = {
    uri: 'https://peer.example/users/bob',
    name: 'bob',
    displayName: 'Bob Elsewhere',
    domain: 'peer.example',
    inbox: 'https://peer.example/users/bob/inbox',
    sharedInbox: 'https://peer.example/inbox',
  };

  test('a request from someone of another server waits among the others as @name@host, and Accept makes them a follower', async () => {
    await renderApp(<SettingsPage />, {
      route: '/settings',
      path: '/settings',
      modules: [profileModule],
      signInAs: omar,
      beforeSignIn: async (mock) => {
        await (await apiAs('omarh')).editProfile({ body: { approveFollowers: true } });
        await mock.followedFromElsewhere(bob, 'omarh');
      },
    });
    const requests = await screen.findByRole('list', { name: 'People who asked to follow you' });
    expect(await within(requests).findByText('@bob@peer.example')).toBeInTheDocument();
    await userEvent.click(within(requests).getByRole('button', { name: 'Accept @bob@peer.example' }));
    expect(await screen.findByText('Nobody is waiting for your answer.')).toBeInTheDocument();
    const { user } = await (await apiAs('omarh')).getUserByUsername({ username: 'omarh' });
    expect(user.followers.map((follower) => follower.username)).toContain('bob@peer.example');
    expect(user.followerCount).toBe(1);
  });
});
