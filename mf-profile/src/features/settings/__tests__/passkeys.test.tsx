import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import type { ApiClient } from 'api-contract/client';
import { messages } from 'api-contract/messages';
import { softwarePasskey, type SoftwarePasskey } from 'api-contract/testing/software-passkey';
import { plainWords, renderApp, stopTestApi } from 'shell/testing';
import { selectCurrentUser } from 'shell/users';
import { profileModule } from '../../../profile-module';
import { SettingsPage } from '../pages/settings-page';

/**
 * The browser's WebAuthn, played by a software passkey (jsdom has none): each test says what the
 * prompt answers, or that the person cancelled, and whether the browser has WebAuthn at all.
 */
const browser = {
  supportsWebAuthn: true,
  answer: (() => Promise.reject(new Error('No passkey was set up.'))) as (options: never) => Promise<unknown>,
};
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supportsWebAuthn,
  startRegistration: jest.fn(({ optionsJSON }: { optionsJSON: never }) => browser.answer(optionsJSON)),
}));
const { startRegistration } = jest.requireMock<{ startRegistration: jest.Mock }>('@simplewebauthn/browser');

afterEach(stopTestApi);

/** A member of the seed: the demo's shared guest may not set up a second factor. */
const omar = { username: 'omarh', password: 'omarHaddad123' };

/** The passkey the browser's prompt makes, for the page's own site. */
async function browserMakesPasskey(): Promise<SoftwarePasskey> {
  const passkey = await softwarePasskey(window.location.origin);
  browser.answer = (options) => passkey.register(options);
  return passkey;
}

beforeEach(() => {
  browser.supportsWebAuthn = true;
});

