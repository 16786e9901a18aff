import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shell/router';
import { messages } from 'mock-api/messages';
import { renderApp, stopTestApi } from '../../../testing/render-app';
import { LoginPage } from '../components/login-page';
import { RequireAuth } from '../components/require-auth';
import { SignupPage } from '../components/signup-page';
import { makeUser } from 'mock-api/testing';
import { logout, selectSignedIn } from '../session-slice';

afterEach(stopTestApi);

function AuthRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route element={<RequireAuth />}>
        <Route path="/home" element={<h1>Home screen</h1>} />
        <Route path="/profile/:username" element={<h1>Profile screen</h1>} />
      </Route>
    </Routes>
  );
}

const stored = () => JSON.parse(localStorage.getItem('user') ?? 'null') as { token: string; user: { username: string } } | null;

test('Login as a Guest signs in, keeps the session under "user" and goes home', async () => {
  await renderApp(<AuthRoutes />, { route: '/login', signedOut: true });
  await userEvent.click(screen.getByRole('button', { name: 'Login as a Guest' }));
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  expect(stored()?.user.username).toBe('guest');
  expect(stored()?.token).toMatch(/^ey/);
});

test("a wrong password shows the server's reason and keeps the visitor on the login form", async () => {
  await renderApp(<AuthRoutes />, { route: '/login', signedOut: true });
  await userEvent.type(screen.getByLabelText('Username'), 'guest');
  await userEvent.type(screen.getByLabelText('Password'), 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.wrongPassword);
  expect(stored()).toBeNull();
});

test('an unknown user is told the username is not registered', async () => {
  await renderApp(<AuthRoutes />, { route: '/login', signedOut: true });
  await userEvent.type(screen.getByLabelText('Username'), 'nobody');
  await userEvent.type(screen.getByLabelText('Password'), 'whatever');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.userNotRegistered);
});

test('signup stores the session exactly as login does, token included (fixed defect)', async () => {
  await renderApp(<AuthRoutes />, { route: '/signup', signedOut: true });
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(screen.getByLabelText('Username'), 'ada');
  await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'engine1');
  await userEvent.click(screen.getByRole('button', { name: 'Create a Account' }));
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  expect(stored()?.user.username).toBe('ada');
  expect(stored()?.token).toMatch(/^ey/);
});

test('signup with a taken username says so', async () => {
  await renderApp(<AuthRoutes />, { route: '/signup', signedOut: true });
  for (const [label, value] of [
    ['First name', 'G'],
    ['Last name', 'U'],
    ['Username', 'guest'],
    ['Email address', 'g@u.io'],
    ['Password', 'secret1'],
  ]) {
    await userEvent.type(screen.getByLabelText(label!), value!);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Create a Account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.usernameTaken);
});

test('a visitor is sent to login and back to where they were going', async () => {
  await renderApp(<AuthRoutes />, { route: '/profile/lenaf', signedOut: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Login as a Guest' }));
  expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeInTheDocument();
});

test('logout clears the stored session and sends the user to login', async () => {
  const { appStore } = await renderApp(<AuthRoutes />, { route: '/home' });
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  act(() => {
    appStore.store.dispatch(logout({}));
  });
  expect(await screen.findByRole('heading', { name: 'Hello Again!' })).toBeInTheDocument();
  await waitFor(() => expect(stored()).toBeNull());
});

test('a token the server rejects signs the user out once, with a message', async () => {
  const { appStore } = await renderApp(<AuthRoutes />, { route: '/home' });
  localStorage.clear();
  act(() => {
    appStore.store.dispatch({ type: 'users/follow/failure', payload: { status: 401, message: messages.invalidToken } });
  });
  expect(await screen.findByRole('heading', { name: 'Hello Again!' })).toBeInTheDocument();
  expect(appStore.store.getState().session.token).toBeNull();
});

describe('the session kept in local storage', () => {
  /** A token as the client sees it: claims it can read, a signature only the server checks. */
  const tokenOf = (claims: object) => `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify(claims))}.signature`;
  const guestToken = tokenOf({ _id: 'user-guest', username: 'guest' });
  const guest = makeUser({ _id: 'user-guest', username: 'guest' });
  const { following: _following, ...guestWithoutFollowing } = guest;

  it.each([
    ['an entry that is not JSON', '{"token": '],
    ['an entry that is a string', JSON.stringify('guest')],
    ['a user that is a string', JSON.stringify({ token: guestToken, user: 'guest' })],
    ['a user without a following list', JSON.stringify({ token: guestToken, user: guestWithoutFollowing })],
    [
      "another user's object beside the guest's token",
      JSON.stringify({ token: guestToken, user: makeUser({ _id: 'user-priya', username: 'priyanair' }) }),
    ],
    ['a token that is not a token', JSON.stringify({ token: 'not-a-token', user: guest })],
  ])('%s is discarded: the visitor is signed out, with a message', async (_case, entry) => {
    await renderApp(<AuthRoutes />, { route: '/home', storedSession: entry });
    expect(await screen.findByRole('heading', { name: 'Hello Again!' })).toBeInTheDocument();
    expect(await screen.findByText('Your saved session could not be used. Please log in again.')).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('one that holds together signs the user in, as the person the token names', async () => {
    const { appStore } = await renderApp(<AuthRoutes />, {
      route: '/home',
      storedSession: JSON.stringify({ token: guestToken, user: guest }),
    });
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(selectSignedIn(appStore.store.getState())).toEqual({ _id: 'user-guest', username: 'guest' });
  });
});
