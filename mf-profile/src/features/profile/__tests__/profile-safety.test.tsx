import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from 'api-contract/messages';
import { apiAs, renderApp, stopTestApi, type RenderAppOptions } from 'shell/testing';
import { profileModule } from '../../../profile-module';
import { ProfilePage } from '../pages/profile-page';

afterEach(stopTestApi);

async function openProfile(username: string, options: RenderAppOptions = {}) {
  return renderApp(<ProfilePage />, { route: `/profile/${username}`, path: '/profile/:username', modules: [profileModule], ...options });
}

const openMenu = async () => userEvent.click(await screen.findByRole('button', { name: 'More options' }));

test("another's profile has a menu beside Follow: Mute, Block and Report them; one's own has none", async () => {
  await openProfile('omarh');
  expect(await screen.findByRole('button', { name: 'Follow + omarh' })).toBeInTheDocument();
  await openMenu();
  expect(screen.getByRole('button', { name: 'Mute @omarh' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Block @omarh' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Report @omarh' })).toBeInTheDocument();
});

test("one's own profile has no such menu", async () => {
  await openProfile('guest');
  expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'More options' })).not.toBeInTheDocument();
});

test('blocking from the profile leaves only "You blocked @omarh." and Unblock; Unblock brings the profile back', async () => {
  await openProfile('omarh');
  expect(await screen.findByRole('list', { name: 'Posts by omarh' })).toBeInTheDocument();
  await openMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Block @omarh' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Block @omarh?' })).getByRole('button', { name: 'Block' }));

  expect(await screen.findByText('You blocked @omarh.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Omar Haddad' })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Posts by omarh' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
  expect(await screen.findByRole('list', { name: 'Posts by omarh' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Follow + omarh' })).toBeInTheDocument();
  expect(screen.queryByText('You blocked @omarh.')).not.toBeInTheDocument();
});

test('a profile opened by someone its owner blocks says it is not available, not that nobody has the name', async () => {
  await openProfile('omarh', { before: async () => void (await apiAs('omarh')).block({ userId: 'user-guest' }) });
  expect(await screen.findByText(messages.profileUnavailable)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '@omarh' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'User not found' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
});

test('in Spanish, a profile its owner keeps from the reader says so in Spanish', async () => {
  await openProfile('omarh', { language: 'es', before: async () => void (await apiAs('omarh')).block({ userId: 'user-guest' }) });
  expect(await screen.findByText('Este perfil no está disponible.')).toBeInTheDocument();
  expect(screen.queryByText(messages.profileUnavailable)).not.toBeInTheDocument();
});

test('muting from the profile: the menu then offers Unmute', async () => {
  await openProfile('omarh');
  await openMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Mute @omarh' }));
  expect(await screen.findByText('Muted @omarh.')).toBeInTheDocument();
  await openMenu();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Unmute @omarh' })).toBeInTheDocument());
});
