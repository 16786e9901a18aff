import { rmSync } from 'node:fs';
import { appClientFor, guest } from './api';
import { openEvents, openNotificationEvents } from './live-events';
import { startServerProcess, type ServerProcess } from './server-process';

/** Two server processes on one PostgreSQL share their events: each listens on the database, not on itself. */
const sharedSecret = 'a-secret-shared-by-both-servers-0123456789';
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  first = await startServerProcess({ env: { JWT_SECRET: sharedSecret } });
  // The second works on the first one's database, which the first drops when it stops.
  second = await startServerProcess({ databaseUrl: first.databaseUrl, env: { JWT_SECRET: sharedSecret }, keep: true });
}, 60_000);
afterAll(async () => {
  await second.stop();
  rmSync(second.dataDir, { recursive: true, force: true });
  await first.stop();
});

test('a post made through one server reaches a live client of the other', async () => {
  const listener = await openEvents(second.url);
  try {
    const api = await appClientFor(first, guest);
    const { post } = await api.createPost({ body: { caption: 'Across', content: 'From one process to another' } });
    const { event } = await listener.next(({ event: candidate }) => candidate.type === 'post.created');
    expect(event).toEqual({ type: 'post.created', postId: post._id, author: { _id: 'user-guest', username: 'guest' } });
  } finally {
    listener.close();
  }
});

test('a client that moves to the other server resumes there without loss', async () => {
  const onFirst = await openEvents(first.url);
  const api = await appClientFor(second, guest);
  await api.likePost({ postId: 'post-3' });
  const seen = await onFirst.next(({ event }) => event.type === 'post.likes');
  onFirst.close();
  const { comment } = await api.addComment({ postId: 'post-3', body: { text: 'While moving' } });
  const onSecond = await openEvents(second.url, { lastEventId: seen.id });
  try {
    const { event } = await onSecond.next(({ event: candidate }) => candidate.type === 'comment.added');
    expect(event).toMatchObject({ commentId: comment._id, commentCount: 3 });
    expect(onSecond.events[0]?.event).toEqual(event);
  } finally {
    onSecond.close();
  }
});

test('a like through one server reaches its author’s unread count on the other', async () => {
  const author = await appClientFor(first, guest);
  const bell = await openNotificationEvents(second.url, author.token);
  try {
    await bell.next((event) => event.type === 'notifications.unread' && event.unread === 0);
    const liker = await appClientFor(first, { username: 'omarh', password: 'omarHaddad123' });
    await liker.likePost({ postId: 'post-6' });
    expect(await bell.next((event) => event.type === 'notifications.unread' && event.unread === 1)).toEqual({
      type: 'notifications.unread',
      unread: 1,
    });
  } finally {
    bell.close();
  }
});
