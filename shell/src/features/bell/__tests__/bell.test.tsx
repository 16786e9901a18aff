import { act, screen, within } from '@testing-library/react';
import { guestCredentials } from 'api-contract/guest';
import { opened } from 'api-contract/testing/opened-session';
import { SideNav } from '../../../layout/side-nav';
import { apiAs, renderApp, signInOnMock, stopTestApi } from '../../../testing/render-app';
import { login, logout } from '../../session';
import { unreadNotificationsChanged } from '../bell-slice';

afterEach(stopTestApi);

/** The navigation, its private stream live, for someone who has read every notification so far. */
const navigationLive = () => renderApp(<SideNav />, { liveEvents: true, before: (api) => api.readNotifications().then(() => undefined) });

/** Someone else does something to the signed-in person's things while the test watches. */
const meanwhile = (change: () => Promise<unknown>) => act(async () => void (await change()));

const bell = (name: string) => screen.findByRole('link', { name });

test('the bell shows the count the stream sends, live, and clears once the notifications are read', async () => {
  const { appStore } = await navigationLive();
  expect(await bell('Notifications')).toHaveAttribute('href', '/notifications');

  await meanwhile(async () => (await apiAs('priyanair')).likePost({ postId: 'post-6' }));
  const link = await bell('Notifications, 1 unread');
  expect(within(link).getByText('1')).toBeVisible();
  await meanwhile(async () => (await apiAs('omarh')).follow({ followUserId: 'user-guest' }));
  expect(await bell('Notifications, 2 unread')).toHaveTextContent('2');

  // Read on another device: the stream says so here too.
  await meanwhile(() => signInOnMock(guestCredentials).then((other) => other.readNotifications()));
  expect(await bell('Notifications')).not.toHaveTextContent(/\d/);
  expect(appStore.store.getState().bell.unread).toBe(0);
});

test.each([
  [1, 'Notifications, 1 unread', '1'],
  [99, 'Notifications, 99 unread', '99'],
  [100, 'Notifications, 100 unread', '99+'],
  [2500, 'Notifications, 2500 unread', '99+'],
])('%i unread: the link says "%s", the badge "%s"', async (unread, name, badge) => {
  const { appStore } = await renderApp(<SideNav />);
  act(() => void appStore.store.dispatch(unreadNotificationsChanged({ unread })));
  expect(within(await bell(name)).getByText(badge)).toBeVisible();
});

test('the bell follows whoever is signed in: nothing after sign-out, the next person’s count after their sign-in', async () => {
  const { appStore } = await navigationLive();
  await meanwhile(async () => (await apiAs('priyanair')).likePost({ postId: 'post-6' }));
  await bell('Notifications, 1 unread');

  act(() => void appStore.store.dispatch(logout({})));
  await bell('Notifications');
  await meanwhile(async () => (await apiAs('omarh')).likePost({ postId: 'post-6' }));
  // The guest's stream, were it still followed, would say 2 by now.
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();

  const lena = { username: 'lenaf', password: 'lenaFischer123' };
  await meanwhile(() => signInOnMock(lena).then((other) => other.readNotifications()));
  const { foundUser, encodedToken } = opened(await appStore.api.login({ body: lena }));
  act(() => void appStore.store.dispatch(login.success({ token: encodedToken, user: foundUser })));
  await meanwhile(async () => (await apiAs('adarshbalika')).likePost({ postId: 'post-4' }));
  expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
});

test('Messages shows how many conversations are unread, live, and clears once they are read on any device', async () => {
  const { appStore } = await navigationLive();
  expect(await screen.findByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');

  const omar = await apiAs('omarh');
  const { conversation } = await act(() => omar.startConversation({ body: { to: ['guest'], text: 'Hello, guest' } }));
  const link = await screen.findByRole('link', { name: 'Messages, 1 unread conversation' });
  expect(within(link).getByText('1')).toBeVisible();
  await meanwhile(async () => (await apiAs('priyanair')).startConversation({ body: { to: ['guest'], text: 'Hi from Priya' } }));
  expect(await screen.findByRole('link', { name: 'Messages, 2 unread conversations' })).toHaveTextContent('2');
  expect(appStore.store.getState().bell.messages.latest).not.toBeNull();

  await meanwhile(() => signInOnMock(guestCredentials).then((other) => other.readConversation({ conversationId: conversation._id })));
  expect(await screen.findByRole('link', { name: 'Messages, 1 unread conversation' })).toBeInTheDocument();
  // The bell heard nothing of it: messages are not notifications.
  expect(screen.getByRole('link', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
});
