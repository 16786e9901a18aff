import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shell/router';
import { messages } from 'api-contract/messages';
import type { Registration } from 'api-contract/runtime-config';
import { guestCredentials } from 'api-contract/guest';
import { opened } from 'api-contract/testing/opened-session';
import type { MockApi } from 'mock-api/server';
import { renderApp, stopTestApi, type RenderAppOptions } from '../../../testing/render-app';
import { resetCommunitySettings, setCommunitySettings } from '../../../start/community-settings';
import { LoginPage } from '../components/login-page';
import { SignupPage } from '../components/signup-page';

afterEach(async () => {
  resetCommunitySettings();
  await stopTestApi();
});

function AuthRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/home" element={<h1>Home screen</h1>} />
    </Routes>
  );
}

/** The page and its mock API both joined as `registration` says, as a page on such a server is. */
async function openAs(
  registration: Registration,
  route: string,
  prepare?: (mock: MockApi) => Promise<void>,
  language?: RenderAppOptions['language'],
) {
  setCommunitySettings({ registration });
  return renderApp(<AuthRoutes />, {
    route,
    signedOut: true,
    language,
    beforeSignIn: async (mock) => {
      mock.community.registration = registration;
      await prepare?.(mock);
    },
  });
}

async function fillSignup(username: string) {
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'analytical-engine-1843');
}

test('approval: the signup screen says accounts wait; a signup then says it waits, and login says so in words', async () => {
  await openAs({ mode: 'approval', membersInvite: false }, '/signup');
  expect(screen.getByText('New accounts wait for an admin to approve them before they can log in.')).toBeInTheDocument();
  await fillSignup('ada');
  await userEvent.type(screen.getByLabelText('Why do you want to join? (optional)'), 'I write programs for engines.');
  await userEvent.click(screen.getByRole('button', { name: 'Create a Account' }));
  expect(await screen.findByRole('heading', { name: 'Thanks for signing up!' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Your account ada is waiting for an admin to approve it.');
  expect(localStorage.getItem('user')).toBeNull();

  await userEvent.click(screen.getByRole('link', { name: 'Go to login' }));
  await userEvent.type(screen.getByLabelText('Username'), 'ada');
  await userEvent.type(screen.getByLabelText('Password'), 'analytical-engine-1843');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.awaitingApproval);
});

test('invite: the code from the link is filled in, and the signup opens the account', async () => {
  let code = '';
  await openAs({ mode: 'invite', membersInvite: false }, '/signup?invite=PLACEHOLDER', async (mock) => {
    await mock.makeAdmin('guest');
    const api = await signedInApi(mock);
    code = (await api.createInvite({ body: {} })).invite.code;
  });
  expect(screen.getByText('This community takes new members by invitation: you need an invite code from a member.')).toBeInTheDocument();
  const field = screen.getByLabelText('Invite code');
  expect(field).toHaveValue('PLACEHOLDER');
  await userEvent.clear(field);
  await fillSignup('ada');
  await userEvent.click(screen.getByRole('button', { name: 'Create a Account' }));
  expect(screen.getByText('Invite code is required.')).toBeInTheDocument();
  await userEvent.type(field, code.toLowerCase());
  await userEvent.click(screen.getByRole('button', { name: 'Create a Account' }));
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
});

test("invite: a code that is not one is refused in the server's words", async () => {
  await openAs({ mode: 'invite', membersInvite: false }, '/signup?invite=NOTACODE');
  await fillSignup('ada');
  await userEvent.click(screen.getByRole('button', { name: 'Create a Account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.inviteNotFound);
});

test("closed, in Spanish: the signup screen says so in Spanish, the contract's reason too", async () => {
  await openAs({ mode: 'closed', membersInvite: false }, '/signup', undefined, 'es');
  expect(await screen.findByRole('heading', { name: 'Los registros están cerrados' })).toBeInTheDocument();
  expect(screen.getByText('Esta comunidad no admite nuevos miembros en este momento.')).toBeInTheDocument();
});

test('closed: the signup screen says nobody joins now, with no form to fill', async () => {
  await openAs({ mode: 'closed', membersInvite: false }, '/signup');
  expect(screen.getByRole('heading', { name: 'Signups are closed' })).toBeInTheDocument();
  expect(screen.getByText(messages.signupsClosed)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create a Account' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});

/** The app's client on the mock, signed in as the guest: what an admin does before the page opens. */
async function signedInApi(_mock: MockApi) {
  const { createApiClient } = await import('api-contract/client');
  let token: string | null = null;
  const api = createApiClient({ baseUrl: '/api', getToken: () => token });
  token = opened(await api.login({ body: guestCredentials })).encodedToken;
  return api;
}
