import { Follow } from '@fedify/vocab';
import { SendActivityError } from '@fedify/fedify';
import { recipientAt, startPeer, type Peer } from './fediverse-peer';
import { signingServer } from '../src/federation/federation-routes';
import { startFederatingInProcess, type InProcessServer } from './in-process';

/**
 * Each other server's deliveries are counted apart (`SOCIAL_INBOX_DELIVERIES_PER_MINUTE`, by the
 * server its signature names): one that delivers faster than allowed is answered 429 with
 * Retry-After, before any work is done on what it sent, as senders expect.
 */

let server: InProcessServer;
let peer: Peer;
let origin: string;

beforeAll(async () => {
  ({ server, origin } = await startFederatingInProcess({
    env: { SOCIAL_INBOX_DELIVERIES_PER_MINUTE: '2' },
    // Counted by the day: a minute that ended between the second delivery and the third (a slow
    // machine's seconds apart) started the count afresh, and the third was let in.
    adjust: (config) => ({ ...config, rateLimits: { ...config.rateLimits, windowSeconds: 86_400 } }),
  }));
  peer = await startPeer();
}, 60_000);
afterAll(async () => {
  await peer?.close();
  await server?.close();
});

test('a server that delivers faster than allowed is answered 429, with when to try again', async () => {
  const { rows } = await server.db.query<{ id: string }>('select id from users where username = $1', ['adarshbalika']);
  const ada = new URL(`${origin}/users/${rows[0]!.id}`);
  const recipient = recipientAt(ada);
  const follow = (n: number) => new Follow({ id: new URL(`${peer.origin}/follows/${n}`), actor: peer.bob, object: ada });
  const send = (n: number) => peer.context().sendActivity({ identifier: 'bob' }, recipient, follow(n), { immediate: true });
  await send(1);
  await send(2);
  const refused = await send(3).then(
    () => null,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(SendActivityError);
  expect((refused as SendActivityError).statusCode).toBe(429);
  // An unsigned delivery is nobody's to count: Fedify refuses it.
  const unsigned = await fetch(`${origin}/inbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/activity+json' },
    body: JSON.stringify(await follow(4).toJsonLd()),
  });
  expect(unsigned.status).toBe(401);
});

test('the server a delivery counts against is the host of its signature’s key', () => {
  expect(signingServer({ signature: 'keyId="https://Mastodon.Example/users/bob#main-key",algorithm="rsa-sha256",signature="x"' })).toBe(
    'mastodon.example',
  );
  expect(signingServer({ 'signature-input': 'sig1=("@method");keyid="https://peer.example:8443/users/bob#key";created=1' })).toBe(
    'peer.example:8443',
  );
  expect(signingServer({})).toBeNull();
  expect(signingServer({ signature: 'keyId="not an address"' })).toBeNull();
});
