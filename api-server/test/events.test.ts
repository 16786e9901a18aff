import { signedUp } from 'api-contract/payloads';
import { makeAdmin } from 'api-core/roles';
import type { LiveEvent, NumberedEvent } from 'api-contract/events';
import { appClientFor, clientFor, guest, send } from './api';
import { openEvents, streamingServer, type EventClient } from './live-events';
import { startServerProcess } from './server-process';
import { databaseName } from './test-databases';

const streaming = streamingServer();

const listen = async (options?: Parameters<typeof openEvents>[1]): Promise<EventClient> =>
  streaming.keep(await openEvents(streaming.target.url, options));

const ofType =
  <T extends LiveEvent['type']>(type: T, check: (event: Extract<LiveEvent, { type: T }>) => boolean = () => true) =>
  ({ event }: NumberedEvent) =>
    event.type === type && check(event as Extract<LiveEvent, { type: T }>);

/** The fields each event may carry, and no other. */
const allowedFields: Record<LiveEvent['type'], string[]> = {
  'post.created': ['type', 'postId', 'author'],
  'post.deleted': ['type', 'postId'],
  'post.likes': ['type', 'postId', 'likeCount'],
  'post.reposts': ['type', 'postId', 'repostCount'],
  'comment.added': ['type', 'postId', 'commentId', 'commentCount'],
  'comment.deleted': ['type', 'postId', 'commentId', 'commentCount'],
  'user.follows': ['type', 'followerId', 'followeeId', 'following', 'followerCount', 'followingCount'],
  'user.deleted': ['type', 'userId', 'username'],
  'user.role': ['type', 'userId', 'role'],
};

