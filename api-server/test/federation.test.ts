import type { webcrypto } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { signRequest } from '@fedify/fedify';
import {
  Accept,
  type Activity,
  Announce,
  Article,
  Audio,
  Block,
  Collection,
  CollectionPage,
  Create,
  Delete,
  Document,
  Emoji,
  Flag,
  Follow,
  Image,
  Like,
  Mention,
  Move,
  Note,
  Person,
  Question,
  PUBLIC_COLLECTION,
  type Recipient,
  Reject,
  Tombstone,
  Undo,
  Update,
  Video,
} from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import sharp from 'sharp';
import { appClientFor, appTokenFor, send } from './api';
import { startPeer, receivedOf, type Peer } from './fediverse-peer';
import type { NumberedEvent } from 'api-contract/events';
import { openEvents } from './live-events';
import { rememberRemotePerson } from 'api-core/remote-people';
import { beyondFollowersOf } from 'api-core/remote-followers';
import { mediaRefusedAt } from 'api-core/remote-images';
import { blockOf } from 'api-core/server-blocks';
import { letTimedSuspensionsEnd } from 'api-core/testing/suspend';
import { startBackfillWhenDue } from 'api-core/backfill';
import { rejectFollowsOfThoseSuspended } from 'api-core/follow-answers';
import { isLastTry } from '../src/federation/federation';
import { deliveriesRead, deliveriesSent, startFederatingInProcess, type InProcessServer } from './in-process';
import { orderedDeliveryQueueName } from '../src/federation/message-queue';
import { inTurnQueueOf, queueKeyOf } from '../src/jobs/job-queue';
import { freePort } from './free-port';
import { until } from './until';

/**
 * The community as a member of the fediverse (issue 37), against another ActivityPub server in
 * the test (Fedify's, fetching and signing over loopback as any peer does): found by WebFinger
 * and NodeInfo, its members' actors and keys, a remote Follow accepted (or asked, for a private
 * account) and undone, and a post, its edit and its deletion delivered to the follower, signed.
 */

const collect = async <T>(items: AsyncIterable<T>): Promise<T[]> => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};

const ada = { username: 'adarshbalika', password: 'adarshBalika123' };

/**
 * Bob's `activity`, sent at once to `recipient`'s inbox (or the shared one), and read: the inbox
 * answers once the signature is checked and reads the activity after, as a job.
 */
async function bobDelivers(recipient: Recipient, activity: Activity, options: { preferSharedInbox?: boolean } = {}): Promise<void> {
  await peer.context().sendActivity({ identifier: 'bob' }, recipient, activity, { immediate: true, ...options });
  await deliveriesRead(server);
}

/** The activities received whose reading failed, to be read again later: which try is next. */
const readingsToTryAgain = async () =>
  (
    await server.db.query<{ attempt: number }>(
      `select (data->>'attempt')::int as attempt from pgboss.job where name = 'federation.inbox' and state = 'created' and start_after > now()`,
    )
  ).rows;

/** The follows of members by people elsewhere ('accepted') and their requests ('pending'), as the inbox wrote them. */
const remoteFollows = async () =>
  (
    await server.db.query<{ state: string }>(
      `select 'accepted' as state from follows where follower_id in (select id from remote_actors)
       union all select 'pending' from follow_requests where follower_id in (select id from remote_actors)`,
    )
  ).rows;
const forgetRemoteFollows = async () => {
  await server.db.query('delete from follows where follower_id in (select id from remote_actors)');
  await server.db.query('delete from follow_requests where follower_id in (select id from remote_actors)');
};

let server: InProcessServer;
let peer: Peer;
let origin: string;
let adaId: string;

const activityJson = { Accept: 'application/activity+json' };
const getJson = async (path: string, headers: Record<string, string> = activityJson) => {
  const response = await fetch(new URL(path, origin), { headers, redirect: 'manual' });
  return {
    status: response.status,
    headers: response.headers,
    body: response.headers.get('content-type')?.includes('json') ? await response.json() : await response.text(),
  };
};

beforeAll(async () => {
  ({ server, origin } = await startFederatingInProcess());
  peer = await startPeer();
  const { rows } = await server.db.query<{ id: string }>('select id from users where username = $1', [ada.username]);
  adaId = rows[0]!.id;
}, 60_000);
afterAll(async () => {
  await peer?.close();
  await server?.close();
});

describe('being found', () => {
  test('WebFinger finds a member by @name@host and leads to their actor and profile page', async () => {
    const host = new URL(origin).host;
    const found = await getJson(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:${ada.username}@${host}`)}`, {});
    expect(found.status).toBe(200);
    const { subject, links } = found.body as { subject: string; links: { rel: string; href: string }[] };
    expect(subject).toBe(`acct:${ada.username}@${host}`);
    expect(links.find((link) => link.rel === 'self')?.href).toBe(`${origin}/users/${adaId}`);
    expect(links.find((link) => link.rel === 'http://webfinger.net/rel/profile-page')?.href).toBe(`${origin}/profile/${ada.username}`);
  });

  test('WebFinger for nobody is a 404, and for a malformed name a 400; neither is a 500', async () => {
    const host = new URL(origin).host;
    expect((await getJson(`/.well-known/webfinger?resource=${encodeURIComponent(`acct:nobody_here@${host}`)}`, {})).status).toBe(404);
    expect((await getJson('/.well-known/webfinger?resource=%%%', {})).status).toBe(400);
    expect((await getJson('/.well-known/webfinger', {})).status).toBe(400);
  });

  test('NodeInfo 2.1 names the software, its members and whether anyone may join', async () => {
    const links = await getJson('/.well-known/nodeinfo', {});
    expect(links.body).toMatchObject({
      links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: `${origin}/nodeinfo/2.1` }],
    });
    const info = await getJson('/nodeinfo/2.1', {});
    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from users');
    expect(info.body).toMatchObject({
      version: '2.1',
      software: { name: 'social' },
      protocols: ['activitypub'],
      openRegistrations: true,
      usage: { users: { total: rows[0]!.n } },
    });
  });

  test('the profile page answers the actor to ActivityStreams and the page to a browser', async () => {
    const actor = await getJson(`/profile/${ada.username}`);
    expect(actor.status).toBe(200);
    const person = await Person.fromJsonLd(actor.body);
    expect(person.id?.href).toBe(`${origin}/users/${adaId}`);
    expect(person.preferredUsername).toBe(ada.username);
    expect(person.url?.href).toBe(`${origin}/profile/${ada.username}`);
    expect(person.inboxId?.href).toBe(`${origin}/users/${adaId}/inbox`);
    expect(person.endpoints?.sharedInbox?.href).toBe(`${origin}/inbox`);
    expect(person.followersId?.href).toBe(`${origin}/users/${adaId}/followers`);
    expect(person.outboxId?.href).toBe(`${origin}/users/${adaId}/outbox`);
    expect(person.manuallyApprovesFollowers).toBe(false);
    // Two keys, RSA and Ed25519, made once and kept.
    const multikeys = await collect(person.getAssertionMethods());
    expect(multikeys.map((key) => key.publicKey?.algorithm.name)).toEqual(['RSASSA-PKCS1-v1_5', 'Ed25519']);
    const again = await getJson(`/users/${adaId}`);
    expect((again.body as { publicKey: unknown }).publicKey).toEqual((actor.body as { publicKey: unknown }).publicKey);

    const browser = await getJson(`/users/${adaId}`, { Accept: 'text/html' });
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe(`${origin}/profile/${ada.username}`);
  });

  test('the actor and a public post, fetched again, show what changed since', async () => {
    const summary = async () => ((await getJson(`/users/${adaId}`)).body as { summary?: string }).summary;
    const before = await summary();
    expect(await summary()).toBe(before);
    const api = await appClientFor(server, ada);
    await api.editProfile({ body: { bio: 'Changed since the last fetch' } });
    expect(await summary()).toBe('Changed since the last fetch');

    const { post } = await api.createPost({ body: { caption: 'Fetched twice', content: 'before' } });
    const content = async () => ((await getJson(`/posts/${post._id}`)).body as { content: string }).content;
    expect(await content()).toContain('before');
    expect(await content()).toContain('before');
    await api.editPost({ postId: post._id, body: { caption: 'Fetched twice', content: 'after' } });
    expect(await content()).toContain('after');
    await api.deletePost({ postId: post._id });
    expect((await getJson(`/posts/${post._id}`)).status).toBe(404);
  });

  test('a suspended member is nobody to other servers', async () => {
    // Fetched once (and kept), then suspended: the kept document is not served.
    expect((await getJson('/profile/omarh')).status).toBe(200);
    await server.db.query(`update users set suspended_until = 'infinity', suspension_reason = 'spam' where username = 'omarh'`);
    try {
      expect((await getJson('/profile/omarh')).status).toBe(404);
    } finally {
      await server.db.query(`update users set suspended_until = null, suspension_reason = null where username = 'omarh'`);
    }
  });
});

describe('refused inbox deliveries', () => {
  const inbox = () => `/users/${adaId}/inbox`;
  const followBody = () =>
    JSON.stringify({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${peer.origin}/follows/unsigned`,
      type: 'Follow',
      actor: peer.bob.href,
      object: `${origin}/users/${adaId}`,
    });
  const post = (path: string, body: string | Uint8Array, headers: Record<string, string> = {}) =>
    fetch(new URL(path, origin), { method: 'POST', headers: { 'content-type': 'application/activity+json', ...headers }, body });

  test('an unsigned Follow is a 401 and follows nobody', async () => {
    expect((await post(inbox(), followBody())).status).toBe(401);
    expect(await remoteFollows()).toEqual([]);
  });

  test('a signature that does not verify is a 401', async () => {
    const headers = {
      signature: `keyId="${peer.bob.href}#main-key",algorithm="rsa-sha256",headers="(request-target) host date",signature="AAAA"`,
      date: new Date().toUTCString(),
    };
    expect((await post(inbox(), followBody(), headers)).status).toBe(401);
    expect(await remoteFollows()).toEqual([]);
  });

  test('a Follow signed by bob in the name of another actor is a 401', async () => {
    const [key] = await peer.context().getActorKeyPairs('bob');
    const body = followBody().replace(peer.bob.href, `${peer.origin}/users/carol`);
    const request = new Request(new URL(inbox(), origin), {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body,
    });
    // Fedify's key pair extends the web's CryptoKeyPair, which this package's lib (no DOM) does not name.
    const { privateKey } = key as unknown as webcrypto.CryptoKeyPair;
    const signed = await signRequest(request, privateKey, key!.keyId);
    expect((await fetch(signed)).status).toBe(401);
    expect(await remoteFollows()).toEqual([]);
  });

  test('a body over 1 MB is a 413, unread', async () => {
    expect((await post(inbox(), new Uint8Array(1_048_577).fill(32))).status).toBe(413);
  });

  test('an inbox of nobody is a 404', async () => {
    expect((await post('/users/nobody/inbox', followBody())).status).toBe(404);
  });
});

describe('being followed and read', () => {
  const adaActor = () => new URL(`${origin}/users/${adaId}`);
  const adaRecipient = () => ({ id: adaActor(), inboxId: new URL(`${origin}/users/${adaId}/inbox`) });
  const followerCount = async () =>
    (await server.db.query<{ n: number }>('select follower_count as n from users where id = $1', [adaId])).rows[0]!.n;
  const follow = (id: string) => new Follow({ id: new URL(`${peer.origin}/follows/${id}`), actor: peer.bob, object: adaActor() });
  const undoFollow = (id: string) =>
    bobDelivers(adaRecipient(), new Undo({ id: new URL(`${peer.origin}/undo/${id}`), actor: peer.bob, object: follow(id) }));

  test('a Follow from elsewhere is accepted, counts, and her posts, edits and deletions reach the follower', async () => {
    const before = await followerCount();
    await bobDelivers(adaRecipient(), follow('1'));
    await until(() => receivedOf(peer, Accept).length === 1, 'bob is accepted');
    const accept = receivedOf(peer, Accept)[0]!;
    expect(accept.actorId?.href).toBe(adaActor().href);
    expect(accept.objectId?.href).toBe(`${peer.origin}/follows/1`);
    expect(await followerCount()).toBe(before + 1);

    const api = await appClientFor(server, ada);
    const { post } = await api.createPost({
      body: { caption: 'Hello fediverse', content: 'with #tags and @omarh\nsecond line', contentWarning: 'spoilers' },
    });
    await until(() => receivedOf(peer, Create).length === 1, 'the post reaches bob');
    const create = receivedOf(peer, Create)[0]!;
    const note = (await create.getObject()) as Note;
    expect(note).toBeInstanceOf(Note);
    expect(note.id?.href).toBe(`${origin}/posts/${post._id}`);
    expect(note.attributionId?.href).toBe(adaActor().href);
    expect(note.url?.href).toBe(`${origin}/comments/${post._id}`);
    expect(String(note.content)).toBe(
      `<p>Hello fediverse</p><p>with <a href="${origin}/tags/tags" class="mention hashtag" rel="tag">#<span>tags</span></a> and <span class="h-card"><a href="${origin}/profile/omarh" class="u-url mention">@<span>omarh</span></a></span><br>second line</p>`,
    );
    expect(String(note.summary)).toBe('spoilers');
    expect(note.sensitive).toBe(true);
    expect(note.toIds.map(String)).toEqual([PUBLIC_COLLECTION.href]);
    expect(note.ccIds.map(String)).toContain(`${origin}/users/${adaId}/followers`);
    const tags = await collect(note.getTags());
    expect(tags.map((tag) => tag.name?.toString())).toEqual([`@omarh@${new URL(origin).host}`, '#tags']);

    // A public post is anyone's to fetch, as ActivityStreams, at its page's address too.
    const fetched = await getJson(`/comments/${post._id}`);
    expect(fetched.status).toBe(200);
    expect((fetched.body as { id: string }).id).toBe(`${origin}/posts/${post._id}`);

    await api.editPost({ postId: post._id, body: { caption: 'Hello again', content: 'edited' } });
    await until(() => receivedOf(peer, Update).length === 1, 'the edit reaches bob');
    const edited = (await receivedOf(peer, Update)[0]!.getObject()) as Note;
    expect(String(edited.content)).toBe('<p>Hello again</p><p>edited</p>');
    expect(edited.updated).not.toBeNull();

    await api.deletePost({ postId: post._id });
    await until(() => receivedOf(peer, Delete).length === 1, 'the deletion reaches bob');
    expect(receivedOf(peer, Delete)[0]!.objectId?.href).toBe(`${origin}/posts/${post._id}`);
  });

  test('her post that mentions her follower elsewhere reaches his server once: its Create, its edit and its deletion', async () => {
    // Bob follows her since the first test of this part.
    const api = await appClientFor(server, ada);
    const handle = `bob@${new URL(peer.origin).host}`;
    const { post } = await api.createPost({ body: { caption: `For my follower @${handle}`, content: 'once' } });
    await api.editPost({ postId: post._id, body: { caption: `For my follower @${handle}`, content: 'once more' } });
    // An edit's job reads the post when it runs: one that runs after the deletion sends nothing.
    await deliveriesSent(server);
    await api.deletePost({ postId: post._id });
    await deliveriesSent(server);
    const noteId = `${origin}/posts/${post._id}`;
    const aboutIt = (activity: Create | Update | Delete) => activity.objectId?.href === noteId;
    const sent = [...receivedOf(peer, Create), ...receivedOf(peer, Update), ...receivedOf(peer, Delete)].filter(aboutIt);
    expect(sent.map((activity) => activity.constructor.name)).toEqual(['Create', 'Update', 'Delete']);
    // Each came in one delivery, though he is both her follower and named in it.
    for (const activity of sent) expect(peer.delivered.filter((id) => id === activity.id?.href)).toHaveLength(1);
    // Each went in turn after the one before it to his server (message-queue.ts): the three deliveries had one key.
    const { rows } = await server.db.query<{ key: string; deliveries: number }>(
      `select singleton_key as key, count(*)::int as deliveries from pgboss.job
        where name = $1 and data->>'type' = 'outbox' and data->>'activityId' like $2 group by singleton_key`,
      [orderedDeliveryQueueName, `${noteId}#%`],
    );
    expect(rows).toEqual([{ key: queueKeyOf(`${noteId}\n${peer.origin}`), deliveries: 3 }]);
  });

  test('her profile edited, her followers elsewhere are sent her actor again; a change no actor shows sends nothing', async () => {
    const api = await appClientFor(server, ada);
    const profileJobs = async () =>
      (
        await server.db.query(`select 1 from pgboss.job where name = '${inTurnQueueOf('federation.profile')}' and data->>'userId' = $1`, [
          adaId,
        ])
      ).rows.length;
    const jobsBefore = await profileJobs();
    await api.editProfile({ body: { website: 'https://ada.example' } });
    expect(await profileJobs()).toBe(jobsBefore);
    // Omar, whom nobody elsewhere follows, tells nobody.
    const omar = await appClientFor(server, omarLogin);
    const omarsId = await omarId();
    expect((await server.db.query('select 1 from follows where followee_id = $1 and follow_uri is not null', [omarsId])).rows).toEqual([]);
    await omar.editProfile({ body: { bio: 'Nobody elsewhere hears this' } });
    expect(
      (
        await server.db.query(`select 1 from pgboss.job where name = '${inTurnQueueOf('federation.profile')}' and data->>'userId' = $1`, [
          omarsId,
        ])
      ).rows,
    ).toEqual([]);

    await api.editProfile({ body: { bio: 'Now on the fediverse' } });
    const isAda = (update: Update) => update.objectId?.href === adaActor().href;
    await until(() => receivedOf(peer, Update).some(isAda), 'the Update of her actor reaches bob');
    expect(await profileJobs()).toBe(jobsBefore + 1);
    const update = receivedOf(peer, Update).find(isAda)!;
    expect(update.actorId?.href).toBe(adaActor().href);
    const person = (await update.getObject()) as Person;
    expect(person).toBeInstanceOf(Person);
    expect(String(person.summary)).toBe('Now on the fediverse');
    expect(person.preferredUsername?.toString()).toBe(ada.username);

    // Her avatar, and whether she approves her followers, are on her actor too.
    const sentOfHer = async (count: number, what: string) => {
      await until(() => receivedOf(peer, Update).filter(isAda).length === count, what);
      return (await receivedOf(peer, Update).filter(isAda).at(-1)!.getObject()) as Person;
    };
    const iconOf = async (actor: Person) => {
      const url = (await actor.getIcon())?.url;
      return url instanceof URL ? url.href : undefined;
    };
    const avatar = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a37' } })
      .png()
      .toBuffer();
    await api.editProfile({ body: { img: `data:image/png;base64,${avatar.toString('base64')}` } });
    const withAvatar = await sentOfHer(2, 'the Update with her new avatar reaches bob');
    expect(await iconOf(withAvatar)).toMatch(/^http/);
    expect(await iconOf(withAvatar)).not.toBe(await iconOf(person));
    await api.editProfile({ body: { approveFollowers: true } });
    expect((await sentOfHer(3, 'the Update asking followers to wait reaches bob')).manuallyApprovesFollowers).toBe(true);
    await api.editProfile({ body: { approveFollowers: false, defaultVisibility: 'public' } });
    expect((await sentOfHer(4, 'the Update taking followers at once reaches bob')).manuallyApprovesFollowers).toBe(false);
  });

  test('a post’s images go out as attachments with their type, description and size', async () => {
    const api = await appClientFor(server, ada);
    // Wider than tall, and larger than a kept image may be: what is told is the size kept.
    const photo = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const { media } = await api.uploadMedia({ body: { img: `data:image/png;base64,${photo.toString('base64')}` } });
    const { post } = await api.createPost({
      body: { caption: 'A wide view', content: 'the bay', images: [{ mediaId: media.id, alt: 'The bay at dusk' }] },
    });
    await until(() => receivedOf(peer, Create).some((create) => create.objectId?.href.endsWith(post._id)), 'the post reaches bob');
    const create = receivedOf(peer, Create).find((one) => one.objectId?.href.endsWith(post._id))!;
    const attachments = await collect(((await create.getObject()) as Note).getAttachments());
    expect(attachments).toHaveLength(1);
    const image = attachments[0] as Document;
    expect(image).toBeInstanceOf(Document);
    expect(image.mediaType).toBe('image/webp');
    expect(image.name?.toString()).toBe('The bay at dusk');
    expect([image.width, image.height]).toEqual([2048, 683]);
    expect((await fetch(image.url as URL)).status).toBe(200);
  });

  test('a followers-only post goes to the followers alone, and is served only to a follower’s signed fetch', async () => {
    const api = await appClientFor(server, ada);
    const { post } = await api.createPost({ body: { caption: 'For my followers', content: 'only', visibility: 'followers' } });
    await until(() => receivedOf(peer, Create).some((create) => create.objectId?.href.endsWith(post._id)), 'the post reaches bob');
    const create = receivedOf(peer, Create).find((one) => one.objectId?.href.endsWith(post._id))!;
    expect(create.toIds.map(String)).toEqual([`${origin}/users/${adaId}/followers`]);
    expect(create.ccIds.map(String)).not.toContain(PUBLIC_COLLECTION.href);

    const anonymous = await getJson(`/posts/${post._id}`);
    expect(anonymous.status).toBe(404);
    expect(JSON.stringify(anonymous.body)).not.toContain('For my followers');
    const signed = await peer.context().getDocumentLoader({ identifier: 'bob' });
    const document = await signed(`${origin}/posts/${post._id}`);
    expect((document.document as { content: string }).content).toContain('For my followers');
  });

  /** How bob is named here: as people write him, without the leading @. */
  const bobHere = () => `bob@${new URL(peer.origin).host}`;
  /** Ada as she is shown, with her followers' names. */
  const adaFollowers = async () =>
    (await (await appClientFor(server, ada)).getUser({ userId: adaId })).user.followers.map((one) => one.username);
  /** Ada approves her followers, or not; then her posts are public again by default (approval made them for her followers). */
  const approving = async (approve: boolean) => {
    const body = approve ? { approveFollowers: true } : { approveFollowers: false, defaultVisibility: 'public' as const };
    await (await appClientFor(server, ada)).editProfile({ body });
  };

  test('a private member is asked: the request waits among hers as @bob@host, and her Accept reaches him', async () => {
    await approving(true);
    try {
      await undoFollow('1');
      const before = await followerCount();
      const accepts = receivedOf(peer, Accept).length;
      await bobDelivers(adaRecipient(), follow('2'));
      expect(await remoteFollows()).toEqual([{ state: 'pending' }]);
      expect(await followerCount()).toBe(before);
      expect(receivedOf(peer, Accept)).toHaveLength(accepts);

      const api = await appClientFor(server, ada);
      const { users } = await api.getFollowRequests();
      expect(users.map((user) => [user.username, user.firstName])).toEqual([[bobHere(), 'Bob Elsewhere']]);
      await api.acceptFollowRequest({ userId: users[0]!._id });
      await until(() => receivedOf(peer, Accept).length === accepts + 1, 'bob hears he is accepted');
      const accept = receivedOf(peer, Accept).at(-1)!;
      expect(accept.actorId?.href).toBe(adaActor().href);
      expect(accept.objectId?.href).toBe(`${peer.origin}/follows/2`);
      expect(await followerCount()).toBe(before + 1);
      expect(await adaFollowers()).toContain(bobHere());
    } finally {
      await approving(false);
    }
  });

  test('a request from elsewhere declined is told with a Reject, and counts for nothing', async () => {
    await forgetRemoteFollows();
    await approving(true);
    try {
      const before = await followerCount();
      await bobDelivers(adaRecipient(), follow('5'));
      const api = await appClientFor(server, ada);
      const { users } = await api.getFollowRequests();
      await api.declineFollowRequest({ userId: users[0]!._id });
      await until(() => receivedOf(peer, Reject).some((one) => one.objectId?.href === `${peer.origin}/follows/5`), 'bob hears no');
      expect(await remoteFollows()).toEqual([]);
      expect(await followerCount()).toBe(before);
    } finally {
      await approving(false);
    }
  });

  test('turning approval off accepts the requests from elsewhere that wait, each with its Accept', async () => {
    await forgetRemoteFollows();
    await approving(true);
    await bobDelivers(adaRecipient(), follow('6'));
    expect(await remoteFollows()).toEqual([{ state: 'pending' }]);
    await approving(false);
    await until(() => receivedOf(peer, Accept).some((one) => one.objectId?.href === `${peer.origin}/follows/6`), 'bob is accepted');
    expect(await remoteFollows()).toEqual([{ state: 'accepted' }]);
  });

  test('a follower from elsewhere removed is told with a Reject, and no longer counts', async () => {
    const api = await appClientFor(server, ada);
    const before = await followerCount();
    const bob = (await api.getUser({ userId: adaId })).user.followers.find((one) => one.username === bobHere())!;
    await api.removeFollower({ userId: bob._id });
    await until(() => receivedOf(peer, Reject).some((one) => one.objectId?.href === `${peer.origin}/follows/6`), 'bob hears he is removed');
    expect(await followerCount()).toBe(before - 1);
    expect(await adaFollowers()).not.toContain(bobHere());
  });

  test('a person elsewhere is nobody to sign in as, and not in the directory or the search of names', async () => {
    const { rows } = await server.db.query<{ id: string }>('select id from users where username = $1', [bobHere()]);
    const bobId = rows[0]!.id;
    const omar = await appClientFor(server, { username: 'omarh', password: 'omarHaddad123' });
    expect((await omar.searchUsers({ query: { q: 'bob' } })).users.map((user) => user.username)).not.toContain(bobHere());
    expect((await omar.getUsers({ query: {} })).users.map((user) => user.username)).not.toContain(bobHere());
    // Named whole, as a post of his names its author, he is found: its card shows his picture.
    expect((await omar.getUsers({ query: { usernames: [bobHere()] } })).users.map((user) => user.username)).toEqual([bobHere()]);
    await expect(appClientFor(server, { username: bobHere(), password: 'anything1A' })).rejects.toMatchObject({
      code: 'login.unknown_username',
    });
    await server.db.query(`update users set role = 'admin' where username = 'omarh'`);
    await expect(omar.setRole({ userId: bobId, body: { role: 'moderator' } })).rejects.toMatchObject({ code: 'user.not_found' });
    await expect(omar.makePasswordResetLink({ userId: bobId })).rejects.toMatchObject({ code: 'user.not_found' });
    const nodeInfo = await getJson('/nodeinfo/2.1', {});
    const members = await server.db.query<{ n: number }>('select count(*)::int as n from users where domain is null');
    expect((nodeInfo.body as { usage: { users: { total: number } } }).usage.users.total).toBe(members.rows[0]!.n);
  });

  test('blocking a follower from elsewhere ends the follow with a Reject; a Follow while blocked is answered with one too', async () => {
    await forgetRemoteFollows();
    await bobDelivers(adaRecipient(), follow('7'));
    expect(await remoteFollows()).toEqual([{ state: 'accepted' }]);
    const api = await appClientFor(server, ada);
    const { rows } = await server.db.query<{ id: string }>('select id from users where username = $1', [bobHere()]);
    await api.block({ userId: rows[0]!.id });
    try {
      await until(
        () => receivedOf(peer, Reject).some((one) => one.objectId?.href === `${peer.origin}/follows/7`),
        'bob hears he is blocked',
      );
      expect(await remoteFollows()).toEqual([]);
      await bobDelivers(adaRecipient(), follow('8'));
      await until(() => receivedOf(peer, Reject).some((one) => one.objectId?.href === `${peer.origin}/follows/8`), 'bob hears no');
      expect(await remoteFollows()).toEqual([]);
    } finally {
      await api.unblock({ userId: rows[0]!.id });
    }
  });

  test('a follower from elsewhere whom moderators suspend is told with a Reject, so his server shows him her posts for followers no more', async () => {
    await forgetRemoteFollows();
    await bobDelivers(adaRecipient(), follow('suspended'));
    expect(await remoteFollows()).toEqual([{ state: 'accepted' }]);
    const before = await followerCount();
    const { rows } = await server.db.query<{ id: string }>('select id from users where username = $1', [bobHere()]);
    const bobId = rows[0]!.id;
    const omar = await appClientFor(server, { username: 'omarh', password: 'omarHaddad123' });
    const moderator = await adminClient();
    await omar.createReport({ body: { targetType: 'user', targetId: bobId, reason: 'spam', text: '' } });
    const report = (await moderator.getReports()).reports.find((one) => one.targetId === bobId)!;
    await moderator.actOnReport({ reportId: report._id, body: { action: 'suspend', reason: 'Spam' } });
    try {
      await until(
        () => receivedOf(peer, Reject).some((one) => one.objectId?.href === `${peer.origin}/follows/suspended`),
        'bob hears he follows her no more',
      );
      expect([await remoteFollows(), await followerCount()]).toEqual([[], before - 1]);
      // Asked again while suspended, he is refused.
      await bobDelivers(adaRecipient(), follow('while-suspended'));
      await until(
        () => receivedOf(peer, Reject).some((one) => one.objectId?.href === `${peer.origin}/follows/while-suspended`),
        'bob hears no',
      );
      expect(await remoteFollows()).toEqual([]);
    } finally {
      await moderator.unsuspend({ userId: bobId, body: { reason: 'Cleared' } });
    }
    // His own server's mark (which a Follow's read, perhaps a copy, leaves as it was) ends nothing and refuses nothing here.
    await server.db.query('update users set suspended_by_their_server = true where id = $1', [bobId]);
    try {
      await bobDelivers(adaRecipient(), follow('after-suspension'));
      await until(
        () => receivedOf(peer, Accept).some((one) => one.objectId?.href === `${peer.origin}/follows/after-suspension`),
        'bob is accepted',
      );
      expect(await remoteFollows()).toEqual([{ state: 'accepted' }]);
    } finally {
      await server.db.query('update users set suspended_by_their_server = false where id = $1', [bobId]);
    }
  });

  test('a follower from elsewhere suspended before suspensions ended follows loses his at the server’s next start, with a Reject', async () => {
    await forgetRemoteFollows();
    await bobDelivers(adaRecipient(), follow('suspended-before'));
    expect(await remoteFollows()).toEqual([{ state: 'accepted' }]);
    const suspended = (until: string | null) =>
      server.db.query(
        `update users set suspended_until = $2::timestamptz, suspension_reason = case when $2 is null then null else 'Spam' end where username = $1`,
        [bobHere(), until],
      );
    await suspended('infinity');
    try {
      // As the server does when it starts.
      await rejectFollowsOfThoseSuspended({ db: server.db, jobs: server.jobs });
      await until(
        () => receivedOf(peer, Reject).some((one) => one.objectId?.href === `${peer.origin}/follows/suspended-before`),
        'bob hears he follows her no more',
      );
      expect(await remoteFollows()).toEqual([]);
    } finally {
      await suspended(null);
    }
  });

  test('a new actor that takes a name of its server is a new person: the follow granted to the old one is not theirs', async () => {
    await forgetRemoteFollows();
    await bobDelivers(adaRecipient(), follow('9'));
    expect(await remoteFollows()).toEqual([{ state: 'accepted' }]);
    const { rows } = await server.db.query<{ id: string }>('select id from users where username = $1', [bobHere()]);
    const newcomer = await rememberRemotePerson(server.db, {
      uri: `${peer.origin}/users/bob-again`,
      name: 'bob',
      displayName: 'Another Bob',
      domain: new URL(peer.origin).host,
      inbox: `${peer.origin}/users/bob-again/inbox`,
      sharedInbox: null,
    });
    expect(newcomer?._id).not.toBe(rows[0]!.id);
    expect(await remoteFollows()).toEqual([]);
    // A moderator's suspension of a follower elsewhere keeps her followers-only posts from them.
    await bobDelivers(adaRecipient(), follow('10'));
    const { post } = await (
      await appClientFor(server, ada)
    ).createPost({ body: { caption: 'Friends only', content: 'x', visibility: 'followers' } });
    await server.db.query(`update users set suspended_until = now() + interval '1 day', suspension_reason = 'Spam' where username = $1`, [
      bobHere(),
    ]);
    const signed = await peer.context().getDocumentLoader({ identifier: 'bob' });
    await expect(signed(`${origin}/posts/${post._id}`)).rejects.toThrow();
    await server.db.query(`update users set suspended_until = null, suspension_reason = null where username = $1`, [bobHere()]);
    expect(((await signed(`${origin}/posts/${post._id}`)).document as { content: string }).content).toContain('Friends only');
  });

  test('Undo of a Follow ends it, and the count goes back', async () => {
    await forgetRemoteFollows();
    await bobDelivers(adaRecipient(), follow('3'));
    await until(async () => (await remoteFollows()).length === 1, 'bob follows');
    const following = await followerCount();
    await undoFollow('3');
    expect(await remoteFollows()).toEqual([]);
    expect(await followerCount()).toBe(following - 1);
  });
});

