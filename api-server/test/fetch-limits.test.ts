import { SendActivityError } from '@fedify/fedify';
import { Follow } from '@fedify/vocab';
import { recipientAt, startPeer, type Peer } from './fediverse-peer';
import { freePort } from './free-port';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Fetches of other servers give up after 10 s and read at most 1 MiB of an answer, unpacked
 * (api-server/src/federation/other-servers-dispatcher.ts): set on the process's fetch, so
 * the server runs as a process of its own here (jest's module sandbox has a fetch of its own,
 * which the setting does not reach).
 */
let server: ServerProcess;
let origin: string;
let ada: URL;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startServerProcess({
    env: { PORT: String(port), SOCIAL_PUBLIC_URL: origin, SOCIAL_FEDERATION: 'on', SOCIAL_FEDERATION_ALLOW_PRIVATE: 'on' },
  });
  const actor = (await (await fetch(`${origin}/profile/adarshbalika`, { headers: { Accept: 'application/activity+json' } })).json()) as {
    id: string;
  };
  ada = new URL(actor.id);
}, 60_000);

afterAll(() => server.stop());

/** Bob of `peer` asks to follow ada; what her server answered (null: taken), or the sender's error. */
const bobFollowsAda = (peer: Peer, id: string) =>
  peer
    .context()
    .sendActivity(
      { identifier: 'bob' },
      recipientAt(ada),
      new Follow({ id: new URL(`${peer.origin}/follows/${id}`), actor: peer.bob, object: ada }),
      {
        immediate: true,
      },
    )
    .then(
      () => null,
      (error: unknown) => error,
    );

test('a delivery whose signer’s server never answers the fetch of its key is refused once the fetch gives up, without asking again for each check', async () => {
  const slow = await startPeer();
  try {
    const fetching = slow.holdFetches();
    const delivery = bobFollowsAda(slow, 'waiting');
    // The server is fetching bob's key from his server, which does not answer: without a limit of
    // its own, it would wait past this test's time (and the sender's own limit) for an answer.
    await fetching;
    const refused = await delivery;
    expect(refused).toBeInstanceOf(SendActivityError);
    expect((refused as SendActivityError).statusCode).toBe(401);
    // One lookup (Fedify's signed fetch tries again, once, one that got no answer), though each of
    // the delivery's checks (its HTTP signature, its Linked Data signature, its integrity proof)
    // looks the key up: a server that did not answer is not asked again at once (it was 4 times).
    expect(slow.answerFetches()).toBe(2);
  } finally {
    slow.answerFetches();
    await slow.close();
  }
}, 60_000);

test.each([
  ['larger than 1 MiB', false],
  ['sent compressed, larger than 1 MiB once unpacked', true],
])(
  'a delivery whose signer’s actor is %s is refused: the server stops reading it',
  async (_, gzip) => {
    const large = await startPeer();
    try {
      const bob = (await (await fetch(large.bob, { headers: { Accept: 'application/activity+json' } })).json()) as Record<string, unknown>;
      // Bob's own actor, his key in it, with a field no one reads that makes it 2 MiB.
      const padded = JSON.stringify({ ...bob, padding: 'x'.repeat(2 * 1024 * 1024) });
      const served = large.serveFile(large.bob.pathname, 'application/activity+json', new TextEncoder().encode(padded), { gzip });
      const refused = await bobFollowsAda(large, 'large');
      expect(served.asked()).toBeGreaterThan(0);
      expect(refused).toBeInstanceOf(SendActivityError);
      expect((refused as SendActivityError).statusCode).toBe(401);
    } finally {
      await large.close();
    }
  },
  60_000,
);

test('a delivery whose signer’s actor is sent compressed, and within 1 MiB unpacked, is taken', async () => {
  const packed = await startPeer();
  try {
    const bob = await (await fetch(packed.bob, { headers: { Accept: 'application/activity+json' } })).arrayBuffer();
    const served = packed.serveFile(packed.bob.pathname, 'application/activity+json', new Uint8Array(bob), { gzip: true });
    expect(await bobFollowsAda(packed, 'packed')).toBeNull();
    expect(served.asked()).toBeGreaterThan(0);
  } finally {
    await packed.close();
  }
}, 60_000);
