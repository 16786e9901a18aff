import { Create, Follow, Note, PUBLIC_COLLECTION } from '@fedify/vocab';
import { expectToComeAgain, recipientAt, startPeer, type Peer } from './fediverse-peer';
import { deliveriesRead, startFederatingInProcess, type InProcessServer } from './in-process';

/**
 * The deliveries the inboxes took wait in the database to be read, up to
 * `SOCIAL_INBOX_WAITING_MAX` of them: past that, one more is answered 503 with Retry-After before
 * it is checked, and one is checked again once the reading has caught up. Here one may wait: a post
 * whose Note bob's server is slow to give holds it.
 */

let server: InProcessServer;
let peer: Peer;
let ada: URL;

beforeAll(async () => {
  let origin: string;
  ({ server, origin } = await startFederatingInProcess({ env: { SOCIAL_INBOX_WAITING_MAX: '1' } }));
  const { rows } = await server.db.query<{ id: string }>('select id from users where username = $1', ['adarshbalika']);
  ada = new URL(`${origin}/users/${rows[0]!.id}`);
  peer = await startPeer();
}, 60_000);
afterAll(async () => {
  peer?.answerFetches();
  await peer?.close();
  await server?.close();
});

/** A delivery sent by hand, unsigned: the bound is read before any check (one taken is then refused, 401). */
const postToInbox = async () =>
  fetch(new URL('/inbox', ada), {
    method: 'POST',
    headers: { 'content-type': 'application/activity+json' },
    body: JSON.stringify(await new Follow({ id: new URL(`${peer.origin}/follows/by-hand`), actor: peer.bob, object: ada }).toJsonLd()),
  });

test('past the deliveries that may wait to be read, one more is told to come again, and one is taken once they are read', async () => {
  // Bob's key known here first: his server holds no fetch of it below.
  await peer
    .context()
    .sendActivity(
      { identifier: 'bob' },
      recipientAt(ada),
      new Follow({ id: new URL(`${peer.origin}/follows/1`), actor: peer.bob, object: ada }),
      {
        immediate: true,
      },
    );
  await deliveriesRead(server);

  // His Create names its Note by its address alone: reading it fetches the Note, which his server holds.
  const note = new Note({
    id: new URL(`${peer.origin}/notes/slow`),
    attribution: peer.bob,
    content: '<p>Slow</p>',
    tos: [PUBLIC_COLLECTION],
  });
  peer.serveFile(note.id!.pathname, 'application/activity+json', new TextEncoder().encode(JSON.stringify(await note.toJsonLd())));
  const fetching = peer.holdFetches();
  await peer
    .context()
    .sendActivity(
      { identifier: 'bob' },
      recipientAt(ada),
      new Create({ id: new URL(`${note.id!.href}/create`), actor: peer.bob, object: note.id }),
      {
        immediate: true,
      },
    );
  await fetching;

  const refused = await postToInbox();
  await expectToComeAgain(refused, 'This server has as many deliveries waiting to be read as it keeps.');

  peer.answerFetches();
  await deliveriesRead(server);
  // Read: a delivery is checked again (this one, unsigned, is refused then).
  expect((await postToInbox()).status).toBe(401);
});
