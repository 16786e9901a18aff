import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import { limits } from 'api-contract/limits';
import { messages } from 'api-contract/messages';
import type { ApiErrorCode } from 'api-contract/api-error';
import type { InterfaceLanguage } from '../../../i18n/catalogues';
import { plainWords, renderApp, signInOnMock, stopTestApi } from '../../../testing/render-app';
import { LoginPage } from '../components/login-page';
import { LoginAndHome } from './login-routes';
import { initialSessionState, login, loginSecondStep, logout, secondStepAsked, sessionReducer, sessionSynced } from '../session-slice';

afterEach(stopTestApi);

/** A member of the seed, with the password the seed publishes for them. */
const omar = { username: 'omarh', password: 'omarHaddad123' };

/**
 * The code the authenticator app set up with `secret` shows, `stepsAhead` thirty-second steps
 * from now: the setup's confirmation used the code of now, and a code signs in once, so a
 * sign-in takes the next step's (the server takes a step either side).
 */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** Six digits the app does not show at any step the server would take. */
const wrongCodeFor = (secret: string) => {
  const taken = [-1, 0, 1, 2].map((steps) => codeOf(secret, steps));
  return ['000000', '111111', '222222', '333333', '444444'].find((code) => !taken.includes(code))!;
};

const stored = () => JSON.parse(localStorage.getItem('user') ?? 'null') as { token: string; user: { username: string } } | null;

/**
 * Opens the login page signed out, after Omar set up an authenticator app (signed in as himself,
 * confirming it with its code of now), and enters his password: the page asks for the code.
 */
async function omarAskedForCode(language?: InterfaceLanguage, words = { username: 'Username', password: 'Password', login: 'Login' }) {
  const authenticator = { secret: '', recoveryCodes: [] as string[] };
  const rendered = await renderApp(<LoginAndHome />, {
    route: '/login',
    signedOut: true,
    language,
    beforeSignIn: async () => {
      const api = await signInOnMock(omar);
      const { secret } = await api.startTotpSetup({ body: { password: omar.password } });
      const { recoveryCodes } = await api.confirmTotp({ body: { code: codeOf(secret) } });
      Object.assign(authenticator, { secret, recoveryCodes });
    },
  });
  await userEvent.type(screen.getByLabelText(words.username), omar.username);
  await userEvent.type(screen.getByLabelText(words.password), omar.password);
  await userEvent.click(screen.getByRole('button', { name: words.login }));
  return { ...rendered, ...authenticator };
}

/** Types `code` into the second step's field and presses Verify. */
async function verify(code: string, words = { code: 'Code', verify: 'Verify' }) {
  await userEvent.type(screen.getByLabelText(words.code), code);
  await userEvent.click(screen.getByRole('button', { name: words.verify }));
}

test('a person with an authenticator app is asked for its code after the password, and the code signs them in', async () => {
  const { appStore, secret } = await omarAskedForCode();
  expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  expect(screen.getByText('Enter the 6-digit code your authenticator app shows, or one of your recovery codes.')).toBeInTheDocument();
  const field = screen.getByLabelText('Code');
  expect(field).toHaveFocus();
  expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  expect(field).toHaveAttribute('inputmode', 'text');
  expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  // The password alone opened no session.
  expect(appStore.store.getState().session.token).toBeNull();
  expect(stored()).toBeNull();

  await verify(codeOf(secret, 1));
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  expect(await screen.findByText('Login Successfully!')).toBeInTheDocument();
  expect(stored()?.user.username).toBe(omar.username);
  expect(appStore.store.getState().session.secondStep).toBeNull();
});

test('one of the recovery codes signs in at the second step', async () => {
  const { recoveryCodes } = await omarAskedForCode();
  expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  await verify(recoveryCodes[0]!);
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  expect(stored()?.user.username).toBe(omar.username);
});

test('a wrong code is refused in words; the step stays, its field emptied and focused for the next code', async () => {
  const { secret } = await omarAskedForCode();
  expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  await verify(wrongCodeFor(secret));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.wrongSecondFactorCode);
  expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  const field = screen.getByLabelText('Code');
  expect(field).toHaveValue('');
  expect(field).toHaveFocus();
  expect(stored()).toBeNull();

  await verify(codeOf(secret, 1));
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
});

test('"Back to the password" returns to the password form, the username kept and the password to enter again', async () => {
  const { appStore } = await omarAskedForCode();
  expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Back to the password' }));
  expect(screen.getByRole('heading', { name: 'Hello Again!' })).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveValue(omar.username);
  const password = screen.getByLabelText('Password');
  expect(password).toHaveValue('');
  expect(password).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(appStore.store.getState().session.secondStep).toBeNull();
});

test('a second step ended by too many wrong codes goes back to the password form, saying why', async () => {
  const { secret } = await omarAskedForCode();
  expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  const wrong = wrongCodeFor(secret);
  for (let tries = 0; tries < limits.secondFactorFailuresMax; tries++) {
    await verify(wrong);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.wrongSecondFactorCode);
  }
  await verify(codeOf(secret, 1));
  expect(await screen.findByRole('heading', { name: 'Hello Again!' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(messages.secondStepLocked);
  expect(stored()).toBeNull();
});

test('the second step reads in Spanish, a wrong code’s refusal included', async () => {
  const { secret } = await omarAskedForCode('es', { username: 'Nombre de usuario', password: 'Contraseña', login: 'Iniciar sesión' });
  expect(await screen.findByRole('heading', { name: 'Inicio de sesión con dos factores' })).toBeInTheDocument();
  await verify(wrongCodeFor(secret), { code: 'Código', verify: 'Verificar' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Ese código no es correcto. Introduce el código de 6 dígitos que tu aplicación de autenticación muestra ahora o uno de tus códigos de recuperación.',
  );
  expect(screen.getByRole('button', { name: 'Volver a la contraseña' })).toBeInTheDocument();
});

test('the second step has no word written outside a catalogue (the pseudo-language leaves none plain)', async () => {
  const { appStore } = await renderApp(<LoginPage />, { route: '/login', signedOut: true, language: 'pseudo' });
  act(() => void appStore.store.dispatch(secondStepAsked({ challenge: 'a-challenge', methods: ['authenticator', 'recovery_code'] })));
  expect(screen.getByRole('textbox')).toHaveAttribute('name', 'code');
  expect(plainWords(document.body)).toEqual([]);
});

describe('a pending second step', () => {
  const step = { challenge: 'a-challenge', methods: ['authenticator' as const, 'recovery_code' as const] };
  const asked = sessionReducer(initialSessionState, secondStepAsked(step));
  const refused = (code: ApiErrorCode) => loginSecondStep.failure({ status: 400, code, message: `Refused: ${code}` });

  test.each([
    ['a wrong code', refused('second_factor.wrong_code')],
    ['a code used already', refused('second_factor.code_used')],
    ['no answer from the server', loginSecondStep.failure({ status: 0, message: 'Could not reach the server.' })],
    ['another tab signing out', sessionSynced(null)],
  ])('stays after %s', (_what, action) => {
    expect(sessionReducer(asked, action).secondStep).toEqual(step);
  });

  test.each([
    ['a challenge unknown or used', refused('second_factor.invalid')],
    ['a challenge too old', refused('second_factor.expired')],
    ['too many wrong codes', refused('second_factor.locked')],
    ['a suspension', refused('account.suspended')],
    ['a password login', login.request({ username: 'omarh', password: 'omarHaddad123' })],
    ['a logout', logout({})],
  ])('ends with %s', (_what, action) => {
    expect(sessionReducer(asked, action).secondStep).toBeNull();
  });
});
