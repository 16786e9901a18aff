import { SendActivityError } from '@fedify/fedify';
import { Follow } from '@fedify/vocab';
import { recipientAt, startPeer } from './fediverse-peer';
import { freePort } from './free-port';
import { startServerProcess } from './server-process';

/**
 * Fetches of other servers give up after 10 s (api-server/src/federation/federation.ts,
 * `otherServersWaitMs`): set on the process's fetch, so the server runs as a process of its own
 * here (jest's module sandbox has a fetch of its own, which the setting does not reach).
 */
test('a delivery whose signer’s server never answers the fetch of its key is refused once the fetch gives up', async () => {
  const slow = await startPeer();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServerProcess({
    env: { PORT: String(port), SOCIAL_PUBLIC_URL: origin, SOCIAL_FEDERATION: 'on', SOCIAL_FEDERATION_ALLOW_PRIVATE: 'on' },
  });
  try {
    const actor = (await (await fetch(`${origin}/profile/adarshbalika`, { headers: { Accept: 'application/activity+json' } })).json()) as {
      id: string;
    };
    const ada = new URL(actor.id);
    const fetching = slow.holdFetches();
    const follow = new Follow({ id: new URL(`${slow.origin}/follows/1`), actor: slow.bob, object: ada });
    const delivery = slow
      .context()
      .sendActivity({ identifier: 'bob' }, recipientAt(ada), follow, { immediate: true })
      .then(
        () => null,
        (error: unknown) => error,
      );
    // The server is fetching bob's key from his server, which does not answer: without a limit of
    // its own, it would wait past this test's time (and the sender's own limit) for an answer.
    await fetching;
    const refused = await delivery;
    expect(refused).toBeInstanceOf(SendActivityError);
    expect((refused as SendActivityError).statusCode).toBe(401);
  } finally {
    slow.answerFetches();
    await slow.close();
    await server.stop();
  }
}, 60_000);
