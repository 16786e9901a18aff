import { Follow } from '@fedify/vocab';
import { recipientAt, startPeer, type Peer } from './fediverse-peer';
import { startFederatingInProcess, type InProcessServer } from './in-process';

/**
 * The inboxes read at most `SOCIAL_INBOX_AT_ONCE` deliveries at once: one more is answered 503
 * with Retry-After before it is checked or parsed, and its sender tries again later. Here one: a
 * delivery whose signer's key is being fetched (from a server that is slow to answer) fills it.
 */

let server: InProcessServer;
let peer: Peer;
let origin: string;

beforeAll(async () => {
  ({ server, origin } = await startFederatingInProcess({ env: { SOCIAL_INBOX_AT_ONCE: '1' } }));
  peer = await startPeer();
}, 60_000);
afterAll(async () => {
  peer?.answerFetches();
  await peer?.close();
  await server?.close();
});

test('a delivery past what the inboxes read at once is told to come again, and is taken when there is room', async () => {
  const { rows } = await server.db.query<{ id: string }>('select id from users where username = $1', ['adarshbalika']);
  const ada = new URL(`${origin}/users/${rows[0]!.id}`);
  const recipient = recipientAt(ada);
  const follow = (n: number) => new Follow({ id: new URL(`${peer.origin}/follows/${n}`), actor: peer.bob, object: ada });
  const send = (n: number) => peer.context().sendActivity({ identifier: 'bob' }, recipient, follow(n), { immediate: true });

  // The first delivery waits on the fetch of bob's key, which bob's server holds.
  const fetching = peer.holdFetches();
  const first = send(1);
  await fetching;

  const refused = await fetch(`${origin}/inbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/activity+json' },
    body: JSON.stringify(await follow(2).toJsonLd()),
  });
  expect([refused.status, refused.headers.get('retry-after')]).toEqual([503, '30']);
  expect(await refused.text()).toBe('This server is reading as many deliveries as it can. Send this one again in 30 seconds.');
  // Not an inbox's delivery: what other servers fetch is answered whatever the inboxes hold.
  expect((await fetch(`${ada.href}`, { headers: { accept: 'application/activity+json' } })).status).toBe(200);

  peer.answerFetches();
  await first;
  const { rows: follows } = await server.db.query<{ n: number }>(
    'select count(*)::int as n from follows f join remote_actors a on a.id = f.follower_id where a.uri = $1',
    [peer.bob.href],
  );
  expect(follows[0]!.n).toBe(1);
  // Room again: the next delivery is read.
  await expect(send(3)).resolves.toBeUndefined();
});
