import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limits } from 'api-contract/limits';
import { messages } from 'api-contract/messages';
import type { ReportTarget } from '../safety-dialog-slice';
import { Menu } from '../../../ui/menu';
import { apiAs, renderApp, stopTestApi, type RenderAppOptions } from '../../../testing/render-app';
import { follow, selectCurrentUser, selectUserById } from '../../users';
import { SafetyMenuItems } from '../safety-menu-items';

afterEach(stopTestApi);

const omar = { userId: 'user-omar', username: 'omarh' };

/** A screen with a menu about omarh, as a remote's post or profile menu has. */
function OmarMenu({ report = { targetType: 'user', targetId: omar.userId } }: { report?: ReportTarget }) {
  return (
    <Menu label="Options">
      <SafetyMenuItems author={omar} report={report} withMute />
    </Menu>
  );
}

async function openMenu(report?: ReportTarget, before?: RenderAppOptions['before']) {
  const rendered = await renderApp(<OmarMenu report={report} />, { beforeSignIn: (mock) => mock.makeAdmin('lenaf'), before });
  await userEvent.click(screen.getByRole('button', { name: 'Options' }));
  return rendered;
}

async function reportOmar(reason: string, text = '', before?: RenderAppOptions['before']) {
  await openMenu(undefined, before);
  await userEvent.click(screen.getByRole('button', { name: 'Report @omarh' }));
  const dialog = screen.getByRole('dialog', { name: 'Report @omarh' });
  await userEvent.click(within(dialog).getByRole('radio', { name: reason }));
  if (text) await userEvent.type(within(dialog).getByLabelText(/^Details/), text);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  return dialog;
}

