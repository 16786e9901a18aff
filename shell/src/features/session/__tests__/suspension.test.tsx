import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from 'api-contract/messages';
import type { MockApi } from 'mock-api/server';
import { apiAs, renderApp, stopTestApi } from '../../../testing/render-app';
import { follow } from '../../users';
import { LoginAndHome } from './login-routes';
import { draftKey, keepDraft, readDraft } from '../../../ui/drafts';
import { expiredSessionMessage, sessionEndNotice } from '../session-end';

afterEach(stopTestApi);

const until = '2031-01-01T00:00:00.000Z';
const reason = 'Threats against another member.';

/** Priya reports the guest; Lena, an admin, suspends the guest until 2031 with a reason. */
async function suspendGuest() {
  await (await apiAs('priyanair')).createReport({ body: { targetType: 'user', targetId: 'user-guest', reason: 'harassment', text: '' } });
  const lena = await apiAs('lenaf');
  const { reports } = await lena.getReports();
  await lena.actOnReport({ reportId: reports[0]!._id, body: { action: 'suspend', reason, until } });
}

const makeLenaAdmin = (mock: MockApi) => mock.makeAdmin('lenaf');

// The page once told a suspension by the words' first letters: now by the refusal's code alone.
test.each([
  ['account.suspended', messages.accountSuspended(until, reason), { reason: messages.accountSuspended(until, reason), onLoginPage: true }],
  ['session.ended', messages.invalidToken, { reason: expiredSessionMessage, onLoginPage: false }],
  ['session.invalid', messages.invalidToken, { reason: expiredSessionMessage, onLoginPage: false }],
  [
    'session.ended_elsewhere',
    messages.invalidToken,
    { reason: 'You were signed out of this session from another device. Please log in again.', onLoginPage: true },
  ],
  [
    'session.password_changed',
    messages.invalidToken,
    { reason: 'Your password was changed on another device. Please log in with the new password.', onLoginPage: true },
  ],
  ['account.gone', messages.userNotRegistered, { reason: 'This account has been deleted.', onLoginPage: true }],
] as const)('a session ended with %s signs out saying why', (code, message, notice) => {
  expect(sessionEndNotice({ code, message })).toEqual(notice);
});

// A suspended person's idle page stayed signed in until its next call (issue 32): the private
// stream now says the session ended, and the page signs out with the reason at once.
test('a person suspended while their page is open and idle is signed out at once, the reason on the login page', async () => {
  const { appStore } = await renderApp(<LoginAndHome />, { route: '/home', beforeSignIn: makeLenaAdmin, liveEvents: true });
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  await suspendGuest();
  expect(await screen.findByRole('heading', { name: 'Hello Again!' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(messages.accountSuspended(until, reason));
  expect(appStore.store.getState().session.token).toBeNull();
});

// Only Logout discarded them: a session the server ended left the person's drafts in the browser (issue 32).
test('a session the server ends takes the person’s drafts from this browser, as Logout does', async () => {
  const { appStore } = await renderApp(<LoginAndHome />, { route: '/home', beforeSignIn: makeLenaAdmin, liveEvents: true });
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  keepDraft(draftKey('user-guest', 'post:new'), { caption: 'Half a thought' });
  keepDraft(draftKey('user-lena', 'post:new'), { caption: 'Someone else’s' });
  await suspendGuest();
  expect(await screen.findByRole('heading', { name: 'Hello Again!' })).toBeInTheDocument();
  expect(appStore.store.getState().session.token).toBeNull();
  expect(readDraft(draftKey('user-guest', 'post:new'))).toBeNull();
  expect(readDraft(draftKey('user-lena', 'post:new'))).not.toBeNull();
});

test('a person suspended while signed in is signed out at their next call, the reason on the login page', async () => {
  const { appStore } = await renderApp(<LoginAndHome />, { route: '/home', beforeSignIn: makeLenaAdmin });
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  await suspendGuest();
  act(() => {
    appStore.store.dispatch(follow.request({ userId: 'user-omar', username: 'omarh', changeId: 'follow-omar' }));
  });
  expect(await screen.findByRole('heading', { name: 'Hello Again!' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(messages.accountSuspended(until, reason));
  // Said once, in the alert: not as an expired session, nor again in a toast.
  expect(screen.getAllByText(messages.accountSuspended(until, reason))).toHaveLength(1);
  expect(screen.queryByText('Your session has expired. Please log in again.')).not.toBeInTheDocument();
  expect(appStore.store.getState().session.token).toBeNull();
});

test('logging in while suspended says until when and why', async () => {
  await renderApp(<LoginAndHome />, { route: '/login', signedOut: true, beforeSignIn: makeLenaAdmin });
  await suspendGuest();
  await userEvent.type(screen.getByLabelText('Username'), 'guest');
  await userEvent.type(screen.getByLabelText('Password'), 'guest123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.accountSuspended(until, reason));
  expect(screen.getByRole('heading', { name: 'Hello Again!' })).toBeInTheDocument();
});
