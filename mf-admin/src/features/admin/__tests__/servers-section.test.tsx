import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meetBobElsewhere, renderApp, stopTestApi, writeAsFromElsewhere } from 'shell/testing';
import { adminModule } from '../../../admin-module';
import { AdminPage } from '../pages/admin-page';

afterEach(stopTestApi);

/** Dee, of a server under Bob's: media.peer.example. */
async function meetDeeUnderPeer() {
  await writeAsFromElsewhere(
    `insert into users (id, username, first_name, last_name, domain, messages_from)
     values ('dee-elsewhere', 'dee@media.peer.example', 'Dee', '', 'media.peer.example', 'nobody')`,
  );
}

async function openServers({ alsoUnderPeer = false } = {}) {
  await renderApp(<AdminPage />, {
    route: '/admin',
    path: '/admin',
    modules: [adminModule],
    beforeSignIn: async (mock) => {
      await mock.makeAdmin('guest');
      await meetBobElsewhere({ followedBy: 'user-guest' });
      if (alsoUnderPeer) await meetDeeUnderPeer();
    },
  });
  return screen.findByRole('region', { name: 'Other servers' });
}

test('admins see the servers known here, suspend one (its people go) and lift the block', async () => {
  const section = await openServers();
  const list = await within(section).findByRole('list', { name: 'Known servers' });
  expect(within(list).getByText('peer.example')).toBeInTheDocument();
  expect(list).toHaveTextContent('1 person known here · followed 1 time by members');

  const form = within(section).getByRole('form', { name: 'Block a server' });
  await userEvent.type(within(form).getByLabelText('Server'), 'peer.example');
  await userEvent.type(within(form).getByLabelText('Reason (for the admins)'), 'Spam');
  await userEvent.click(within(form).getByRole('button', { name: 'Block the server' }));
  expect(await screen.findByText('Suspended peer.example')).toBeInTheDocument();
  expect(list).toHaveTextContent('0 people known here');
  expect(within(list).getByText('Suspend')).toBeInTheDocument();

  await userEvent.click(within(list).getByRole('button', { name: 'Lift the block peer.example' }));
  expect(await screen.findByText('Lifted the block of peer.example')).toBeInTheDocument();
  expect(within(list).queryByRole('button', { name: /Lift the block/ })).not.toBeInTheDocument();
});

test('a block of a domain shows on the servers under it, lifted where it was made', async () => {
  const section = await openServers({ alsoUnderPeer: true });
  const list = await within(section).findByRole('list', { name: 'Known servers' });
  const rowOf = (domain: string) => within(list).getByText(domain).closest('li')!;
  expect(within(rowOf('media.peer.example')).queryByText('Limit')).not.toBeInTheDocument();

  const form = within(section).getByRole('form', { name: 'Block a server' });
  await userEvent.type(within(form).getByLabelText('Server'), 'peer.example');
  await userEvent.selectOptions(within(form).getByLabelText('What the block does'), 'limit');
  await userEvent.click(within(form).getByRole('button', { name: 'Block the server' }));
  expect(await within(rowOf('media.peer.example')).findByText('Under the block of peer.example')).toBeInTheDocument();
  expect(within(rowOf('media.peer.example')).getByText('Limit')).toBeInTheDocument();
  expect(within(list).queryByRole('button', { name: 'Lift the block media.peer.example' })).not.toBeInTheDocument();

  await userEvent.click(within(list).getByRole('button', { name: 'Lift the block peer.example' }));
  await screen.findByText('Lifted the block of peer.example');
  await waitFor(() => expect(within(rowOf('media.peer.example')).queryByText('Under the block of peer.example')).not.toBeInTheDocument());
  expect(within(rowOf('media.peer.example')).queryByText('Limit')).not.toBeInTheDocument();
});

test('a list as Mastodon exports it is imported, and each line refused is said in words', async () => {
  const section = await openServers();
  const form = within(section).getByRole('form', { name: 'Import blocked servers' });
  const csv =
    '#domain,#severity,#reject_media,#reject_reports,#public_comment,#obfuscate\nspam.example,suspend,false,false,Spam,false\nnot a server,suspend,false,false,,false';
  await userEvent.click(within(form).getByLabelText('Blocked servers, as a CSV file Mastodon exports'));
  await userEvent.paste(csv);
  await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
  const status = await within(form).findByRole('status');
  expect(status).toHaveTextContent('Blocked 1 server.');
  expect(status).toHaveTextContent('Line 3: domain must be the name of a server, like social.example.');
  // The list is read again: the server blocked is in it, with its block.
  expect(await within(section).findByRole('button', { name: 'Lift the block spam.example' })).toBeInTheDocument();
});
