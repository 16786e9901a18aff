import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import { messages } from 'api-contract/messages';
import { plainWords, renderApp, stopTestApi, type RenderAppOptions } from 'shell/testing';
import { selectCurrentUser } from 'shell/users';
import { profileModule } from '../../../profile-module';
import { SettingsPage } from '../pages/settings-page';

afterEach(stopTestApi);

/** A member of the seed: the demo's shared guest may not set up a second factor. */
const omar = { username: 'omarh', password: 'omarHaddad123' };

/** The code the authenticator app set up with `key` shows `stepsAhead` thirty-second steps from now. */
const codeOf = (key: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** A six-digit code the app does not show now, nor a step either side (which the server takes too). */
function wrongCodeOf(key: string): string {
  const right = new Set([-1, 0, 1].map((step) => codeOf(key, step)));
  return ['000000', '111111', '222222', '333333'].find((code) => !right.has(code))!;
}

/**
 * Enters `text` in `field` as a paste, one input event: typing it a key at a time re-renders the
 * whole Settings page per key, which takes seconds on a busy CI machine.
 */
async function enter(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Opens Settings as Omar, and waits for the two-factor section to say whether an app is set up. */
async function openTwoFactor(language?: RenderAppOptions['language']) {
  const result = await renderApp(<SettingsPage />, {
    route: '/settings',
    path: '/settings',
    modules: [profileModule],
    signInAs: omar,
    language,
  });
  // Found by its heading's id, whatever the language; in English, by its name.
  const section = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[aria-labelledby="two-factor-heading"]');
    if (!found) throw new Error('No two-factor section yet.');
    return found;
  });
  if (!language) expect(screen.getByRole('region', { name: 'Two-factor sign-in' })).toBe(section);
  return { ...result, section };
}

