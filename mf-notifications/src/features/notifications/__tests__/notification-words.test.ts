import type { Actor, Notification } from 'api-contract/entities';
import { notificationPath, notificationText } from '../store/notification-words';

const person = (username: string): Actor => ({ _id: `user-${username}`, username, firstName: username, lastName: '', img: '' });

/** A notification of `type` by `actors` (the latest first), `actorCount` of them in all. */
const notification = (type: Notification['type'], actors: string[], actorCount = actors.length): Notification => ({
  _id: 'notification-1',
  type,
  actors: actors.map(person),
  actorCount,
  postId: type === 'follow' || type === 'follow_request' ? null : 'post-6',
  commentId: type === 'comment' || type === 'reply' ? 'comment-1' : null,
  excerpt: '',
  contentWarning: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
});

test.each<[Notification['type'], string[], number, string]>([
  ['like', ['priyanair'], 1, 'priyanair liked your post'],
  ['like', ['priyanair', 'omarh'], 2, 'priyanair and omarh liked your post'],
  ['like', ['priyanair', 'omarh', 'lenaf'], 3, 'priyanair and 2 others liked your post'],
  ['like', ['priyanair', 'omarh', 'lenaf'], 40, 'priyanair and 39 others liked your post'],
  ['repost', ['omarh'], 1, 'omarh reposted your post'],
  ['repost', ['omarh', 'lenaf'], 3, 'omarh and 2 others reposted your post'],
  ['comment', ['omarh'], 1, 'omarh commented on your post'],
  ['reply', ['omarh'], 1, 'omarh replied to your comment'],
  ['mention', ['lenaf'], 1, 'lenaf mentioned you'],
  ['follow', ['kenjisato'], 1, 'kenjisato followed you'],
  ['follow', ['kenjisato', 'omarh'], 5, 'kenjisato and 4 others followed you'],
  ['follow_request', ['omarh'], 1, 'omarh asked to follow you'],
  // Every actor's account gone: the deed is still told.
  ['like', [], 0, 'Someone liked your post'],
  ['follow', [], 3, '3 people followed you'],
])('%s by %j (%i in all) reads "%s"', (type, actors, actorCount, words) => {
  expect(notificationText(notification(type, actors, actorCount))).toBe(words);
});

test.each<[Notification['type'], string[], string | null]>([
  ['like', ['priyanair'], '/comments/post-6'],
  ['comment', ['omarh'], '/comments/post-6'],
  ['reply', ['omarh'], '/comments/post-6'],
  ['mention', ['lenaf'], '/comments/post-6'],
  ['follow', ['kenjisato', 'omarh'], '/profile/kenjisato'],
  ['follow', [], null],
  // A request waits to be answered where it is answered: Settings' Followers.
  ['follow_request', ['omarh'], '/settings#followers-heading'],
])('a %s by %j leads to %s', (type, actors, path) => {
  expect(notificationPath(notification(type, actors))).toBe(path);
});
