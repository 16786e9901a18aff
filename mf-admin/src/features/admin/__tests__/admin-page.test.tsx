import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from 'api-contract/messages';
import type { SignupData } from 'api-contract/payloads';
import { selectUserById } from 'shell/users';
import { renderApp, stopTestApi, type RenderAppOptions } from 'shell/testing';
import { adminModule } from '../../../admin-module';
import { AdminPage } from '../pages/admin-page';

afterEach(stopTestApi);

type OpenOptions = Pick<RenderAppOptions, 'before'> & {
  /** Whether the signed-in guest is an admin (made one on the mock before signing in). */
  admin?: boolean;
  /** Signups wait for an admin's approval (registration `approval`). */
  approval?: boolean;
};

/** Opens the admin screen as the guest, an admin unless told otherwise. */
function openAdmin({ admin = true, approval = false, before }: OpenOptions = {}) {
  return renderApp(<AdminPage />, {
    route: '/admin',
    path: '/admin',
    modules: [adminModule],
    beforeSignIn: async (mock) => {
      if (admin) await mock.makeAdmin('guest');
      if (approval) mock.community.registration = { mode: 'approval', membersInvite: false };
    },
    before,
  });
}

/** Someone asking to join, whose password the rule finds strong enough. */
const applicant = (username: string): SignupData => ({
  username,
  password: 'analytical-engine-1843',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `${username}@example.com`,
  reason: 'I write about engines.',
});

test('someone who is not an admin is told so, and the screen asks the server nothing', async () => {
  const asked: jest.SpyInstance[] = [];
  await openAdmin({
    admin: false,
    before: (api) => {
      asked.push(jest.spyOn(api, 'getSignups'), jest.spyOn(api, 'getInvites'), jest.spyOn(api, 'getStaff'), jest.spyOn(api, 'getJobs'));
      return Promise.resolve();
    },
  });
  expect(await screen.findByText('Only admins can see this page.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Waiting to join' })).not.toBeInTheDocument();
  expect(asked).toHaveLength(4);
  for (const call of asked) expect(call).not.toHaveBeenCalled();
});

