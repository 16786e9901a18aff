import type { LiveEvent, NumberedEvent } from 'api-contract/events';
import { appClientFor, clientFor, guest, send } from './api';
import { openEvents, type EventClient } from './live-events';
import { databaseName, startServerProcess, type ServerProcess } from './server-process';

let server: ServerProcess;
const clients: EventClient[] = [];

beforeAll(async () => {
  server = await startServerProcess();
}, 60_000);
afterAll(() => server.stop());
beforeEach(() => send(server.url, 'POST', '/api/testing/reset', { body: {} }));
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

async function listen(options?: Parameters<typeof openEvents>[1]): Promise<EventClient> {
  const client = await openEvents(server.url, options);
  clients.push(client);
  return client;
}

const ofType =
  <T extends LiveEvent['type']>(type: T, check: (event: Extract<LiveEvent, { type: T }>) => boolean = () => true) =>
  ({ event }: NumberedEvent) =>
    event.type === type && check(event as Extract<LiveEvent, { type: T }>);

/** The fields each event may carry, and no other. */
const allowedFields: Record<LiveEvent['type'], string[]> = {
  'post.created': ['type', 'postId', 'author'],
  'post.deleted': ['type', 'postId'],
  'post.likes': ['type', 'postId', 'likeCount'],
  'comment.added': ['type', 'postId', 'commentId', 'commentCount'],
  'comment.deleted': ['type', 'postId', 'commentId', 'commentCount'],
  'user.follows': ['type', 'followerId', 'followeeId', 'following', 'followerCount', 'followingCount'],
};

describe(`live events, on ${databaseName}`, () => {
  it('a new post reaches a client that listens, as a server-sent event with an id, uncompressed', async () => {
    const client = await listen({ headers: { 'accept-encoding': 'br, gzip' } });
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(client.headers.get('content-encoding')).toBeNull();
    const api = await appClientFor(server.url, guest);
    const { post } = await api.createPost({ caption: 'Live', content: 'Seen at once' });
    const { id, event } = await client.next(ofType('post.created'));
    expect(event).toEqual({ type: 'post.created', postId: post._id, author: { _id: 'user-guest', username: 'guest' } });
    expect(id).toMatch(/^\d+$/);
    expect(client.text()).toContain(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`);
  });

  it('likes, comments, follows and deletes are announced with their exact counts; a like that changes nothing is not', async () => {
    const client = await listen();
    const api = await appClientFor(server.url, guest);
    await api.likePost('post-3');
    expect((await client.next(ofType('post.likes'))).event).toEqual({ type: 'post.likes', postId: 'post-3', likeCount: 1 });
    // post-1 has likes, and the guest never liked it: the dislike changes no count.
    await api.dislikePost('post-1');
    const { comment } = await api.addComment('post-3', { text: 'Announced' });
    await client.next(ofType('comment.added'));
    expect(client.events.filter(ofType('post.likes')).map(({ event }) => event)).toEqual([
      { type: 'post.likes', postId: 'post-3', likeCount: 1 },
    ]);
    expect((await client.next(ofType('comment.added'))).event).toEqual({
      type: 'comment.added',
      postId: 'post-3',
      commentId: comment._id,
      commentCount: 3,
    });
    await api.deleteComment('post-3', comment._id);
    expect((await client.next(ofType('comment.deleted'))).event).toMatchObject({ commentId: comment._id, commentCount: 2 });
    await api.follow('user-omar');
    expect((await client.next(ofType('user.follows'))).event).toEqual({
      type: 'user.follows',
      followerId: 'user-guest',
      followeeId: 'user-omar',
      following: true,
      followerCount: 1,
      followingCount: 3,
    });
    await api.unfollow('user-omar');
    await client.next(ofType('user.follows', (event) => !event.following));
    await api.deletePost('post-6');
    expect((await client.next(ofType('post.deleted'))).event).toEqual({ type: 'post.deleted', postId: 'post-6' });
  });

  it.each([
    ['the Last-Event-ID header', false],
    ['?lastEventId= (a new EventSource)', true],
  ])('a client that comes back with %s gets what it missed, in order, none twice', async (_case, viaQuery) => {
    const first = await listen();
    const api = await appClientFor(server.url, guest);
    await api.createPost({ caption: 'Before', content: 'Seen live' });
    const seen = await first.next(ofType('post.created'));
    first.close();
    const missed = [
      (await api.createPost({ caption: 'While away', content: 'Missed' })).post._id,
      (await api.addComment('post-2', { text: 'Missed too' })).comment._id,
    ];
    await api.likePost('post-2');
    const back = await listen({ lastEventId: seen.id, viaQuery });
    await back.next(ofType('post.likes'));
    const { post } = await api.createPost({ caption: 'After', content: 'Live again' });
    await back.next(ofType('post.created', (event) => event.postId === post._id));
    expect(back.events.map(({ event }) => event.type)).toEqual(['post.created', 'comment.added', 'post.likes', 'post.created']);
    expect(back.events[0]?.event).toMatchObject({ postId: missed[0] });
    expect(back.events[1]?.event).toMatchObject({ commentId: missed[1] });
    const ids = back.events.map(({ id }) => Number(id));
    expect(ids.every((id, index) => id > Number(seen.id) && (index === 0 || id > ids[index - 1]!))).toBe(true);
  });

  it('a client without Last-Event-ID gets only what happens next', async () => {
    const api = await appClientFor(server.url, guest);
    await api.createPost({ caption: 'Earlier', content: 'Not for newcomers' });
    const client = await listen();
    const { post } = await api.createPost({ caption: 'Now', content: 'For everyone listening' });
    await client.next(ofType('post.created', (event) => event.postId === post._id));
    expect(client.events).toHaveLength(1);
  });

  it('events carry ids and counts only: no private data, and private changes are not announced', async () => {
    const client = await listen();
    const api = await appClientFor(server.url, guest);
    await api.addBookmark('post-2');
    await api.editProfile({ bio: 'A private change of mind' });
    const anonymous = await clientFor(server.url);
    const { createdUser } = await anonymous.signup({
      username: 'secretive',
      password: 'not-in-events',
      firstName: 'Sec',
      lastName: 'Ret',
      email: 'secret@example.com',
    });
    await api.follow(createdUser._id);
    await client.next(ofType('user.follows'));
    expect(client.events.map(({ event }) => event.type)).toEqual(['user.follows']);
    for (const { event } of client.events) expect(Object.keys(event).sort()).toEqual([...allowedFields[event.type]].sort());
    for (const secret of ['secret@example.com', 'not-in-events', 'A private change', 'bookmark', 'password', 'email']) {
      expect(client.text()).not.toContain(secret);
    }
  });

  it('a malformed Last-Event-ID is a 400 in the contract’s shape', async () => {
    expect(await send(server.url, 'GET', '/api/events', { headers: { 'last-event-id': 'yesterday' } })).toMatchObject({
      status: 400,
      body: { errors: ['Last-Event-ID must be the id of an event.'] },
    });
  });
});

test(`on SIGTERM the live streams end and the server exits cleanly, on ${databaseName}`, async () => {
  const own = await startServerProcess();
  const client = await openEvents(own.url);
  own.child.kill('SIGTERM');
  await client.ended;
  expect(await own.stop()).toBe(0);
}, 60_000);