describe(`live events, on ${databaseName}`, () => {
  it('a new post reaches a client that listens, as a server-sent event with an id, uncompressed', async () => {
    const client = await listen({ headers: { 'accept-encoding': 'br, gzip' } });
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(client.headers.get('content-encoding')).toBeNull();
    const api = await appClientFor(streaming.target, guest);
    const { post } = await api.createPost({ body: { caption: 'Live', content: 'Seen at once' } });
    const { id, event } = await client.next(ofType('post.created'));
    expect(event).toEqual({ type: 'post.created', postId: post._id, author: { _id: 'user-guest', username: 'guest' } });
    expect(id).toMatch(/^\d+$/);
    expect(client.text()).toContain(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`);
  });

  it('a post that is not public is not announced to everyone, nor are its likes, reposts or comments', async () => {
    const client = await listen();
    const api = await appClientFor(streaming.target, guest);
    const { post: closed } = await api.createPost({ body: { caption: 'Closed', content: 'For followers', visibility: 'followers' } });
    await api.likePost({ postId: closed._id });
    await api.addComment({ postId: closed._id, body: { text: 'Among us' } });
    // A public post and its like after them: once these are here, the ones before would have been.
    const { post: open } = await api.createPost({ body: { caption: 'Open', content: 'For all' } });
    await api.likePost({ postId: open._id });
    await client.next(ofType('post.likes', (event) => event.postId === open._id));
    const postIds = client.events.map(({ event }) => ('postId' in event ? event.postId : null));
    expect(postIds).toContain(open._id);
    expect(postIds).not.toContain(closed._id);
  });

  it('likes, comments, follows and deletes are announced with their exact counts; a like that changes nothing is not', async () => {
    const client = await listen();
    const api = await appClientFor(streaming.target, guest);
    await api.likePost({ postId: 'post-3' });
    expect((await client.next(ofType('post.likes'))).event).toEqual({ type: 'post.likes', postId: 'post-3', likeCount: 1 });
    // post-1 has likes, and the guest never liked it: the dislike changes no count.
    await api.dislikePost({ postId: 'post-1' });
    const { comment } = await api.addComment({ postId: 'post-3', body: { text: 'Announced' } });
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
    await api.deleteComment({ postId: 'post-3', commentId: comment._id });
    expect((await client.next(ofType('comment.deleted'))).event).toMatchObject({ commentId: comment._id, commentCount: 2 });
    await api.follow({ followUserId: 'user-omar' });
    expect((await client.next(ofType('user.follows'))).event).toEqual({
      type: 'user.follows',
      followerId: 'user-guest',
      followeeId: 'user-omar',
      following: true,
      followerCount: 1,
      followingCount: 3,
    });
    await api.unfollow({ followUserId: 'user-omar' });
    await client.next(ofType('user.follows', (event) => !event.following));
    await api.deletePost({ postId: 'post-6' });
    expect((await client.next(ofType('post.deleted'))).event).toEqual({ type: 'post.deleted', postId: 'post-6' });
  });

  it('a reply is announced with the comment it answers and that comment’s count of replies; so is its deletion', async () => {
    const client = await listen();
    const api = await appClientFor(streaming.target, guest);
    const { comment } = await api.addComment({ postId: 'post-3', body: { text: 'At the bridge?', parentId: 'comment-3-1' } });
    expect((await client.next(ofType('comment.added'))).event).toEqual({
      type: 'comment.added',
      postId: 'post-3',
      commentId: comment._id,
      commentCount: 3,
      parentId: 'comment-3-1',
      replyCount: 1,
    });
    await api.deleteComment({ postId: 'post-3', commentId: comment._id });
    expect((await client.next(ofType('comment.deleted'))).event).toEqual({
      type: 'comment.deleted',
      postId: 'post-3',
      commentId: comment._id,
      commentCount: 2,
      parentId: 'comment-3-1',
      replyCount: 0,
    });
  });

  it('a deleted comment is announced once, without an event for each of its replies that went with it', async () => {
    const api = await appClientFor(streaming.target, guest);
    await api.addComment({ postId: 'post-6', body: { text: 'One', parentId: 'comment-6-1' } });
    await api.addComment({ postId: 'post-6', body: { text: 'Two', parentId: 'comment-6-1' } });
    const client = await listen();
    await api.deleteComment({ postId: 'post-6', commentId: 'comment-6-1' });
    await client.next(ofType('comment.deleted', (event) => event.commentId === 'comment-6-1'));
    await api.addComment({ postId: 'post-6', body: { text: 'After' } });
    await client.next(ofType('comment.added'));
    expect(client.events.filter(ofType('comment.deleted')).map(({ event }) => event)).toEqual([
      { type: 'comment.deleted', postId: 'post-6', commentId: 'comment-6-1', commentCount: 1 },
    ]);
  });

  // CI once saw a comment deleted just after its client connected never announced: the server
  // answered first, then read where the stream starts, by which time the deletion was committed.
  it('a client hears its stream is open only once the server knows where it starts: what it does next reaches it', async () => {
    let heardOpen = false;
    let heardOpenWhileReadingStart: boolean | null = null;
    // The server's read of where the stream starts, slowed by another request's whole round trip
    // on the same loopback: an answer sent before it would be heard by then.
    streaming.server.db.beforeNextQuery(/max\(id\), 0\)::text as id from events/, async () => {
      await streaming.target.fetch(`${streaming.target.url}/api/health`);
      heardOpenWhileReadingStart = heardOpen;
    });
    const client = await listen().then((opened) => {
      heardOpen = true;
      return opened;
    });
    expect(heardOpenWhileReadingStart).toBe(false);
    const api = await appClientFor(streaming.target, guest);
    const { comment } = await api.addComment({ postId: 'post-6', body: { text: 'Right after connecting' } });
    await client.next(ofType('comment.added', (event) => event.commentId === comment._id));
  });

  it("an account's deletion announces each thing that went with it, with the counts left, then the account itself", async () => {
    // Omar's: the demo's shared guest cannot be deleted.
    const omar = { username: 'omarh', password: 'omarHaddad123' };
    const api = await appClientFor(streaming.target, omar);
    const { posts: before } = await api.getUserPosts({ username: 'omarh' });
    const { post: liked } = await api.likePost({ postId: 'post-6' });
    const { comment } = await api.addComment({ postId: 'post-2', body: { text: 'Gone soon' } });
    const { followUser: followed } = await api.follow({ followUserId: 'user-kenji' });
    const client = await listen();
    await api.deleteAccount({ body: { password: omar.password } });
    const deleted = await client.next(ofType('user.deleted'));
    expect(deleted.event).toEqual({ type: 'user.deleted', userId: 'user-omar', username: 'omarh' });
    const events = client.events.map(({ event }) => event);
    expect(events).toContainEqual({ type: 'post.likes', postId: 'post-6', likeCount: liked.likes.likeCount - 1 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'comment.deleted', postId: 'post-2', commentId: comment._id }));
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'user.follows',
        followeeId: 'user-kenji',
        following: false,
        followerCount: followed.followerCount - 1,
      }),
    );
    const deletedPosts = events.flatMap((event) => (event.type === 'post.deleted' ? [event.postId] : []));
    expect(deletedPosts.sort()).toEqual(before.map((post) => post._id).sort());
    expect(before.length).toBeGreaterThan(0);
  });

  it("a role an admin gives is announced, so the person's page and their profile's badge change at once", async () => {
    await makeAdmin(streaming.server.db, 'guest');
    const api = await appClientFor(streaming.target, guest);
    const client = await listen();
    await api.setRole({ userId: 'user-omar', body: { role: 'moderator' } });
    const { event } = await client.next(ofType('user.role'));
    expect(event).toEqual({ type: 'user.role', userId: 'user-omar', role: 'moderator' });
  });

  it.each([
    ['the Last-Event-ID header', false],
    ['?lastEventId= (a new EventSource)', true],
  ])('a client that comes back with %s gets what it missed, in order, none twice', async (_case, viaQuery) => {
    const first = await listen();
    const api = await appClientFor(streaming.target, guest);
    await api.createPost({ body: { caption: 'Before', content: 'Seen live' } });
    const seen = await first.next(ofType('post.created'));
    first.close();
    const missed = [
      (await api.createPost({ body: { caption: 'While away', content: 'Missed' } })).post._id,
      (await api.addComment({ postId: 'post-2', body: { text: 'Missed too' } })).comment._id,
    ];
    await api.likePost({ postId: 'post-2' });
    const back = await listen({ lastEventId: seen.id, viaQuery });
    await back.next(ofType('post.likes'));
    const { post } = await api.createPost({ body: { caption: 'After', content: 'Live again' } });
    await back.next(ofType('post.created', (event) => event.postId === post._id));
    expect(back.events.map(({ event }) => event.type)).toEqual(['post.created', 'comment.added', 'post.likes', 'post.created']);
    expect(back.events[0]?.event).toMatchObject({ postId: missed[0] });
    expect(back.events[1]?.event).toMatchObject({ commentId: missed[1] });
    const ids = back.events.map(({ id }) => Number(id));
    expect(ids.every((id, index) => id > Number(seen.id) && (index === 0 || id > ids[index - 1]!))).toBe(true);
  });

  it('a client without Last-Event-ID gets only what happens next', async () => {
    const api = await appClientFor(streaming.target, guest);
    await api.createPost({ body: { caption: 'Earlier', content: 'Not for newcomers' } });
    const client = await listen();
    const { post } = await api.createPost({ body: { caption: 'Now', content: 'For everyone listening' } });
    await client.next(ofType('post.created', (event) => event.postId === post._id));
    expect(client.events).toHaveLength(1);
  });

  it('events carry ids and counts only: no private data, and private changes are not announced', async () => {
    const client = await listen();
    const api = await appClientFor(streaming.target, guest);
    await api.addBookmark({ postId: 'post-2' });
    await api.editProfile({ body: { bio: 'A private change of mind' } });
    const anonymous = await clientFor(streaming.target);
    const { createdUser } = signedUp(
      await anonymous.signup({
        body: {
          username: 'secretive',
          password: 'not-in-events',
          firstName: 'Sec',
          lastName: 'Ret',
          email: 'secret@example.com',
        },
      }),
    );
    await api.follow({ followUserId: createdUser._id });
    await client.next(ofType('user.follows'));
    expect(client.events.map(({ event }) => event.type)).toEqual(['user.follows']);
    for (const { event } of client.events) expect(Object.keys(event).sort()).toEqual([...allowedFields[event.type]].sort());
    for (const secret of ['secret@example.com', 'not-in-events', 'A private change', 'bookmark', 'password', 'email']) {
      expect(client.text()).not.toContain(secret);
    }
  });

  it('a malformed Last-Event-ID is a 400 in the contract’s shape', async () => {
    expect(await send(streaming.target, 'GET', '/api/events', { headers: { 'last-event-id': 'yesterday' } })).toMatchObject({
      status: 400,
      body: { errors: ['Last-Event-ID must be the id of an event.'], code: 'input.invalid_last_event_id' },
    });
  });
});

test(`on SIGTERM the live streams end and the server exits cleanly, on ${databaseName}`, async () => {
  // Signals need a process of its own.
  const own = await startServerProcess();
  const client = await openEvents(own.url);
  own.child.kill('SIGTERM');
  await client.ended;
  expect(await own.exited).toBe(0);
  await own.stop();
}, 60_000);