describe('Waiting to join', () => {
  test('an approved signup leaves the list, and can log in', async () => {
    const { appStore } = await openAdmin({
      approval: true,
      before: async (api) => void (await api.signup({ body: applicant('adalove') })),
    });
    const list = await screen.findByRole('list', { name: 'Waiting to join' });
    expect(within(list).getByText('@adalove')).toBeInTheDocument();
    expect(within(list).getByText('I write about engines.')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Approve adalove' }));
    expect(await screen.findByText('No one is waiting to join.')).toBeInTheDocument();
    expect(screen.getByText('adalove can log in now')).toBeInTheDocument();
    await expect(appStore.api.login({ body: { username: 'adalove', password: 'analytical-engine-1843' } })).resolves.toBeTruthy();
  });

  test('Refuse asks first: Cancel keeps the signup, Yes forgets it', async () => {
    await openAdmin({ approval: true, before: async (api) => void (await api.signup({ body: applicant('adalove') })) });
    const list = await screen.findByRole('list', { name: 'Waiting to join' });
    await userEvent.click(within(list).getByRole('button', { name: 'Refuse adalove' }));
    expect(within(list).getByText('Refuse @adalove?')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel' }));
    expect(within(list).getByText('@adalove')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Refuse adalove' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Yes, refuse adalove' }));
    expect(await screen.findByText('No one is waiting to join.')).toBeInTheDocument();
  });

  test('a long waiting list comes a page at a time, with Show more', async () => {
    const usernames = Array.from({ length: 21 }, (_, index) => `waiting${String(index).padStart(2, '0')}`);
    await openAdmin({
      approval: true,
      before: async (api) => {
        for (const username of usernames) await api.signup({ body: applicant(username) });
      },
    });
    const list = await screen.findByRole('list', { name: 'Waiting to join' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('@waiting20')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

test('Make an invite code lists the new code with its uses, and Copy puts its signup link on the clipboard', async () => {
  const user = userEvent.setup();
  await openAdmin();
  expect(await screen.findByText('No invite codes yet.')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Uses'), '5');
  await user.selectOptions(screen.getByLabelText('Expires in'), '30 days');
  await user.click(screen.getByRole('button', { name: 'Make an invite code' }));
  const list = await screen.findByRole('list', { name: 'Invite codes' });
  const [row] = within(list).getAllByRole('listitem');
  expect(within(row!).getByText(/^5 uses left/)).toBeInTheDocument();
  expect(within(row!).getByText(/Made by @guest/)).toBeInTheDocument();
  const code = row!.querySelector('code')?.textContent ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6,}$/);
  await user.click(within(row!).getByRole('button', { name: `Copy the signup link of ${code}` }));
  expect(await screen.findByText('Copied the signup link')).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe(`${location.origin}/signup?invite=${code}`);
});

describe('Roles', () => {
  test('Give a role makes omarh a moderator, and he joins the staff list', async () => {
    const { appStore } = await openAdmin();
    const staff = await screen.findByRole('list', { name: 'Staff' });
    expect(within(staff).getByRole('combobox', { name: 'Role of guest' })).toHaveValue('admin');
    await userEvent.type(screen.getByLabelText('Username'), 'omarh');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'moderator');
    await userEvent.click(screen.getByRole('button', { name: 'Give the role' }));
    expect(await within(staff).findByRole('combobox', { name: 'Role of omarh' })).toHaveValue('moderator');
    expect(screen.getByLabelText('Username')).toHaveValue('');
    const { users } = await appStore.api.getStaff();
    expect(users.map(({ username, role }) => [username, role])).toEqual([
      ['guest', 'admin'],
      ['omarh', 'moderator'],
    ]);
  });

  test('demoting the only admin is refused in the server’s words, and nothing changes', async () => {
    const { appStore } = await openAdmin();
    const staff = await screen.findByRole('list', { name: 'Staff' });
    const guestRole = within(staff).getByRole('combobox', { name: 'Role of guest' });
    await userEvent.selectOptions(guestRole, 'member');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.lastAdmin);
    expect(guestRole).toHaveValue('admin');
    const guestId = (await appStore.api.getUserByUsername({ username: 'guest' })).user._id;
    expect(selectUserById(guestId)(appStore.store.getState())?.role).toBe('admin');
    // Still an admin's screen: the refusal did not take the page away.
    expect(screen.queryByText('Only admins can see this page.')).not.toBeInTheDocument();
  });
});

describe('Mail and background work', () => {
  test('on the mock, an admin reads that mail is off and that no work has been queued', async () => {
    await openAdmin();
    const section = screen.getByRole('region', { name: 'Mail and background work' });
    expect(await within(section).findByText(/^Mail is off: this server sends no mail/)).toHaveTextContent(
      'Mail is off: this server sends no mail, so members who forget their password need a reset link from an admin. The operator turns mail on with SOCIAL_SMTP_URL (see the operations guide).',
    );
    expect(within(section).getByText('No work has been queued yet.')).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent(/^Checked: /);
  });

  test('each queue shows its jobs waiting, running and failed, and its last failure; Refresh reads them again', async () => {
    const failedAt = '2026-03-02T09:30:00.000Z';
    let reads = 0;
    await openAdmin({
      before: (api) => {
        // The mock runs no background work: the call goes to it, and answers as a server with mail
        // whose queue had trouble would (its jobs sent by the second read, after Refresh).
        const read = api.getJobs.bind(api);
        jest.spyOn(api, 'getJobs').mockImplementation(async () => {
          await read();
          reads += 1;
          const lastFailure = { error: 'connect ECONNREFUSED 127.0.0.1:587', at: failedAt };
          const queue = { name: 'mail.password-reset', waiting: reads === 1 ? 3 : 0, running: 1, failed: 2, lastFailure };
          return { mail: true, queues: [queue], failingInboxes: [] };
        });
        return Promise.resolve();
      },
    });
    const section = screen.getByRole('region', { name: 'Mail and background work' });
    expect(await within(section).findByText('This server sends mail.')).toBeInTheDocument();
    const row = within(within(section).getByRole('list', { name: 'Work queues' })).getByRole('listitem');
    expect(within(row).getByText('mail.password-reset')).toBeInTheDocument();
    const count = (name: string) => within(row).getByText(name).nextElementSibling?.textContent;
    expect([count('Waiting'), count('Running'), count('Failed')]).toEqual(['3', '1', '2']);
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeInTheDocument();
    expect(row.querySelector('time')).toHaveAttribute('dateTime', failedAt);
    expect(row.querySelector('time')?.textContent).toMatch(/2026/);

    await userEvent.click(within(section).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(count('Waiting')).toBe('0'));
    expect(reads).toBe(2);
  });

  test('another server that keeps refusing deliveries is listed: how many failed since when, the error, and whether it was given up on', async () => {
    await openAdmin({
      before: (api) => {
        const read = api.getJobs.bind(api);
        jest.spyOn(api, 'getJobs').mockImplementation(async () => {
          const answer = await read();
          const failing = {
            failures: 14,
            lastError: 'Failed to send activity (503 Service Unavailable)',
            firstFailedAt: '2026-03-01T08:00:00.000Z',
            lastFailedAt: '2026-03-02T10:00:00.000Z',
          };
          return {
            ...answer,
            failingInboxes: [
              { inbox: 'https://gone.example/inbox', ...failing, gaveUpAt: '2026-03-02T10:00:00.000Z' },
              { inbox: 'https://slow.example/inbox', ...failing, failures: 2, gaveUpAt: null },
            ],
          };
        });
        return Promise.resolve();
      },
    });
    const section = screen.getByRole('region', { name: 'Mail and background work' });
    const list = await within(section).findByRole('list', { name: 'Servers that did not take deliveries' });
    const [gone, slow] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(gone).getByText('https://gone.example/inbox')).toBeInTheDocument();
    expect(within(gone).getByText('Failed deliveries').nextElementSibling).toHaveTextContent('14');
    expect(gone).toHaveTextContent(/Failing since .*2026.*\. Given up on .*2026.*\./);
    expect(within(gone).getByText('Failed to send activity (503 Service Unavailable)')).toBeInTheDocument();
    expect(within(slow).getByText('https://slow.example/inbox')).toBeInTheDocument();
    expect(slow).toHaveTextContent('Still trying.');
  });

  test('a community whose deliveries all went through lists no other server', async () => {
    await openAdmin();
    const section = screen.getByRole('region', { name: 'Mail and background work' });
    // The mock's reading: no queue, and no other server.
    expect(await within(section).findByText('No work has been queued yet.')).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Servers that did not take deliveries' })).toBeNull();
  });
});

describe('Password reset link', () => {
  /** The section, after asking for a link for `username` there. */
  async function askForLink(username: string) {
    const section = screen.getByRole('region', { name: 'Password reset link' });
    await userEvent.type(within(section).getByLabelText("Member's username"), username);
    await userEvent.click(within(section).getByRole('button', { name: 'Make a link' }));
    return section;
  }

  test('an admin makes a link for omarh: its address, its end, the advice, and Copy; the link lets omarh choose a new password', async () => {
    const user = userEvent.setup();
    const { appStore } = await openAdmin();
    const section = await askForLink('omarh');
    const field = await within(section).findByRole('textbox', { name: 'Reset link for @omarh' });
    const address = (field as HTMLInputElement).value;
    expect(address.startsWith(`${location.origin}/reset-password#token=`)).toBe(true);
    expect(field).toHaveAttribute('readonly');
    const said = within(section).getByRole('status');
    expect(said).toHaveTextContent(/^The link for @omarh works once, until .+\./);
    expect(said).toHaveTextContent('Hand it over privately, never in a public post: whoever has it can choose a new password for @omarh.');
    const until = Date.parse(said.querySelector('time')?.getAttribute('dateTime') ?? '');
    expect(until - Date.now()).toBeGreaterThan(50 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    await user.click(within(section).getByRole('button', { name: 'Copy the reset link for @omarh' }));
    expect(await screen.findByText('Copied the reset link')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(address);

    // The token works: omarh chooses a new password with it (as the reset screen sends it), and logs in with that.
    const token = new URLSearchParams(new URL(address).hash.slice(1)).get('token') ?? '';
    const newPassword = 'tidal-orchard-lantern-77';
    await expect(appStore.api.resetPassword({ body: { token, newPassword } })).resolves.toMatchObject({ username: 'omarh' });
    await expect(appStore.api.login({ body: { username: 'omarh', password: newPassword } })).resolves.toBeTruthy();
  });

  test('a username no one has is said in words, and no link is shown', async () => {
    await openAdmin();
    const section = await askForLink('@nobody_here');
    expect(await within(section).findByRole('alert')).toHaveTextContent('No one has the username nobody_here.');
    expect(within(section).queryByRole('textbox', { name: /^Reset link/ })).not.toBeInTheDocument();
    expect(within(section).getByLabelText("Member's username")).toHaveAttribute('aria-invalid', 'true');
  });

  test("the demo's shared guest keeps its password: refused in words", async () => {
    await openAdmin();
    const section = await askForLink('guest');
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "The demo's shared guest account keeps its password: it belongs to every visitor.",
    );
  });

  test('an empty username asks for one, and asks the server nothing', async () => {
    const made: jest.SpyInstance[] = [];
    await openAdmin({ before: (api) => (made.push(jest.spyOn(api, 'makePasswordResetLink')), Promise.resolve()) });
    const section = screen.getByRole('region', { name: 'Password reset link' });
    await userEvent.click(within(section).getByRole('button', { name: 'Make a link' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Enter a username.');
    expect(made[0]).not.toHaveBeenCalled();
  });
});
