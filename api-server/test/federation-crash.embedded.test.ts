import { Accept, Create, Follow, type Note } from '@fedify/vocab';
import { clientFor } from './api';
import { receivedOf, startPeer } from './fediverse-peer';
import { startServerProcess } from './server-process';
import { freePort } from './free-port';

/**
 * A delivery is a durable job: a server killed while a post was on its way to a follower's server
 * delivers it after its restart, once.
 */

/** Resolves once `check` holds, looking every 50 ms: deliveries are jobs, after the answer. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let look = 0; look < 600; look += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Still not so after 30 seconds: ${what}.`);
}

const ada = { username: 'adarshbalika', password: 'adarshBalika123' };

test('a SIGKILL while a post is being delivered: the restarted server delivers it, once', async () => {
  const peer = await startPeer();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    SOCIAL_PUBLIC_URL: origin,
    SOCIAL_FEDERATION: 'on',
    SOCIAL_FEDERATION_ALLOW_PRIVATE: 'on',
    // A try of a job cut off by the kill is taken for lost after this long, then tried again.
    SOCIAL_JOB_TIMEOUT_SECONDS: '2',
  };
  const first = await startServerProcess({ keep: true, env });
  const sentPosts = () => receivedOf(peer, Create).map((create) => create.objectId?.href);
  let postId = '';
  try {
    const actor = await (await fetch(`${origin}/profile/${ada.username}`, { headers: { Accept: 'application/activity+json' } })).json();
    const adaActor = new URL((actor as { id: string }).id);
    await peer
      .context()
      .sendActivity(
        { identifier: 'bob' },
        { id: adaActor, inboxId: new URL(`${adaActor.href}/inbox`) },
        new Follow({ id: new URL(`${peer.origin}/follows/1`), actor: peer.bob, object: adaActor }),
        { immediate: true },
      );
    await until(() => receivedOf(peer, Accept).length === 1, 'bob is accepted');

    // Bob's server takes the delivery and never answers: the server is in the middle of sending.
    const held = peer.holdDeliveries();
    const api = await clientFor(first, ada);
    const { posts } = await api.createPost({ body: { caption: 'Through a crash', content: 'delivered once' } });
    postId = posts.find((post) => post.caption === 'Through a crash')!._id;
    await held;
  } finally {
    await first.stop('SIGKILL');
  }
  peer.answerDeliveries();
  expect(sentPosts()).toEqual([]);

  const second = await startServerProcess({ dataDir: first.dataDir, databaseUrl: first.databaseUrl, env });
  try {
    await until(() => sentPosts().length === 1, 'the post reaches bob after the restart');
    expect(sentPosts()).toEqual([`${origin}/posts/${postId}`]);
    const note = (await receivedOf(peer, Create)[0]!.getObject()) as Note;
    expect(String(note.content)).toBe('<p>Through a crash</p><p>delivered once</p>');
    // Once: a later post is the next one received, with nothing between.
    const api = await clientFor(second, ada);
    const { posts } = await api.createPost({ body: { caption: 'After the crash', content: 'the next one' } });
    await until(() => sentPosts().length === 2, 'the next post reaches bob');
    const next = posts.find((post) => post.caption === 'After the crash')!._id;
    expect(sentPosts()).toEqual([`${origin}/posts/${postId}`, `${origin}/posts/${next}`]);
  } finally {
    await second.stop();
    await peer.close();
  }
}, 120_000);
