import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shell/router';
import { createApiClient } from 'api-contract/client';
import { messages } from 'api-contract/messages';
import type { MockApi } from 'mock-api/server';
import { apiAs, renderApp, signInOnMock, stopTestApi } from '../../../testing/render-app';
import type { InterfaceLanguage } from '../../../i18n/catalogues';
import { resetCommunitySettings, setCommunitySettings } from '../../../start/community-settings';
import { ForgotPasswordPage } from '../components/forgot-password-page';
import { LoginPage } from '../components/login-page';
import { ResetPasswordPage } from '../components/reset-password-page';
import { newPasswordProblem } from 'api-contract/rules/password-rules';

// The password rule's dictionaries load on first use, which takes seconds on a busy machine: loaded
// before the tests. Judging a long password still takes a second or more when the machine is busy
// (CI runs suites side by side), so "Strong enough." is waited for up to 10 s, not Testing
// Library's default 1 s: it is the judgement's answer that is awaited, not a time.
beforeAll(async () => {
  await newPasswordProblem('warm-up', []);
}, 60_000);

afterEach(async () => {
  resetCommunitySettings();
  await stopTestApi();
});

function AuthRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/home" element={<h1>Home screen</h1>} />
    </Routes>
  );
}

const omar = { username: 'omarh', password: 'omarHaddad123' };
const newPassword = 'lantern-over-the-harbour-77';

/** Omar's reset link as an admin makes it on the mock (the seed has no admin: Lena is made one). */
async function makeResetLink(mock: MockApi): Promise<string> {
  await mock.makeAdmin('lenaf');
  const admin = await apiAs('lenaf');
  const { user } = await admin.getUserByUsername({ username: omar.username });
  const { token } = await admin.makePasswordResetLink({ userId: user._id });
  return token;
}

/** Opens the page a reset link opens, for the token `tokenFrom` gives once the mock is set up. */
async function openResetLink(tokenFrom: (mock: MockApi) => Promise<string>, language?: InterfaceLanguage) {
  let token = '';
  return renderApp(<AuthRoutes />, {
    route: () => `/reset-password#token=${encodeURIComponent(token)}`,
    signedOut: true,
    language,
    beforeSignIn: async (mock) => {
      token = await tokenFrom(mock);
    },
  });
}

const mailOffWords = 'This community does not send mail. Ask one of its admins for a link to choose a new password.';

describe('Forgot your password?', () => {
  test('the login screen links to the form: one field, for an email address or a username', async () => {
    setCommunitySettings({ mail: true });
    await renderApp(<AuthRoutes />, { route: '/login', signedOut: true });
    await userEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address or username' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(screen.getByRole('heading', { name: 'Hello Again!' })).toBeInTheDocument();
  });

  test('a community that sends no mail (the mock’s) says to ask an admin, with no form to fill', async () => {
    await renderApp(<AuthRoutes />, { route: '/forgot-password', signedOut: true });
    expect(screen.getByText(mailOffWords)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email address or username' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  test('a server that answers it sends no mail (mail.off) is said in the same words, in the form’s place', async () => {
    setCommunitySettings({ mail: true });
    await renderApp(<AuthRoutes />, { route: '/forgot-password', signedOut: true });
    await userEvent.type(screen.getByLabelText('Email address or username'), 'omarh');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.mailOff);
    expect(alert).toHaveFocus();
    expect(screen.queryByLabelText('Email address or username')).not.toBeInTheDocument();
  });

  test('a request taken shows the same confirmation whoever it names, and where to go back', async () => {
    setCommunitySettings({ mail: true });
    const { appStore } = await renderApp(<AuthRoutes />, { route: '/forgot-password', signedOut: true });
    // The mock sends no mail: the answer of a server that does.
    const ask = jest.spyOn(appStore.api, 'requestPasswordReset').mockResolvedValue({ accepted: true });
    await userEvent.type(screen.getByLabelText('Email address or username'), '  omarh@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(
      'If an account matches, a link to choose a new password is on its way to its email address. The link works for 60 minutes.',
    );
    expect(confirmation).toHaveFocus();
    expect(ask).toHaveBeenCalledWith({ body: { login: 'omarh@example.com' } });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  test('is a signed-out screen: a signed-in person goes home', async () => {
    await renderApp(<AuthRoutes />, { route: '/forgot-password' });
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });
});

describe('a reset link', () => {
  test('chooses a new password, opens login on the username with a notice, and the new password logs in', async () => {
    await openResetLink(makeResetLink);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), newPassword);
    expect(await screen.findByText('Strong enough.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose this password' }));

    expect(await screen.findByRole('heading', { name: 'Hello Again!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your password is changed. Log in with the new one.');
    expect(screen.getByLabelText('Username')).toHaveValue('omarh');
    await userEvent.type(screen.getByLabelText('Password'), newPassword);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    await expect(signInOnMock(omar)).rejects.toMatchObject({ code: 'login.wrong_password' });
  });

  test('a password too easy to guess is not sent, and the link still works', async () => {
    const { appStore } = await openResetLink(makeResetLink);
    const reset = jest.spyOn(appStore.api, 'resetPassword');
    const field = screen.getByLabelText('New password');
    await userEvent.type(field, 'password1');
    expect(await screen.findByText(/^Password is too easy to guess: /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose this password' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(reset).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, newPassword);
    expect(await screen.findByText('Strong enough.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose this password' }));
    expect(await screen.findByRole('heading', { name: 'Hello Again!' })).toBeInTheDocument();
  });

  test.each([
    [
      'used already',
      async (mock: MockApi) => {
        const token = await makeResetLink(mock);
        // Opened once already, in another tab or by whoever else had the link.
        await createApiClient({ getToken: () => null }).resetPassword({ body: { token, newPassword: 'first-choice-of-the-day-12' } });
        return token;
      },
      messages.resetLinkUsed,
    ],
    ['altered', async (mock: MockApi) => `${(await makeResetLink(mock)).slice(0, -2)}zz`, messages.resetLinkInvalid],
  ])('%s says so in words, and offers to ask for a new link', async (_case, tokenFrom, words) => {
    await openResetLink(tokenFrom);
    await userEvent.type(screen.getByLabelText('New password'), newPassword);
    await userEvent.click(screen.getByRole('button', { name: 'Choose this password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words);
    expect(alert).toHaveFocus();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  test('a refusal is said in the reader’s language, by its code', async () => {
    await openResetLink(async (mock) => `${(await makeResetLink(mock)).slice(0, -2)}zz`, 'es');
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), newPassword);
    await userEvent.click(screen.getByRole('button', { name: 'Elegir esta contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace para elegir una contraseña nueva no es válido. Pide uno nuevo.',
    );
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute('href', '/forgot-password');
  });

  test('without its token says the link is incomplete, and offers to ask for a new link', async () => {
    await renderApp(<AuthRoutes />, { route: '/reset-password', signedOut: true });
    expect(
      screen.getByText('This link to choose a new password is incomplete. Check that you have the whole link, or ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
