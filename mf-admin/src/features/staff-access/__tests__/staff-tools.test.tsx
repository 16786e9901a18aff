import { act, screen } from '@testing-library/react';
import { Secret, TOTP } from 'otpauth';
import { resetCommunitySettings, setCommunitySettings } from 'shell/community-settings';
import { renderApp, stopTestApi } from 'shell/testing';
import { usersReceived } from 'shell/users';
import { adminModule } from '../../../admin-module';
import { AdminPage } from '../../admin';
import { ModerationPage } from '../../moderation';

const omar = { username: 'omarh', password: 'omarHaddad123' };

afterEach(() => {
  resetCommunitySettings();
  return stopTestApi();
});

/** A staff screen as Omar, made an admin, where the community asks its staff for a second factor. */
async function openAsStaffWithoutSecondFactor(page: 'admin' | 'moderation') {
  setCommunitySettings({ staffRequireTwoFactor: true });
  const asked: jest.SpyInstance[] = [];
  const rendered = await renderApp(page === 'admin' ? <AdminPage /> : <ModerationPage />, {
    route: `/${page}`,
    path: `/${page}`,
    modules: [adminModule],
    signInAs: omar,
    beforeSignIn: (mock) => mock.makeAdmin(omar.username),
    before: (api) => {
      asked.push(jest.spyOn(api, 'getSignups'), jest.spyOn(api, 'getJobs'), jest.spyOn(api, 'getReports'));
      return Promise.resolve();
    },
  });
  return { ...rendered, asked };
}

test.each(['admin', 'moderation'] as const)(
  'the %s screen sends staff without a second factor to Settings, and asks the server nothing',
  async (page) => {
    const { asked } = await openAsStaffWithoutSecondFactor(page);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This community asks moderators and admins to sign in with two factors. Set up an authenticator app or a passkey in Settings to open these tools.',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    for (const call of asked) expect(call).not.toHaveBeenCalled();
  },
);

test('once the authenticator app is set up, the tools open', async () => {
  const { appStore } = await openAsStaffWithoutSecondFactor('admin');
  await screen.findByRole('status');
  const { secret } = await appStore.api.startTotpSetup({ body: { password: omar.password } });
  await appStore.api.confirmTotp({ body: { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() } });
  // As Settings does after the setup: the own record read again, which now says so.
  const { user } = await appStore.api.getUser({ userId: 'user-omar' });
  act(() => void appStore.store.dispatch(usersReceived([user])));
  expect(await screen.findByRole('heading', { name: 'Waiting to join' })).toBeInTheDocument();
  expect(screen.queryByText(/asks moderators and admins to sign in with two factors/)).not.toBeInTheDocument();
});