describe('passing posts on, and leaving', () => {
  const adaActor = () => new URL(`${origin}/users/${adaId}`);
  const followAda = async (id: string) => {
    const follow = new Follow({ id: new URL(`${peer.origin}/follows/${id}`), actor: peer.bob, object: adaActor() });
    await bobDelivers({ id: adaActor(), inboxId: new URL(`${adaActor().href}/inbox`) }, follow);
    await until(async () => (await remoteFollows()).filter((one) => one.state === 'accepted').length === 1, 'bob follows');
  };

  test('a repost goes out as an Announce of the post, and taking it back as its Undo', async () => {
    await forgetRemoteFollows();
    await followAda('4');
    const { rows } = await server.db.query<{ id: string }>(
      `select p.id from posts p join users u on u.id = p.author_id where u.username <> $1 and p.visibility = 'public' order by p.id limit 1`,
      [ada.username],
    );
    const postId = rows[0]!.id;
    const api = await appClientFor(server, ada);
    await api.repostPost({ postId });
    await until(() => receivedOf(peer, Announce).length === 1, 'the repost reaches bob');
    const announce = receivedOf(peer, Announce)[0]!;
    expect(announce.actorId?.href).toBe(adaActor().href);
    expect(announce.objectId?.href).toBe(`${origin}/posts/${postId}`);
    expect(announce.toIds.map(String)).toEqual([PUBLIC_COLLECTION.href]);

    const undos = receivedOf(peer, Undo).length;
    await api.unrepostPost({ postId });
    await until(() => receivedOf(peer, Undo).length === undos + 1, 'taking the repost back reaches bob');
    const undo = receivedOf(peer, Undo).at(-1)!;
    expect(undo.objectId?.href).toBe(announce.id?.href);
  });

  test('a comment on a public post goes out as a reply to it; its edit and deletion follow', async () => {
    const api = await appClientFor(server, ada);
    const { post } = await api.createPost({ body: { caption: 'A thread', content: 'to answer' } });
    const { comment } = await api.addComment({ postId: post._id, body: { text: 'First! with @omarh' } });
    const commentUri = `${origin}/posts/${comment._id}`;
    const created = () => receivedOf(peer, Create).find((one) => one.objectId?.href === commentUri);
    await until(() => created() !== undefined, 'the comment reaches bob');
    const reply = (await created()!.getObject()) as Note;
    expect(reply.replyTargetId?.href).toBe(`${origin}/posts/${post._id}`);
    expect(reply.attributionId?.href).toBe(adaActor().href);
    expect(String(reply.content)).toBe(
      `<p>First! with <span class="h-card"><a href="${origin}/profile/omarh" class="u-url mention">@<span>omarh</span></a></span></p>`,
    );
    expect(reply.toIds.map(String)).toEqual([PUBLIC_COLLECTION.href]);
    // Anyone may fetch it, as its post.
    expect(((await getJson(`/posts/${comment._id}`)).body as { inReplyTo: string }).inReplyTo).toBe(`${origin}/posts/${post._id}`);

    await api.editComment({ postId: post._id, commentId: comment._id, body: { text: 'Second thoughts' } });
    await until(() => receivedOf(peer, Update).some((one) => one.objectId?.href === commentUri), 'the edit reaches bob');
    await api.deleteComment({ postId: post._id, commentId: comment._id });
    await until(() => receivedOf(peer, Delete).some((one) => one.objectId?.href === commentUri), 'the deletion reaches bob');
  });

  test('a comment on a followers-only post stays here', async () => {
    const api = await appClientFor(server, ada);
    const { post } = await api.createPost({ body: { caption: 'Among us', content: 'only', visibility: 'followers' } });
    await until(() => receivedOf(peer, Create).some((one) => one.objectId?.href === `${origin}/posts/${post._id}`), 'the post reaches bob');
    const { comment } = await api.addComment({ postId: post._id, body: { text: 'Kept among followers' } });
    // Nothing is to be sent: no job was added with the comment (it would be, in its transaction).
    const { rows } = await server.db.query(
      `select 1 from pgboss.job where name = '${inTurnQueueOf('federation.comment')}' and data->>'commentId' = $1`,
      [comment._id],
    );
    expect(rows).toEqual([]);
    expect((await getJson(`/posts/${comment._id}`)).status).toBe(404);
  });

  test('a server that does not take deliveries is reported to admins, by its inbox, with its error', async () => {
    // A follower on a server that has gone away (nothing listens at its inbox's port), and one
    // whose server answers that its recipient is gone (410), which is given up on at once.
    const gone = `http://127.0.0.1:${await freePort()}`;
    const refusing = createHttpServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(410).end('Gone'));
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const closed = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
    for (const [id, at] of [
      ['gone', gone],
      ['closed', closed],
    ] as const) {
      const host = new URL(at).host;
      await server.db.query(
        `insert into users (id, username, first_name, last_name, domain, messages_from) values ($1, $2, $1, '', $3, 'nobody')`,
        [id, `${id}@${host}`, host],
      );
      await server.db.query(`insert into remote_actors (id, uri, inbox_url, shared_inbox_url) values ($1, $2, $3, $4)`, [
        id,
        `${at}/users/${id}`,
        `${at}/users/${id}/inbox`,
        `${at}/inbox`,
      ]);
      await server.db.query(`insert into follows (follower_id, followee_id, follow_uri) values ($1, $2, $3)`, [
        id,
        adaId,
        `${at}/follows/1`,
      ]);
    }
    await (await appClientFor(server, ada)).createPost({ body: { caption: 'Into the void', content: 'and to bob' } });
    await server.db.query(`update users set role = 'admin' where username = 'omarh'`);
    const admin = await appClientFor(server, { username: 'omarh', password: 'omarHaddad123' });
    await until(async () => (await admin.getJobs()).failingInboxes.length === 2, 'both failures are noted');
    const failing = (await admin.getJobs()).failingInboxes;
    const byInbox = (inbox: string) => failing.find((one) => one.inbox === inbox);
    // Tried again later (a minute on), so not given up on.
    expect(byInbox(`${gone}/inbox`)).toMatchObject({ failures: 1, gaveUpAt: null });
    expect(byInbox(`${gone}/inbox`)?.lastError).toContain(gone);
    expect(byInbox(`${closed}/inbox`)).toMatchObject({ failures: 1, gaveUpAt: expect.any(String) as string });
    expect(byInbox(`${closed}/inbox`)?.lastError).toContain('410');
    await server.db.query(`delete from users where id in ('gone', 'closed')`);
    await new Promise((resolve) => refusing.close(resolve));
  });

  test('a delivery that failed is tried again before the later ones of its post to that server: an edit never overtakes its Create', async () => {
    // A follower whose server refuses the first Create it is sent (each of Fedify's knocks) until
    // told to take it, and takes everything else, noting what each is about, in order.
    const taken: Array<[string, string]> = [];
    let refusing = true;
    let refused: string | null = null;
    const flaky = createHttpServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const activity = JSON.parse(Buffer.concat(chunks).toString()) as { id: string; type: string; object: string | { id: string } };
        if (refusing && activity.type === 'Create' && (refused ?? activity.id) === activity.id) {
          refused = activity.id;
          response.writeHead(500).end('Busy');
          return;
        }
        taken.push([activity.type, typeof activity.object === 'string' ? activity.object : activity.object.id]);
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
    await server.db.query(
      `insert into users (id, username, first_name, last_name, domain, messages_from) values ('flaky', $1, 'Flaky', '', $2, 'nobody')`,
      [`flaky@${new URL(at).host}`, new URL(at).host],
    );
    await server.db.query(`insert into remote_actors (id, uri, inbox_url) values ('flaky', $1, $2)`, [
      `${at}/users/flaky`,
      `${at}/users/flaky/inbox`,
    ]);
    await server.db.query(`insert into follows (follower_id, followee_id, follow_uri) values ('flaky', $1, $2)`, [
      adaId,
      `${at}/follows/1`,
    ]);
    try {
      const api = await appClientFor(server, ada);
      const { post } = await api.createPost({ body: { caption: 'First try fails', content: 'there' } });
      await until(() => refused !== null, 'the Create is refused');
      await api.editPost({ postId: post._id, body: { caption: 'First try fails', content: 'edited' } });
      const updateInTurn = async () =>
        (
          await server.db.query(
            `select 1 from pgboss.job where name = $1 and data->>'activityType' like '%#Update' and data->>'activityId' like $2`,
            [orderedDeliveryQueueName, `${origin}/posts/${post._id}#%`],
          )
        ).rows.length > 0;
      await until(updateInTurn, 'the edit waits in turn');
      refusing = false;
      // What waits comes due (the Create's next try, a minute on); a post of another key wakes the queue's worker.
      await server.db.query(`update pgboss.job set start_after = now() where name = $1 and state in ('created', 'retry')`, [
        orderedDeliveryQueueName,
      ]);
      await api.createPost({ body: { caption: 'Another', content: 'post' } });
      const aboutIt = () => taken.filter(([, object]) => object === `${origin}/posts/${post._id}`).map(([type]) => type);
      await until(() => aboutIt().length === 2, 'both deliveries about it are taken');
      expect(aboutIt()).toEqual(['Create', 'Update']);
    } finally {
      await server.db.query(`delete from users where id = 'flaky'`);
      await new Promise((resolve) => flaky.close(resolve));
    }
  });

  test('a delivery is given up on after its last try, about a day after its first', () => {
    const startedAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    expect(isLastTry({ inbox: 'https://slow.example/inbox', started: startedAgo(0), attempt: 0 })).toBe(false);
    expect(isLastTry({ inbox: 'https://slow.example/inbox', started: startedAgo(20), attempt: 10 })).toBe(false);
    expect(isLastTry({ inbox: 'https://slow.example/inbox', started: startedAgo(26), attempt: 11 })).toBe(true);
  });

  test('a deleted account tells its followers elsewhere, signed with its kept keys, and then forgets them', async () => {
    const api = await appClientFor(server, ada);
    await api.deleteAccount({ body: { password: ada.password } });
    await until(() => receivedOf(peer, Delete).some((one) => one.objectId?.href === adaActor().href), 'the deletion reaches bob');
    const deleted = receivedOf(peer, Delete).find((one) => one.objectId?.href === adaActor().href)!;
    expect(deleted.actorId?.href).toBe(adaActor().href);
    await until(
      async () => (await server.db.query('select 1 from actor_keys where user_id = $1', [adaId])).rows.length === 0,
      'her keys go',
    );
    // Her actor is gone for good: 410 and a Tombstone, as Mastodon answers for an account deleted.
    const gone = await getJson(`/users/${adaId}`);
    expect([gone.status, (gone.body as { type?: string }).type]).toEqual([410, 'Tombstone']);
    expect((await getJson(`/users/nobody-${adaId}`)).status).toBe(404);
  });

  test('a deleted account no one elsewhere follows tells the servers it did something on: one whose person it asked to follow', async () => {
    const newcomer = {
      username: 'leaver',
      password: 'leaver-password-long',
      firstName: 'Lea',
      lastName: 'Ver',
      email: 'leaver@example.com',
    };
    await (await appClientFor(server)).signup({ body: newcomer });
    const leaver = await appClientFor(server, newcomer);
    const leaverId = (await server.db.query<{ id: string }>('select id from users where username = $1', [newcomer.username])).rows[0]!.id;
    const leaverActor = `${origin}/users/${leaverId}`;
    const bobId = (await leaver.searchUsers({ query: { q: `@bob@${new URL(peer.origin).host}` } })).users[0]!._id;
    await leaver.follow({ followUserId: bobId });
    await until(() => receivedOf(peer, Follow).some((one) => one.actorId?.href === leaverActor), 'the Follow reaches bob');
    expect((await server.db.query('select 1 from follows where followee_id = $1', [leaverId])).rows).toEqual([]);

    await leaver.deleteAccount({ body: { password: newcomer.password } });
    await until(() => receivedOf(peer, Delete).some((one) => one.objectId?.href === leaverActor), "the deletion reaches bob's server");
    await until(
      async () => (await server.db.query('select 1 from actor_keys where user_id = $1', [leaverId])).rows.length === 0,
      'the keys go',
    );
  });
});

/** omarh, who follows people elsewhere in the cases of issue 38. */
const omarLogin = { username: 'omarh', password: 'omarHaddad123' };
const omarId = async () => (await server.db.query<{ id: string }>('select id from users where username = $1', ['omarh'])).rows[0]!.id;

/** omarh's actor here as bob's server addresses him: his inbox, and this server's shared one. */
async function omarRecipient() {
  const actor = new URL(`${origin}/users/${await omarId()}`);
  return { id: actor, inboxId: new URL(`${actor.href}/inbox`), endpoints: { sharedInbox: new URL(`${origin}/inbox`) } };
}

/** omarh finds bob by his handle and follows him, and bob's server accepts: omar's client and bob's id here. */
async function omarFollowsBob() {
  peer.received.length = 0;
  const omar = await appClientFor(server, omarLogin);
  const bobId = (await omar.searchUsers({ query: { q: `@bob@${new URL(peer.origin).host}` } })).users[0]!._id;
  await omar.follow({ followUserId: bobId });
  await until(() => receivedOf(peer, Follow).length === 1, 'the Follow reaches bob');
  const follow = receivedOf(peer, Follow)[0]!;
  const accept = new Accept({ id: new URL(`${follow.id!.href}/accept`), actor: peer.bob, object: follow });
  await bobDelivers(await omarRecipient(), accept);
  return { omar, bobId };
}

