import { Follow } from '@fedify/vocab';
import { expectToComeAgain, recipientAt, startPeer, type Peer } from './fediverse-peer';
import { deliveriesRead, startFederatingInProcess, type InProcessServer } from './in-process';

/**
 * The inboxes check at most `SOCIAL_INBOX_AT_ONCE` deliveries at once (before each is taken and
 * answered, to be read after), and one signing server's take at most a quarter of them (at least
 * one): one more is answered 503 with Retry-After before it is checked or parsed, and its sender
 * tries again later. Here two at once, one a server: a
 * delivery whose signer's key is being fetched (from a server that is slow to answer) fills a place.
 */

let server: InProcessServer;
let ada: URL;
/** Two servers of bob, new to the server in each test (so it fetches their keys), and closed after it. */
let slow: Peer;
let other: Peer;

beforeAll(async () => {
  let origin: string;
  ({ server, origin } = await startFederatingInProcess({ env: { SOCIAL_INBOX_AT_ONCE: '2' } }));
  const { rows } = await server.db.query<{ id: string }>('select id from users where username = $1', ['adarshbalika']);
  ada = new URL(`${origin}/users/${rows[0]!.id}`);
}, 60_000);
afterAll(() => server?.close());
beforeEach(async () => {
  [slow, other] = await Promise.all([startPeer(), startPeer()]);
});
afterEach(async () => {
  for (const peer of [slow, other]) {
    peer.answerFetches();
    await peer.close();
  }
});

const follow = (peer: Peer, n: number) => new Follow({ id: new URL(`${peer.origin}/follows/${n}`), actor: peer.bob, object: ada });
/** Bob of `peer` asks to follow ada, signed, as his server sends it. */
const send = (peer: Peer, n: number) =>
  peer.context().sendActivity({ identifier: 'bob' }, recipientAt(ada), follow(peer, n), { immediate: true });

/**
 * A delivery sent by hand, unsigned or saying only which server's key signed it: the limits
 * read that before any check, and answer before it is checked.
 */
const postToInbox = async (peer: Peer, n: number, signedBy?: Peer) =>
  fetch(new URL('/inbox', ada), {
    method: 'POST',
    headers: {
      'content-type': 'application/activity+json',
      ...(signedBy && { signature: `keyId="${signedBy.bob.href}#main-key",headers="(request-target) host date",signature="AA=="` }),
    },
    body: JSON.stringify(await follow(peer, n).toJsonLd()),
  });

const followsOfBob = async (peer: Peer) => {
  const { rows } = await server.db.query<{ n: number }>(
    'select count(*)::int as n from follows f join remote_actors a on a.id = f.follower_id where a.uri = $1',
    [peer.bob.href],
  );
  return rows[0]!.n;
};

test('a server’s delivery past its share is told to come again while another server’s is read', async () => {
  // The slow server's first delivery waits on the fetch of bob's key, which his server holds.
  const fetching = slow.holdFetches();
  const first = send(slow, 1);
  await fetching;

  const refused = await postToInbox(slow, 2, slow);
  const host = new URL(slow.origin).host;
  await expectToComeAgain(refused, `This server is reading as many deliveries from ${host} as it reads from one server at once.`);
  // Another server's delivery has a place, and is read.
  await expect(send(other, 1)).resolves.toBeUndefined();
  await deliveriesRead(server);
  expect(await followsOfBob(other)).toBe(1);

  slow.answerFetches();
  await first;
  await deliveriesRead(server);
  expect(await followsOfBob(slow)).toBe(1);
  // Room again for the slow server: its next delivery is read.
  await expect(send(slow, 3)).resolves.toBeUndefined();
});

test('a delivery past what the inboxes read at once is told to come again, and is taken when there is room', async () => {
  // Both places are taken: each server's delivery waits on the fetch of bob's key, which his server holds.
  const bothFetching = Promise.all([slow.holdFetches(), other.holdFetches()]);
  const held = [send(slow, 10), send(other, 10)];
  await bothFetching;

  const refused = await postToInbox(other, 11);
  await expectToComeAgain(refused, 'This server is reading as many deliveries as it can.');
  // Not an inbox's delivery: what other servers fetch is answered whatever the inboxes hold.
  expect((await fetch(ada, { headers: { accept: 'application/activity+json' } })).status).toBe(200);

  slow.answerFetches();
  other.answerFetches();
  await Promise.all(held);
  await deliveriesRead(server);
  expect([await followsOfBob(slow), await followsOfBob(other)]).toEqual([1, 1]);
  // Room again: the next delivery is read.
  await expect(send(other, 12)).resolves.toBeUndefined();
});