/** Enters `text` in `field` as a paste, one input event (typing a key at a time re-renders all of Settings per key). */
async function enter(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Opens Settings as Omar (after what `before` did on his account), and waits for the passkeys' part of the two-factor section. */
async function openPasskeys(before?: (api: ApiClient) => Promise<void>) {
  const result = await renderApp(<SettingsPage />, {
    route: '/settings',
    path: '/settings',
    modules: [profileModule],
    signInAs: omar,
    ...(before ? { before } : {}),
  });
  const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
  expect(await within(section).findByRole('heading', { name: 'Passkeys' })).toBeInTheDocument();
  return { ...result, section };
}

/** Add a passkey, up to its form's button: the form filled with `name` and `password`. */
async function fillAddPasskey(section: HTMLElement, name: string, password = omar.password): Promise<void> {
  await userEvent.click(await within(section).findByRole('button', { name: 'Add a passkey' }));
  expect(within(section).getByLabelText('Name of the passkey')).toHaveFocus();
  if (name) await enter(within(section).getByLabelText('Name of the passkey'), name);
  await enter(within(section).getByLabelText('Password, to add a passkey'), password);
}

/** Omar's passkey named `name`, added on the API before the page opened, answering as `passkey`. */
const addedBefore = (name: string, passkey: Promise<SoftwarePasskey>) => async (api: ApiClient) => {
  const { options } = await api.startPasskeyRegistration({ body: { password: omar.password } });
  await api.registerPasskey({ body: { name, credential: await (await passkey).register(options) } });
};

test('adding a first passkey: a name and the password, the browser makes it, ten recovery codes, then it is listed', async () => {
  const { section, appStore } = await openPasskeys();
  expect(
    within(section).getByText('Sign in with your fingerprint, face or screen lock, or a security key, instead of a password.'),
  ).toBeInTheDocument();
  expect(within(section).queryByRole('list', { name: 'Your passkeys' })).not.toBeInTheDocument();
  await browserMakesPasskey();

  await fillAddPasskey(section, 'Phone');
  await userEvent.click(within(section).getByRole('button', { name: 'Add passkey' }));
  expect(await within(section).findByRole('heading', { name: 'Your recovery codes' }, { timeout: 10_000 })).toHaveFocus();
  expect(await screen.findByText('Passkey added')).toBeInTheDocument();
  expect(within(within(section).getByTestId('recovery-codes')).getAllByRole('listitem')).toHaveLength(10);

  await userEvent.click(within(section).getByRole('button', { name: 'Done' }));
  const [row] = within(within(section).getByRole('list', { name: 'Your passkeys' })).getAllByRole('listitem');
  expect(row).toHaveTextContent('Phone');
  expect(row).toHaveTextContent('Added just now');
  expect(row).toHaveTextContent('Never used');
  // The codes stand in for the passkey, with no authenticator app: their count and new ones are here too.
  expect(within(section).getByText('10 recovery codes left.')).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
  const { twoFactor } = await appStore.api.getTwoFactor();
  expect(twoFactor).toMatchObject({ authenticator: false, recoveryCodesLeft: 10, passkeys: [{ name: 'Phone', lastUsedAt: null }] });
  // The own record the shell keeps says Omar has a second factor now: the staff's screens read it.
  await waitFor(() => expect(selectCurrentUser(appStore.store.getState())?.twoFactor).toBe(true));
});

test('with an authenticator app set up, a new passkey shows no codes: it joins the list, and the focus goes to its heading', async () => {
  const { section } = await openPasskeys(async (api) => {
    const { secret } = await api.startTotpSetup({ body: { password: omar.password } });
    await api.confirmTotp({ body: { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() } });
  });
  expect(await within(section).findByText('An authenticator app is set up. 10 recovery codes left.')).toBeInTheDocument();
  await browserMakesPasskey();

  await fillAddPasskey(section, 'YubiKey 5C');
  await userEvent.click(within(section).getByRole('button', { name: 'Add passkey' }));
  const list = await within(section).findByRole('list', { name: 'Your passkeys' }, { timeout: 10_000 });
  expect(within(list).getByText('YubiKey 5C')).toBeInTheDocument();
  expect(within(section).getByRole('heading', { name: 'Passkeys' })).toHaveFocus();
  expect(within(section).queryByTestId('recovery-codes')).not.toBeInTheDocument();
  expect(within(section).queryByLabelText('Name of the passkey')).not.toBeInTheDocument();
});

test('a wrong password is refused in words beside the form, before the browser is asked, and nothing is added', async () => {
  const { section, appStore } = await openPasskeys();
  await browserMakesPasskey();
  await fillAddPasskey(section, 'Phone', 'not-the-password');
  await userEvent.click(within(section).getByRole('button', { name: 'Add passkey' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent(messages.wrongCurrentPassword);
  expect(startRegistration).not.toHaveBeenCalled();
  expect(within(section).getByLabelText('Name of the passkey')).toHaveValue('Phone');
  await expect(appStore.api.getTwoFactor()).resolves.toMatchObject({ twoFactor: { passkeys: [] } });

  // Cancel closes the form and gives the focus back to the button it took the place of.
  await userEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
  expect(within(section).getByRole('button', { name: 'Add a passkey' })).toHaveFocus();
  expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
});

test('a passkey needs a name: the form says so in words, and asks nothing of the server or the browser', async () => {
  const { section } = await openPasskeys();
  await fillAddPasskey(section, '');
  await userEvent.click(within(section).getByRole('button', { name: 'Add passkey' }));
  expect(await within(section).findByText('Name is required.')).toBeInTheDocument();
  expect(within(section).getByLabelText('Name of the passkey')).toHaveAttribute('aria-invalid', 'true');
  expect(startRegistration).not.toHaveBeenCalled();
});

test('a passkey the person cancels in the browser is not added, and the form says so', async () => {
  const { section, appStore } = await openPasskeys();
  browser.answer = () => Promise.reject(new DOMException('cancelled', 'NotAllowedError'));
  await fillAddPasskey(section, 'Phone');
  await userEvent.click(within(section).getByRole('button', { name: 'Add passkey' }));
  expect(await within(section).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
    'The passkey was not added: it was cancelled, or this device cannot make one here.',
  );
  expect(startRegistration).toHaveBeenCalledTimes(1);
  expect(within(section).getByRole('button', { name: 'Add passkey' })).toBeEnabled();
  expect(within(section).queryByRole('list', { name: 'Your passkeys' })).not.toBeInTheDocument();
  await expect(appStore.api.getTwoFactor()).resolves.toMatchObject({ twoFactor: { passkeys: [], recoveryCodesLeft: 0 } });
});

test('removing a passkey asks for the password: a wrong one is refused in words, the right one takes it off the list', async () => {
  const { section, appStore } = await openPasskeys(addedBefore('Phone', softwarePasskey(window.location.origin)));
  const list = await within(section).findByRole('list', { name: 'Your passkeys' });
  await userEvent.click(within(list).getByRole('button', { name: 'Remove passkey Phone' }));
  const password = within(list).getByLabelText('Password, to remove this passkey');
  expect(password).toHaveFocus();
  // It is Omar's only second factor: the form says what removing it ends.
  expect(
    within(list).getByText(
      'This is your only second factor: signing in will ask for your password only, and your recovery codes will stop working.',
    ),
  ).toBeInTheDocument();

  await enter(password, 'not-the-password');
  await userEvent.click(within(list).getByRole('button', { name: 'Remove passkey' }));
  expect(await within(list).findByRole('alert')).toHaveTextContent(messages.wrongCurrentPassword);
  await expect(appStore.api.getTwoFactor()).resolves.toMatchObject({ twoFactor: { passkeys: [{ name: 'Phone' }] } });

  await userEvent.clear(password);
  await enter(password, omar.password);
  await userEvent.click(within(list).getByRole('button', { name: 'Remove passkey' }));
  expect(await screen.findByText('Passkey removed')).toBeInTheDocument();
  expect(within(section).queryByRole('list', { name: 'Your passkeys' })).not.toBeInTheDocument();
  expect(within(section).getByRole('heading', { name: 'Passkeys' })).toHaveFocus();
  // No second factor is left for recovery codes to stand in for.
  expect(within(section).queryByRole('button', { name: 'New recovery codes' })).not.toBeInTheDocument();
  await expect(appStore.api.getTwoFactor()).resolves.toEqual({ twoFactor: { authenticator: false, recoveryCodesLeft: 0, passkeys: [] } });
  await waitFor(() => expect(selectCurrentUser(appStore.store.getState())?.twoFactor).toBe(false));
});

test('Cancel on a removal keeps the passkey, and gives the focus back to its Remove button; one form is open at a time', async () => {
  const { section } = await openPasskeys(addedBefore('Phone', softwarePasskey(window.location.origin)));
  const list = await within(section).findByRole('list', { name: 'Your passkeys' });
  await userEvent.click(within(list).getByRole('button', { name: 'Remove passkey Phone' }));
  await userEvent.click(within(list).getByRole('button', { name: 'Cancel' }));
  expect(within(list).getByRole('button', { name: 'Remove passkey Phone' })).toHaveFocus();
  expect(within(list).queryByLabelText('Password, to remove this passkey')).not.toBeInTheDocument();

  // Another button's form takes the place of the one open: Remove's password goes.
  await userEvent.click(within(list).getByRole('button', { name: 'Remove passkey Phone' }));
  await userEvent.click(within(section).getByRole('button', { name: 'New recovery codes' }));
  expect(within(section).getByLabelText('Password, to confirm')).toHaveFocus();
  expect(within(list).queryByLabelText('Password, to remove this passkey')).not.toBeInTheDocument();
  expect(within(list).getByRole('button', { name: 'Remove passkey Phone' })).toBeInTheDocument();
});

test('a passkey that has signed in says when it was last used', async () => {
  const passkey = softwarePasskey(window.location.origin);
  const { section } = await openPasskeys(async (api) => {
    await addedBefore('Laptop', passkey)(api);
    const login = await api.login({ body: omar });
    if (!('secondFactor' in login) || !login.secondFactor.passkeyOptions) throw new Error('The login did not ask for a passkey.');
    const { challenge, passkeyOptions } = login.secondFactor;
    await api.loginSecondFactorPasskey({ body: { challenge, credential: await (await passkey).signIn(passkeyOptions) } });
  });
  const row = within(await within(section).findByRole('list', { name: 'Your passkeys' })).getByRole('listitem');
  expect(row).toHaveTextContent('Laptop');
  expect(row).toHaveTextContent('Last used just now');
  expect(row).not.toHaveTextContent('Never used');
});

test('a browser without WebAuthn says it cannot use passkeys, and offers none to add', async () => {
  browser.supportsWebAuthn = false;
  const { section } = await openPasskeys();
  expect(await within(section).findByText('This browser cannot use passkeys.')).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
});

test('in the tests’ pseudo-language, every text of the passkeys is in its catalogue (their names are not words)', async () => {
  await renderApp(<SettingsPage />, {
    route: '/settings',
    path: '/settings',
    modules: [profileModule],
    signInAs: omar,
    language: 'pseudo',
    before: addedBefore('Phone', softwarePasskey(window.location.origin)),
  });
  const section = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[aria-labelledby="two-factor-heading"]');
    if (!found) throw new Error('No two-factor section yet.');
    return found;
  });
  const list = await within(section).findByRole('list');
  // The browser's support is known once its library has loaded: Add a passkey, the section's last button.
  await waitFor(() => expect(within(section).getAllByRole('button').at(-1)).not.toHaveAttribute('aria-label'));
  const seen = [...plainWords(section)];

  // Remove, its password refused, then Cancel.
  await userEvent.click(within(list).getByRole('button'));
  await enter(within(list).getByLabelText(/.*/), 'not-the-password');
  await userEvent.click(within(list).getAllByRole('button')[0]!);
  expect(await within(list).findByRole('alert')).toBeInTheDocument();
  seen.push(...plainWords(section));
  await userEvent.click(within(list).getAllByRole('button').at(-1)!);

  // Add a passkey, which the browser's prompt cancels.
  browser.answer = () => Promise.reject(new DOMException('cancelled', 'NotAllowedError'));
  await userEvent.click(within(section).getAllByRole('button').at(-1)!);
  const [name, password] = within(section)
    .getAllByLabelText(/.*/)
    .filter((field) => field.tagName === 'INPUT');
  await enter(name!, 'Laptop');
  await enter(password!, omar.password);
  await userEvent.click(within(section).getAllByRole('button').at(-2)!);
  expect(await within(section).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  seen.push(...plainWords(section));
  expect(seen).toEqual([]);
});