describe('following people elsewhere', () => {
  const bobHandle = () => `@bob@${new URL(peer.origin).host}`;
  /** The latest Follow bob was sent, once it came. */
  const followSent = async (count: number) => {
    await until(() => receivedOf(peer, Follow).length === count, 'the Follow reaches bob');
    return receivedOf(peer, Follow).at(-1)!;
  };
  const bobAnswers = async (answer: Accept | Reject) => bobDelivers(await omarRecipient(), answer);
  const bobOnOmarsPage = async (omar: Awaited<ReturnType<typeof appClientFor>>, bobId: string) =>
    (await omar.getUser({ userId: bobId })).user;

  afterAll(async () => {
    await server.db.query('delete from follows where follower_id = $1', [await omarId()]);
    await server.db.query('delete from follow_requests where follower_id = $1', [await omarId()]);
  });

  test('@name@host in the search finds them on their server; Follow asks, and their Accept makes it a follow', async () => {
    peer.received.length = 0;
    const omar = await appClientFor(server, omarLogin);
    const { users } = await omar.searchUsers({ query: { q: bobHandle() } });
    expect(users.map((user) => [user.username, user.firstName, user.domain])).toEqual([
      [bobHandle().slice(1), 'Bob Elsewhere', new URL(peer.origin).host],
    ]);
    const bobId = users[0]!._id;
    // The profile page finds them by the same name.
    expect((await omar.getUserByUsername({ username: bobHandle().slice(1) })).user._id).toBe(bobId);

    const asked = await omar.follow({ followUserId: bobId });
    expect(asked.followUser).toMatchObject({ followRequestedByMe: true, followedByMe: false, followerCount: 0 });
    const follow = await followSent(1);
    expect(follow.actorId?.href).toBe((await omarRecipient()).id.href);
    expect(follow.objectId?.href).toBe(peer.bob.href);
    expect(follow.id?.href).toMatch(new RegExp(`^${origin}/follows/[0-9a-f-]{36}$`));

    await bobAnswers(new Accept({ id: new URL(`${peer.origin}/accepts/1`), actor: peer.bob, object: follow }));
    expect(await bobOnOmarsPage(omar, bobId)).toMatchObject({ followedByMe: true, followRequestedByMe: false, followerCount: 1 });
    // An Accept sent again changes nothing.
    await bobAnswers(new Accept({ id: new URL(`${peer.origin}/accepts/2`), actor: peer.bob, object: follow }));
    expect((await bobOnOmarsPage(omar, bobId)).followerCount).toBe(1);
    // Followed, he is among the people a search of omar's follows finds by name (what an app's
    // mention suggestions ask), though the community's search of names never lists him.
    const found = async (query: { q: string; following?: 'true' }) =>
      (await omar.searchUsers({ query })).users.map((user) => user.username);
    expect(await found({ q: 'BOB', following: 'true' })).toEqual([bobHandle().slice(1)]);
    expect(await found({ q: bobHandle(), following: 'true' })).toEqual([bobHandle().slice(1)]);
    expect(await found({ q: 'bob' })).not.toContain(bobHandle().slice(1));

    await omar.unfollow({ followUserId: bobId });
    await until(() => receivedOf(peer, Undo).length === 1, 'the Undo reaches bob');
    const undone = await receivedOf(peer, Undo)[0]!.getObject();
    expect(undone).toBeInstanceOf(Follow);
    expect(undone?.id?.href).toBe(follow.id?.href);
    expect(await bobOnOmarsPage(omar, bobId)).toMatchObject({ followedByMe: false, followerCount: 0 });
  });

  test('an Accept that names the Follow by its id alone is matched by it, one that carries it by its member; a Reject ends the request', async () => {
    peer.received.length = 0;
    const omar = await appClientFor(server, omarLogin);
    const bobId = (await omar.searchUsers({ query: { q: bobHandle() } })).users[0]!._id;
    await omar.follow({ followUserId: bobId });
    const first = await followSent(1);
    await bobAnswers(new Accept({ id: new URL(`${peer.origin}/accepts/3`), actor: peer.bob, object: first.id }));
    expect(await bobOnOmarsPage(omar, bobId)).toMatchObject({ followedByMe: true });
    await omar.unfollow({ followUserId: bobId });

    await omar.follow({ followUserId: bobId });
    const second = await followSent(2);
    expect(second.id?.href).not.toBe(first.id?.href);
    await bobAnswers(new Reject({ id: new URL(`${peer.origin}/rejects/1`), actor: peer.bob, object: second }));
    expect(await bobOnOmarsPage(omar, bobId)).toMatchObject({ followedByMe: false, followRequestedByMe: false, followerCount: 0 });

    // A server that answers with a Follow of its own making is matched by the member it names.
    await omar.follow({ followUserId: bobId });
    await followSent(3);
    const retold = new Follow({ id: new URL(`${peer.origin}/follows/theirs`), actor: (await omarRecipient()).id, object: peer.bob });
    await bobAnswers(new Accept({ id: new URL(`${peer.origin}/accepts/5`), actor: peer.bob, object: retold }));
    expect(await bobOnOmarsPage(omar, bobId)).toMatchObject({ followedByMe: true, followerCount: 1 });
    await omar.unfollow({ followUserId: bobId });
  });

  test('a request withdrawn is told with an Undo, and an Accept after it follows nobody', async () => {
    peer.received.length = 0;
    const omar = await appClientFor(server, omarLogin);
    const bobId = (await omar.searchUsers({ query: { q: bobHandle() } })).users[0]!._id;
    await omar.follow({ followUserId: bobId });
    const follow = await followSent(1);
    await omar.unfollow({ followUserId: bobId });
    await until(() => receivedOf(peer, Undo).length === 1, 'the Undo reaches bob');
    await bobAnswers(new Accept({ id: new URL(`${peer.origin}/accepts/4`), actor: peer.bob, object: follow }));
    expect(await bobOnOmarsPage(omar, bobId)).toMatchObject({ followedByMe: false, followRequestedByMe: false, followerCount: 0 });
  });

  test('a block of him is sent as a Block, and lifting it as its Undo', async () => {
    peer.received.length = 0;
    const omar = await appClientFor(server, omarLogin);
    const bobId = (await omar.searchUsers({ query: { q: bobHandle() } })).users[0]!._id;
    await omar.block({ userId: bobId });
    await until(() => receivedOf(peer, Block).length === 1, 'the Block reaches bob');
    const block = receivedOf(peer, Block)[0]!;
    expect([block.actorId?.href, block.objectId?.href]).toEqual([(await omarRecipient()).id.href, peer.bob.href]);
    await omar.unblock({ userId: bobId });
    await until(() => receivedOf(peer, Undo).length === 1, 'the Undo reaches bob');
    expect((await receivedOf(peer, Undo)[0]!.getObject())?.id?.href).toBe(block.id?.href);
  });

  test('his profile here shows his bio, cleaned, and his avatar, fetched by this server when first asked for', async () => {
    const omar = await appClientFor(server, omarLogin);
    const avatar = peer.serveFile(
      '/media/bob-avatar.png',
      'image/png',
      await sharp({ create: { width: 48, height: 48, channels: 3, background: '#2e86c1' } })
        .png()
        .toBuffer(),
    );
    const [bob] = (await omar.searchUsers({ query: { q: bobHandle() } })).users;
    expect(bob).toMatchObject({ bio: 'Sailing everywhere', img: `/api/media/elsewhere/avatar/${bob!._id}` });
    const asked = await getJson(bob!.img, {});
    expect([asked.status, avatar.asked()]).toEqual([302, 1]);
    const location = asked.headers.get('location')!;
    expect(location).toMatch(/^\/api\/media\/[0-9a-f]{64}$/);
    const kept = await fetch(new URL(location, origin));
    expect(await sharp(Buffer.from(await kept.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 48 });
    expect((await omar.getUser({ userId: bob!._id })).user.img).toBe(location);
  });

  test('a Flag from his server lands in the moderators’ queue: a report of each post it names, with its words', async () => {
    const omar = await appClientFor(server, omarLogin);
    const { post } = await omar.createPost({ body: { caption: 'Cheap watches', content: 'click here' } });
    const flag = new Flag({
      id: new URL(`${peer.origin}/flags/1`),
      actor: peer.bob,
      objects: [(await omarRecipient()).id, new URL(`${origin}/posts/${post._id}`), new URL(`${peer.origin}/notes/not-ours`)],
      content: 'Spam <b>links</b>',
    });
    await bobDelivers(await omarRecipient(), flag);
    const moderator = await adminClient();
    const { reports } = await moderator.getReports();
    const flagged = reports.find((one) => one.targetType === 'post' && one.targetId === post._id);
    expect(flagged?.reports.map((one) => [one.reporter.username, one.reason, one.text])).toEqual([
      [`bob@${new URL(peer.origin).host}`, 'other', 'Spam links'],
    ]);
    // The member is not reported apart: the posts say what is wrong.
    const omarsId = await omarId();
    expect(reports.some((one) => one.targetType === 'user' && one.targetId === omarsId)).toBe(false);
  });

  test('his Block of a member ends his follow by her and keeps them apart; its Undo lifts it', async () => {
    const { omar, bobId } = await omarFollowsBob();
    const omar_ = await omarId();
    const bobSends = async (activity: Block | Undo) => bobDelivers(await omarRecipient(), activity);
    const blocked = async () =>
      (await server.db.query('select 1 from blocks where blocker_id = $1 and blocked_id = $2', [bobId, omar_])).rows.length === 1;
    expect((await bobOnOmarsPage(omar, bobId)).followedByMe).toBe(true);

    const block = new Block({ id: new URL(`${peer.origin}/blocks/1`), actor: peer.bob, object: (await omarRecipient()).id });
    await bobSends(block);
    expect(await blocked()).toBe(true);
    expect((await server.db.query('select 1 from follows where follower_id = $1 and followee_id = $2', [omar_, bobId])).rows).toEqual([]);
    await expect(omar.follow({ followUserId: bobId })).rejects.toMatchObject({ status: 404 });

    await bobSends(new Undo({ id: new URL(`${peer.origin}/blocks/1/undo`), actor: peer.bob, object: block }));
    expect(await blocked()).toBe(false);
  });

  test('a search for someone nobody answers for finds nobody; a member named with this server’s host is the member', async () => {
    const omar = await appClientFor(server, omarLogin);
    expect((await omar.searchUsers({ query: { q: `@nobody@${new URL(peer.origin).host}` } })).users).toEqual([]);
    await expect(omar.getUserByUsername({ username: `nobody@${new URL(peer.origin).host}` })).rejects.toMatchObject({
      code: 'user.not_found',
    });
    // Someone of this community named with its own host is the member.
    expect((await omar.searchUsers({ query: { q: `@priyanair@${new URL(origin).host}` } })).users.map((user) => user.username)).toEqual([
      'priyanair',
    ]);
  });

  test('an address that redirects more than 3 times finds nobody; one that redirects 3 times finds the person', async () => {
    const omar = await appClientFor(server, omarLogin);
    /** The address of bob behind `count` redirects of his server. */
    const behindRedirects = (name: string, count: number) => {
      for (let hop = 1; hop <= count; hop += 1) peer.redirect(`/${name}/${hop}`, hop === count ? peer.bob.pathname : `/${name}/${hop + 1}`);
      return `${peer.origin}/${name}/1`;
    };
    expect((await omar.searchUsers({ query: { q: behindRedirects('far', 4) } })).users).toEqual([]);
    const found = (await omar.searchUsers({ query: { q: behindRedirects('near', 3) } })).users;
    expect(found.map((user) => user.username)).toEqual([`bob@${new URL(peer.origin).host}`]);
  });
});

describe('a suspended member', () => {
  // As Mastodon's RemoveStatusService signs as a suspended account: the servers that had the post
  // kept its author's key, though their actor answers nobody while they are suspended.
  test('is only who they are and their key elsewhere, and a moderator’s removal of their post or comment meanwhile reaches the servers that had it', async () => {
    const omar = await appClientFor(server, omarLogin);
    const omarsId = await omarId();
    // Bob, whom the post mentions, and a follower of omar on another server.
    const follower = await startPeer();
    try {
      const follow = new Follow({
        id: new URL(`${follower.origin}/follows/omar`),
        actor: follower.bob,
        object: (await omarRecipient()).id,
      });
      await follower.context().sendActivity({ identifier: 'bob' }, await omarRecipient(), follow, { immediate: true });
      await deliveriesRead(server);
      const handle = `bob@${new URL(peer.origin).host}`;
      const { post } = await omar.createPost({ body: { caption: `Hello @${handle}`, content: 'before the suspension' } });
      const aboutIt = (activity: Create | Delete) => activity.objectId?.href === `${origin}/posts/${post._id}`;
      await until(() => receivedOf(peer, Create).some(aboutIt) && receivedOf(follower, Create).some(aboutIt), 'the post reaches both');
      // His comment on kenji's public post, which his follower hears of.
      const reporter = await appClientFor(server, { username: 'kenjisato', password: 'kenjiSato123' });
      const kenjisPost = (await reporter.createPost({ body: { caption: 'Open', content: 'to all' } })).post;
      const { comment } = await omar.addComment({ postId: kenjisPost._id, body: { text: 'Buy now' } });
      const aboutTheComment = (activity: Create | Delete) => activity.objectId?.href === `${origin}/posts/${comment._id}`;
      await until(() => receivedOf(follower, Create).some(aboutTheComment), 'the comment reaches his follower');
      await reporter.createReport({ body: { targetType: 'post', targetId: post._id, reason: 'spam', text: '' } });
      await reporter.createReport({ body: { targetType: 'comment', targetId: comment._id, reason: 'spam', text: '' } });
      await server.db.query(`update users set suspended_until = now() + interval '1 day', suspension_reason = 'Spam' where id = $1`, [
        omarsId,
      ]);
      const moderator = await adminClient();
      for (const targetId of [post._id, comment._id]) {
        const found = (await moderator.getReports()).reports.find((report) => report.targetId === targetId)!;
        await moderator.actOnReport({ reportId: found._id, body: { action: 'remove', reason: 'Spam' } });
      }
      await deliveriesSent(server);
      const { rows } = await server.db.query<{ state: string }>(
        `select state from pgboss.job where name = '${inTurnQueueOf('federation.post')}' and data->>'postId' = $1 and data->>'change' = 'delete'`,
        [post._id],
      );
      expect(rows).toEqual([{ state: 'completed' }]);
      // Each read it signed with his key.
      for (const elsewhere of [peer, follower]) {
        expect(
          receivedOf(elsewhere, Delete)
            .filter(aboutIt)
            .map((activity) => activity.actorId?.href),
        ).toEqual([`${origin}/users/${omarsId}`]);
      }
      expect(receivedOf(follower, Delete).filter(aboutTheComment)).toHaveLength(1);
      // His actor meanwhile, as Mastodon serves a suspended account's: who he is and his key, for a
      // server that never kept it; nothing he wrote of himself.
      const served = await getJson(`/users/${omarsId}`);
      const person = served.body as { suspended?: boolean; name?: string; summary?: string; publicKey?: { id: string } };
      expect([served.status, person.suspended, person.name, person.summary, person.publicKey?.id]).toEqual([
        200,
        true,
        undefined,
        undefined,
        `${origin}/users/${omarsId}#main-key`,
      ]);
    } finally {
      await server.db.query('update users set suspended_until = null, suspension_reason = null where id = $1', [omarsId]);
      await server.db.query('delete from users where domain = $1', [new URL(follower.origin).host]);
      await follower.close();
    }
  });

  // As Mastodon tells of a member it suspends (its SuspendAccountService, then UnsuspendAccountService).
  test('is hidden by their followers’ servers, told their actor is suspended, and shown again once the suspension ends or is lifted', async () => {
    const omarsId = await omarId();
    const actor = `${origin}/users/${omarsId}`;
    const follower = await startPeer();
    const moderator = await adminClient();
    // Earlier tests make him an admin, whom nobody suspends: a member here, as he was.
    const { rows: roles } = await server.db.query<{ role: string }>('select role from users where id = $1', [omarsId]);
    await server.db.query(`update users set role = 'member' where id = $1`, [omarsId]);
    try {
      const follow = new Follow({ id: new URL(`${follower.origin}/follows/omar`), actor: follower.bob, object: new URL(actor) });
      await follower.context().sendActivity({ identifier: 'bob' }, await omarRecipient(), follow, { immediate: true });
      await deliveriesRead(server);
      await until(() => receivedOf(follower, Accept).length === 1, 'omar accepts his follower');
      const reporter = await appClientFor(server, { username: 'kenjisato', password: 'kenjiSato123' });
      await reporter.createReport({ body: { targetType: 'user', targetId: omarsId, reason: 'spam', text: '' } });
      const found = (await moderator.getReports()).reports.find((report) => report.targetId === omarsId)!;
      const suspendedUntil = new Date(Date.now() + 86_400_000).toISOString();
      await moderator.actOnReport({ reportId: found._id, body: { action: 'suspend', reason: 'Spam', until: suspendedUntil } });
      await deliveriesSent(server);
      const told = async () =>
        Promise.all(
          receivedOf(follower, Update)
            .filter((update) => update.actorId?.href === actor)
            .map(async (update) => (await update.getObject()) as Person),
        );
      const [suspended] = await told();
      // Who he is and his key, so what is signed with it meanwhile is read; nothing he wrote of himself.
      expect([suspended?.suspended, suspended?.preferredUsername?.toString(), suspended?.name, suspended?.summary]).toEqual([
        true,
        'omarh',
        null,
        null,
      ]);
      expect((await suspended?.getPublicKey())?.id?.href).toBe(`${actor}#main-key`);
      // Told again when it ends, by a job that waits for its end.
      const endsWaiting = async () =>
        (
          await server.db.query<{ at: string }>(
            `select start_after as at from pgboss.job where name = 'federation.suspension-ends' and state = 'created' and data->>'userId' = $1`,
            [omarsId],
          )
        ).rows.map((row) => new Date(row.at).toISOString());
      expect(await endsWaiting()).toEqual([suspendedUntil]);

      // Its time come (moved to now, as time passing would), a job of that kind tells them he is
      // back: one added due now, since one coming due wakes the workers only at their next look
      // (in 30 s); the one the suspension added still waits for tomorrow.
      const profileJobs = async () =>
        (
          await server.db.query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = $1 and data->>'userId' = $2`, [
            inTurnQueueOf('federation.profile'),
            omarsId,
          ])
        ).rows[0]!.n;
      const profileJobsBefore = await profileJobs();
      await letTimedSuspensionsEnd(server.db);
      await server.jobs.enqueue(server.db, { name: 'federation.suspension-ends', data: { userId: omarsId } });
      await deliveriesSent(server);
      const [, back] = await told();
      expect([back?.suspended ?? false, back?.name?.toString()]).toEqual([false, 'Omar Haddad']);
      // Told by a job of his profile's, in turn with the other changes to it, whichever process takes them.
      expect(await profileJobs()).toBe(profileJobsBefore + 1);

      // Suspended again, for good this time, and lifted by a moderator: told each at once, and no job waits for an end.
      await reporter.createReport({ body: { targetType: 'user', targetId: omarsId, reason: 'spam', text: 'Again' } });
      const again = (await moderator.getReports()).reports.find((report) => report.targetId === omarsId)!;
      await moderator.actOnReport({ reportId: again._id, body: { action: 'suspend', reason: 'Spam again' } });
      await deliveriesSent(server);
      expect((await told())[2]?.suspended).toBe(true);
      expect(await endsWaiting()).toEqual([suspendedUntil]);
      await moderator.unsuspend({ userId: omarsId, body: { reason: 'Cleared' } });
      await deliveriesSent(server);
      const [, , , shown] = await told();
      expect([shown?.suspended ?? false, shown?.name?.toString()]).toEqual([false, 'Omar Haddad']);
    } finally {
      await server.db.query("delete from pgboss.job where name = 'federation.suspension-ends'");
      await server.db.query('update users set suspended_until = null, suspension_reason = null, role = $2 where id = $1', [
        omarsId,
        roles[0]!.role,
      ]);
      await server.db.query('delete from users where domain = $1', [new URL(follower.origin).host]);
      await follower.close();
    }
  });
});

describe('whom else an activity is sent to, besides the followers', () => {
  const someone = (name: string, host: string, sharedInbox: boolean) => ({
    uri: `https://${host}/users/${name}`,
    name,
    displayName: name,
    domain: host,
    inbox: `https://${host}/users/${name}/inbox`,
    sharedInbox: sharedInbox ? `https://${host}/inbox` : null,
  });
  const hosts = ['one.example', 'two.example', 'three.example'];
  afterEach(async () => {
    await server.db.query('delete from users where domain = any($1::text[])', [hosts]);
  });

  test('nobody at a server a follower is sent it at; someone there with an inbox of their own, where a follower is suspended, or elsewhere is', async () => {
    const omarsId = await omarId();
    const people = {
      follower: someone('follower', 'one.example', true),
      besideFollower: someone('beside', 'one.example', true),
      ownInbox: someone('own', 'one.example', false),
      suspendedFollower: someone('suspended', 'two.example', true),
      besideSuspended: someone('beside', 'two.example', true),
      farAway: someone('far', 'three.example', true),
    };
    const ids: Record<string, string> = {};
    for (const [key, person] of Object.entries(people)) ids[key] = (await rememberRemotePerson(server.db, person))!._id;
    for (const key of ['follower', 'suspendedFollower'])
      await server.db.query('insert into follows (follower_id, followee_id, follow_uri) values ($1, $2, $3)', [
        ids[key],
        omarsId,
        `${people[key as keyof typeof people].uri}#follows/omar`,
      ]);
    await server.db.query(`update users set suspended_until = now() + interval '1 day', suspension_reason = 'Spam' where id = $1`, [
      ids.suspendedFollower,
    ]);

    const recipient = (person: (typeof people)[keyof typeof people]) => ({
      uri: person.uri,
      inbox: person.inbox,
      sharedInbox: person.sharedInbox,
    });
    const others = [people.besideFollower, people.ownInbox, people.besideSuspended, people.farAway].map(recipient);
    const sent = await beyondFollowersOf(server.db, omarsId, others);
    expect(sent.map((person) => person.uri)).toEqual([people.ownInbox.uri, people.besideSuspended.uri, people.farAway.uri]);
  });
});

describe('liked and reposted from elsewhere', () => {
  const bobSends = async (activity: Like | Announce | Undo) => bobDelivers(await omarRecipient(), activity);
  const note = (postId: string) => new URL(`${origin}/posts/${postId}`);

  test('a Like and an Announce of a public post count and notify its author; their Undo takes them back', async () => {
    const omar = await appClientFor(server, omarLogin);
    const { post } = await omar.createPost({ body: { caption: 'Liked from afar', content: 'hello' } });
    const like = new Like({ id: new URL(`${peer.origin}/likes/1`), actor: peer.bob, object: note(post._id) });
    const announce = new Announce({
      id: new URL(`${peer.origin}/announces/1`),
      actor: peer.bob,
      object: note(post._id),
      tos: [PUBLIC_COLLECTION],
    });
    // Bob is known here: what his actor says is kept already, and not written again for each.
    const bobKeptAt = async () =>
      (
        await server.db.query<{ at: string }>(
          'select u.updated_at::text as at from users u join remote_actors a on a.id = u.id where a.uri = $1',
          [peer.bob.href],
        )
      ).rows[0]?.at;
    const keptAt = await bobKeptAt();
    expect(keptAt).toBeDefined();
    await bobSends(like);
    await bobSends(announce);
    // Sent twice, counted once.
    await bobSends(like);
    const seen = (await omar.getPost({ postId: post._id })).post;
    expect([seen.likes.likeCount, seen.repostCount]).toEqual([1, 1]);
    expect(await bobKeptAt()).toBe(keptAt);
    expect(seen.likes.likedBy.map((user) => user.username)).toEqual([`bob@${new URL(peer.origin).host}`]);
    const { notifications } = await omar.getNotifications();
    const told = notifications.filter((one) => one.postId === post._id);
    expect(told.map((one) => [one.type, one.actors.map((actor) => actor.username)]).sort()).toEqual([
      ['like', [`bob@${new URL(peer.origin).host}`]],
      ['repost', [`bob@${new URL(peer.origin).host}`]],
    ]);

    await bobSends(new Undo({ id: new URL(`${peer.origin}/likes/1/undo`), actor: peer.bob, object: like }));
    await bobSends(new Undo({ id: new URL(`${peer.origin}/announces/1/undo`), actor: peer.bob, object: announce }));
    const after = (await omar.getPost({ postId: post._id })).post;
    expect([after.likes.likeCount, after.repostCount]).toEqual([0, 0]);
  });

  test('a post they may not see is neither liked nor reposted by them; one for followers is liked by a follower, never passed on', async () => {
    const omar = await appClientFor(server, omarLogin);
    const { post } = await omar.createPost({ body: { caption: 'For my followers', content: 'here only', visibility: 'followers' } });
    await bobSends(new Like({ id: new URL(`${peer.origin}/likes/2`), actor: peer.bob, object: note(post._id) }));
    await bobSends(new Announce({ id: new URL(`${peer.origin}/announces/2`), actor: peer.bob, object: note(post._id) }));
    const seen = (await omar.getPost({ postId: post._id })).post;
    expect([seen.likes.likeCount, seen.repostCount]).toEqual([0, 0]);

    const follow = new Follow({ id: new URL(`${peer.origin}/follows/omar`), actor: peer.bob, object: (await omarRecipient()).id });
    await bobDelivers(await omarRecipient(), follow);
    await until(async () => (await remoteFollows()).length === 1, 'bob follows omar');
    await bobSends(new Like({ id: new URL(`${peer.origin}/likes/3`), actor: peer.bob, object: note(post._id) }));
    await bobSends(new Announce({ id: new URL(`${peer.origin}/announces/3`), actor: peer.bob, object: note(post._id) }));
    const followed = (await omar.getPost({ postId: post._id })).post;
    expect([followed.likes.likeCount, followed.repostCount]).toEqual([1, 0]);
    await forgetRemoteFollows();
  });

  test("a public post's edit and deletion reach whoever elsewhere reposted or liked it, though they follow no one here", async () => {
    const omar = await appClientFor(server, omarLogin);
    const isPost = (postId: string) => (activity: Update | Delete) => activity.objectId?.href === note(postId).href;
    const reposted = (await omar.createPost({ body: { caption: 'Passed on afar', content: 'first words' } })).post;
    const liked = (await omar.createPost({ body: { caption: 'Liked afar', content: 'first words' } })).post;
    await bobSends(
      new Announce({ id: new URL(`${peer.origin}/announces/5`), actor: peer.bob, object: note(reposted._id), tos: [PUBLIC_COLLECTION] }),
    );
    await bobSends(new Like({ id: new URL(`${peer.origin}/likes/5`), actor: peer.bob, object: note(liked._id) }));

    for (const post of [reposted, liked]) {
      await omar.editPost({ postId: post._id, body: { caption: post.caption, content: 'second words' } });
      await until(() => receivedOf(peer, Update).some(isPost(post._id)), 'the edit reaches bob');
      const update = receivedOf(peer, Update).find(isPost(post._id))!;
      expect(String(((await update.getObject()) as Note).content)).toContain('second words');
      await omar.deletePost({ postId: post._id });
      await until(() => receivedOf(peer, Delete).some(isPost(post._id)), 'the deletion reaches bob');
    }
  });

  test('a public post bob answered: its edit reaches him until its author blocks him; a moderator’s removal of it reaches him still', async () => {
    const omar = await appClientFor(server, omarLogin);
    const noteUri = (postId: string) => note(postId).href;
    const { post } = await omar.createPost({ body: { caption: 'Answered afar', content: 'first words' } });
    const reply = new Note({
      id: new URL(`${peer.origin}/notes/kept-reply`),
      attribution: peer.bob,
      content: '<p>An answer</p>',
      replyTarget: note(post._id),
      tos: [PUBLIC_COLLECTION],
    });
    const create = new Create({ id: new URL(`${reply.id!.href}/create`), actor: peer.bob, object: reply, tos: reply.toIds });
    await bobDelivers(await omarRecipient(), create);
    expect((await omar.getComments({ postId: post._id })).comments).toHaveLength(1);

    const updatesOfIt = () => receivedOf(peer, Update).filter((update) => update.objectId?.href === noteUri(post._id));
    await omar.editPost({ postId: post._id, body: { caption: post.caption, content: 'second words' } });
    await until(() => updatesOfIt().length === 1, 'the edit reaches bob, who answered it');

    // Omar gets a follower on another server, so his edit's job runs whoever is blocked.
    const other = await startPeer();
    const follow = new Follow({ id: new URL(`${other.origin}/follows/omar`), actor: other.bob, object: (await omarRecipient()).id });
    await other.context().sendActivity({ identifier: 'bob' }, await omarRecipient(), follow, { immediate: true });
    await deliveriesRead(server);
    await until(() => receivedOf(other, Accept).length === 1, 'omar accepts a follower on another server');
    const bobId = (await omar.searchUsers({ query: { q: `bob@${new URL(peer.origin).host}` } })).users[0]!._id;
    await omar.block({ userId: bobId });
    // Lifted whatever happens: the tests after this one have bob deliver to omar, and know one server.
    try {
      await omar.editPost({ postId: post._id, body: { caption: post.caption, content: 'third words' } });
      await deliveriesSent(server);
      expect(receivedOf(other, Update).filter((update) => update.objectId?.href === noteUri(post._id))).toHaveLength(1);
      expect(updatesOfIt()).toHaveLength(1);

      // A moderator takes the post away: whoever kept it is told, blocked or not.
      const reporter = await appClientFor(server, { username: 'kenjisato', password: 'kenjiSato123' });
      await reporter.createReport({ body: { targetType: 'post', targetId: post._id, reason: 'spam', text: '' } });
      const moderator = await adminClient();
      const found = (await moderator.getReports()).reports.find((report) => report.targetId === post._id)!;
      await moderator.actOnReport({ reportId: found._id, body: { action: 'remove', reason: 'Spam' } });
      await until(
        () => receivedOf(peer, Delete).some((deleted) => deleted.objectId?.href === noteUri(post._id)),
        'the removal reaches bob',
      );
    } finally {
      await omar.unblock({ userId: bobId });
      await server.db.query('delete from users where domain = $1', [new URL(other.origin).host]);
      await other.close();
    }
  });
});

describe('the posts of people elsewhere', () => {
  const priyaLogin = { username: 'priyanair', password: 'priyaNair123' };
  const bobFollowers = () => new URL(`${peer.bob.href}/followers`);
  const bobsNote = (id: string, html: string, audience: 'public' | 'followers' = 'public') =>
    new Note({
      id: new URL(`${peer.origin}/notes/${id}`),
      attribution: peer.bob,
      content: html,
      url: new URL(`${peer.origin}/@bob/${id}`),
      tos: audience === 'public' ? [PUBLIC_COLLECTION] : [bobFollowers()],
      ccs: audience === 'public' ? [bobFollowers()] : [],
    });
  const bobSends = async (activity: Create | Update | Delete) => bobDelivers(await omarRecipient(), activity, { preferSharedInbox: true });
  const createOfNote = (note: Note) =>
    new Create({ id: new URL(`${note.id!.href}/create`), actor: peer.bob, object: note, tos: note.toIds, ccs: note.ccIds });
  const homeOf = async (client: Awaited<ReturnType<typeof appClientFor>>) => (await client.getFeedPage({ query: { limit: 50 } })).posts;
  const bobsPostsIn = (posts: Awaited<ReturnType<typeof homeOf>>) =>
    posts.filter((post) => post.username === `bob@${new URL(peer.origin).host}`);
  /** `object` served at its id by his server, as it gives it to anyone who asks. */
  const served = async (object: Person | Note | CollectionPage | Tombstone) =>
    peer.serveFile(object.id!.pathname, 'application/activity+json', new TextEncoder().encode(JSON.stringify(await object.toJsonLd())));

  afterEach(async () => {
    await server.db.query(`delete from posts where uri is not null`);
    await server.db.query(`delete from remote_tombstones`);
    await server.db.query('delete from follows where follower_id = (select id from users where username = $1)', ['omarh']);
    await server.db.query('delete from follow_requests where follower_id = (select id from users where username = $1)', ['omarh']);
  });

  test('a delivery is answered once its signature is checked, and read after: a post whose Note his server is slow to give is kept once it does', async () => {
    const { omar } = await omarFollowsBob();
    const note = bobsNote('slow', '<p>Worth the wait</p>');
    await served(note);
    // His Create names the Note by its address alone: reading it fetches the Note, which his server holds.
    const create = new Create({ id: new URL(`${note.id!.href}/create`), actor: peer.bob, object: note.id, tos: note.toIds });
    const fetching = peer.holdFetches();
    await peer.context().sendActivity({ identifier: 'bob' }, await omarRecipient(), create, { immediate: true, preferSharedInbox: true });
    await fetching;
    expect(bobsPostsIn(await homeOf(omar))).toEqual([]);

    peer.answerFetches();
    await deliveriesRead(server);
    expect(bobsPostsIn(await homeOf(omar)).map((post) => post.content)).toEqual(['Worth the wait']);
  });

  test('a post of someone followed comes to Home once, cleaned of script and styles, and stays out of Explore', async () => {
    const { omar } = await omarFollowsBob();
    const note = bobsNote(
      '1',
      '<p style="color:red" onclick="steal()">Hello from <b>afar</b><script>alert(1)</script></p><p>line<br>two</p>',
    );
    await bobSends(createOfNote(note));
    await bobSends(createOfNote(note));
    const [post, ...more] = bobsPostsIn(await homeOf(omar));
    expect(more).toEqual([]);
    expect(post).toMatchObject({
      caption: '',
      content: 'Hello from afar\n\nline\ntwo',
      elsewhere: { html: '<p>Hello from afar</p><p>line<br />two</p>', url: `${peer.origin}/@bob/1` },
      visibility: 'public',
    });
    expect(bobsPostsIn((await omar.getPosts({ query: { limit: 100 } })).posts)).toEqual([]);
    // It is bob's server's to serve: never as one of this community's Notes.
    expect((await getJson(`/posts/${post!._id}`)).status).toBe(404);
  });

  test('an app reads his post in Home as his status, with the HTML his server sent and his account there', async () => {
    const { omar } = await omarFollowsBob();
    await bobSends(createOfNote(bobsNote('app', '<p>Read in an app</p>')));
    const token = await appTokenFor(server, omar.token!, 'read');
    const { body } = await send(server, 'GET', '/api/v1/timelines/home?limit=40', { token });
    const host = new URL(peer.origin).host;
    const status = (body as Array<{ content: string; url: string; account: { acct: string } }>).find(
      (one) => one.account.acct === `bob@${host}`,
    );
    expect(status).toMatchObject({ content: '<p>Read in an app</p>', url: `${peer.origin}/@bob/app` });
  });

  test('their edit changes it and keeps the earlier version; an edit or a deletion by someone else changes nothing', async () => {
    const { omar } = await omarFollowsBob();
    await bobSends(createOfNote(bobsNote('2', '<p>First words</p>')));
    const edited = bobsNote('2', '<p>Better words</p>');
    await bobSends(new Update({ id: new URL(`${peer.origin}/notes/2/update`), actor: peer.bob, object: edited }));
    const [post] = bobsPostsIn(await homeOf(omar));
    expect([post!.content, post!.editedAt === null]).toEqual(['Better words', false]);
    const { versions } = await omar.getPostHistory({ postId: post!._id });
    expect(versions.map((version) => version.content)).toEqual(['First words']);

    // bob signs for a Note another actor wrote: not his to change.
    const forged = new Note({
      id: new URL(`${peer.origin}/notes/2`),
      attribution: new URL(`${peer.origin}/users/carol`),
      content: '<p>Forged</p>',
      tos: [PUBLIC_COLLECTION],
    });
    await bobSends(new Update({ id: new URL(`${peer.origin}/notes/2/forged`), actor: peer.bob, object: forged }));
    expect(bobsPostsIn(await homeOf(omar))[0]!.content).toBe('Better words');
  });

  test('their deletion removes it; a deletion that arrives before its post keeps the post from being stored', async () => {
    const { omar } = await omarFollowsBob();
    await bobSends(createOfNote(bobsNote('3', '<p>Soon gone</p>')));
    expect(bobsPostsIn(await homeOf(omar))).toHaveLength(1);
    await bobSends(
      new Delete({ id: new URL(`${peer.origin}/notes/3/delete`), actor: peer.bob, object: new URL(`${peer.origin}/notes/3`) }),
    );
    expect(bobsPostsIn(await homeOf(omar))).toEqual([]);

    await bobSends(
      new Delete({ id: new URL(`${peer.origin}/notes/4/delete`), actor: peer.bob, object: new URL(`${peer.origin}/notes/4`) }),
    );
    await bobSends(createOfNote(bobsNote('4', '<p>Overtaken by its deletion</p>')));
    expect(bobsPostsIn(await homeOf(omar))).toEqual([]);
  });

  test('a post for his followers shows to his follower here, and to nobody else', async () => {
    const { omar } = await omarFollowsBob();
    await bobSends(createOfNote(bobsNote('5', '<p>Followers only</p>', 'followers')));
    const [post] = bobsPostsIn(await homeOf(omar));
    expect(post?.visibility).toBe('followers');
    const priya = await appClientFor(server, priyaLogin);
    await expect(priya.getPost({ postId: post!._id })).rejects.toMatchObject({ status: 404 });
  });

  test('a post for his followers from someone known before his followers were kept, or who moved them, reads them from his actor, and keeps them', async () => {
    const { omar } = await omarFollowsBob();
    const keptFollowers = async () =>
      (await server.db.query('select followers_url from remote_actors where uri = $1', [peer.bob.href])).rows[0]?.followers_url;
    // As a person met before migration 049 is kept: no followers collection of his yet.
    await server.db.query('update remote_actors set followers_url = null where uri = $1', [peer.bob.href]);
    await bobSends(createOfNote(bobsNote('5b', '<p>For followers, still</p>', 'followers')));
    expect(await keptFollowers()).toBe(bobFollowers().href);
    // As if his server had moved them since: the collection his post names is his actor's.
    await server.db.query('update remote_actors set followers_url = $2 where uri = $1', [peer.bob.href, `${peer.origin}/old-followers`]);
    await bobSends(createOfNote(bobsNote('5d', '<p>For followers, again</p>', 'followers')));
    expect(await keptFollowers()).toBe(bobFollowers().href);
    expect(bobsPostsIn(await homeOf(omar)).map((post) => [post.content, post.visibility])).toEqual([
      [expect.stringContaining('again'), 'followers'],
      [expect.stringContaining('still'), 'followers'],
    ]);
  });

  // As Mastodon reads an actor its server suspended (its suspension_origin: remote).
  test('suspended by his server (his actor says so) is hidden here until his actor says so no more; a moderator’s suspension here is kept apart from it', async () => {
    const { omar, bobId } = await omarFollowsBob();
    const bobAs = (suspended: boolean) =>
      new Person({
        id: peer.bob,
        preferredUsername: 'bob',
        name: suspended ? null : 'Bob Elsewhere',
        inbox: new URL(`${peer.bob.href}/inbox`),
        followers: bobFollowers(),
        suspended,
      });
    let updates = 0;
    const bobIs = async (suspended: boolean) => {
      updates += 1;
      await bobSends(
        new Update({ id: new URL(`${peer.bob.href}#updates/suspended-${updates}`), actor: peer.bob, object: bobAs(suspended) }),
      );
    };
    await bobSends(createOfNote(bobsNote('there-1', '<p>Before his server spoke</p>')));
    const shown = async () => bobsPostsIn(await homeOf(omar)).some((post) => post.content === 'Before his server spoke');
    expect(await shown()).toBe(true);
    const moderator = await adminClient();
    await omar.createReport({ body: { targetType: 'user', targetId: bobId, reason: 'spam', text: '' } });
    const reported = async () => (await moderator.getReports()).reports.find((report) => report.targetId === bobId)!;

    await bobIs(true);
    await until(async () => !(await shown()), 'his post is hidden');
    // The moderators see on the report of him whose suspension it is.
    const { author } = await reported();
    expect([author.suspendedUntil, author.suspendedByTheirServer]).toEqual([null, true]);
    // His actor read for anything else may be older than his server's word (his Follow's, from a cache): it lifts nothing.
    await bobDelivers(
      await omarRecipient(),
      new Follow({ id: new URL(`${peer.origin}/follows/while-suspended`), actor: peer.bob, object: (await omarRecipient()).id }),
    );
    await deliveriesRead(server);
    await forgetRemoteFollows();
    expect(await shown()).toBe(false);
    await bobIs(false);
    await until(shown, 'his post shows again');

    const found = await reported();
    expect(found.author.suspendedByTheirServer).toBe(false);
    await moderator.actOnReport({ reportId: found._id, body: { action: 'suspend', reason: 'Spam from elsewhere' } });
    let liftedHere = false;
    try {
      await bobIs(true);
      await bobIs(false);
      await deliveriesRead(server);
      expect(await shown()).toBe(false);
      // Both at once, the moderator's lifted first: his server's still hides him, until it too ends.
      await bobIs(true);
      await deliveriesRead(server);
      await moderator.unsuspend({ userId: bobId, body: { reason: 'Cleared' } });
      liftedHere = true;
      expect(await shown()).toBe(false);
    } finally {
      if (!liftedHere) await moderator.unsuspend({ userId: bobId, body: { reason: 'Cleared' } });
      await bobIs(false);
    }
    await until(shown, 'his post shows once neither suspension lasts');
  });

  test('his profile edited on his server (an Update of his actor) is his profile here; an Update of another actor changes nothing', async () => {
    const { omar, bobId } = await omarFollowsBob();
    const renamed = new Person({
      id: peer.bob,
      preferredUsername: 'bob',
      name: 'Robert Elsewhere',
      summary: '<p>Now with a bio</p>',
      inbox: new URL(`${peer.bob.href}/inbox`),
      followers: bobFollowers(),
    });
    await bobSends(new Update({ id: new URL(`${peer.bob.href}#updates/1`), actor: peer.bob, object: renamed }));
    await until(async () => (await omar.getUser({ userId: bobId })).user.firstName === 'Robert Elsewhere', 'his new name is kept');
    expect((await omar.getUser({ userId: bobId })).user.bio).toBe('Now with a bio');
    // Someone else of his server known here: bob speaks for himself alone.
    const carol = { uri: `${peer.origin}/users/carol`, inbox: `${peer.origin}/users/carol/inbox` };
    const carolHere = await rememberRemotePerson(server.db, {
      ...carol,
      name: 'carol',
      displayName: 'Carol',
      domain: new URL(peer.origin).host,
      sharedInbox: null,
    });
    const notCarol = new Person({ id: new URL(carol.uri), preferredUsername: 'carol', name: 'Not Carol', inbox: new URL(carol.inbox) });
    await bobSends(new Update({ id: new URL(`${peer.bob.href}#updates/2`), actor: peer.bob, object: notCarol }));
    // Nor is a post of another server's he passes on in his own Create: his server cannot speak for
    // it, and it is fetched from its own, which answers it has no such post (a 202, nothing kept).
    const notBobs = (address: string) =>
      new Create({
        id: new URL(`${peer.bob.href}#creates/${encodeURIComponent(address)}`),
        actor: peer.bob,
        object: new Note({ id: new URL(address), attribution: peer.bob, content: '<p>Not his</p>', tos: [PUBLIC_COLLECTION] }),
        tos: [PUBLIC_COLLECTION],
      });
    await bobSends(notBobs(`${origin}/posts/no-such-post`));
    // A server that does not answer may answer later: the delivery is taken, and read again later.
    await bobSends(notBobs('http://127.0.0.1:1/notes/1'));
    expect(await readingsToTryAgain()).toEqual([{ attempt: 1 }]);
    expect(server.lines.filter((line) => line.includes('a delivery from another server failed to be read'))).toHaveLength(1);
    await server.db.query(`delete from pgboss.job where name = 'federation.inbox' and state = 'created'`);
    const fetchedOnes = await server.db.query('select uri from posts where uri in ($1, $2)', [
      `${origin}/posts/no-such-post`,
      'http://127.0.0.1:1/notes/1',
    ]);
    expect(fetchedOnes.rows).toEqual([]);
    await bobSends(createOfNote(bobsNote('5c', '<p>After the update</p>')));
    expect(bobsPostsIn(await homeOf(omar)).map((post) => post.visibility)).toEqual(['public']);
    expect((await omar.getUser({ userId: carolHere!._id })).user.firstName).toBe('Carol');
    await server.db.query('delete from users where id = $1', [carolHere!._id]);
  });

  test('a like, a comment and a repost of his post go to his server, named by the post’s id there; their undoing too', async () => {
    const { omar } = await omarFollowsBob();
    await bobSends(createOfNote(bobsNote('7', '<p>Talk to me</p>')));
    const [post] = bobsPostsIn(await homeOf(omar));
    const noteId = `${peer.origin}/notes/7`;
    peer.received.length = 0;

    await omar.likePost({ postId: post!._id });
    await until(() => receivedOf(peer, Like).length === 1, 'the Like reaches bob');
    const like = receivedOf(peer, Like)[0]!;
    expect(like.objectId?.href).toBe(noteId);
    await omar.dislikePost({ postId: post!._id });
    await until(() => receivedOf(peer, Undo).length === 1, 'the Undo of the Like reaches bob');
    expect((await receivedOf(peer, Undo)[0]!.getObject())?.id?.href).toBe(like.id?.href);

    await omar.addComment({ postId: post!._id, body: { text: 'Hello back' } });
    await until(() => receivedOf(peer, Create).length === 1, 'the reply reaches bob');
    const reply = (await receivedOf(peer, Create)[0]!.getObject()) as Note;
    expect(reply.replyTargetId?.href).toBe(noteId);
    expect(reply.toIds.map((id) => id.href)).toEqual([PUBLIC_COLLECTION.href]);
    expect(reply.ccIds.map((id) => id.href)).toContain(peer.bob.href);

    await omar.repostPost({ postId: post!._id });
    await until(() => receivedOf(peer, Announce).length === 1, 'the repost reaches bob');
    expect(receivedOf(peer, Announce)[0]!.objectId?.href).toBe(noteId);
  });

  test('a like taken back before its job ran, its Undo’s job run first, goes nowhere; the Undo does, so his server ends as this one', async () => {
    const { omar } = await omarFollowsBob();
    await bobSends(createOfNote(bobsNote('7b', '<p>Quick fingers</p>')));
    const [post] = bobsPostsIn(await homeOf(omar));
    peer.received.length = 0;
    // A like taken back in a request whose transaction began first, and waited for the like's to
    // commit: the queue runs jobs in the order their transactions began, so the Undo's runs first.
    const { rows } = await server.db.query<{ uri: string; inbox: string; sharedInbox: string | null }>(
      'select uri, inbox_url as inbox, shared_inbox_url as "sharedInbox" from remote_actors where uri = $1',
      [peer.bob.href],
    );
    const like = { userId: await omarId(), postUri: `${peer.origin}/notes/7b`, author: rows[0]!, likedAt: new Date().toISOString() };
    await server.db.transaction(async (tx) => {
      await server.jobs.enqueue(tx, { name: 'federation.like', data: { ...like, liked: false } });
      await server.jobs.enqueue(tx, { name: 'federation.like', data: { ...like, liked: true } });
    });
    await deliveriesSent(server);
    expect([receivedOf(peer, Undo).length, receivedOf(peer, Like).length]).toEqual([1, 0]);
    // A like that stands goes.
    await omar.likePost({ postId: post!._id });
    await until(() => receivedOf(peer, Like).length === 1, 'the Like reaches bob');
  });

  test('his reply to a member’s post is a comment on it, told to her; his deletion of it takes it away', async () => {
    const omar = await appClientFor(server, omarLogin);
    const { post } = await omar.createPost({ body: { caption: 'Ask me', content: 'anything' } });
    const reply = new Note({
      id: new URL(`${peer.origin}/notes/reply-1`),
      attribution: peer.bob,
      content: '<p>A <i>good</i> question<script>x()</script></p>',
      replyTarget: new URL(`${origin}/posts/${post._id}`),
      tos: [PUBLIC_COLLECTION],
      ccs: [(await omarRecipient()).id],
    });
    await bobSends(createOfNote(reply));
    const { comments } = await omar.getComments({ postId: post._id });
    expect(comments.map((comment) => [comment.username, comment.text, comment.elsewhere?.html])).toEqual([
      [`bob@${new URL(peer.origin).host}`, 'A good question', '<p>A good question</p>'],
    ]);
    const { notifications } = await omar.getNotifications();
    expect(notifications.find((one) => one.commentId === comments[0]!._id)?.type).toBe('comment');

    await bobSends(new Delete({ id: new URL(`${peer.origin}/notes/reply-1/delete`), actor: peer.bob, object: reply.id! }));
    expect((await omar.getComments({ postId: post._id })).comments).toEqual([]);
  });

  test('his reply’s photo shows on the comment and its video is a link to his server; his edit changes them', async () => {
    const omar = await appClientFor(server, omarLogin);
    const { post } = await omar.createPost({ body: { caption: 'Show me', content: 'your garden' } });
    const file = (name: string) => new URL(`${peer.origin}/media/${name}`);
    const reply = new Note({
      id: new URL(`${peer.origin}/notes/reply-media`),
      attribution: peer.bob,
      content: '<p>Here</p>',
      replyTarget: new URL(`${origin}/posts/${post._id}`),
      tos: [PUBLIC_COLLECTION],
      attachments: [
        new Video({ mediaType: 'video/mp4', url: file('walk.mp4') }),
        new Document({ mediaType: 'image/jpeg', url: file('tulips.jpg'), name: 'Tulips in a row' }),
      ],
    });
    await bobSends(createOfNote(reply));
    const carriedBy = async () => {
      const [comment] = (await omar.getComments({ postId: post._id })).comments;
      return { id: comment!._id, images: comment!.elsewhere?.images, media: comment!.elsewhere?.media };
    };
    const before = await carriedBy();
    expect(before).toEqual({
      id: before.id,
      images: [{ id: `elsewhere/comment/${before.id}/0`, url: `/api/media/elsewhere/comment/${before.id}/0`, alt: 'Tulips in a row' }],
      media: [{ kind: 'video', url: file('walk.mp4').href, description: '' }],
    });
    await bobSends(
      new Update({ id: new URL(`${peer.origin}/notes/reply-media/update`), actor: peer.bob, object: reply.clone({ attachments: [] }) }),
    );
    expect(await carriedBy()).toEqual({ id: before.id, images: [], media: [] });
  });

  test('his reply’s content warning and the sensitive mark on what it carries stay with the comment, for the page and for apps; his edit changes them', async () => {
    const omar = await appClientFor(server, omarLogin);
    const { post } = await omar.createPost({ body: { caption: 'The finale', content: 'thoughts?' } });
    const replyWarned = (summary: string | null, sensitive: boolean) =>
      new Note({
        id: new URL(`${peer.origin}/notes/reply-warned`),
        attribution: peer.bob,
        summary,
        sensitive,
        content: '<p>The butler did it</p>',
        replyTarget: new URL(`${origin}/posts/${post._id}`),
        tos: [PUBLIC_COLLECTION],
        attachments: [new Document({ mediaType: 'image/jpeg', url: new URL(`${peer.origin}/media/scene.jpg`) })],
      });
    await bobSends(createOfNote(replyWarned('Spoilers for the finale', true)));
    const warningOf = async () => {
      const { elsewhere } = (await omar.getComments({ postId: post._id })).comments[0]!;
      return [elsewhere?.contentWarning, elsewhere?.sensitive];
    };
    expect(await warningOf()).toEqual(['Spoilers for the finale', true]);
    // Her notification names the warning, not the words it hides.
    const { notifications } = await omar.getNotifications();
    const told = notifications.find((one) => one.postId === post._id);
    expect([told?.type, told?.excerpt, told?.contentWarning]).toEqual(['comment', '', 'Spoilers for the finale']);
    const token = await appTokenFor(server, omar.token!, 'read');
    const { body } = await send(server, 'GET', `/api/v1/statuses/${post._id}/context`, { token });
    const [status] = (body as { descendants: Array<{ spoiler_text: string; sensitive: boolean }> }).descendants;
    expect([status?.spoiler_text, status?.sensitive]).toEqual(['Spoilers for the finale', true]);

    await bobSends(
      new Update({
        id: new URL(`${peer.origin}/notes/reply-warned/update`),
        actor: peer.bob,
        object: replyWarned(null, false),
      }),
    );
    expect(await warningOf()).toEqual(['', false]);
  });

  test('a reply that is not public stays out of a member’s comments; one to her alone is a message for her alone', async () => {
    const omar = await appClientFor(server, omarLogin);
    const { post } = await omar.createPost({ body: { caption: 'Ask me again', content: 'anything' } });
    const reply = new Note({
      id: new URL(`${peer.origin}/notes/reply-2`),
      attribution: peer.bob,
      content: '<p>For my followers</p>',
      replyTarget: new URL(`${origin}/posts/${post._id}`),
      tos: [bobFollowers()],
      ccs: [(await omarRecipient()).id],
    });
    await bobSends(createOfNote(reply));
    const direct = new Note({
      id: new URL(`${peer.origin}/notes/reply-3`),
      attribution: peer.bob,
      content: '<p>Just between us</p>',
      replyTarget: new URL(`${origin}/posts/${post._id}`),
      tos: [(await omarRecipient()).id],
    });
    await bobSends(createOfNote(direct));
    expect((await omar.getComments({ postId: post._id })).comments).toEqual([]);
    const { threads } = await omar.getPrivateThreads({ query: { limit: 5 } });
    expect(threads.map((thread) => [thread.post.content, thread.post.visibility])).toEqual([['Just between us', 'mentioned']]);
  });

  test('a direct message to a member is hers alone: in her private list, new to her, told to her, and nobody else’s; from a stranger too', async () => {
    const omar = await appClientFor(server, omarLogin);
    const direct = new Note({
      id: new URL(`${peer.origin}/notes/direct-1`),
      attribution: peer.bob,
      content: '<p><a href="#" class="mention">@omarh</a> are you free on Sunday?</p>',
      tags: [new Mention({ href: (await omarRecipient()).id, name: `@omarh@${new URL(origin).host}` })],
      tos: [(await omarRecipient()).id],
    });
    await bobSends(createOfNote(direct));
    const [thread, ...others] = (await omar.getPrivateThreads({ query: { limit: 5 } })).threads;
    expect(others).toEqual([]);
    expect(thread).toMatchObject({ unread: true, post: { content: '@omarh are you free on Sunday?', visibility: 'mentioned' } });
    expect(thread!.participants).toEqual([`bob@${new URL(peer.origin).host}`, 'omarh']);
    const { notifications } = await omar.getNotifications();
    expect(notifications.find((one) => one.type === 'mention' && one.postId === thread!.post._id)).toBeDefined();
    const priya = await appClientFor(server, priyaLogin);
    await expect(priya.getPost({ postId: thread!.post._id })).rejects.toMatchObject({ status: 404 });
    expect((await priya.getPrivateThreads({ query: { limit: 5 } })).threads).toEqual([]);
  });

  test('a direct conversation goes on: her comment goes to him alone, and his answer to her alone is a comment in it', async () => {
    const omar = await appClientFor(server, omarLogin);
    const direct = new Note({
      id: new URL(`${peer.origin}/notes/direct-2`),
      attribution: peer.bob,
      content: '<p>Lunch?</p>',
      tos: [(await omarRecipient()).id],
    });
    await bobSends(createOfNote(direct));
    const [thread] = (await omar.getPrivateThreads({ query: { limit: 5 } })).threads;
    peer.received.length = 0;
    await omar.addComment({ postId: thread!.post._id, body: { text: 'Gladly' } });
    await until(() => receivedOf(peer, Create).length === 1, 'her comment reaches bob');
    const comment = (await receivedOf(peer, Create)[0]!.getObject()) as Note;
    expect(comment.replyTargetId?.href).toBe(direct.id!.href);
    expect([comment.toIds.map((id) => id.href), comment.ccIds]).toEqual([[peer.bob.href], []]);
    // His server may fetch it again by his signature; nobody else is served it.
    const asBob = await peer.context().getDocumentLoader({ identifier: 'bob' });
    expect(((await asBob(comment.id!.href)).document as { content: string }).content).toContain('Gladly');
    expect((await getJson(comment.id!.pathname)).status).toBe(404);

    const answer = new Note({
      id: new URL(`${peer.origin}/notes/direct-3`),
      attribution: peer.bob,
      content: '<p>Noon, then</p>',
      replyTarget: comment.id,
      tos: [(await omarRecipient()).id],
    });
    await bobSends(createOfNote(answer));
    const [hers, ...others] = (await omar.getComments({ postId: thread!.post._id })).comments;
    expect([hers?.text, others]).toEqual(['Gladly', []]);
    const { comments: answers } = await omar.getReplies({ postId: thread!.post._id, commentId: hers!._id });
    expect(answers.map((one) => [one.text, one.username])).toEqual([['Noon, then', `bob@${new URL(peer.origin).host}`]]);
    expect((await omar.getPrivateThreads({ query: { limit: 5 } })).threads).toHaveLength(1);
  });

  test('a member’s answer to a direct message goes to everyone in it: its author, and another of elsewhere it names, met as it arrives', async () => {
    // Carol, of a third server nobody here has met: her actor is read as the message arrives.
    const deliveredToCarol: { object: { id: string } }[] = [];
    const carolsServer = createHttpServer((request, response) => {
      if (request.method === 'GET') {
        const carol = {
          '@context': 'https://www.w3.org/ns/activitystreams',
          id: carolUri,
          type: 'Person',
          preferredUsername: 'carol',
          inbox: `${carolUri}/inbox`,
        };
        response.writeHead(200, { 'content-type': 'application/activity+json' }).end(JSON.stringify(carol));
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        deliveredToCarol.push(JSON.parse(Buffer.concat(chunks).toString()) as { object: { id: string } });
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => carolsServer.listen(0, '127.0.0.1', resolve));
    const carolUri = `http://127.0.0.1:${(carolsServer.address() as AddressInfo).port}/users/carol`;
    try {
      const omar = await appClientFor(server, omarLogin);
      const omarsActor = (await omarRecipient()).id;
      const direct = new Note({
        id: new URL(`${peer.origin}/notes/direct-4`),
        attribution: peer.bob,
        content: '<p>A picnic, both of you?</p>',
        tags: [
          new Mention({ href: omarsActor, name: `@omarh@${new URL(origin).host}` }),
          new Mention({ href: new URL(carolUri), name: '@carol' }),
        ],
        tos: [omarsActor, new URL(carolUri)],
      });
      await bobSends(createOfNote(direct));
      const { threads } = await omar.getPrivateThreads({ query: { limit: 5 } });
      const thread = threads.find((one) => one.post.content === 'A picnic, both of you?')!;
      // Everyone in it, Carol too, whom nobody here knew before: read on her server as it arrived.
      const carolHere = `carol@${new URL(carolUri).host}`;
      expect(thread.participants).toEqual([`bob@${new URL(peer.origin).host}`, carolHere, 'omarh']);
      peer.received.length = 0;
      await omar.addComment({ postId: thread.post._id, body: { text: 'Count me in' } });
      await until(() => receivedOf(peer, Create).length === 1 && deliveredToCarol.length === 1, 'her answer reaches bob and carol');
      const answer = (await receivedOf(peer, Create)[0]!.getObject()) as Note;
      expect(answer.replyTargetId?.href).toBe(direct.id!.href);
      expect([answer.toIds.map((id) => id.href).sort(), answer.ccIds]).toEqual([[peer.bob.href, carolUri].sort(), []]);
      expect(deliveredToCarol[0]!.object.id).toBe(answer.id!.href);
    } finally {
      carolsServer.closeAllConnections();
      await new Promise((resolve) => carolsServer.close(resolve));
    }
  });

  test('a post that mentions a member notifies them, though they do not follow him', async () => {
    const omar = await appClientFor(server, omarLogin);
    const mention = new Note({
      id: new URL(`${peer.origin}/notes/mention-1`),
      attribution: peer.bob,
      content: '<p>Hello <a href="#" class="mention">@omarh</a></p>',
      tags: [new Mention({ href: (await omarRecipient()).id, name: `@omarh@${new URL(origin).host}` })],
      tos: [PUBLIC_COLLECTION],
      ccs: [(await omarRecipient()).id],
    });
    await bobSends(createOfNote(mention));
    const { notifications } = await omar.getNotifications();
    const told = notifications.find((one) => one.type === 'mention' && one.actors[0]?.username === `bob@${new URL(peer.origin).host}`);
    expect(told).toBeDefined();
    expect((await omar.getPost({ postId: told!.postId! })).post.content).toBe('Hello @omarh');
  });

  test('moderators remove his post here and suspend him here, in the log; nothing goes out in his name', async () => {
    const { omar, bobId } = await omarFollowsBob();
    const moderator = await adminClient();
    const actOnLatest = async (action: 'remove' | 'suspend') => {
      const [found] = (await moderator.getReports()).reports;
      await moderator.actOnReport({ reportId: found!._id, body: { action, reason: 'Spam from elsewhere' } });
    };
    await bobSends(createOfNote(bobsNote('mod-1', '<p>Buy now</p>')));
    const [post] = bobsPostsIn(await homeOf(omar));
    await omar.createReport({ body: { targetType: 'post', targetId: post!._id, reason: 'spam', text: '' } });
    await actOnLatest('remove');
    expect(bobsPostsIn(await homeOf(omar))).toEqual([]);

    await bobSends(createOfNote(bobsNote('mod-2', '<p>Buy again</p>')));
    await omar.createReport({ body: { targetType: 'user', targetId: bobId, reason: 'spam', text: '' } });
    await actOnLatest('suspend');
    await bobSends(createOfNote(bobsNote('mod-3', '<p>And again</p>')));
    expect(bobsPostsIn(await homeOf(omar))).toEqual([]);
    // What he posts while suspended is not kept at all.
    expect((await server.db.query('select 1 from posts where uri = $1', [`${peer.origin}/notes/mod-3`])).rows).toEqual([]);
    try {
      const { entries } = await moderator.getModerationLog();
      expect(entries.slice(0, 2).map((entry) => [entry.action, entry.subject?.username])).toEqual([
        ['suspend', `bob@${new URL(peer.origin).host}`],
        ['remove', `bob@${new URL(peer.origin).host}`],
      ]);
      // Nothing is sent as bob: his server speaks for him.
      const { rows } = await server.db.query(`select 1 from pgboss.job where name like 'federation.%' and data::text like $1`, [
        `%${bobId}%`,
      ]);
      expect(rows).toEqual([]);
    } finally {
      await moderator.unsuspend({ userId: bobId, body: { reason: 'Cleared' } });
    }
  });

  test('a report of his post sent to his server too goes as the community’s Flag, naming him and the post with its words; one kept here goes nowhere', async () => {
    const { omar } = await omarFollowsBob();
    await bobSends(createOfNote(bobsNote('flag-1', '<p>Cheap pills</p>')));
    await bobSends(createOfNote(bobsNote('flag-2', '<p>More pills</p>')));
    const posts = bobsPostsIn(await homeOf(omar));
    const postSaying = (text: string) => posts.find((post) => post.content === text)!._id;
    peer.received.length = 0;
    const kept = await omar.createReport({
      body: { targetType: 'post', targetId: postSaying('Cheap pills'), reason: 'spam', text: 'Here only' },
    });
    expect(kept.report.forwarded).toBe(false);
    const sent = await omar.createReport({
      body: { targetType: 'post', targetId: postSaying('More pills'), reason: 'spam', text: 'Selling pills', forward: true },
    });
    expect(sent.report.forwarded).toBe(true);

    // His server verified its signature, by the community's key: it came from this server, as the community.
    await until(() => receivedOf(peer, Flag).length > 0, 'the Flag reaches his server');
    const flags = receivedOf(peer, Flag);
    expect(flags).toHaveLength(1);
    expect(flags[0]!.actorId?.href).toBe(`${origin}/users/community`);
    expect(flags[0]!.objectIds.map((id) => id.href)).toEqual([peer.bob.href, `${peer.origin}/notes/flag-2`]);
    expect(flags[0]!.content?.toString()).toBe('Selling pills');
    expect(JSON.stringify(await flags[0]!.toJsonLd())).not.toContain('omarh');
    const community = await getJson('/users/community');
    expect(community.body).toMatchObject({ type: 'Application', preferredUsername: 'instance-actor' });
    // Its WebFinger leads back to it, as Mastodon checks before it trusts a signature.
    const found = await getJson(`/.well-known/webfinger?resource=acct:instance-actor@${new URL(origin).host}`, {});
    expect((found.body as { links: { rel: string; href?: string }[] }).links).toContainEqual(
      expect.objectContaining({ rel: 'self', href: `${origin}/users/community` }),
    );

    // The moderators here read which report went to his server.
    const moderator = await adminClient();
    const { reports } = await moderator.getReports();
    const caseOf = (postId: string) => reports.find((found) => found.targetId === postId)!;
    expect(caseOf(postSaying('More pills')).reports.map((report) => [report.text, report.forwarded])).toEqual([['Selling pills', true]]);
    expect(caseOf(postSaying('Cheap pills')).reports.map((report) => [report.text, report.forwarded])).toEqual([['Here only', false]]);
    for (const postId of posts.map((post) => post._id)) {
      await moderator.actOnReport({ reportId: caseOf(postId)._id, body: { action: 'dismiss', reason: 'Seen' } });
    }
  });

  describe('their images', () => {
    const picture = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer();
    const attachment = (path: string, name: string, mediaType = 'image/png') =>
      new Document({ mediaType, url: new URL(`${peer.origin}${path}`), name });
    const withImages = (id: string, audience: 'public' | 'followers', ...attachments: Document[]) =>
      bobsNote(id, '<p>Look</p>', audience).clone({ attachments });
    const keptFile = (id: string) =>
      readFile(path.join(server.dataDir, 'media', id)).then(
        () => true,
        () => false,
      );
    /** Where an address of the answer redirects to, and the image there. */
    const follow = async (address: string) => {
      const asked = await getJson(address, {});
      expect(asked.status).toBe(302);
      const kept = await fetch(new URL(asked.headers.get('location')!, origin));
      return {
        location: asked.headers.get('location')!,
        status: kept.status,
        type: kept.headers.get('content-type'),
        bytes: Buffer.from(await kept.arrayBuffer()),
      };
    };

    test('show with their descriptions, fetched by this server when first asked for, encoded anew, and fetched again once the copy went', async () => {
      const { omar } = await omarFollowsBob();
      const photo = peer.serveFile('/media/photo.png', 'image/png', await picture(40, 30));
      peer.serveFile('/media/page.png', 'text/html', Buffer.from('<p>not an image</p>'));
      const note = withImages(
        'img-1',
        'public',
        attachment('/media/photo.png', 'A red field at dusk'),
        attachment('/media/page.png', 'Says it is an image'),
        attachment('/media/clip.mp4', 'A video', 'video/mp4'),
      );
      await bobSends(createOfNote(note));
      const [post] = bobsPostsIn(await homeOf(omar));
      expect(post!.images.map(({ url, alt }) => ({ url, alt }))).toEqual([
        { url: `/api/media/elsewhere/${post!._id}/0`, alt: 'A red field at dusk' },
        { url: `/api/media/elsewhere/${post!._id}/1`, alt: 'Says it is an image' },
      ]);
      // Nobody has asked yet: nothing fetched from bob's server.
      expect(photo.asked()).toBe(0);

      const first = await follow(post!.images[0]!.url);
      expect([first.status, first.type, photo.asked()]).toEqual([200, 'image/webp', 1]);
      expect(await sharp(first.bytes).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
      const mediaId = first.location.replace('/api/media/', '');
      expect(bobsPostsIn(await homeOf(omar))[0]!.images[0]!.url).toBe(first.location);
      expect((await follow(post!.images[0]!.url)).location).toBe(first.location);
      expect(photo.asked()).toBe(1);

      const refused = await getJson(post!.images[1]!.url, {});
      expect([refused.status, (refused.body as { code: string }).code]).toEqual([404, 'media.elsewhere_unavailable']);

      // Kept longer than the operator's 30 days: the next post received lets the copy go, and a reader's ask fetches it again.
      await server.db.query(`update post_images set fetched_at = now() - interval '31 days' where media_id = $1`, [mediaId]);
      await bobSends(createOfNote(bobsNote('img-2', '<p>Later</p>')));
      expect(await keptFile(mediaId)).toBe(false);
      const again = bobsPostsIn(await homeOf(omar)).find((one) => one._id === post!._id)!;
      expect(again.images[0]!.url).toBe(`/api/media/elsewhere/${post!._id}/0`);
      expect((await follow(again.images[0]!.url)).location).toBe(first.location);
      expect([photo.asked(), await keptFile(mediaId)]).toEqual([2, true]);

      // Its deletion lets the copy go with it.
      await bobSends(new Delete({ id: new URL(`${peer.origin}/notes/img-1/delete`), actor: peer.bob, object: note.id! }));
      expect(await keptFile(mediaId)).toBe(false);
    });

    test('of a post for his followers are served only with the grant their reader was given', async () => {
      const { omar } = await omarFollowsBob();
      peer.serveFile('/media/private.png', 'image/png', await picture(20, 20));
      await bobSends(createOfNote(withImages('img-3', 'followers', attachment('/media/private.png', 'Just for followers'))));
      const [post] = bobsPostsIn(await homeOf(omar));
      const address = post!.images[0]!.url;
      expect(address).toMatch(new RegExp(`^/api/media/elsewhere/${post!._id}/0\\?grant=`));
      expect((await getJson(address.split('?')[0]!, {})).status).toBe(404);
      const kept = await follow(address);
      expect([kept.status, kept.location]).toEqual([200, expect.stringMatching(/^\/api\/media\/[0-9a-f]{64}\?grant=/)]);
      expect((await getJson(kept.location.split('?')[0]!, {})).status).toBe(404);
    });

    test('of too many pixels are refused, and nothing of them is kept', async () => {
      const { omar } = await omarFollowsBob();
      const huge = peer.serveFile('/media/huge.png', 'image/png', await picture(10_000, 5_000));
      await bobSends(createOfNote(withImages('img-4', 'public', attachment('/media/huge.png', 'Fifty megapixels'))));
      const [post] = bobsPostsIn(await homeOf(omar));
      const media = (await server.db.query('select count(*)::int as n from media')).rows[0];
      const refused = await getJson(post!.images[0]!.url, {});
      expect([refused.status, (refused.body as { code: string }).code]).toEqual([404, 'media.elsewhere_unavailable']);
      expect((await server.db.query('select count(*)::int as n from media')).rows[0]).toEqual(media);
      expect(server.lines.some((line) => line.includes('too many pixels'))).toBe(true);
      // The next reader's ask, within the pause after a failure, is answered so without asking his server again.
      const again = await getJson(post!.images[0]!.url, {});
      expect([again.status, (again.body as { code: string }).code, huge.asked()]).toEqual([404, 'media.elsewhere_unavailable', 1]);
    });

    test('of a server whose media admins refused are not fetched', async () => {
      const { omar } = await omarFollowsBob();
      const photo = peer.serveFile('/media/refused.png', 'image/png', await picture(20, 20));
      const admin = await adminClient();
      await admin.blockServer({ body: { domain: new URL(peer.origin).host, severity: 'limit', rejectMedia: true } });
      try {
        await bobSends(createOfNote(withImages('img-5', 'public', attachment('/media/refused.png', 'Not fetched'))));
        const [post] = bobsPostsIn(await homeOf(omar));
        const refused = await getJson(post!.images[0]!.url, {});
        expect([refused.status, (refused.body as { code: string }).code, photo.asked()]).toEqual([404, 'media.elsewhere_unavailable', 0]);
      } finally {
        await admin.unblockServer({ domain: new URL(peer.origin).host });
      }
    });

    test('on a server whose media admins refused are not fetched, though the post naming them is of an open server, or by way of its redirect', async () => {
      const { omar } = await omarFollowsBob();
      const host = await startPeer();
      const photo = host.serveFile('/media/hosted.png', 'image/png', await picture(20, 20));
      const hostedThere = new Document({ mediaType: 'image/png', url: new URL(`${host.origin}/media/hosted.png`), name: 'Hosted' });
      // Bob's server sends whoever asks for this one there.
      peer.redirect('/media/to-hosted.png', `${host.origin}/media/hosted.png`);
      const admin = await adminClient();
      await admin.blockServer({ body: { domain: new URL(host.origin).host, severity: 'limit', rejectMedia: true } });
      let blocked = true;
      try {
        await bobSends(createOfNote(withImages('img-hosted', 'public', hostedThere, attachment('/media/to-hosted.png', 'Redirected'))));
        const [post] = bobsPostsIn(await homeOf(omar));
        for (const image of post!.images) {
          const refused = await getJson(image.url, {});
          expect([refused.status, (refused.body as { code: string }).code, photo.asked()]).toEqual([404, 'media.elsewhere_unavailable', 0]);
        }
        // Once the block is lifted, it is fetched as any other.
        await admin.unblockServer({ domain: new URL(host.origin).host });
        blocked = false;
        expect([(await getJson(post!.images[0]!.url, {})).status, photo.asked()]).toEqual([302, 1]);
      } finally {
        if (blocked) await admin.unblockServer({ domain: new URL(host.origin).host });
        await host.close();
      }
    });

    /** Bob's reply to omar's post `postId`, carrying `attachments`. */
    const bobsReply = (id: string, postId: string, ...attachments: Document[]) =>
      new Note({
        id: new URL(`${peer.origin}/notes/${id}`),
        attribution: peer.bob,
        content: '<p>Mine</p>',
        replyTarget: new URL(`${origin}/posts/${postId}`),
        tos: [PUBLIC_COLLECTION],
        attachments,
      });

    test('of his reply show on its comment and in apps, fetched by this server when first asked for; a moderator’s removal of the reply lets the copy go', async () => {
      const { omar } = await omarFollowsBob();
      const { post } = await omar.createPost({ body: { caption: 'Your roses?', content: 'show me' } });
      const photo = peer.serveFile('/media/rose.png', 'image/png', await picture(30, 20));
      await bobSends(createOfNote(bobsReply('reply-rose', post._id, attachment('/media/rose.png', 'A red rose'))));
      const [comment] = (await omar.getComments({ postId: post._id })).comments;
      const [image] = comment!.elsewhere!.images;
      expect([image!.url, image!.alt, photo.asked()]).toEqual([`/api/media/elsewhere/comment/${comment!._id}/0`, 'A red rose', 0]);

      const first = await follow(image!.url);
      expect([first.status, first.type, photo.asked()]).toEqual([200, 'image/webp', 1]);
      expect(await sharp(first.bytes).metadata()).toMatchObject({ format: 'webp', width: 30, height: 20 });
      expect((await omar.getComments({ postId: post._id })).comments[0]!.elsewhere!.images[0]!.url).toBe(first.location);
      // An app reads it as the reply's image.
      const token = await appTokenFor(server, omar.token!, 'read');
      const { body } = await send(server, 'GET', `/api/v1/statuses/${post._id}/context`, { token });
      const [status] = (body as { descendants: Array<{ media_attachments: Array<{ type: string; url: string; description: string }> }> })
        .descendants;
      expect(status!.media_attachments.map(({ type, url, description }) => ({ type, url, description }))).toEqual([
        { type: 'image', url: new URL(first.location, origin).href, description: 'A red rose' },
      ]);

      const reporter = await appClientFor(server, { username: 'kenjisato', password: 'kenjiSato123' });
      await reporter.createReport({ body: { targetType: 'comment', targetId: comment!._id, reason: 'spam', text: '' } });
      const moderator = await adminClient();
      const found = (await moderator.getReports()).reports.find((report) => report.targetId === comment!._id)!;
      // The moderator sees the image they judge.
      expect(found.content.images?.map(({ url, alt }) => [url, alt])).toEqual([[first.location, 'A red rose']]);
      await moderator.actOnReport({ reportId: found._id, body: { action: 'remove', reason: 'Spam' } });
      const mediaId = first.location.replace('/api/media/', '');
      expect(await keptFile(mediaId)).toBe(true);
      // The next post received lets go of the copy nothing shows any longer.
      await bobSends(createOfNote(bobsNote('after-rose', '<p>Later</p>')));
      expect(await keptFile(mediaId)).toBe(false);
    });

    test('of his reply edited or removed while its picture was on its way: the old picture is not kept as the new one’s, nor kept at all', async () => {
      const { omar } = await omarFollowsBob();
      const { post } = await omar.createPost({ body: { caption: 'Your tulips?', content: 'show me' } });
      const before = peer.serveFile('/media/tulips-before.png', 'image/png', await picture(20, 20));
      const after = peer.serveFile('/media/tulips-after.png', 'image/png', await picture(30, 30));
      peer.serveFile('/media/tulips-gone.png', 'image/png', await picture(40, 40));
      await bobSends(createOfNote(bobsReply('reply-edited', post._id, attachment('/media/tulips-before.png', 'Before'))));
      await bobSends(createOfNote(bobsReply('reply-removed', post._id, attachment('/media/tulips-gone.png', 'Gone'))));
      const [edited, removed] = (await omar.getComments({ postId: post._id })).comments;
      const copies = async () => [
        (await server.db.query<{ n: number }>('select count(*)::int as n from media')).rows[0]!.n,
        (await readdir(path.join(server.dataDir, 'media'))).length,
      ];
      /** A reader's ask for `address`, answered once `change` is done while his server's answer was held. */
      const askedDuring = async (address: string, change: () => Promise<unknown>) => {
        const held = peer.holdFetches();
        const asked = getJson(address, {});
        await held;
        await change();
        peer.answerFetches();
        return (await asked).status;
      };
      const kept = await copies();
      // His Update names another picture there meanwhile (as editRemotePost writes it).
      const editedAddress = edited!.elsewhere!.images[0]!.url;
      const edit = () =>
        server.db.query('update comment_images set remote_url = $2 where comment_id = $1', [
          edited!._id,
          `${peer.origin}/media/tulips-after.png`,
        ]);
      expect([await askedDuring(editedAddress, edit), before.asked(), await copies()]).toEqual([404, 1, kept]);
      const shown = await follow(editedAddress);
      expect([after.asked(), (await sharp(shown.bytes).metadata()).width]).toEqual([1, 30]);
      const withTheNewOne = await copies();
      // A moderator removes the other meanwhile.
      const removal = () => server.db.query('delete from comments where id = $1', [removed!._id]);
      expect([await askedDuring(removed!.elsewhere!.images[0]!.url, removal), await copies()]).toEqual([404, withTheNewOne]);
    });

    test('of his reply on a post for her followers are served only with the grant their reader was given', async () => {
      const { omar, bobId } = await omarFollowsBob();
      await server.db.query('insert into follows (follower_id, followee_id) values ($1, $2) on conflict do nothing', [
        bobId,
        await omarId(),
      ]);
      const { post } = await omar.createPost({ body: { caption: 'Followers', content: 'only', visibility: 'followers' } });
      peer.serveFile('/media/private-reply.png', 'image/png', await picture(20, 20));
      await bobSends(createOfNote(bobsReply('reply-private', post._id, attachment('/media/private-reply.png', 'For her followers'))));
      const [comment] = (await omar.getComments({ postId: post._id })).comments;
      const address = comment!.elsewhere!.images[0]!.url;
      expect(address).toMatch(new RegExp(`^/api/media/elsewhere/comment/${comment!._id}/0\\?grant=`));
      expect((await getJson(address.split('?')[0]!, {})).status).toBe(404);
      const kept = await follow(address);
      expect([kept.status, kept.location]).toEqual([200, expect.stringMatching(/^\/api\/media\/[0-9a-f]{64}\?grant=/)]);
      // The grant of the post's first image is not one for the reply's.
      const otherPlace = address.replace(`/comment/${comment!._id}/0`, `/comment/${comment!._id}/1`);
      expect((await getJson(otherPlace, {})).status).toBe(404);
    });

    test('of his reply whose server’s media admins refused are neither shown nor fetched', async () => {
      const { omar } = await omarFollowsBob();
      const { post } = await omar.createPost({ body: { caption: 'Refused', content: 'media' } });
      const photo = peer.serveFile('/media/refused-reply.png', 'image/png', await picture(20, 20));
      await bobSends(createOfNote(bobsReply('reply-refused', post._id, attachment('/media/refused-reply.png', 'Not fetched'))));
      const [comment] = (await omar.getComments({ postId: post._id })).comments;
      const address = comment!.elsewhere!.images[0]!.url;
      const admin = await adminClient();
      await admin.blockServer({ body: { domain: new URL(peer.origin).host, severity: 'limit', rejectMedia: true } });
      try {
        expect((await omar.getComments({ postId: post._id })).comments[0]!.elsewhere!.images).toEqual([]);
        const refused = await getJson(address, {});
        expect([refused.status, (refused.body as { code: string }).code, photo.asked()]).toEqual([404, 'media.elsewhere_unavailable', 0]);
      } finally {
        await admin.unblockServer({ domain: new URL(peer.origin).host });
      }
    });
  });

  describe('their custom emoji', () => {
    const blobcat = () =>
      new Emoji({
        id: new URL(`${peer.origin}/emojis/blobcat`),
        name: ':blobcat:',
        icon: new Image({ mediaType: 'image/png', url: new URL(`${peer.origin}/media/blobcat.png`) }),
      });
    const withEmoji = (id: string, html: string) => bobsNote(id, html).clone({ tags: [blobcat()] });

    test('show as their pictures, fetched once by this server for every post of his server that uses them, and in an app', async () => {
      const { omar } = await omarFollowsBob();
      const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: '#f1c40f' } })
        .png()
        .toBuffer();
      const picture = peer.serveFile('/media/blobcat.png', 'image/png', png);
      await bobSends(createOfNote(withEmoji('emoji-1', '<p>Good :blobcat: morning :unknown:</p>')));
      await bobSends(createOfNote(withEmoji('emoji-2', '<p>Again :blobcat:</p>')));
      const [second, first] = bobsPostsIn(await homeOf(omar));
      const emojis = first!.elsewhere?.emojis ?? [];
      expect(emojis.map((emoji) => emoji.shortcode)).toEqual(['blobcat']);
      expect(emojis[0]!.url).toMatch(/^\/api\/media\/elsewhere\/emoji\/[0-9a-f-]{36}$/);
      // One server's emoji is one, whichever post uses it.
      expect(second!.elsewhere?.emojis).toEqual(emojis);
      expect(picture.asked()).toBe(0);

      const asked = await getJson(emojis[0]!.url, {});
      expect(asked.status).toBe(302);
      const kept = await fetch(new URL(asked.headers.get('location')!, origin));
      expect([kept.status, kept.headers.get('content-type')]).toEqual([200, 'image/webp']);
      expect((await getJson(emojis[0]!.url, {})).headers.get('location')).toBe(asked.headers.get('location'));
      expect(picture.asked()).toBe(1);

      const token = await appTokenFor(server, omar.token!, 'read');
      const { body } = await send(server, 'GET', `/api/v1/statuses/${first!._id}`, { token });
      expect((body as { emojis: unknown[] }).emojis).toEqual([
        { shortcode: 'blobcat', url: `${origin}${emojis[0]!.url}`, static_url: `${origin}${emojis[0]!.url}`, visible_in_picker: false },
      ]);
    });

    test('of his name and bio show as their pictures on his profile, by his posts and in an app, unless his media are refused, and go when his actor names them no more', async () => {
      const { omar, bobId } = await omarFollowsBob();
      const bobNamed = (update: string, name: string, tags: Emoji[]) =>
        bobSends(
          new Update({
            id: new URL(`${peer.bob.href}#updates/${update}`),
            actor: peer.bob,
            object: new Person({
              id: peer.bob,
              preferredUsername: 'bob',
              name,
              summary: `<p>Sailing ${name}</p>`,
              inbox: new URL(`${peer.bob.href}/inbox`),
              followers: bobFollowers(),
              tags,
            }),
          }),
        );
      const bob = async () => (await omar.getUser({ userId: bobId })).user;
      await bobNamed('emoji-name', 'Bob :blobcat:', [blobcat()]);
      await until(async () => (await bob()).firstName === 'Bob :blobcat:', 'his new name is kept');
      const emojis = (await bob()).emojis ?? [];
      expect(emojis.map((emoji) => emoji.shortcode)).toEqual(['blobcat']);
      expect(emojis[0]!.url).toMatch(/^\/api\/media\/elsewhere\/emoji\/[0-9a-f-]{36}$/);
      expect((await bob()).bio).toBe('Sailing Bob :blobcat:');
      await bobSends(createOfNote(bobsNote('emoji-of-name', '<p>Hello</p>')));
      expect(bobsPostsIn(await homeOf(omar))[0]!.elsewhere?.authorEmojis).toEqual(emojis);
      const token = await appTokenFor(server, omar.token!, 'read');
      const account = (await send(server, 'GET', `/api/v1/accounts/${bobId}`, { token })).body as {
        display_name: string;
        emojis: unknown[];
      };
      expect(account).toMatchObject({
        display_name: 'Bob :blobcat:',
        emojis: [
          { shortcode: 'blobcat', url: `${origin}${emojis[0]!.url}`, static_url: `${origin}${emojis[0]!.url}`, visible_in_picker: false },
        ],
      });

      const admin = await adminClient();
      await admin.blockServer({ body: { domain: new URL(peer.origin).host, severity: 'limit', rejectMedia: true } });
      try {
        expect((await bob()).emojis).toBeUndefined();
        expect(bobsPostsIn(await homeOf(omar))[0]!.elsewhere?.authorEmojis).toEqual([]);
      } finally {
        await admin.unblockServer({ domain: new URL(peer.origin).host });
      }

      await bobNamed('emoji-gone', 'Bob', []);
      await until(async () => (await bob()).firstName === 'Bob', 'his name without the emoji is kept');
      expect((await bob()).emojis).toBeUndefined();
      expect(bobsPostsIn(await homeOf(omar))[0]!.elsewhere?.authorEmojis).toEqual([]);
    });

    test('change only with what is kept here: his Update of a post that is not here leaves the picture as it was', async () => {
      const { omar } = await omarFollowsBob();
      await bobSends(createOfNote(withEmoji('emoji-4', '<p>Hi :blobcat:</p>')));
      expect(bobsPostsIn(await homeOf(omar))[0]!.elsewhere?.emojis.map((emoji) => emoji.shortcode)).toEqual(['blobcat']);
      const elsewhere = new Emoji({ name: ':blobcat:', icon: new Image({ url: new URL(`${peer.origin}/media/other.png`) }) });
      const notHere = bobsNote('emoji-nowhere', '<p>:blobcat:</p>').clone({ tags: [elsewhere] });
      await bobSends(new Update({ id: new URL(`${peer.origin}/notes/emoji-nowhere/update`), actor: peer.bob, object: notHere }));
      const { rows } = await server.db.query<{ url: string }>('select url from remote_emojis where shortcode = $1', ['blobcat']);
      expect(rows).toEqual([{ url: `${peer.origin}/media/blobcat.png` }]);
    });

    test('of a server whose media admins refused are neither shown nor fetched', async () => {
      const { omar } = await omarFollowsBob();
      const picture = peer.serveFile('/media/blobcat.png', 'image/png', Buffer.from('not fetched'));
      await bobSends(createOfNote(withEmoji('emoji-3', '<p>Hi :blobcat:</p>')));
      const url = bobsPostsIn(await homeOf(omar))[0]!.elsewhere!.emojis[0]!.url;
      const admin = await adminClient();
      await admin.blockServer({ body: { domain: new URL(peer.origin).host, severity: 'limit', rejectMedia: true } });
      try {
        expect(bobsPostsIn(await homeOf(omar))[0]!.elsewhere?.emojis).toEqual([]);
        const refused = await getJson(url, {});
        expect([refused.status, (refused.body as { code: string }).code, picture.asked()]).toEqual([404, 'media.elsewhere_unavailable', 0]);
      } finally {
        await admin.unblockServer({ domain: new URL(peer.origin).host });
      }
    });
  });

  describe('their videos, sounds and files', () => {
    const file = (path: string) => new URL(`${peer.origin}${path}`);

    test('are links to his server, never fetched here: in the app, in an app as Mastodon’s unknown media, and changed by his edit', async () => {
      const { omar } = await omarFollowsBob();
      const clip = peer.serveFile('/media/clip.mp4', 'video/mp4', Buffer.from('not fetched'));
      const note = bobsNote('av-1', '<p>Listen</p>').clone({
        attachments: [
          new Document({ mediaType: 'video/mp4', url: file('/media/clip.mp4'), name: 'A cat at the piano' }),
          // A Video or an Audio that names no type; a file of another type.
          new Audio({ url: file('/media/song.ogg') }),
          new Document({ mediaType: 'application/pdf', url: file('/media/score.pdf'), name: '  The score  ' }),
          new Video({ url: new URL('ftp://peer.example/no.mp4') }),
        ],
      });
      await bobSends(createOfNote(note));
      const [post] = bobsPostsIn(await homeOf(omar));
      expect([post!.images, post!.elsewhere?.media]).toEqual([
        [],
        [
          { kind: 'video', url: `${peer.origin}/media/clip.mp4`, description: 'A cat at the piano' },
          { kind: 'audio', url: `${peer.origin}/media/song.ogg`, description: '' },
          { kind: 'file', url: `${peer.origin}/media/score.pdf`, description: 'The score' },
        ],
      ]);
      expect(clip.asked()).toBe(0);

      const token = await appTokenFor(server, omar.token!, 'read');
      const { body } = await send(server, 'GET', `/api/v1/statuses/${post!._id}`, { token });
      expect((body as { media_attachments: unknown[] }).media_attachments[0]).toEqual({
        id: `${post!._id}-media-0`,
        type: 'unknown',
        url: `${peer.origin}/media/clip.mp4`,
        preview_url: null,
        remote_url: `${peer.origin}/media/clip.mp4`,
        description: 'A cat at the piano',
        blurhash: null,
        meta: null,
      });

      const edited = note.clone({ attachments: [new Video({ mediaType: 'video/webm', url: file('/media/clip.webm') })] });
      await bobSends(new Update({ id: new URL(`${peer.origin}/notes/av-1/update`), actor: peer.bob, object: edited }));
      const [afterEdit] = bobsPostsIn(await homeOf(omar));
      expect([afterEdit!.elsewhere?.media, afterEdit!.editedAt === null]).toEqual([
        [{ kind: 'video', url: `${peer.origin}/media/clip.webm`, description: '' }],
        false,
      ]);
      // An edit of its media alone is an edit, kept in its history, as one of its images is.
      expect((await omar.getPostHistory({ postId: post!._id })).versions.map((version) => version.imageChanged)).toEqual([true]);
      await bobSends(
        new Update({ id: new URL(`${peer.origin}/notes/av-1/update-2`), actor: peer.bob, object: note.clone({ attachments: [] }) }),
      );
      expect(bobsPostsIn(await homeOf(omar))[0]!.elsewhere?.media).toEqual([]);
    });

    test('and his images past the four a post shows are links too, before them', async () => {
      const { omar } = await omarFollowsBob();
      const photo = (n: number) => new Document({ mediaType: 'image/jpeg', url: file(`/media/${n}.jpg`), name: `Photo ${n}` });
      const album = bobsNote('av-4', '<p>Six from the hike</p>').clone({
        attachments: [...[1, 2, 3, 4, 5, 6].map(photo), new Video({ url: file('/media/trail.mp4') })],
      });
      await bobSends(createOfNote(album));
      const [post] = bobsPostsIn(await homeOf(omar));
      expect([post!.images.map((image) => image.alt), post!.elsewhere?.media]).toEqual([
        ['Photo 1', 'Photo 2', 'Photo 3', 'Photo 4'],
        [
          { kind: 'image', url: `${peer.origin}/media/5.jpg`, description: 'Photo 5' },
          { kind: 'image', url: `${peer.origin}/media/6.jpg`, description: 'Photo 6' },
          { kind: 'video', url: `${peer.origin}/media/trail.mp4`, description: '' },
        ],
      ]);
    });

    test('marked sensitive by their author stay so, in the app and in an app, until his edit says otherwise', async () => {
      const { omar } = await omarFollowsBob();
      const note = bobsNote('av-3', '<p>Beach day</p>').clone({ sensitive: true, attachments: [new Video({ url: file('/media/b.mp4') })] });
      await bobSends(createOfNote(note));
      const [post] = bobsPostsIn(await homeOf(omar));
      expect([post!.contentWarning, post!.elsewhere?.sensitive]).toEqual(['', true]);
      const token = await appTokenFor(server, omar.token!, 'read');
      const status = async () => (await send(server, 'GET', `/api/v1/statuses/${post!._id}`, { token })).body as { sensitive: boolean };
      expect((await status()).sensitive).toBe(true);

      await bobSends(
        new Update({ id: new URL(`${peer.origin}/notes/av-3/update`), actor: peer.bob, object: note.clone({ sensitive: false }) }),
      );
      expect(bobsPostsIn(await homeOf(omar))[0]!.elsewhere?.sensitive).toBe(false);
      expect((await status()).sensitive).toBe(false);
    });

    test('of a server whose media admins refused are not linked', async () => {
      const { omar } = await omarFollowsBob();
      const admin = await adminClient();
      await bobSends(createOfNote(bobsNote('av-2', '<p>Watch</p>').clone({ attachments: [new Video({ url: file('/media/v.mp4') })] })));
      await admin.blockServer({ body: { domain: new URL(peer.origin).host, severity: 'limit', rejectMedia: true } });
      try {
        expect(bobsPostsIn(await homeOf(omar))[0]!.elsewhere?.media).toEqual([]);
      } finally {
        await admin.unblockServer({ domain: new URL(peer.origin).host });
      }
      expect(bobsPostsIn(await homeOf(omar))[0]!.elsewhere?.media).toEqual([
        { kind: 'video', url: `${peer.origin}/media/v.mp4`, description: '' },
      ]);
    });
  });

  test('a member’s post that mentions @bob@host, whom nobody here knew, finds him and reaches him with a Mention of him', async () => {
    await server.db.query(`delete from users where domain = $1`, [new URL(peer.origin).host]);
    const omar = await appClientFor(server, omarLogin);
    const handle = `bob@${new URL(peer.origin).host}`;
    peer.received.length = 0;
    const { post } = await omar.createPost({ body: { caption: `Hello @${handle}`, content: 'and @ada@home, who is nobody' } });
    await until(() => receivedOf(peer, Create).length === 1, 'the post reaches bob');
    const note = (await receivedOf(peer, Create)[0]!.getObject()) as Note;
    expect(note.id?.href).toBe(`${origin}/posts/${post._id}`);
    expect(note.ccIds.map((id) => id.href)).toContain(peer.bob.href);
    const mentions = (await collect(note.getTags())).filter((tag): tag is Mention => tag instanceof Mention);
    expect(mentions.map((tag) => [tag.href?.href, tag.name?.toString()])).toEqual([[peer.bob.href, `@${handle}`]]);
    expect(note.content?.toString()).toContain(`@<span>${handle}</span>`);
    // Its deletion reaches him too, though he does not follow her.
    await omar.deletePost({ postId: post._id });
    await until(() => receivedOf(peer, Delete).length === 1, 'the deletion reaches bob');
    expect(receivedOf(peer, Delete)[0]!.objectId?.href).toBe(`${origin}/posts/${post._id}`);
  });

  test('a member’s post for the people it mentions alone goes to @bob@host alone, as do her comment on it and its deletion; only he is served them', async () => {
    const omar = await appClientFor(server, omarLogin);
    const handle = `bob@${new URL(peer.origin).host}`;
    const addressing = (sent: { toIds: URL[]; ccIds: URL[] }) => [sent.toIds.map((id) => id.href), sent.ccIds.map((id) => id.href)];
    peer.received.length = 0;
    const body = { caption: `Psst @${handle}`, content: 'the cake is at four', visibility: 'mentioned' as const };
    const { post } = await omar.createPost({ body });
    await until(() => receivedOf(peer, Create).length === 1, 'the post reaches bob');
    const note = (await receivedOf(peer, Create)[0]!.getObject()) as Note;
    expect([note.id?.href, addressing(note)]).toEqual([`${origin}/posts/${post._id}`, [[peer.bob.href], []]]);
    expect(addressing(receivedOf(peer, Create)[0]!)).toEqual([[peer.bob.href], []]);
    expect((await getJson(`/posts/${post._id}`)).status).toBe(404);
    // His server may fetch it again (to show it, or a reply to it): by his signature alone.
    const asBob = await peer.context().getDocumentLoader({ identifier: 'bob' });
    const servedToBob = async (url: URL) => ((await asBob(url.href)).document as { content: string }).content;
    expect(await servedToBob(note.id!)).toContain('the cake is at four');
    const { post: notForBob } = await omar.createPost({
      body: { caption: 'Psst @priyanair', content: 'the other cake', visibility: 'mentioned' },
    });
    await expect(asBob(`${origin}/posts/${notForBob._id}`)).rejects.toThrow(/404/);
    // Suspended here, he is no longer one it is for.
    const suspendBob = (reason: string | null) =>
      server.db.query(
        `update users set suspended_until = case when $2::text is null then null else now() + interval '1 day' end, suspension_reason = $2
          where username = $1`,
        [handle, reason],
      );
    await suspendBob('Spam');
    await expect(asBob(note.id!.href)).rejects.toThrow(/404/);
    await suspendBob(null);

    // Naming someone the post is not for does not make it theirs: no Mention of her goes.
    await omar.addComment({ postId: post._id, body: { text: 'Bring candles, not @priyanair' } });
    await until(() => receivedOf(peer, Create).length === 2, 'her comment reaches bob');
    const comment = (await receivedOf(peer, Create)[1]!.getObject()) as Note;
    expect([comment.replyTargetId?.href, addressing(comment)]).toEqual([note.id?.href, [[peer.bob.href], []]]);
    expect(await collect(comment.getTags())).toEqual([]);
    expect((await getJson(comment.id!.pathname)).status).toBe(404);
    expect(await servedToBob(comment.id!)).toContain('Bring candles');

    await omar.deletePost({ postId: post._id });
    await until(() => receivedOf(peer, Delete).some((one) => one.objectId?.href === note.id?.href), 'the deletion reaches bob');
    const deletion = receivedOf(peer, Delete).find((one) => one.objectId?.href === note.id?.href)!;
    expect(addressing(deletion)).toEqual([[peer.bob.href], []]);
  });

  test('a member’s post for some alone or for her followers, and its edit, reach no one it names whom she blocks or moderators suspended', async () => {
    const omar = await appClientFor(server, omarLogin);
    const handle = `@bob@${new URL(peer.origin).host}`;
    const bobId = (await omar.searchUsers({ query: { q: handle } })).users[0]!._id;
    /** What of omar's bob's server is sent, once everything is: the activity's kind and the post's words. */
    const sentToBob = async () => {
      await deliveriesSent(server);
      return Promise.all(
        [...receivedOf(peer, Create), ...receivedOf(peer, Update)].map(async (activity) => {
          const note = (await activity.getObject()) as Note;
          return `${activity instanceof Create ? 'Create' : 'Update'}: ${note.content?.toString().replace(/<[^>]*>/g, '')}`;
        }),
      );
    };
    const suspended = (until: string | null) =>
      server.db.query(
        `update users set suspended_until = $2::timestamptz, suspension_reason = case when $2 is null then null else 'Spam' end where id = $1`,
        [bobId, until],
      );
    peer.received.length = 0;
    try {
      await omar.block({ userId: bobId });
      const { post: forSome } = await omar.createPost({ body: { caption: `Psst ${handle}`, content: 'blocked', visibility: 'mentioned' } });
      await omar.createPost({ body: { caption: `Hey ${handle}`, content: 'blocked', visibility: 'followers' } });
      await omar.editPost({ postId: forSome._id, body: { caption: `Psst ${handle}`, content: 'blocked, edited' } });
      expect(await sentToBob()).toEqual([]);
      await omar.unblock({ userId: bobId });

      await suspended(new Date(Date.now() + 86_400_000).toISOString());
      await omar.createPost({ body: { caption: `Psst ${handle}`, content: 'suspended', visibility: 'mentioned' } });
      expect(await sentToBob()).toEqual([]);
      await suspended(null);

      await omar.editPost({ postId: forSome._id, body: { caption: `Psst ${handle}`, content: 'unblocked, edited' } });
      await omar.createPost({ body: { caption: `Psst ${handle}`, content: 'within reach', visibility: 'mentioned' } });
      expect((await sentToBob()).sort()).toEqual([
        expect.stringMatching(/^Create: .*within reach$/),
        expect.stringMatching(/^Update: .*unblocked, edited$/),
      ]);
    } finally {
      await server.db.query('delete from blocks where blocked_id = $1', [bobId]);
      await suspended(null);
    }
  });

  test('a member’s public comment does not reach, nor tag, someone of elsewhere it names whom she blocks', async () => {
    const omar = await appClientFor(server, omarLogin);
    const handle = `@bob@${new URL(peer.origin).host}`;
    const bobId = (await omar.searchUsers({ query: { q: handle } })).users[0]!._id;
    const { post } = await omar.createPost({ body: { caption: 'Harbour day', content: 'who is in?' } });
    /** The words of the comments bob's server is sent, once everything is. */
    const sentToBob = async () => {
      await deliveriesSent(server);
      return Promise.all(receivedOf(peer, Create).map(async (create) => ((await create.getObject()) as Note).content?.toString() ?? ''));
    };
    peer.received.length = 0;
    await omar.block({ userId: bobId });
    try {
      const { comment } = await omar.addComment({ postId: post._id, body: { text: `Not you, ${handle}` } });
      expect(await sentToBob()).toEqual([]);
      const served = await getJson(`/posts/${comment._id}`);
      expect([served.status, (served.body as { tag?: unknown }).tag ?? []]).toEqual([200, []]);
    } finally {
      await omar.unblock({ userId: bobId });
    }
    await omar.addComment({ postId: post._id, body: { text: `Now you, ${handle}` } });
    expect(await sentToBob()).toEqual([expect.stringContaining('Now you')]);
  });

  test('a comment in a member’s post for some alone reaches none of them its writer or the post’s author keeps apart, nor is served to them', async () => {
    const omar = await appClientFor(server, omarLogin);
    const priya = await appClientFor(server, priyaLogin);
    const handle = `@bob@${new URL(peer.origin).host}`;
    peer.received.length = 0;
    const body = { caption: `Lunch, @priyanair ${handle}?`, content: 'Friday', visibility: 'mentioned' as const };
    const { post } = await omar.createPost({ body });
    await until(() => receivedOf(peer, Create).length === 1, 'the post reaches bob');
    const bobId = (await omar.searchUsers({ query: { q: handle } })).users[0]!._id;
    const asBob = await peer.context().getDocumentLoader({ identifier: 'bob' });
    const servedToBob = async (id: string) => ((await asBob(`${origin}/posts/${id}`)).document as { content: string }).content;
    // A job to send it is added in the comment's own transaction, or never.
    const jobsFor = async (commentId: string) =>
      (
        await server.db.query(
          `select 1 from pgboss.job where name = '${inTurnQueueOf('federation.comment')}' and data->>'commentId' = $1`,
          [commentId],
        )
      ).rows.length;
    try {
      // Priya, who blocks him, says nothing to him.
      await priya.block({ userId: bobId });
      const { comment: hers } = await priya.addComment({ postId: post._id, body: { text: 'Count me in' } });
      expect(await jobsFor(hers._id)).toBe(0);
      await expect(servedToBob(hers._id)).rejects.toThrow(/404/);
      await priya.unblock({ userId: bobId });
      expect(await servedToBob(hers._id)).toContain('Count me in');
      await priya.editComment({ postId: post._id, commentId: hers._id, body: { text: 'Count me in, at one' } });
      await until(() => receivedOf(peer, Update).length === 1, 'her edit reaches bob');
      expect(await jobsFor(hers._id)).toBe(1);
      // Once Omar, whose post it is, blocks him, nobody's comment in it is his any more.
      await omar.block({ userId: bobId });
      const { comment: next } = await priya.addComment({ postId: post._id, body: { text: 'Shall I book?' } });
      expect(await jobsFor(next._id)).toBe(0);
      await expect(servedToBob(next._id)).rejects.toThrow(/404/);
      await expect(servedToBob(hers._id)).rejects.toThrow(/404/);
      await priya.editComment({ postId: post._id, commentId: hers._id, body: { text: 'Count me in, at two' } });
      expect(await jobsFor(hers._id)).toBe(1);
    } finally {
      await server.db.query('delete from blocks where blocked_id = $1', [bobId]);
    }
  });

  test('a member’s post for the people it mentions alone reaches none of her followers elsewhere; one for her followers does', async () => {
    // Carol, of another server, follows omar; her server keeps what it is delivered.
    const delivered: string[] = [];
    const carolsServer = createHttpServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        delivered.push((JSON.parse(Buffer.concat(chunks).toString()) as { object: { id: string } }).object.id);
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => carolsServer.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(carolsServer.address() as AddressInfo).port}`;
    const carol = await rememberRemotePerson(server.db, {
      uri: `${at}/users/carol`,
      inbox: `${at}/users/carol/inbox`,
      sharedInbox: null,
      name: 'carol',
      displayName: 'Carol',
      domain: new URL(at).host,
    });
    await server.db.query('insert into follows (follower_id, followee_id, follow_uri) values ($1, $2, $3)', [
      carol!._id,
      await omarId(),
      `${at}/follows/1`,
    ]);
    try {
      const omar = await appClientFor(server, omarLogin);
      peer.received.length = 0;
      const bob = `@bob@${new URL(peer.origin).host}`;
      const forBob = await omar.createPost({ body: { caption: `Psst ${bob}`, content: 'cake at four', visibility: 'mentioned' } });
      await until(() => receivedOf(peer, Create).length === 1, 'the post reaches bob');
      const forFollowers = await omar.createPost({ body: { caption: 'Followers', content: 'hello', visibility: 'followers' } });
      await until(() => delivered.length > 0, 'the post for her followers reaches carol');
      await deliveriesSent(server);
      expect(delivered).toEqual([`${origin}/posts/${forFollowers.post._id}`]);
      expect(forBob.post.visibility).toBe('mentioned');
      await omar.deletePost({ postId: forBob.post._id });
      await omar.deletePost({ postId: forFollowers.post._id });
    } finally {
      await server.db.query('delete from users where id = $1', [carol!._id]);
      carolsServer.closeAllConnections();
      await new Promise((resolve) => carolsServer.close(resolve));
    }
  });

  test('a member’s comment that mentions @bob@host reaches him with a Mention of him; her answer to his reply answers his Note', async () => {
    const omar = await appClientFor(server, omarLogin);
    const handle = `bob@${new URL(peer.origin).host}`;
    const { post } = await omar.createPost({ body: { caption: 'Harbour day', content: 'who is in?' } });
    peer.received.length = 0;
    // Priya named with this community's host is Priya here, as Mastodon reads a handle of its own.
    const ourHost = new URL(origin).host;
    await omar.addComment({ postId: post._id, body: { text: `Join us @${handle}, and @priyanair@${ourHost}` } });
    await until(() => receivedOf(peer, Create).length === 1, 'the comment reaches bob');
    const comment = (await receivedOf(peer, Create)[0]!.getObject()) as Note;
    const mentions = (await collect(comment.getTags())).filter((tag): tag is Mention => tag instanceof Mention);
    const priya = (await omar.getUserByUsername({ username: 'priyanair' })).user;
    expect(mentions.map((tag) => [tag.href?.href, tag.name?.toString()])).toEqual([
      [peer.bob.href, `@${handle}`],
      [`${origin}/users/${priya._id}`, `@priyanair@${ourHost}`],
    ]);
    expect(comment.content?.toString()).toContain(`href="${origin}/profile/priyanair"`);
    expect(comment.ccIds.map((id) => id.href)).toContain(peer.bob.href);

    // His reply to her post, and her answer to it: a reply to his Note, to him.
    const reply = new Note({
      id: new URL(`${peer.origin}/notes/reply-to-omar`),
      attribution: peer.bob,
      content: '<p>Count me in</p>',
      replyTarget: new URL(`${origin}/posts/${post._id}`),
      tos: [PUBLIC_COLLECTION],
      ccs: [(await omarRecipient()).id],
    });
    await bobSends(createOfNote(reply));
    const bobsComment = (await omar.getComments({ postId: post._id })).comments.find((one) => one.username === handle)!;
    peer.received.length = 0;
    await omar.addComment({ postId: post._id, body: { text: 'See you there', parentId: bobsComment._id } });
    await until(() => receivedOf(peer, Create).length === 1, 'the answer reaches bob');
    const answer = (await receivedOf(peer, Create)[0]!.getObject()) as Note;
    expect(answer.replyTargetId?.href).toBe(reply.id!.href);
    expect(answer.ccIds.map((id) => id.href)).toContain(peer.bob.href);
  });

  test('finding him keeps his recent public posts from his outbox for his profile: not his replies, nor those for his followers, nor another’s', async () => {
    const at = (minutesAgo: number) => Temporal.Instant.fromEpochMilliseconds(Date.now() - minutesAgo * 60_000);
    const dated = (note: Note, minutesAgo: number) => note.clone({ published: at(minutesAgo) });
    // Twelve public posts, on two pages of his outbox, the newest first; among them what is not kept.
    const publicOnes = Array.from({ length: 12 }, (_, index) => dated(bobsNote(`out-${index}`, `<p>Earlier post ${index}</p>`), index + 1));
    const reply = dated(bobsNote('out-reply', '<p>Agreed</p>').clone({ replyTarget: new URL(`${peer.origin}/notes/elsewhere`) }), 1);
    const forFollowers = dated(bobsNote('out-followers', '<p>Only mine</p>', 'followers'), 1);
    const notHis = dated(bobsNote('out-forged', '<p>Forged</p>').clone({ attribution: new URL(`${peer.origin}/users/eve`) }), 1);
    peer.outbox.push(...[reply, forFollowers, notHis, ...publicOnes].map(createOfNote));
    try {
      const priya = await appClientFor(server, priyaLogin);
      const handle = `bob@${new URL(peer.origin).host}`;
      await priya.searchUsers({ query: { q: `@${handle}` } });
      // Found again, nothing is kept twice.
      await priya.searchUsers({ query: { q: `@${handle}` } });
      const { posts } = await priya.getUserPosts({ username: handle, query: { limit: 50 } });
      expect(posts.map((post) => post.content)).toEqual(publicOnes.map((_, index) => `Earlier post ${index}`));
      expect(posts[0]!.elsewhere?.url).toBe(`${peer.origin}/@bob/out-0`);
      // Nobody here follows him: what was kept for his profile is in no one's Home, and told to nobody.
      expect(bobsPostsIn(await homeOf(priya))).toEqual([]);
    } finally {
      peer.outbox.length = 0;
    }
  });

  test('a post of someone nobody here follows is not kept', async () => {
    await omarFollowsBob();
    await server.db.query('delete from follows where follower_id = (select id from users where username = $1)', ['omarh']);
    await bobSends(createOfNote(bobsNote('6', '<p>Unasked</p>')));
    expect((await server.db.query('select 1 from posts where uri is not null')).rows).toEqual([]);
  });

  test('his poll shows with its choices, and his article with its title, its abstract not taken for a warning', async () => {
    const { omar } = await omarFollowsBob();
    const addressing = { attribution: peer.bob, tos: [PUBLIC_COLLECTION], ccs: [bobFollowers()] };
    const poll = new Question({
      id: new URL(`${peer.origin}/notes/poll-1`),
      ...addressing,
      content: '<p>Tea or coffee?</p>',
      exclusiveOptions: [new Note({ name: 'Tea' }), new Note({ name: 'Coffee <b>black</b>' })],
    });
    await bobSends(new Create({ id: new URL(`${poll.id!.href}/create`), actor: peer.bob, object: poll, tos: poll.toIds, ccs: poll.ccIds }));
    const article = new Article({
      id: new URL(`${peer.origin}/articles/knots`),
      ...addressing,
      name: 'On <b>knots</b>',
      summary: 'Which knot for which rope',
      content: '<p>The bowline holds.</p>',
      url: new URL(`${peer.origin}/articles/knots.html`),
    });
    await bobSends(
      new Create({ id: new URL(`${article.id!.href}/create`), actor: peer.bob, object: article, tos: article.toIds, ccs: article.ccIds }),
    );
    const posts = bobsPostsIn(await homeOf(omar));
    expect(posts.map((post) => [post.content, post.contentWarning])).toEqual([
      ['On <b>knots</b>\n\nThe bowline holds.', ''],
      ['Tea or coffee?\n\n• Tea\n• Coffee <b>black</b>', ''],
    ]);
    // The choice's name is its words: escaped, never markup.
    expect(posts[1]!.elsewhere?.html).toBe('<p>Tea or coffee?</p><p>• Tea<br />• Coffee &lt;b&gt;black&lt;/b&gt;</p>');
    expect(posts[0]!.elsewhere).toEqual({
      html: '<p>On &lt;b&gt;knots&lt;/b&gt;</p><p>The bowline holds.</p>',
      url: `${peer.origin}/articles/knots.html`,
      media: [],
      sensitive: false,
      inReplyTo: null,
      inReplyToHere: null,
      emojis: [],
      authorEmojis: [],
    });
  });

  test('his Move to a new account that names him as its own moves the members following, blocking and muting him there, and his profile says where he went; one to an account that does not, nothing', async () => {
    const { omar, bobId } = await omarFollowsBob();
    const priya = await appClientFor(server, priyaLogin);
    const lena = await appClientFor(server, { username: 'lenaf', password: 'lenaFischer123' });
    await priya.block({ userId: bobId });
    await until(() => receivedOf(peer, Block).length === 1, 'her Block reaches his server');
    await lena.mute({ userId: bobId });
    const ownList = async (list: 'blocks' | 'mutes', client: typeof priya) =>
      (await client[list === 'blocks' ? 'getBlocks' : 'getMutes']({ query: {} })).users.map((user) => user.username.split('@')[0]);
    const omarsFollows = async () =>
      (
        await server.db.query<{ kind: string; username: string }>(
          `select 'follows' as kind, u.username from follows f join users u on u.id = f.followee_id
            where f.follower_id = $1 and u.domain is not null
           union all
           select 'asks to follow', u.username from follow_requests r join users u on u.id = r.followee_id
            where r.follower_id = $1 and u.domain is not null
           order by 1, 2`,
          [(await omar.getUserByUsername({ username: 'omarh' })).user._id],
        )
      ).rows.map((row) => `${row.kind} ${row.username.split('@')[0]}`);
    /** An account of his server's, `name`, naming `aliases` as its own. */
    const account = async (name: string, aliases: URL[]) => {
      const id = new URL(`${peer.origin}/users/${name}`);
      const actor = new Person({ id, preferredUsername: name, name: 'Bob Moved', inbox: new URL(`${peer.origin}/inbox`), aliases });
      await served(actor);
      return id;
    };
    const moveTo = (target: URL, n: number) =>
      new Move({ id: new URL(`${peer.bob.href}#moves/${n}`), actor: peer.bob, object: peer.bob, target });
    const bobMoves = async (activity: Move | Update) => bobDelivers(await omarRecipient(), activity, { preferSharedInbox: true });

    await bobMoves(moveTo(await account('not-bob', []), 1));
    expect(await omarsFollows()).toEqual(['follows bob']);
    expect((await omar.getUser({ userId: bobId })).user.movedTo).toBeUndefined();

    peer.received.length = 0;
    const newBob = await account('bob-new', [peer.bob]);
    await bobMoves(moveTo(newBob, 2));
    expect(await omarsFollows()).toEqual(['asks to follow bob-new']);
    await until(
      () => receivedOf(peer, Follow).length === 1 && receivedOf(peer, Undo).length === 1 && receivedOf(peer, Block).length === 1,
      'his servers hear of it',
    );
    expect(receivedOf(peer, Follow)[0]!.objectId?.href).toBe(newBob.href);
    expect(((await receivedOf(peer, Undo)[0]!.getObject()) as Follow).objectId?.href).toBe(peer.bob.href);
    // priya blocked him before, and blocks his new account now (which his server is told); lena mutes both.
    expect(await ownList('blocks', priya)).toEqual(['bob-new', 'bob']);
    expect(receivedOf(peer, Block)[0]!.objectId?.href).toBe(newBob.href);
    expect(await ownList('mutes', lena)).toEqual(['bob-new', 'bob']);
    const moved = (await omar.getUser({ userId: bobId })).user.movedTo;
    expect(moved?.username).toBe(`bob-new@${new URL(peer.origin).host}`);
    // His actor read for anything but his own Update (here his Like, read from a copy that may be
    // older than his Move) leaves the mark.
    const { post: liked } = await omar.createPost({ body: { caption: 'Liked by the moved', content: 'still' } });
    const like = new Like({
      id: new URL(`${peer.origin}/likes/after-move`),
      actor: peer.bob,
      object: new URL(`${origin}/posts/${liked._id}`),
    });
    await bobDelivers(await omarRecipient(), like);
    expect((await omar.getPost({ postId: liked._id })).post.likes.likeCount).toBe(1);
    expect((await omar.getUser({ userId: bobId })).user.movedTo?.username).toBe(moved?.username);
    // An app reads it as Mastodon answers it: the new account, in full, as `moved`.
    const token = await appTokenFor(server, omar.token!, 'read');
    const { body } = await send(server, 'GET', `/api/v1/accounts/${bobId}`, { token });
    expect((body as { moved?: { id: string; acct: string } }).moved).toMatchObject({ id: moved?._id, acct: moved?.username });

    // His actor naming no new account any more: he came back, and his profile says nothing of a move.
    const bobAgain = new Person({ id: peer.bob, preferredUsername: 'bob', name: 'Bob', inbox: new URL(`${peer.origin}/inbox`) });
    await bobMoves(new Update({ id: new URL(`${peer.bob.href}#updates/back`), actor: peer.bob, object: bobAgain }));
    expect((await omar.getUser({ userId: bobId })).user.movedTo).toBeUndefined();
    await priya.unblock({ userId: bobId });
    await lena.unmute({ userId: bobId });
    await server.db.query('delete from users where username = any($1::text[])', [
      ['not-bob', 'bob-new'].map((name) => `${name}@${new URL(peer.origin).host}`),
    ]);
  });

  describe('his reposts of posts of others elsewhere', () => {
    const carol = () => new URL(`${peer.origin}/users/carol`);
    const carolsHandle = () => `carol@${new URL(peer.origin).host}`;
    const asJson = async (object: Person | Note) => new TextEncoder().encode(JSON.stringify(await object.toJsonLd()));
    /** Carol's actor and her public Note `id`, served by her server (bob's, here). */
    const carolsNote = async (id: string, html: string, attributedTo = carol()) => {
      const actor = new Person({
        id: carol(),
        preferredUsername: 'carol',
        name: 'Carol Elsewhere',
        inbox: new URL(`${carol().href}/inbox`),
        followers: new URL(`${carol().href}/followers`),
      });
      peer.serveFile(carol().pathname, 'application/activity+json', await asJson(actor));
      const note = new Note({
        id: new URL(`${peer.origin}/notes/${id}`),
        attribution: attributedTo,
        content: html,
        tos: [PUBLIC_COLLECTION],
        ccs: [new URL(`${carol().href}/followers`)],
        attachments: [new Document({ mediaType: 'image/png', url: new URL(`${peer.origin}/media/${id}.png`), name: 'Dawn over the bay' })],
      });
      peer.serveFile(note.id!.pathname, 'application/activity+json', await asJson(note));
      return note;
    };
    const announceOf = (note: Note, n: number) =>
      new Announce({
        id: new URL(`${peer.bob.href}#announces/${n}`),
        actor: peer.bob,
        object: note.id,
        tos: [PUBLIC_COLLECTION],
        ccs: [bobFollowers()],
      });
    const bobAnnounces = async (activity: Announce | Undo) => bobDelivers(await omarRecipient(), activity, { preferSharedInbox: true });
    const carolsIn = (posts: Awaited<ReturnType<typeof homeOf>>) => posts.filter((post) => post.username === carolsHandle());
    const keptElsewhere = async () => (await server.db.query('select uri from posts where uri is not null')).rows;

    afterEach(async () => {
      await server.db.query('delete from users where username = $1', [carolsHandle()]);
    });

    test('shows in Home as reposted by him, with its image and description, once; his Undo takes it away', async () => {
      const { omar } = await omarFollowsBob();
      const note = await carolsNote('carol-1', '<p>Sunrise <script>alert(1)</script>at the harbour</p>');
      // Passed on twice (each Announce its own): shown once.
      await bobAnnounces(announceOf(note, 1));
      await bobAnnounces(announceOf(note, 2));
      const [post, ...more] = carolsIn(await homeOf(omar));
      expect(more).toEqual([]);
      expect([post!.content, post!.repostedBy.map((one) => one.username), post!.repostCount]).toEqual([
        'Sunrise at the harbour',
        [`bob@${new URL(peer.origin).host}`],
        1,
      ]);
      expect(post!.images.map((image) => image.alt)).toEqual(['Dawn over the bay']);
      // Her profile here is hers, met with her post.
      expect((await omar.getUserByUsername({ username: carolsHandle() })).user.firstName).toBe('Carol Elsewhere');

      await bobAnnounces(new Undo({ id: new URL(`${peer.bob.href}#undos/1`), actor: peer.bob, object: announceOf(note, 1) }));
      expect(carolsIn(await homeOf(omar))).toEqual([]);
    });

    test('of her reply shows in Home as a post naming what it answers, unless what it answers is here', async () => {
      const { omar } = await omarFollowsBob();
      const replyOf = async (id: string, answered: URL) => {
        const reply = (await carolsNote(id, '<p>Agreed!</p>')).clone({ replyTarget: answered });
        peer.serveFile(reply.id!.pathname, 'application/activity+json', await asJson(reply));
        return reply;
      };
      const elsewhere = new URL(`${peer.origin}/notes/dave-said`);
      await bobAnnounces(announceOf(await replyOf('carol-r1', elsewhere), 11));
      const [post] = carolsIn(await homeOf(omar));
      expect([post!.content, post!.repostedBy.map((one) => one.username), post!.elsewhere?.inReplyTo]).toEqual([
        'Agreed!',
        [`bob@${new URL(peer.origin).host}`],
        elsewhere.href,
      ]);

      // Her reply to omar's post is a comment under it, as her Create would make it, not a post of its own.
      const { post: omars } = await omar.createPost({ body: { caption: 'Mine', content: 'Here' } });
      await bobAnnounces(announceOf(await replyOf('carol-r2', new URL(`${origin}/posts/${omars._id}`)), 12));
      expect(carolsIn(await homeOf(omar)).map((one) => one.elsewhere?.inReplyTo)).toEqual([elsewhere.href]);
      expect((await keptElsewhere()).map((row) => row.uri)).not.toContain(`${peer.origin}/notes/carol-r2`);
      const { comments } = await omar.getComments({ postId: omars._id });
      expect(comments.map((comment) => [comment.username, comment.text])).toEqual([[carolsHandle(), 'Agreed!']]);
    });

    test('of her reply brings up to three posts up its thread here, in no one’s Home, so each card links to what it answers here', async () => {
      const { omar } = await omarFollowsBob();
      /** Her Note `id`, answering `answered` when given, as her server serves it. */
      const inThread = async (id: string, html: string, answered?: Note) => {
        const note = await carolsNote(id, html);
        if (!answered) return note;
        const reply = note.clone({ replyTarget: answered.id });
        peer.serveFile(reply.id!.pathname, 'application/activity+json', await asJson(reply));
        return reply;
      };
      const opening = await inThread('thread-0', '<p>Anyone in town this week?</p>');
      const first = await inThread('thread-1', '<p>Where to eat?</p>', opening);
      const second = await inThread('thread-2', '<p>Near the harbour?</p>', first);
      const third = await inThread('thread-3', '<p>The one with the blue door</p>', second);
      const passedOn = await inThread('thread-4', '<p>Agreed!</p>', third);
      await bobAnnounces(announceOf(passedOn, 21));

      // Home shows the reply passed on, not the thread it answers (nobody here follows her).
      const home = carolsIn(await homeOf(omar));
      expect(home.map((post) => post.content)).toEqual(['Agreed!']);
      /** The post a kept post answers, as omar reads it here. */
      const answeredBy = async (post: (typeof home)[number]) =>
        (await omar.getPost({ postId: post.elsewhere!.inReplyToHere!.postId })).post;
      const thread = [home[0]!];
      for (let up = 0; up < 3; up += 1) thread.push(await answeredBy(thread.at(-1)!));
      expect(thread.map((post) => [post.content, post.elsewhere?.inReplyTo])).toEqual([
        ['Agreed!', third.id!.href],
        ['The one with the blue door', second.id!.href],
        ['Near the harbour?', first.id!.href],
        ['Where to eat?', opening.id!.href],
      ]);
      // The fourth post up is not read: the third links to it where it is.
      expect(thread.at(-1)!.elsewhere?.inReplyToHere).toBeNull();
      expect((await keptElsewhere()).map((row) => row.uri)).not.toContain(opening.id!.href);

      // An app reads the thread above it, its first post first, and what each answers and whom.
      const token = await appTokenFor(server, omar.token!, 'read');
      type Answering = { id: string; in_reply_to_id: string | null; in_reply_to_account_id: string | null; account: { id: string } };
      const { body } = await send(server, 'GET', `/api/v1/statuses/${thread[0]!._id}/context`, { token });
      const { ancestors } = body as { ancestors: Answering[] };
      expect(ancestors.map((status) => [status.id, status.in_reply_to_id, status.in_reply_to_account_id])).toEqual([
        [thread[3]!._id, null, null],
        [thread[2]!._id, thread[3]!._id, ancestors[0]!.account.id],
        [thread[1]!._id, thread[2]!._id, ancestors[1]!.account.id],
      ]);
      const status = (await send(server, 'GET', `/api/v1/statuses/${thread[0]!._id}`, { token })).body as Answering;
      expect([status.in_reply_to_id, status.in_reply_to_account_id]).toEqual([thread[1]!._id, ancestors[2]!.account.id]);
    });

    test('of her reply that answers itself, or answers a post that answers it, is no thread without end', async () => {
      const { omar } = await omarFollowsBob();
      /** Her Note `id` saying `html`, answering `answered`, as her server serves it. */
      const answering = async (id: string, html: string, answered: URL) => {
        const reply = (await carolsNote(id, html)).clone({ replyTarget: answered });
        peer.serveFile(reply.id!.pathname, 'application/activity+json', await asJson(reply));
        return reply;
      };
      const notes = (id: string) => new URL(`${peer.origin}/notes/${id}`);
      const itself = await answering('ring-self', '<p>Me, again</p>', notes('ring-self'));
      const first = await answering('ring-a', '<p>Ring A</p>', notes('ring-b'));
      await answering('ring-b', '<p>Ring B</p>', notes('ring-a'));
      await bobAnnounces(announceOf(itself, 31));
      await bobAnnounces(announceOf(first, 32));

      const home = carolsIn(await homeOf(omar));
      const said = (content: string) => home.find((post) => post.content === content)!;
      const token = await appTokenFor(server, omar.token!, 'read');
      const above = async (postId: string) =>
        ((await send(server, 'GET', `/api/v1/statuses/${postId}/context`, { token })).body as { ancestors: Array<{ id: string }> })
          .ancestors;
      // What answers itself answers nothing here.
      expect(said('Me, again').elsewhere?.inReplyToHere).toBeNull();
      expect(await above(said('Me, again')._id)).toEqual([]);
      // The post up the ring answers one kept here: it is a comment under it, and the climb ends.
      const ringA = said('Ring A');
      expect([ringA.elsewhere?.inReplyToHere, await above(ringA._id)]).toEqual([null, []]);
      const { comments } = await omar.getComments({ postId: ringA._id });
      expect(comments.map((comment) => comment.text)).toEqual(['Ring B']);
    });

    test('is not kept when nobody here follows him, when it is not its author’s server’s, or from a server admins blocked', async () => {
      const { omar } = await omarFollowsBob();
      // Dave, of a third server, which serves him and his Note.
      const daveServer = createHttpServer((request, response) => {
        const dave = `${daveOrigin}/users/dave`;
        const documents: Record<string, object> = {
          '/users/dave': {
            '@context': 'https://www.w3.org/ns/activitystreams',
            id: dave,
            type: 'Person',
            preferredUsername: 'dave',
            inbox: `${dave}/inbox`,
          },
          '/notes/dave-1': {
            '@context': 'https://www.w3.org/ns/activitystreams',
            id: `${daveOrigin}/notes/dave-1`,
            type: 'Note',
            attributedTo: dave,
            content: '<p>From a suspended server</p>',
            to: ['https://www.w3.org/ns/activitystreams#Public'],
          },
        };
        const document = documents[request.url ?? ''];
        if (document) response.writeHead(200, { 'content-type': 'application/activity+json' }).end(JSON.stringify(document));
        else response.writeHead(404).end();
      });
      await new Promise<void>((resolve) => daveServer.listen(0, '127.0.0.1', resolve));
      const daveOrigin = `http://127.0.0.1:${(daveServer.address() as AddressInfo).port}`;
      const admin = await adminClient();
      try {
        // A Note of her server that names Dave, of another, as its author: her server does not speak for him.
        const forged = await carolsNote('carol-2', '<p>Not mine</p>', new URL(`${daveOrigin}/users/dave`));
        await bobAnnounces(announceOf(forged, 2));
        // Nor one he carries whole, named as Dave's server's own: it is read from there, which has no such post.
        const carried = new Note({
          id: new URL(`${daveOrigin}/notes/forged`),
          attribution: new URL(`${daveOrigin}/users/dave`),
          content: '<p>Forged</p>',
          tos: [PUBLIC_COLLECTION],
        });
        await bobAnnounces(
          new Announce({ id: new URL(`${daveOrigin}/announces/forged`), actor: peer.bob, object: carried, tos: [PUBLIC_COLLECTION] }),
        );
        // Nor a repost for his followers alone: a repost here is for everyone.
        await bobAnnounces(announceOf(await carolsNote('carol-5', '<p>Among friends</p>'), 6).clone({ tos: [bobFollowers()], ccs: [] }));
        expect(await keptElsewhere()).toEqual([]);
        // Dave's own Note, once admins suspended his server.
        await admin.blockServer({ body: { domain: new URL(daveOrigin).host, severity: 'suspend', rejectMedia: false } });
        await bobAnnounces(
          new Announce({ id: new URL(`${peer.bob.href}#announces/3`), actor: peer.bob, object: new URL(`${daveOrigin}/notes/dave-1`) }),
        );
        // Carol's, from a server limited here: its posts are its followers' alone, not to be passed on.
        await admin.blockServer({ body: { domain: new URL(peer.origin).host, severity: 'limit', rejectMedia: false } });
        await bobAnnounces(announceOf(await carolsNote('carol-3', '<p>Limited</p>'), 4));
      } finally {
        daveServer.closeAllConnections();
        await new Promise((resolve) => daveServer.close(resolve));
        // Whichever of the two blocks was made.
        for (const blocked of [peer.origin, daveOrigin])
          await admin.unblockServer({ domain: new URL(blocked).host }).catch(() => undefined);
      }
      await server.db.query('delete from follows where follower_id = (select id from users where username = $1)', ['omarh']);
      await bobAnnounces(announceOf(await carolsNote('carol-4', '<p>Unasked</p>'), 5));
      expect(await keptElsewhere()).toEqual([]);
      expect(carolsIn(await homeOf(omar))).toEqual([]);
    });
  });

  describe('the conversation below his post', () => {
    const carol = () => new URL(`${peer.origin}/users/carol`);
    const carolsHandle = () => `carol@${new URL(peer.origin).host}`;
    const notes = (id: string) => new URL(`${peer.origin}/notes/${id}`);
    /**
     * A public Note `id` by `by` answering `answering`, as its server serves it, whose replies
     * collection lists `replies` by id: the first in its first page, the rest in the next page.
     */
    const noteOf = async (
      id: string,
      html: string,
      by: URL,
      { answering, replies = [] }: { answering?: URL; replies?: Array<string | URL> },
    ) => {
      const listed = replies.map((reply) => (reply instanceof URL ? reply : notes(reply)));
      const nextPage = new CollectionPage({ id: notes(`${id}/replies-2`), items: listed.slice(1) });
      if (replies.length > 1) await served(nextPage);
      const note = new Note({
        id: notes(id),
        attribution: by,
        content: html,
        replyTarget: answering ?? null,
        tos: [PUBLIC_COLLECTION],
        ccs: [new URL(`${by.href}/followers`)],
        replies: new Collection({
          id: notes(`${id}/replies`),
          first: new CollectionPage({ items: listed.slice(0, 1), next: listed.length > 1 ? nextPage.id : null }),
        }),
      });
      await served(note);
      return note;
    };
    /** Carol's actor, as her server (bob's, here) serves it. */
    const carolIsServed = () =>
      served(
        new Person({
          id: carol(),
          preferredUsername: 'carol',
          inbox: new URL(`${carol().href}/inbox`),
          followers: new URL(`${carol().href}/followers`),
        }),
      );
    /** A quarter of an hour passes for the post `postId`: its replies may be read again, and the 404s its read met are that old. */
    const aQuarterOfAnHourPasses = async (postId: string) => {
      await server.db.query(
        `update posts set replies_read_at = null, missing_since = missing_since - interval '15 minutes' where id = $1`,
        [postId],
      );
      await server.db.query(`update comments set missing_since = missing_since - interval '15 minutes' where post_id = $1`, [postId]);
    };
    /** `reader` opens the post `postId` anew, as a quarter of an hour later (Fedify's copies of documents gone too), and the read is done. */
    const openedAnew = async (reader: Awaited<ReturnType<typeof appClientFor>>, postId: string) => {
      await aQuarterOfAnHourPasses(postId);
      await server.db.query(`delete from federation_kv where key[1] = '_fedify' and key[2] = 'remoteDocument'`);
      await reader.getComments({ postId });
      await deliveriesSent(server);
    };
    const repliesJobs = async (postId: string) =>
      (await server.db.query(`select 1 from pgboss.job where name = 'federation.replies' and data->>'postId' = $1`, [postId])).rows.length;

    afterEach(async () => {
      await server.db.query('delete from users where username = $1', [carolsHandle()]);
    });

    test('opened by a member, is read from the servers of its replies: the public ones that answer it, and theirs, as its comments', async () => {
      const { omar } = await omarFollowsBob();
      await carolIsServed();
      const talkReplies = ['talk-1', 'talk-2', 'talk-3', 'talk-4', 'talk-5'];
      const talk = await noteOf('talk', '<p>Best bakery in town?</p>', peer.bob, { replies: talkReplies });
      await noteOf('talk-1', '<p>The one by the station</p>', carol(), { answering: talk.id!, replies: ['talk-1a'] });
      await noteOf('talk-1a', '<p>Seconded</p>', peer.bob, { answering: notes('talk-1') });
      // For her followers, for bob alone, and answering another post: none is kept here.
      const addressedTo = async (note: Note, audience: URL) => served(note.clone({ tos: [audience], ccs: [] }));
      await addressedTo(await noteOf('talk-2', '<p>Just us</p>', carol(), { answering: talk.id! }), new URL(`${carol().href}/followers`));
      await addressedTo(await noteOf('talk-5', '<p>Psst</p>', carol(), { answering: talk.id! }), peer.bob);
      await noteOf('talk-3', '<p>Elsewhere</p>', carol(), { answering: notes('another') });
      await noteOf('talk-4', '<p>Thanks all</p>', peer.bob, { answering: talk.id! });
      await bobSends(createOfNote(talk));
      const [post] = bobsPostsIn(await homeOf(omar));
      // Omar's comment, which his server lists among its replies too, as Mastodon does.
      const { comment: omars } = await omar.addComment({ postId: post!._id, body: { text: 'Mine, from here' } });
      await noteOf('talk', '<p>Best bakery in town?</p>', peer.bob, { replies: [...talkReplies, new URL(`${origin}/posts/${omars._id}`)] });

      // Nobody here followed carol: her reply was not sent here. Opening the post reads it.
      const events = await openEvents(origin);
      const fetching = peer.holdFetches();
      expect((await omar.getComments({ postId: post!._id })).comments.map((comment) => comment.text)).toEqual(['Mine, from here']);
      await fetching;
      peer.answerFetches();
      await deliveriesSent(server);
      const { comments } = await omar.getComments({ postId: post!._id });
      expect(comments.map((comment) => [comment.username, comment.text])).toEqual([
        ['omarh', 'Mine, from here'],
        [carolsHandle(), 'The one by the station'],
        [`bob@${new URL(peer.origin).host}`, 'Thanks all'],
      ]);
      // His comment was not read as someone's of elsewhere: nobody here is him again.
      expect((await server.db.query(`select username from users where username like 'omarh@%'`)).rows).toEqual([]);
      const carols = comments.find((comment) => comment.username === carolsHandle())!;
      const { comments: below } = await omar.getReplies({ postId: post!._id, commentId: carols._id, query: {} });
      expect(below.map((reply) => reply.text)).toEqual(['Seconded']);
      // A page open on the post was told of each, as of any comment, and shows it.
      const announced =
        (commentId: string) =>
        ({ event }: NumberedEvent) =>
          event.type === 'comment.added' && event.commentId === commentId;
      await events.next(announced(carols._id));
      await events.next(announced(below[0]!._id));
      events.close();
      const keptOf = async (...ids: string[]) =>
        (
          await server.db.query('select uri from posts where uri = any($1) union all select uri from comments where uri = any($1)', [
            ids.map((id) => notes(id).href),
          ])
        ).rows;
      expect(await keptOf('talk-2', 'talk-3', 'talk-5')).toEqual([]);

      // Opened again soon after, by anyone, it is not read again.
      await omar.getComments({ postId: post!._id });
      await (await appClientFor(server, priyaLogin)).getComments({ postId: post!._id });
      expect(await repliesJobs(post!._id)).toBe(1);
    });

    test('listed on page after page, has ten of its pages fetched, no more', async () => {
      const { omar } = await omarFollowsBob();
      // Twelve pages linked one to the next: the first carried in the Note, eleven served, the last listing a reply.
      const pageId = (n: number) => notes(`paged/replies-${n}`);
      const pages = [];
      for (let n = 2; n <= 12; n += 1) {
        const page = new CollectionPage({ id: pageId(n), items: n === 12 ? [notes('paged-1')] : [], next: n < 12 ? pageId(n + 1) : null });
        pages.push(await served(page));
      }
      await noteOf('paged-1', '<p>Down here</p>', peer.bob, { answering: notes('paged') });
      const paged = new Note({
        id: notes('paged'),
        attribution: peer.bob,
        content: '<p>Anyone?</p>',
        tos: [PUBLIC_COLLECTION],
        replies: new Collection({ first: new CollectionPage({ items: [], next: pageId(2) }) }),
      });
      await served(paged);
      await bobSends(createOfNote(paged));
      const [post] = bobsPostsIn(await homeOf(omar));
      await omar.getComments({ postId: post!._id });
      await deliveriesSent(server);
      expect(pages.map((page) => page.asked())).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
      expect((await omar.getComments({ postId: post!._id })).comments).toEqual([]);
    });

    test('opened by a member, it and its replies read again keep their edits there; a copy older than what is kept changes nothing', async () => {
      const { omar } = await omarFollowsBob();
      await carolIsServed();
      const now = Temporal.Now.instant();
      // Written yesterday.
      const draft = (await noteOf('draft', '<p>First take</p>', peer.bob, { replies: ['draft-1'] })).clone({
        published: now.subtract({ hours: 24 }),
      });
      await served(draft);
      const reply = await noteOf('draft-1', '<p>Nice</p>', carol(), { answering: draft.id! });
      await bobSends(createOfNote(draft));
      const [post] = bobsPostsIn(await homeOf(omar));
      const opened = async () => {
        await openedAnew(omar, post!._id);
        const { comments } = await omar.getComments({ postId: post!._id });
        return [(await omar.getPost({ postId: post!._id })).post.content, ...comments.map((comment) => comment.text)];
      };
      expect(await opened()).toEqual(['First take', 'Nice']);

      // Edited there ten minutes ago, and no Update came here.
      await served(draft.clone({ content: '<p>Second thoughts</p>', updated: now.subtract({ minutes: 10 }) }));
      await served(reply.clone({ content: '<p>Very nice</p>', updated: Temporal.Now.instant() }));
      expect(await opened()).toEqual(['Second thoughts', 'Very nice']);
      // Edited again five minutes ago: after the edit kept here, though before it was read.
      await served(draft.clone({ content: '<p>Third thoughts</p>', updated: now.subtract({ minutes: 5 }) }));
      expect(await opened()).toEqual(['Third thoughts', 'Very nice']);
      expect((await omar.getPostHistory({ postId: post!._id })).versions.map((version) => version.content)).toEqual([
        'Second thoughts',
        'First take',
      ]);

      // A copy from before the edits kept here, as a cache may give.
      const before = now.subtract({ hours: 1 });
      await served(draft.clone({ content: '<p>Stale</p>', updated: before }));
      await served(reply.clone({ content: '<p>Stale</p>', updated: before }));
      expect(await opened()).toEqual(['Third thoughts', 'Very nice']);
    });

    test('opened by a member when its server has it no more, goes from here, and stays gone when its server says it was deleted', async () => {
      const { omar } = await omarFollowsBob();
      const events = await openEvents(origin);
      const here = async (id: string) => bobsPostsIn(await homeOf(omar)).filter((post) => post.content === id);
      /**
       * Bob's post `id`, sent here, then opened by Omar once for each of `answers` (each a quarter
       * of an hour after the last), his server answering as it gives: whether Omar still has it
       * after, and whether it is kept when its Create comes again.
       */
      const openedWhenAnswered = async (id: string, ...answers: Array<(note: Note) => Promise<unknown>>) => {
        const note = await noteOf(id, `<p>${id}</p>`, peer.bob, {});
        await bobSends(createOfNote(note));
        const [post] = await here(id);
        for (const answer of answers) {
          await answer(note);
          await aQuarterOfAnHourPasses(post!._id);
          await omar.getComments({ postId: post!._id });
          await deliveriesSent(server);
        }
        const kept = (await here(id)).length > 0;
        if (!kept) await events.next(({ event }) => event.type === 'post.deleted' && event.postId === post!._id);
        // Sent again as another activity: one id is handled once.
        await bobSends(createOfNote(note).clone({ id: new URL(`${note.id!.href}/create-again`) }));
        return { kept, keptWhenItComesAgain: (await here(id)).length > 0 };
      };
      const refusals: Array<ReturnType<Peer['refuse']>> = [];
      const refused = (status: number) => (note: Note) => Promise.resolve(refusals.push(peer.refuse(note.id!.pathname, status)));
      const given = (note: Note) => served(note);

      // Refused to this server: it may be there still.
      expect(await openedWhenAnswered('refused', refused(403))).toEqual({ kept: true, keptWhenItComesAgain: true });
      // Not found, which a server may answer for a while: gone when the read before found it missing
      // too (and not since), but not remembered so.
      expect(await openedWhenAnswered('missing once', refused(404))).toEqual({ kept: true, keptWhenItComesAgain: true });
      expect(await openedWhenAnswered('missing', refused(404), refused(404))).toEqual({ kept: false, keptWhenItComesAgain: true });
      expect(await openedWhenAnswered('back', refused(404), given, refused(404))).toEqual({ kept: true, keptWhenItComesAgain: true });
      // Gone, or a Tombstone in its place: deleted there, as its Delete would have said.
      expect(await openedWhenAnswered('deleted', refused(410))).toEqual({ kept: false, keptWhenItComesAgain: false });
      const tombstone = (note: Note) => served(new Tombstone({ id: note.id, deleted: Temporal.Now.instant() }));
      expect(await openedWhenAnswered('buried', tombstone)).toEqual({ kept: false, keptWhenItComesAgain: false });
      // Each was asked for, signed as the community every time (Fedify knocks again with the other
      // signature on a refusal): what a server answers only signed fetches of is read too.
      expect(refusals.map((refusal) => ({ asked: refusal.asked() > 0, allSigned: refusal.signed() === refusal.asked() }))).toEqual(
        Array.from({ length: 7 }, () => ({ asked: true, allSigned: true })),
      );

      // Sent on by a redirect to another server that says 410: that server does not speak for bob's post.
      const elsewhere = createHttpServer((_request, response) => void response.writeHead(410).end());
      await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
      try {
        const movedAway = (note: Note) =>
          Promise.resolve(peer.redirect(note.id!.pathname, `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/gone`));
        expect(await openedWhenAnswered('redirected', movedAway)).toEqual({ kept: true, keptWhenItComesAgain: true });
      } finally {
        elsewhere.closeAllConnections();
        await new Promise((resolve) => elsewhere.close(resolve));
      }
      events.close();
    });

    test('opened again when its server lists some of its replies no more, reads those again: each goes from here once its server has it no more', async () => {
      const { omar } = await omarFollowsBob();
      await carolIsServed();
      const replies = ['chat-1', 'chat-2', 'chat-3', 'chat-4'];
      const chat = await noteOf('chat', '<p>Picnic on Sunday?</p>', peer.bob, { replies });
      await noteOf('chat-1', '<p>Yes!</p>', carol(), { answering: chat.id! });
      const deleted = await noteOf('chat-2', '<p>Maybe</p>', peer.bob, { answering: chat.id! });
      const missing = await noteOf('chat-3', '<p>If it is sunny</p>', peer.bob, { answering: chat.id! });
      await noteOf('chat-4', '<p>Count me in</p>', carol(), { answering: chat.id! });
      await bobSends(createOfNote(chat));
      const [post] = bobsPostsIn(await homeOf(omar));
      /** The comments Omar sees once he opened the post anew. */
      const opened = async () => {
        await openedAnew(omar, post!._id);
        return (await omar.getComments({ postId: post!._id })).comments.map((comment) => comment.text).sort();
      };
      expect(await opened()).toEqual(['Count me in', 'If it is sunny', 'Maybe', 'Yes!']);

      // His server lists only carol's first now: his first was deleted (410), his second is not
      // found (404), carol's second is there still, though not listed. No Delete came here.
      await noteOf('chat', '<p>Picnic on Sunday?</p>', peer.bob, { replies: ['chat-1'] });
      const refusals = [peer.refuse(deleted.id!.pathname, 410), peer.refuse(missing.id!.pathname, 404)];
      expect(await opened()).toEqual(['Count me in', 'If it is sunny', 'Yes!']);
      // Read again a minute later, as a retry of the read would: a 404 counts again only minutes after the first.
      const askedBefore = refusals[1]!.asked();
      await server.db.query('update posts set replies_read_at = null where id = $1', [post!._id]);
      await omar.getComments({ postId: post!._id });
      await deliveriesSent(server);
      expect(refusals[1]!.asked()).toBeGreaterThan(askedBefore);
      expect((await omar.getComments({ postId: post!._id })).comments.map((comment) => comment.text).sort()).toEqual([
        'Count me in',
        'If it is sunny',
        'Yes!',
      ]);
      // Missing once may be a moment's: back, and listed again, its 404 before is forgotten.
      await served(missing);
      await noteOf('chat', '<p>Picnic on Sunday?</p>', peer.bob, { replies: ['chat-1', 'chat-3'] });
      expect(await opened()).toEqual(['Count me in', 'If it is sunny', 'Yes!']);
      // Missing again and unlisted: one 404 since it was found is not two; missing at the next read too, it goes.
      await noteOf('chat', '<p>Picnic on Sunday?</p>', peer.bob, { replies: ['chat-1'] });
      refusals.push(peer.refuse(missing.id!.pathname, 404));
      expect(await opened()).toEqual(['Count me in', 'If it is sunny', 'Yes!']);
      expect(await opened()).toEqual(['Count me in', 'Yes!']);
      expect(refusals.map((refusal) => refusal.asked() > 0 && refusal.signed() === refusal.asked())).toEqual([true, true, true]);
      // His deleted reply stays deleted when its Create comes again; the one missing is kept again.
      for (const note of [deleted, missing]) await bobSends(createOfNote(note).clone({ id: new URL(`${note.id!.href}/create-again`) }));
      expect((await omar.getComments({ postId: post!._id })).comments.map((comment) => comment.text).sort()).toEqual([
        'Count me in',
        'If it is sunny',
        'Yes!',
      ]);
    });

    test('with more kept replies its server lists no more than a read takes again, reads the ones read again longest ago first', async () => {
      const { omar } = await omarFollowsBob();
      await carolIsServed();
      const ids = Array.from({ length: 12 }, (_, index) => `many-${index + 1}`);
      const many = await noteOf('many', '<p>Name a river</p>', peer.bob, { replies: ids });
      /** How many times each reply was asked for. */
      const asked = new Map<string, () => number>();
      for (const id of ids) asked.set(id, (await served(await noteOf(id, `<p>${id}</p>`, carol(), { answering: many.id! }))).asked);
      await bobSends(createOfNote(many));
      const [post] = bobsPostsIn(await homeOf(omar));
      await openedAnew(omar, post!._id);
      expect((await omar.getComments({ postId: post!._id, query: { limit: 20 } })).comments).toHaveLength(12);

      // Listed no more: each read takes ten again, those read again longest ago (or never) first.
      await noteOf('many', '<p>Name a river</p>', peer.bob, { replies: [] });
      const readAgain = async () => {
        const before = ids.map((id) => asked.get(id)!());
        await openedAnew(omar, post!._id);
        return ids.filter((id, index) => asked.get(id)!() > before[index]!);
      };
      const first = await readAgain();
      expect(first).toHaveLength(10);
      const second = await readAgain();
      expect(second).toHaveLength(10);
      // The two the first read left are in the second.
      expect(ids.filter((id) => !first.includes(id)).every((id) => second.includes(id))).toBe(true);
    });
  });

  describe('his posts and replies kept before this server read all they carry', () => {
    /** `uri` as a server from before migrations 055 to 061 kept it, none of what they read, marked to be read again (migration 069). */
    const keptBefore = async (uri: URL) => {
      const forgotten = `media_elsewhere = null, media_sensitive = false, emojis = null, backfill_due = true`;
      await server.db.query(`update posts set ${forgotten}, in_reply_to_uri = null where uri = $1`, [uri.href]);
      await server.db.query(`update comments set ${forgotten}, content_warning = '' where uri = $1`, [uri.href]);
      // A reply kept before migration 058 kept no images.
      await server.db.query('delete from comment_images where comment_id in (select id from comments where uri = $1)', [uri.href]);
    };
    /** The server starts (`startBackfillWhenDue`, as server.ts does) and its jobs are done. */
    const serverStarts = async () => {
      await startBackfillWhenDue({ db: server.db, jobs: server.jobs });
      await deliveriesSent(server, 60);
    };
    const stillDue = async () =>
      (
        await server.db.query(
          `select uri from posts where backfill_due union all select uri from comments where backfill_due
           union all select username from users where backfill_due`,
        )
      ).rows;
    afterEach(async () => {
      await server.db.query('delete from backfill_retries');
    });
    const backfillJobsDone = async () =>
      (
        await server.db.query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`, [
          inTurnQueueOf('federation.backfill'),
        ])
      ).rows[0]!.n;

    test('are read again once from his server and shown whole, never as edited; one his server says is gone goes', async () => {
      const { omar } = await omarFollowsBob();
      const clip = new Video({ url: new URL(`${peer.origin}/media/clip.mp4`) });
      const emoji = new Emoji({
        id: new URL(`${peer.origin}/emojis/wave`),
        name: ':wave:',
        icon: new Image({ mediaType: 'image/png', url: new URL(`${peer.origin}/media/wave.png`) }),
      });
      const post = bobsNote('bf-post', '<p>Harbour :wave:</p>').clone({ sensitive: true, attachments: [clip], tags: [emoji] });
      await bobSends(createOfNote(post));
      // It answers a post elsewhere, which a server from before migration 057 did not read: kept as a post, naming nothing.
      const answering = post.clone({ replyTarget: new URL(`${peer.origin}/notes/far-thread`) });
      const { post: omars } = await omar.createPost({ body: { caption: 'Tonight', content: 'the finale' } });
      const reply = new Note({
        id: new URL(`${peer.origin}/notes/bf-reply`),
        attribution: peer.bob,
        summary: 'Spoilers',
        content: '<p>The butler</p>',
        replyTarget: new URL(`${origin}/posts/${omars._id}`),
        tos: [PUBLIC_COLLECTION],
        attachments: [new Document({ mediaType: 'image/jpeg', url: new URL(`${peer.origin}/media/hall.jpg`), name: 'The hall' })],
      });
      await bobSends(createOfNote(reply));
      const gone = bobsNote('bf-gone', '<p>Soon gone</p>');
      await bobSends(createOfNote(gone));
      // The reply kept as a post too, as one passed on before what it answers was here is.
      await server.db.query(
        `insert into posts (id, author_id, caption, content, uri, html) select 'bf-copy', author_id, '', text, uri, html from comments where uri = $1`,
        [reply.id!.href],
      );
      for (const note of [post, reply, gone]) await keptBefore(note.id!);
      const reads = [await served(answering), await served(reply), peer.refuse(gone.id!.pathname, 410)];
      const shown = async () => {
        const [mine] = bobsPostsIn(await homeOf(omar)).filter((one) => one.content.startsWith('Harbour'));
        const [comment] = (await omar.getComments({ postId: omars._id })).comments;
        return {
          media: mine?.elsewhere?.media.map((one) => one.url),
          sensitive: mine?.elsewhere?.sensitive,
          emojis: mine?.elsewhere?.emojis.map((one) => one.shortcode),
          inReplyTo: mine?.elsewhere?.inReplyTo,
          edited: mine?.editedAt !== null,
          warning: comment?.elsewhere?.contentWarning,
          replyImages: comment?.elsewhere?.images.map((image) => image.alt),
          posts: bobsPostsIn(await homeOf(omar)).map((one) => one.content),
        };
      };
      expect(await shown()).toEqual({
        media: [],
        sensitive: false,
        emojis: [],
        inReplyTo: null,
        edited: false,
        warning: '',
        replyImages: [],
        posts: ['The butler', 'Soon gone', 'Harbour :wave:'],
      });

      await serverStarts();
      expect(await shown()).toEqual({
        media: [clip.url!.href],
        sensitive: true,
        emojis: ['wave'],
        inReplyTo: `${peer.origin}/notes/far-thread`,
        edited: false,
        warning: 'Spoilers',
        replyImages: ['The hall'],
        posts: ['The butler', 'Harbour :wave:'],
      });
      const kept = bobsPostsIn(await homeOf(omar)).find((one) => one.content.startsWith('Harbour'));
      expect((await omar.getPostHistory({ postId: kept!._id })).versions).toEqual([]);
      const copy = await server.db.query(`select alt from post_images where post_id = 'bf-copy'`);
      expect(copy.rows).toEqual([{ alt: 'The hall' }]);
      // Each asked for once (the refusal twice: Fedify knocks again with the other signature).
      const asked = reads.map((read) => read.asked());
      expect([await stillDue(), asked]).toEqual([[], [1, 1, 2]]);
      // Started again, the server reads none of them again.
      await serverStarts();
      expect(reads.map((read) => read.asked())).toEqual(asked);
    });

    test('and he, read last before his name’s emoji were, is read again as he is now', async () => {
      const { omar, bobId } = await omarFollowsBob();
      await server.db.query(`update users set first_name = 'Bob, as kept before', backfill_due = true where id = $1`, [bobId]);
      await serverStarts();
      const { user } = await omar.getUser({ userId: bobId });
      expect([user.firstName, await stillDue()]).toEqual(['Bob Elsewhere', []]);
    });

    test('but not from a document at his address that says it is someone else', async () => {
      const { omar, bobId } = await omarFollowsBob();
      const shown = async () => (await omar.getUser({ userId: bobId })).user.firstName;
      const bobsPath = new URL(peer.bob).pathname;
      const mallory = new Person({
        id: new URL(`${peer.origin}/users/mallory`),
        preferredUsername: 'mallory',
        name: 'Mallory, at his address',
        inbox: new URL(`${peer.origin}/users/mallory/inbox`),
      });
      const impostor = await served(mallory);
      const elsewhere = peer.serveFile(
        bobsPath,
        'application/activity+json',
        new TextEncoder().encode(JSON.stringify(await mallory.toJsonLd())),
      );
      try {
        await server.db.query(`update users set first_name = 'Bob, as kept before', backfill_due = true where id = $1`, [bobId]);
        await serverStarts();
        const malloryKept = await server.db.query(`select 1 from remote_actors where uri = $1`, [mallory.id!.href]);
        expect([elsewhere.asked(), await shown(), malloryKept.rows, await stillDue()]).toEqual([1, 'Bob, as kept before', [], []]);
      } finally {
        // His server's own actor again.
        peer.refuse(bobsPath, 404).end();
      }
      expect(impostor.asked()).toBe(0);
    });

    test('are read by job after job until none is left', async () => {
      await omarFollowsBob();
      const { rows } = await server.db.query<{ id: string }>('select id from users where username = $1', [
        `bob@${new URL(peer.origin).host}`,
      ]);
      // More than one job reads (50): his server has none of them now, and they stay until a second read finds them missing still.
      await server.db.query(
        `insert into posts (id, author_id, caption, content, uri, html, created_at, backfill_due)
         select 'bf-' || n, $1, '', 'Old ' || n, $2 || n, '<p>Old</p>', now() - n * interval '1 minute', true
           from generate_series(1, 60) n`,
        [rows[0]!.id, `${peer.origin}/notes/bf-old-`],
      );
      const before = await backfillJobsDone();
      await serverStarts();
      expect(await stillDue()).toEqual([]);
      expect((await backfillJobsDone()) - before).toBe(2);
    });

    describe('one his server does not give then', () => {
      /** Those to be read again later: how often each failed, in how many hours the next try is, and why (the status named). */
      const triedAgain = async () =>
        (
          await server.db.query<{ uri: string; failures: number; hours: number; why: string }>(
            `select uri, failures, round(extract(epoch from next_at - now()) / 3600)::int as hours, last_failure as why
               from backfill_retries order by uri`,
          )
        ).rows.map((row) => ({ ...row, why: /\b[45]\d\d\b/.exec(row.why)?.[0] ?? row.why }));
      /** In how many hours the backfill's job waiting is due, when one waits. */
      const jobDueIn = async () =>
        (
          await server.db.query<{ hours: number }>(
            `select round(extract(epoch from start_after - now()) / 3600)::int as hours from pgboss.job where name = $1 and state = 'created'`,
            [inTurnQueueOf('federation.backfill')],
          )
        ).rows.map((row) => row.hours);
      /** `hours` pass: those tried again come due (a post missing there has been missing that much longer), and the server starts meanwhile. */
      const theNextTryComes = async (hours: number) => {
        await server.db.query(
          `update posts set missing_since = missing_since - $1::int * interval '1 hour' where missing_since is not null`,
          [hours],
        );
        await server.db.query('update backfill_retries set next_at = now()');
        await serverStarts();
      };
      test('is read again after an hour, 6 hours and a day, then given up and logged; one missing there goes when it still is a day later', async () => {
        const { omar } = await omarFollowsBob();
        const clip = new Video({ url: new URL(`${peer.origin}/media/clip.mp4`) });
        const down = bobsNote('bf-down', '<p>Down</p>').clone({ attachments: [clip] });
        const back = bobsNote('bf-back', '<p>Back</p>').clone({ attachments: [clip] });
        const vanished = bobsNote('bf-vanished', '<p>Vanished</p>');
        for (const note of [down, back, vanished]) {
          await bobSends(createOfNote(note));
          await keptBefore(note.id!);
        }
        const refusals = [
          peer.refuse(down.id!.pathname, 503),
          peer.refuse(back.id!.pathname, 503),
          peer.refuse(vanished.id!.pathname, 404),
        ];
        const shown = async () =>
          Object.fromEntries(bobsPostsIn(await homeOf(omar)).map((post) => [post.content, post.elsewhere?.media.length]));
        const uriOf = (note: Note) => note.id!.href;

        await serverStarts();
        expect(await shown()).toEqual({ Down: 0, Back: 0, Vanished: 0 });
        expect(await triedAgain()).toEqual([
          { uri: uriOf(back), failures: 1, hours: 1, why: '503' },
          { uri: uriOf(down), failures: 1, hours: 1, why: '503' },
          { uri: uriOf(vanished), failures: 1, hours: 1, why: '404' },
        ]);
        expect(await jobDueIn()).toEqual([1]);

        // An hour later: one is given again; one is still down, one still missing, which an hour does not take.
        refusals[1]!.end();
        await served(back);
        await theNextTryComes(1);
        expect(await shown()).toEqual({ Down: 0, Back: 1, Vanished: 0 });
        expect(await triedAgain()).toEqual([
          { uri: uriOf(down), failures: 2, hours: 6, why: '503' },
          { uri: uriOf(vanished), failures: 2, hours: 6, why: '404' },
        ]);
        expect(await jobDueIn()).toEqual([6]);

        await theNextTryComes(6);
        expect((await triedAgain()).map(({ failures, hours }) => [failures, hours])).toEqual([
          [3, 24],
          [3, 24],
        ]);
        expect(await jobDueIn()).toEqual([24]);
        const givenUp = () => server.lines.filter((line) => line.includes('given up') && line.includes(uriOf(down)));
        expect(givenUp()).toEqual([]);

        // A day later: the one missing since goes; the fourth read of the other fails too: it stays as it was kept, and the log says so.
        await theNextTryComes(24);
        expect([await shown(), await triedAgain(), await jobDueIn()]).toEqual([{ Down: 0, Back: 1 }, [], []]);
        expect(givenUp()).toHaveLength(1);
        const asked = refusals[0]!.asked();
        await serverStarts();
        expect(refusals[0]!.asked()).toBe(asked);
      });

      test('nor him: he is read again an hour later', async () => {
        const { omar, bobId } = await omarFollowsBob();
        await server.db.query(`update users set first_name = 'Bob, as kept before', backfill_due = true where id = $1`, [bobId]);
        const down = peer.refuse(new URL(peer.bob).pathname, 503);
        try {
          await serverStarts();
        } finally {
          down.end();
        }
        expect([(await omar.getUser({ userId: bobId })).user.firstName, (await triedAgain()).map((row) => row.failures)]).toEqual([
          'Bob, as kept before',
          [1],
        ]);
        await theNextTryComes(1);
        expect([(await omar.getUser({ userId: bobId })).user.firstName, await triedAgain()]).toEqual(['Bob Elsewhere', []]);
      });
    });
  });

  describe('he, read last a week ago or more', () => {
    /** The reads of a person again waiting: in how many minutes each is due, and whose it is. */
    const readsWaiting = async () =>
      (
        await server.db.query<{ minutes: number; userId: string }>(
          `select (extract(epoch from start_after - now()) / 60)::float8 as minutes, data->>'userId' as "userId"
             from pgboss.job where name = 'federation.person' and state = 'created'`,
        )
      ).rows;
    /** The reads waiting come due now (a read of nobody's wakes the queue's worker). */
    const readsComeDue = async () => {
      await server.db.query(`update pgboss.job set start_after = now() where name = 'federation.person' and state = 'created'`);
      await server.jobs.enqueue(server.db, { name: 'federation.person', data: { userId: 'nobody' } });
    };
    /** Whether the read of `userId` is in the queue's `state` (done, failed to be tried again). */
    const readOf = async (userId: string, state: 'completed' | 'retry') =>
      (
        await server.db.query(`select 1 from pgboss.job where name = 'federation.person' and data->>'userId' = $1 and state = $2`, [
          userId,
          state,
        ])
      ).rows.length === 1;
    /** Bob as last read `days` ago and never asked for since, his name there changed since without an Update reaching here. */
    const bobReadAgo = async (bobId: string, days: number) => {
      await server.db.query(
        `update remote_actors set updated_at = now() - $2::int * interval '1 day', read_again_asked_at = null where id = $1`,
        [bobId, days],
      );
      await server.db.query(`update users set first_name = 'Bob, as read before' where id = $1`, [bobId]);
    };
    afterEach(async () => {
      await server.db.query(`delete from pgboss.job where name = 'federation.person'`);
    });

    test('is read again within six hours of a post of his, once however many he sends, as Mastodon reads an account again', async () => {
      const { omar, bobId } = await omarFollowsBob();
      const shownName = async () => (await omar.getUser({ userId: bobId })).user.firstName;
      await bobReadAgo(bobId, 6);
      await bobSends(createOfNote(bobsNote('week-0', '<p>Within the week</p>')));
      expect(await readsWaiting()).toEqual([]);

      await bobReadAgo(bobId, 8);
      await bobSends(createOfNote(bobsNote('week-1', '<p>One</p>')));
      await bobSends(createOfNote(bobsNote('week-2', '<p>Two</p>')));
      const [waiting, ...more] = await readsWaiting();
      expect([waiting?.userId, more, await shownName()]).toEqual([bobId, [], 'Bob, as read before']);
      expect(waiting!.minutes).toBeGreaterThanOrEqual(1);
      expect(waiting!.minutes).toBeLessThanOrEqual(360);

      // Its time comes.
      await readsComeDue();
      await until(async () => (await shownName()) === 'Bob Elsewhere', 'bob is read again');
      // Read now: a post asks nothing, though the last ask was a week ago.
      await server.db.query(`update remote_actors set read_again_asked_at = now() - interval '8 days' where id = $1`, [bobId]);
      await bobSends(createOfNote(bobsNote('week-3', '<p>Three</p>')));
      expect(await readsWaiting()).toEqual([]);
    });

    test('read since it was asked for (his Update came), is not read again when its time comes', async () => {
      const { omar, bobId } = await omarFollowsBob();
      await bobReadAgo(bobId, 8);
      await bobSends(createOfNote(bobsNote('week-4', '<p>Four</p>')));
      expect((await readsWaiting()).map((read) => read.userId)).toEqual([bobId]);
      // As his Update, read meanwhile, keeps him.
      await server.db.query(`update remote_actors set updated_at = now() where id = $1`, [bobId]);
      await server.db.query(`update users set first_name = 'Bob, as his Update says' where id = $1`, [bobId]);
      await readsComeDue();
      await until(() => readOf(bobId, 'completed'), 'the read of bob is done');
      expect((await omar.getUser({ userId: bobId })).user.firstName).toBe('Bob, as his Update says');
    });

    test('whose server does not give him then, is not asked for again before a week has passed', async () => {
      const { bobId } = await omarFollowsBob();
      await bobReadAgo(bobId, 8);
      await server.db.query(`update remote_actors set read_again_asked_at = now() - interval '1 day' where id = $1`, [bobId]);
      await bobSends(createOfNote(bobsNote('asked-1', '<p>Asked a day ago</p>')));
      expect(await readsWaiting()).toEqual([]);
      await server.db.query(`update remote_actors set read_again_asked_at = now() - interval '8 days' where id = $1`, [bobId]);
      await bobSends(createOfNote(bobsNote('asked-8', '<p>Asked a week ago</p>')));
      expect((await readsWaiting()).map((read) => read.userId)).toEqual([bobId]);
    });

    test('whose server does not give him when his read comes, is asked for again by a post a day on, not a week', async () => {
      const { bobId } = await omarFollowsBob();
      await bobReadAgo(bobId, 8);
      await bobSends(createOfNote(bobsNote('failed-0', '<p>Asks</p>')));
      expect((await readsWaiting()).map((read) => read.userId)).toEqual([bobId]);
      const down = peer.refuse(new URL(peer.bob).pathname, 503);
      try {
        await readsComeDue();
        await until(() => down.asked() > 0, 'his server is asked for him');
        await until(() => readOf(bobId, 'retry'), 'the read of bob fails');
      } finally {
        down.end();
      }
      await server.db.query(`delete from pgboss.job where name = 'federation.person'`);
      await bobSends(createOfNote(bobsNote('failed-1', '<p>Just after</p>')));
      expect(await readsWaiting()).toEqual([]);
      // A day on.
      await server.db.query(`update remote_actors set read_again_asked_at = read_again_asked_at - interval '1 day' where id = $1`, [bobId]);
      await bobSends(createOfNote(bobsNote('failed-2', '<p>A day on</p>')));
      expect((await readsWaiting()).map((read) => read.userId)).toEqual([bobId]);
    });

    test('whose Follow came meanwhile (his actor read perhaps as a copy) is still read again for the post after it', async () => {
      const { bobId } = await omarFollowsBob();
      await bobReadAgo(bobId, 8);
      const omarsActor = (await omarRecipient()).id;
      await bobDelivers(
        await omarRecipient(),
        new Follow({ id: new URL(`${peer.origin}/follows/stale-read`), actor: peer.bob, object: omarsActor }),
      );
      try {
        await bobSends(createOfNote(bobsNote('after-follow', '<p>After his Follow</p>')));
        expect((await readsWaiting()).map((read) => read.userId)).toEqual([bobId]);
      } finally {
        await server.db.query('delete from follows where follower_id = $1', [bobId]);
      }
    });

    test('is read again when someone opens his profile (its first page of posts): once, and not when read within the week', async () => {
      const { omar, bobId } = await omarFollowsBob();
      const username = `bob@${new URL(peer.origin).host}`;
      const opened = async (cursor?: string) => omar.getUserPosts({ username, query: { limit: 1, ...(cursor && { cursor }) } });
      for (const id of ['looked-1', 'looked-2']) await bobSends(createOfNote(bobsNote(id, '<p>Before anyone looks</p>')));
      await bobReadAgo(bobId, 6);
      const { nextCursor } = await opened();
      expect([nextCursor, await readsWaiting()]).toEqual([expect.any(String), []]);

      await bobReadAgo(bobId, 8);
      // His record read (a post's author, an app's relationships) and the next page of his posts are no one opening his profile.
      await omar.getUser({ userId: bobId });
      await omar.getUserByUsername({ username });
      await opened(nextCursor!);
      expect(await readsWaiting()).toEqual([]);
      // Shown as kept; read later.
      expect((await opened()).posts.map((post) => post.content)).toEqual(['Before anyone looks']);
      await opened();
      const [waiting, ...more] = await readsWaiting();
      expect([waiting?.userId, more, (await omar.getUser({ userId: bobId })).user.firstName]).toEqual([bobId, [], 'Bob, as read before']);
      expect(waiting!.minutes).toBeGreaterThanOrEqual(1);
    });

    test('whose read cannot be asked for when his profile opens, still shows it, and the log says why', async () => {
      const { omar, bobId } = await omarFollowsBob();
      const username = `bob@${new URL(peer.origin).host}`;
      await bobSends(createOfNote(bobsNote('ask-fails', '<p>Before the ask fails</p>')));
      await bobReadAgo(bobId, 8);
      const told = () => server.lines.filter((line) => line.includes('could not ask for a person of elsewhere to be read again'));
      const toldBefore = told().length;
      // The ask cannot be written (rows already there are not checked).
      await server.db.query('alter table remote_actors add constraint no_ask_now check (read_again_asked_at is null) not valid');
      try {
        expect((await omar.getUserPosts({ username, query: {} })).posts.map((post) => post.content)).toEqual(['Before the ask fails']);
      } finally {
        await server.db.query('alter table remote_actors drop constraint no_ask_now');
      }
      expect(await readsWaiting()).toEqual([]);
      expect(told().slice(toldBefore)).toEqual([expect.stringContaining(bobId)]);
    });
  });
});

/** Priya, made an admin: who blocks servers in these tests. */
async function adminClient() {
  await server.db.query(`update users set role = 'admin' where username = 'priyanair'`);
  return appClientFor(server, { username: 'priyanair', password: 'priyaNair123' });
}

describe('servers admins block', () => {
  const peerHost = () => new URL(peer.origin).host;
  const bobSends = async (activity: Create | Follow) => bobDelivers(await omarRecipient(), activity);
  const bobsPublicNote = (id: string) =>
    new Note({ id: new URL(`${peer.origin}/notes/${id}`), attribution: peer.bob, content: `<p>Note ${id}</p>`, tos: [PUBLIC_COLLECTION] });
  const createOf = (note: Note) => new Create({ id: new URL(`${note.id!.href}/create`), actor: peer.bob, object: note, tos: note.toIds });

  /** Someone known here of each of `hosts`, as if met there. */
  const rememberSomeoneAt = async (hosts: string[]) => {
    for (const host of hosts) {
      await rememberRemotePerson(server.db, {
        uri: `https://${host}/users/someone`,
        name: 'someone',
        displayName: 'Someone',
        domain: host,
        inbox: `https://${host}/users/someone/inbox`,
        sharedInbox: null,
      });
    }
  };

  afterEach(async () => {
    await server.db.query('delete from domain_blocks');
    await server.db.query('delete from posts where uri is not null');
    await server.db.query('delete from follows where follower_id = (select id from users where username = $1)', ['omarh']);
  });

  test('a block of a domain covers its subdomains, as Mastodon’s does; a domain that only ends alike is not under it', async () => {
    const admin = await adminClient();
    const hosts = ['blocked.example', 'social.blocked.example', 'xblocked.example', 'blocked.example.org'];
    await rememberSomeoneAt(hosts);
    await admin.blockServer({ body: { domain: 'blocked.example', severity: 'suspend', rejectMedia: false } });
    try {
      const { rows } = await server.db.query<{ domain: string }>(
        'select domain from users where domain = any($1::text[]) order by domain',
        [hosts],
      );
      expect(rows.map((row) => row.domain)).toEqual(['blocked.example.org', 'xblocked.example']);
      expect(await Promise.all(hosts.map((host) => blockOf(server.db, host)))).toEqual(['suspend', 'suspend', null, null]);
    } finally {
      await admin.unblockServer({ domain: 'blocked.example' });
      await server.db.query('delete from users where domain = any($1::text[])', [hosts]);
    }
  });

  test('a subdomain with a block of its own keeps its people under a suspended parent, and loses them when its own is lifted', async () => {
    const admin = await adminClient();
    const hosts = ['blocked.example', 'social.blocked.example', 'open.blocked.example', 'media.open.blocked.example'];
    await rememberSomeoneAt(hosts);
    const known = async () =>
      (
        await server.db.query<{ domain: string }>('select domain from users where domain = any($1::text[]) order by domain', [hosts])
      ).rows.map((row) => row.domain);
    try {
      await admin.blockServer({ body: { domain: 'open.blocked.example', severity: 'limit', rejectMedia: false } });
      await admin.blockServer({ body: { domain: 'blocked.example', severity: 'suspend', rejectMedia: false } });
      expect(await known()).toEqual(['media.open.blocked.example', 'open.blocked.example']);
      expect(await blockOf(server.db, 'media.open.blocked.example')).toBe('limit');

      await admin.unblockServer({ domain: 'open.blocked.example' });
      expect([await known(), await blockOf(server.db, 'media.open.blocked.example')]).toEqual([[], 'suspend']);
    } finally {
      await server.db.query('delete from users where domain = any($1::text[])', [hosts]);
    }
  });

  test('media are refused by the block that holds for a server: a subdomain’s own, not its parent’s, as Mastodon’s rule_for reads it', async () => {
    const admin = await adminClient();
    const hosts = ['blocked.example', 'social.blocked.example', 'open.blocked.example', 'media.open.blocked.example'];
    const refused = () => Promise.all(hosts.map((host) => mediaRefusedAt(server.db, host)));
    await admin.blockServer({ body: { domain: 'blocked.example', severity: 'limit', rejectMedia: true } });
    await admin.blockServer({ body: { domain: 'open.blocked.example', severity: 'limit', rejectMedia: false } });
    expect(await refused()).toEqual([true, true, false, false]);

    // The other way round: the parent's media come, the subdomain's own block refuses its.
    await admin.blockServer({ body: { domain: 'blocked.example', severity: 'limit', rejectMedia: false } });
    await admin.blockServer({ body: { domain: 'open.blocked.example', severity: 'limit', rejectMedia: true } });
    expect(await refused()).toEqual([false, false, true, true]);
  });

  test('a suspended server loses its people here, and nothing more of it arrives or is found', async () => {
    const { omar } = await omarFollowsBob();
    const admin = await adminClient();
    expect((await admin.getServers()).servers.find((one) => one.domain === peerHost())).toMatchObject({ people: 1, followedByMembers: 1 });
    await admin.blockServer({ body: { domain: peerHost(), severity: 'suspend', reason: 'Abuse' } });

    await bobSends(createOf(bobsPublicNote('blocked-1')));
    await bobSends(new Follow({ id: new URL(`${peer.origin}/follows/blocked`), actor: peer.bob, object: (await omarRecipient()).id }));
    expect((await server.db.query(`select 1 from users where domain = $1`, [peerHost()])).rows).toEqual([]);
    expect((await server.db.query('select 1 from posts where uri is not null')).rows).toEqual([]);
    expect((await omar.searchUsers({ query: { q: `@bob@${peerHost()}` } })).users).toEqual([]);

    await admin.unblockServer({ domain: peerHost() });
    expect((await omar.searchUsers({ query: { q: `@bob@${peerHost()}` } })).users).toHaveLength(1);
  });

  test('a limited server’s posts show only to its followers here, and its direct messages reach only them', async () => {
    const { omar } = await omarFollowsBob();
    const admin = await adminClient();
    await admin.blockServer({ body: { domain: peerHost(), severity: 'limit' } });
    await bobSends(createOf(bobsPublicNote('limited-1')));
    const { posts } = await omar.getFeedPage({ query: { limit: 50 } });
    const post = posts.find((one) => one.elsewhere?.html === '<p>Note limited-1</p>');
    expect(post?.visibility).toBe('followers');
    await expect(admin.getPost({ postId: post!._id })).rejects.toMatchObject({ status: 404 });

    // To omar, who follows bob, and to the admin, who does not.
    const { user: priya } = await admin.getUserByUsername({ username: 'priyanair' });
    const direct = new Note({
      id: new URL(`${peer.origin}/notes/limited-direct`),
      attribution: peer.bob,
      content: '<p>Just you two</p>',
      tos: [(await omarRecipient()).id, new URL(`${origin}/users/${priya._id}`)],
    });
    await bobSends(createOf(direct));
    const bobsThreads = async (client: typeof omar) =>
      (await client.getPrivateThreads({ query: { limit: 5 } })).threads.filter((one) => one.post.username === `bob@${peerHost()}`);
    expect((await bobsThreads(omar)).map((one) => one.post.content)).toEqual(['Just you two']);
    expect(await bobsThreads(admin)).toEqual([]);

    // His answer to omar's direct post to both is no comment on it, which the admin would see: a message for omar alone.
    const { post: picnic } = await omar.createPost({
      body: { caption: `Picnic, @priyanair @bob@${peerHost()}?`, content: 'Saturday', visibility: 'mentioned' },
    });
    const answer = new Note({
      id: new URL(`${peer.origin}/notes/limited-answer`),
      attribution: peer.bob,
      content: '<p>Count me in</p>',
      replyTarget: new URL(`${origin}/posts/${picnic._id}`),
      tos: [(await omarRecipient()).id, new URL(`${origin}/users/${priya._id}`)],
    });
    await bobSends(createOf(answer));
    expect((await admin.getComments({ postId: picnic._id })).comments).toEqual([]);
    expect((await bobsThreads(omar)).map((one) => one.post.content)).toEqual(['Count me in', 'Just you two']);
    await omar.deletePost({ postId: picnic._id });
  });
});
