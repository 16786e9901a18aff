import { Endpoints, Person } from '@fedify/vocab';
import { remotePersonOf } from '../src/federation/federation';

/**
 * The inboxes this server delivers to are those of the people it keeps, as their actors name
 * them: a person whose inbox (or shared inbox) is inside this server's network is not kept, so
 * nothing is ever delivered there (Fedify checks what it fetches, not where it delivers). An inbox
 * at a name is checked when a delivery connects, as DNS answers then (other-servers-dispatcher.test.ts).
 */

const bob = (inbox: string, sharedInbox?: string) =>
  new Person({
    id: new URL('https://elsewhere.example/users/bob'),
    preferredUsername: 'bob',
    inbox: new URL(inbox),
    endpoints: sharedInbox ? new Endpoints({ sharedInbox: new URL(sharedInbox) }) : null,
  });

test.each([
  'http://127.0.0.1/inbox',
  'http://10.0.0.5/inbox',
  'http://192.168.1.2/inbox',
  'http://169.254.169.254/inbox',
  'http://[::1]/inbox',
  'http://[fd00::1]/inbox',
  'http://localhost/inbox',
  'http://printer.localhost/inbox',
  'ftp://93.184.216.34/inbox',
])('someone whose inbox is at %s is not kept', async (inbox) => {
  expect(await remotePersonOf(bob(inbox), false)).toBeNull();
});

test('nor someone whose shared inbox is inside, though their own is public', async () => {
  expect(await remotePersonOf(bob('https://93.184.216.34/users/bob/inbox', 'http://10.1.2.3/inbox'), false)).toBeNull();
});

test('someone whose inboxes are public is kept; a loopback one only where the operator allows private addresses', async () => {
  expect(await remotePersonOf(bob('https://93.184.216.34/users/bob/inbox', 'https://93.184.216.34/inbox'), false)).toMatchObject({
    inbox: 'https://93.184.216.34/users/bob/inbox',
    sharedInbox: 'https://93.184.216.34/inbox',
  });
  expect(await remotePersonOf(bob('http://127.0.0.1/inbox'), true)).toMatchObject({ inbox: 'http://127.0.0.1/inbox' });
});

test('someone whose inbox is at a name is kept without asking DNS, which is asked when a delivery connects', async () => {
  // `.invalid` has no address anywhere: a lookup here would have found none and refused him.
  expect(await remotePersonOf(bob('https://social.invalid/users/bob/inbox'), false)).toMatchObject({
    inbox: 'https://social.invalid/users/bob/inbox',
  });
});
