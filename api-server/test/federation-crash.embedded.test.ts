import { Accept, Create, Follow, Mention, Note, PUBLIC_COLLECTION } from '@fedify/vocab';
import { clientFor } from './api';
import { receivedOf, startPeer } from './fediverse-peer';
import { startServerProcess } from './server-process';
import { freePort } from './free-port';
import { until } from './until';

/**
 * A delivery is a durable job, both ways: a server killed while a post was on its way to a
 * follower's server delivers it after its restart, once; one killed while it read a post another
 * server delivered (and it answered) reads it after its restart.
 */

const ada = { username: 'adarshbalika', password: 'adarshBalika123' };

/**
 * Bob's server, and this server's first process, federating on a port of its own, its data kept
 * for the process started after the kill: `env` is what that one starts with too.
 */
async function startFirstProcess() {
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
  return { peer, origin, env, first };
}

test('a SIGKILL while a post is being delivered: the restarted server delivers it, once', async () => {
  const { peer, origin, env, first } = await startFirstProcess();
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
    await until(() => receivedOf(peer, Accept).length === 1, 'bob is accepted', 30);

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
    await until(() => sentPosts().length === 1, 'the post reaches bob after the restart', 30);
    expect(sentPosts()).toEqual([`${origin}/posts/${postId}`]);
    const note = (await receivedOf(peer, Create)[0]!.getObject()) as Note;
    expect(String(note.content)).toBe('<p>Through a crash</p><p>delivered once</p>');
    // Once: a later post is the next one received, with nothing between.
    const api = await clientFor(second, ada);
    const { posts } = await api.createPost({ body: { caption: 'After the crash', content: 'the next one' } });
    await until(() => sentPosts().length === 2, 'the next post reaches bob', 30);
    const next = posts.find((post) => post.caption === 'After the crash')!._id;
    expect(sentPosts()).toEqual([`${origin}/posts/${postId}`, `${origin}/posts/${next}`]);
  } finally {
    await second.stop();
    await peer.close();
  }
}, 120_000);

test('a SIGKILL while a delivery taken is being read: the restarted server reads it', async () => {
  const { peer, origin, env, first } = await startFirstProcess();
  let adaActor = new URL(origin);
  /** Bob's post that mentions ada (so it is kept, though nobody here follows him). */
  const mentioningAda = (id: string, text: string) =>
    new Note({
      id: new URL(`${peer.origin}/notes/${id}`),
      attribution: peer.bob,
      content: `<p>${text}</p>`,
      tags: [new Mention({ href: adaActor, name: `@${ada.username}@${new URL(origin).host}` })],
      tos: [PUBLIC_COLLECTION],
      ccs: [adaActor],
    });
  const bobSends = (note: Note | URL) =>
    peer.context().sendActivity(
      { identifier: 'bob' },
      { id: adaActor, inboxId: new URL(`${adaActor.href}/inbox`) },
      new Create({
        id: new URL(`${peer.origin}/creates/${encodeURIComponent(String(note instanceof URL ? note : note.id))}`),
        actor: peer.bob,
        object: note,
      }),
      { immediate: true },
    );
  const mentionsOfAda = async (server: Parameters<typeof clientFor>[0]) => {
    const { notifications } = await (await clientFor(server, ada)).getNotifications();
    return notifications.filter((one) => one.type === 'mention').length;
  };
  try {
    const actor = await (await fetch(`${origin}/profile/${ada.username}`, { headers: { Accept: 'application/activity+json' } })).json();
    adaActor = new URL((actor as { id: string }).id);
    await bobSends(mentioningAda('1', 'Before the crash'));
    await until(async () => (await mentionsOfAda(first)) === 1, 'ada is told of his first post', 30);

    // His next Create names its Note by its address alone: reading it fetches the Note, which his server holds.
    const note = mentioningAda('2', 'Read after the crash');
    peer.serveFile(note.id!.pathname, 'application/activity+json', new TextEncoder().encode(JSON.stringify(await note.toJsonLd())));
    const fetching = peer.holdFetches();
    await bobSends(note.id!);
    await fetching;
  } finally {
    await first.stop('SIGKILL');
  }
  peer.answerFetches();

  const second = await startServerProcess({ dataDir: first.dataDir, databaseUrl: first.databaseUrl, env });
  try {
    await until(async () => (await mentionsOfAda(second)) === 2, 'his post taken before the crash is read after it', 30);
    const api = await clientFor(second, ada);
    const { notifications } = await api.getNotifications();
    const told = notifications.filter((one) => one.type === 'mention').map((one) => one.postId!);
    const contents = await Promise.all(told.map(async (postId) => (await api.getPost({ postId })).post.content));
    expect(contents.sort()).toEqual(['Before the crash', 'Read after the crash']);
  } finally {
    await second.stop();
    await peer.close();
  }
}, 120_000);