/** Set up an authenticator app, the password first, up to the QR code and its key; the key, as the app takes it. */
async function startSetup(section: HTMLElement): Promise<string> {
  await userEvent.click(await within(section).findByRole('button', { name: 'Set up an authenticator app' }));
  await enter(within(section).getByLabelText('Password, to set up two-factor sign-in'), omar.password);
  await userEvent.click(within(section).getByRole('button', { name: 'Continue' }));
  expect(await within(section).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
  expect(within(section).getByText('Or enter this key by hand')).toBeInTheDocument();
  return within(section).getByTestId('authenticator-key').textContent.replace(/\s/g, '');
}

/** The whole setup: the key, and a right code from the app; the recovery codes it shows. */
async function setUpAuthenticator(section: HTMLElement): Promise<{ key: string; codes: string[] }> {
  const key = await startSetup(section);
  await enter(within(section).getByLabelText('Code from the app'), codeOf(key));
  await userEvent.click(within(section).getByRole('button', { name: 'Confirm' }));
  expect(await within(section).findByRole('heading', { name: 'Your recovery codes' })).toBeInTheDocument();
  const codes = within(within(section).getByTestId('recovery-codes'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  return { key, codes };
}

test('setting up an authenticator app: the password, its QR code and key, a right code, then ten recovery codes shown once', async () => {
  const { section, appStore } = await openTwoFactor();
  expect(
    await within(section).findByText('Protect your account with a code from an authenticator app, asked for after your password.'),
  ).toBeInTheDocument();
  const key = await startSetup(section);
  // The key is the QR code's, grouped in fours to read.
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  expect(within(section).getByTestId('authenticator-key')).toHaveTextContent(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const codeField = within(section).getByLabelText('Code from the app');
  expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  expect(codeField).toHaveAttribute('inputmode', 'numeric');

  await enter(codeField, codeOf(key));
  await userEvent.click(within(section).getByRole('button', { name: 'Confirm' }));
  expect(await within(section).findByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();
  expect(
    within(section).getByText('Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.'),
  ).toBeInTheDocument();
  const codes = within(within(section).getByTestId('recovery-codes')).getAllByRole('listitem');
  expect(codes).toHaveLength(10);
  expect(new Set(codes.map((code) => code.textContent)).size).toBe(10);

  await userEvent.click(within(section).getByRole('button', { name: 'Done' }));
  expect(within(section).getByText('An authenticator app is set up. 10 recovery codes left.')).toBeInTheDocument();
  expect(within(section).queryByTestId('recovery-codes')).not.toBeInTheDocument();
  await expect(appStore.api.getTwoFactor()).resolves.toEqual({ twoFactor: { authenticator: true, recoveryCodesLeft: 10, passkeys: [] } });
  // The own record the shell keeps says so too: the staff's screens read it.
  await waitFor(() => expect(selectCurrentUser(appStore.store.getState())?.twoFactor).toBe(true));
});

test('a wrong code from the app is refused in words, and the setup stays for another try', async () => {
  const { section, appStore } = await openTwoFactor();
  const key = await startSetup(section);
  await enter(within(section).getByLabelText('Code from the app'), wrongCodeOf(key));
  await userEvent.click(within(section).getByRole('button', { name: 'Confirm' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(messages.totpWrongCode);
  expect(within(section).getByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
  expect(within(section).getByTestId('authenticator-key').textContent.replace(/\s/g, '')).toBe(key);
  await expect(appStore.api.getTwoFactor()).resolves.toEqual({ twoFactor: { authenticator: false, recoveryCodesLeft: 0, passkeys: [] } });

  await userEvent.clear(within(section).getByLabelText('Code from the app'));
  await enter(within(section).getByLabelText('Code from the app'), codeOf(key));
  await userEvent.click(within(section).getByRole('button', { name: 'Confirm' }));
  expect(await within(section).findByRole('heading', { name: 'Your recovery codes' })).toBeInTheDocument();
});

test('a wrong password does not start a setup, and says so in words', async () => {
  const { section } = await openTwoFactor();
  await userEvent.click(await within(section).findByRole('button', { name: 'Set up an authenticator app' }));
  await enter(within(section).getByLabelText('Password, to set up two-factor sign-in'), 'not-the-password');
  await userEvent.click(within(section).getByRole('button', { name: 'Continue' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(messages.wrongCurrentPassword);
  expect(within(section).queryByRole('img')).not.toBeInTheDocument();
  // Cancel closes the form and gives the focus back to the button it took the place of.
  await userEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
  expect(within(section).getByRole('button', { name: 'Set up an authenticator app' })).toHaveFocus();
  expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
});

test('turning the app off asks for the password: a wrong one is refused in words and nothing changes, the right one turns it off', async () => {
  const { section, appStore } = await openTwoFactor();
  await setUpAuthenticator(section);
  await userEvent.click(within(section).getByRole('button', { name: 'Done' }));

  await userEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
  const password = within(section).getByLabelText('Password, to confirm');
  expect(password).toHaveFocus();
  await enter(password, 'not-the-password');
  await userEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(messages.wrongCurrentPassword);
  expect(within(section).getByText('An authenticator app is set up. 10 recovery codes left.')).toBeInTheDocument();
  await expect(appStore.api.getTwoFactor()).resolves.toEqual({ twoFactor: { authenticator: true, recoveryCodesLeft: 10, passkeys: [] } });

  await userEvent.clear(password);
  await enter(password, omar.password);
  await userEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Two-factor sign-in is off')).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  await expect(appStore.api.getTwoFactor()).resolves.toEqual({ twoFactor: { authenticator: false, recoveryCodesLeft: 0, passkeys: [] } });
  await waitFor(() => expect(selectCurrentUser(appStore.store.getState())?.twoFactor).toBe(false));
});

test('New recovery codes asks for the password and shows ten new ones, to copy or download; the old ones stop counting', async () => {
  const saved: Blob[] = [];
  const named: string[] = [];
  Object.assign(URL, { createObjectURL: (file: Blob) => (saved.push(file), 'blob:codes'), revokeObjectURL: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    named.push(this.download);
  });
  const { section, appStore } = await openTwoFactor();
  const { codes: first } = await setUpAuthenticator(section);
  await userEvent.click(within(section).getByRole('button', { name: 'Done' }));

  await userEvent.click(within(section).getByRole('button', { name: 'New recovery codes' }));
  await enter(within(section).getByLabelText('Password, to confirm'), omar.password);
  await userEvent.click(within(section).getByRole('button', { name: 'Make new codes' }));
  expect(await within(section).findByRole('heading', { name: 'Your recovery codes' })).toBeInTheDocument();
  const codes = within(within(section).getByTestId('recovery-codes'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(codes).toHaveLength(10);
  expect(codes.filter((code) => first.includes(code))).toEqual([]);

  // A user-event of its own, which gives the page a clipboard.
  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: 'Copy' }));
  expect(await screen.findByText('Recovery codes copied')).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe(codes.join('\n'));

  await user.click(within(section).getByRole('button', { name: 'Download' }));
  expect(named).toEqual(['recovery-codes.txt']);
  await expect(new Response(saved[0]).text()).resolves.toBe(`${codes.join('\n')}\n`);
  click.mockRestore();

  // A login's second step takes the new codes, no longer the old.
  const login = await appStore.api.login({ body: omar });
  if (!('secondFactor' in login)) throw new Error('The login did not ask for a second factor.');
  const { challenge } = login.secondFactor;
  await expect(appStore.api.loginSecondFactor({ body: { challenge, code: first[0]! } })).rejects.toThrow(messages.wrongSecondFactorCode);
  await expect(appStore.api.loginSecondFactor({ body: { challenge, code: codes[0]! } })).resolves.toHaveProperty('encodedToken');
});

test('each session says how it was signed in: this one, with a password', async () => {
  await openTwoFactor();
  const list = await screen.findByRole('list');
  expect(within(list).getByText('Signed in with a password')).toBeInTheDocument();
});

test('in the tests’ pseudo-language, every step of two-factor sign-in is in its catalogue (the key and codes are not words)', async () => {
  const { section } = await openTwoFactor('pseudo');
  const seen: string[] = [];
  // Set up an authenticator app, the first of the section's buttons.
  await userEvent.click((await within(section).findAllByRole('button'))[0]!);
  seen.push(...plainWords(section));
  await enter(within(section).getByLabelText(/.*/), omar.password);
  await userEvent.click(within(section).getAllByRole('button')[0]!);
  const key = (await within(section).findByTestId('authenticator-key')).textContent.replace(/\s/g, '');
  expect(await within(section).findByRole('img')).toBeInTheDocument();
  seen.push(...plainWords(section));
  await enter(within(section).getByRole('textbox'), codeOf(key));
  await userEvent.click(within(section).getAllByRole('button')[0]!);
  expect(await within(section).findByTestId('recovery-codes')).toBeInTheDocument();
  seen.push(...plainWords(section));
  // Done, the last of the codes' buttons: the app is on.
  await userEvent.click(within(section).getAllByRole('button').at(-1)!);
  seen.push(...plainWords(section));
  expect(seen).toEqual([]);
});
