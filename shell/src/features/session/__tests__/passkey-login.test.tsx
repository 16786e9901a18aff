import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { softwarePasskey, type SoftwarePasskey } from 'api-contract/testing/software-passkey';
import { renderApp, signInOnMock, stopTestApi } from '../../../testing/render-app';
import { LoginAndHome } from './login-routes';

/**
 * The browser's passkey prompt, played by a software passkey (jsdom has no authenticator): each
 * test says what it answers, or that the person cancelled.
 */
const browser: { answer: (options: never) => Promise<unknown> } = { answer: () => Promise.reject(new Error('No passkey was set up.')) };
jest.mock('@simplewebauthn/browser', () => ({
  startAuthentication: ({ optionsJSON }: { optionsJSON: never }) => browser.answer(optionsJSON),
}));

afterEach(stopTestApi);

/** A member of the seed, with the password the seed publishes for them. */
const omar = { username: 'omarh', password: 'omarHaddad123' };

const stored = () => JSON.parse(localStorage.getItem('user') ?? 'null') as { token: string; user: { username: string } } | null;

/** The login page, signed out, after Omar added a passkey (signed in as himself); the browser answers with it. */
async function loginPageAfterOmarAddedPasskey() {
  let passkey: SoftwarePasskey | null = null;
  const rendered = await renderApp(<LoginAndHome />, {
    route: '/login',
    signedOut: true,
    beforeSignIn: async () => {
      const api = await signInOnMock(omar);
      passkey = await softwarePasskey(window.location.origin);
      const { options } = await api.startPasskeyRegistration({ body: { password: omar.password } });
      await api.registerPasskey({ body: { name: 'Phone', credential: await passkey.register(options) } });
    },
  });
  const made = passkey as SoftwarePasskey | null;
  if (!made) throw new Error('The passkey was not added.');
  browser.answer = (options) => made.signIn(options);
  return rendered;
}

beforeAll(() => {
  // jsdom has no WebAuthn; the login page offers passkeys where the browser has them.
  Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
});

test('"Sign in with a passkey" signs in without a username or password', async () => {
  await loginPageAfterOmarAddedPasskey();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  expect(stored()?.user.username).toBe(omar.username);
});

test('a passkey the person cancels in the browser signs nobody in, and says so', async () => {
  await loginPageAfterOmarAddedPasskey();
  browser.answer = () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
  await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'No passkey answered: it was cancelled, or this device has none for this account.',
  );
  expect(stored()).toBeNull();
  expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
});

test('after the password, a person with a passkey is asked for it, and the passkey signs them in', async () => {
  await loginPageAfterOmarAddedPasskey();
  await userEvent.type(screen.getByLabelText('Username'), omar.username);
  await userEvent.type(screen.getByLabelText('Password'), omar.password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  expect(screen.getByText('Use your passkey, or enter one of your recovery codes.')).toBeInTheDocument();
  expect(stored()).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  expect(stored()?.user.username).toBe(omar.username);
});