test('a report offers four reasons in a group, shows the limit of its words, and needs a reason', async () => {
  await openMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Report @omarh' }));
  const dialog = screen.getByRole('dialog', { name: 'Report @omarh' });
  const reasons = within(dialog).getByRole('group', { name: 'Why are you reporting this?' });
  expect(
    within(reasons)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['Spam', 'Harassment', 'Illegal content', 'Something else']);
  expect(within(dialog).getByText(`${limits.reportTextMax} characters left`)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(within(dialog).getByText('Choose why you are reporting this.')).toBeInTheDocument();
  expect(within(dialog).queryByText(/Thanks for your report/)).not.toBeInTheDocument();
});

test('"Something else" needs words before it is sent', async () => {
  const dialog = await reportOmar('Something else');
  expect(within(dialog).getByText('Say in a few words what is wrong.')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Details (required)'), 'Pretends to be me.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Thanks for your report. A moderator will look at it.')).toHaveFocus();
});

test('a report sent is thanked for and reaches the moderators with its reason and words', async () => {
  const dialog = await reportOmar('Harassment', 'Keeps replying to everything I post.');
  expect(await within(dialog).findByText('Thanks for your report. A moderator will look at it.')).toBeInTheDocument();
  const { reports } = await (await apiAs('lenaf')).getReports();
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({ targetType: 'user', targetId: 'user-omar', reportCount: 1 });
  expect(reports[0]?.reports[0]).toMatchObject({ reason: 'harassment', text: 'Keeps replying to everything I post.' });
  // The thanks' own Close, beside the dialog's ×, which is named Close too.
  await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // The focus goes back to the menu's button, as for every dialog.
  expect(screen.getByRole('button', { name: 'Options' })).toHaveFocus();
});

test('a report of someone of another server may go to their server too, and the moderators here read that it did', async () => {
  const bob = { userId: '', username: 'bob@peer.example' };
  function BobMenu() {
    return (
      <Menu label="Options">
        <SafetyMenuItems author={bob} report={{ targetType: 'user', targetId: bob.userId }} />
      </Menu>
    );
  }
  await renderApp(<BobMenu />, {
    beforeSignIn: async (mock) => {
      await mock.makeAdmin('lenaf');
      const uri = 'https://peer.example/users/bob';
      await mock.followedFromElsewhere(
        { uri, name: 'bob', displayName: 'Bob', domain: 'peer.example', inbox: `${uri}/inbox`, sharedInbox: null },
        'lenaf',
      );
      bob.userId = (await (await apiAs('lenaf')).getUserByUsername({ username: bob.username })).user._id;
    },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Options' }));
  await userEvent.click(screen.getByRole('button', { name: 'Report @bob@peer.example' }));
  const dialog = screen.getByRole('dialog', { name: 'Report @bob@peer.example' });
  const forward = within(dialog).getByRole('checkbox', { name: 'Also send this report to peer.example' });
  expect(forward).not.toBeChecked();
  expect(forward).toHaveAccessibleDescription(
    'The account is on another server. Its moderators receive a copy from this community, without your name.',
  );
  await userEvent.click(forward);
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Thanks for your report. A moderator will look at it.')).toBeInTheDocument();
  const { reports } = await (await apiAs('lenaf')).getReports();
  expect(reports[0]?.reports.map((report) => [report.reason, report.forwarded])).toEqual([['spam', true]]);
});

test('a report of a member of this community offers no copy to another server', async () => {
  await openMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Report @omarh' }));
  expect(within(screen.getByRole('dialog', { name: 'Report @omarh' })).queryByRole('checkbox')).not.toBeInTheDocument();
});

test('a second report of the same thing says in the dialog that it is already reported', async () => {
  const dialog = await reportOmar('Spam', '', async (api) => {
    await api.createReport({ body: { targetType: 'user', targetId: 'user-omar', reason: 'spam', text: '' } });
  });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.alreadyReported);
  expect(within(dialog).queryByText(/Thanks for your report/)).not.toBeInTheDocument();
});

test('a report of a post deleted meanwhile says there is nothing left to report', async () => {
  // Omar's post 'Sunday ride' is reported from its menu, and Omar deletes it meanwhile.
  await openMenu({ targetType: 'post', targetId: 'post-3' });
  await (await apiAs('omarh')).deletePost({ postId: 'post-3' });
  await userEvent.click(screen.getByRole('button', { name: 'Report post' }));
  const dialog = screen.getByRole('dialog', { name: 'Report post' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.reportedGone);
});

test('"Block @omarh" after a report asks first, then blocks: the record says so and the menu offers Unblock', async () => {
  const { appStore } = await openMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Report @omarh' }));
  let dialog = screen.getByRole('dialog', { name: 'Report @omarh' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Block @omarh' }));

  dialog = screen.getByRole('dialog', { name: 'Block @omarh?' });
  expect(dialog).toHaveTextContent('They will not be able to see your posts or follow you, and you will not see theirs.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(await screen.findByText('Blocked @omarh.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(selectUserById('user-omar')(appStore.store.getState())?.blockedByMe).toBe(true);

  await userEvent.click(screen.getByRole('button', { name: 'Options' }));
  await userEvent.click(screen.getByRole('button', { name: 'Unblock @omarh' }));
  expect(await screen.findByText('Unblocked @omarh.')).toBeInTheDocument();
  expect(selectUserById('user-omar')(appStore.store.getState())?.blockedByMe).toBe(false);
});

test('someone already blocked is offered Unblock, and the thanks for reporting them no Block', async () => {
  // Blocked from another device: the page has not met them.
  await openMenu(undefined, async (api) => {
    await api.block({ userId: omar.userId });
  });
  expect(await screen.findByRole('button', { name: 'Unblock @omarh' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Report @omarh' }));
  const dialog = screen.getByRole('dialog', { name: 'Report @omarh' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Thanks for your report. A moderator will look at it.')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Block @omarh' })).not.toBeInTheDocument();
});

test('Cancel leaves the person unblocked', async () => {
  const { appStore } = await openMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Block @omarh' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Block @omarh?' })).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Options' })).toHaveFocus();
  const { users } = await appStore.api.getBlocks();
  expect(users).toEqual([]);
});

test('Mute and Unmute need no question, and the record follows each answer', async () => {
  const { appStore } = await openMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Mute @omarh' }));
  expect(await screen.findByText('Muted @omarh.')).toBeInTheDocument();
  expect(selectUserById('user-omar')(appStore.store.getState())?.mutedByMe).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Options' }));
  await userEvent.click(screen.getByRole('button', { name: 'Unmute @omarh' }));
  expect(await screen.findByText('Unmuted @omarh.')).toBeInTheDocument();
  expect(selectUserById('user-omar')(appStore.store.getState())?.mutedByMe).toBe(false);
});

test('a block ends the follows both ways, and both records show it', async () => {
  const { appStore } = await openMenu();
  await (await apiAs('omarh')).follow({ followUserId: 'user-guest' });
  appStore.store.dispatch(follow.request({ ...omar, changeId: 'follow-omar' }));
  // The follow answered: the guest follows Adarsh and Priya (the seed) and now Omar.
  await waitFor(() => expect(selectCurrentUser(appStore.store.getState())?.followingCount).toBe(3));

  await userEvent.click(screen.getByRole('button', { name: 'Block @omarh' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Block @omarh?' })).getByRole('button', { name: 'Block' }));
  await screen.findByText('Blocked @omarh.');
  expect(selectUserById('user-omar')(appStore.store.getState())?.followedByMe).toBe(false);
  await waitFor(() => expect(selectCurrentUser(appStore.store.getState())?.followingCount).toBe(2));
  const { user: me } = await appStore.api.getUserByUsername({ username: 'guest' });
  expect(me.followers.map((ref) => ref.username)).not.toContain('omarh');
});

test('no safety items about oneself', async () => {
  await renderApp(
    <Menu label="Options">
      <SafetyMenuItems
        author={{ userId: 'user-guest', username: 'guest' }}
        report={{ targetType: 'user', targetId: 'user-guest' }}
        withMute
      />
    </Menu>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Options' }));
  expect(screen.queryByRole('button', { name: /Block|Mute|Report/ })).not.toBeInTheDocument();
});
