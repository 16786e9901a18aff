import { screen, within } from '@testing-library/react';
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
      asked.push(jest.spyOn(api, 'getSignups'), jest.spyOn(api, 'getInvites'), jest.spyOn(api, 'getStaff'));
      return Promise.resolve();
    },
  });
  expect(await screen.findByText('Only admins can see this page.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Waiting to join' })).not.toBeInTheDocument();
  expect(asked).toHaveLength(3);
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
