import type { Actor, Notification } from 'api-contract/entities';
import { postPath, profilePath } from 'shell/paths';

/** Who did it, in words: "priyanair", "priyanair and omarh", "priyanair and 2 others" (the latest first). */
export function actorsText(actors: Actor[], actorCount: number): string {
  const [first, second] = actors;
  if (!first) return actorCount > 1 ? `${actorCount} people` : 'Someone';
  if (actorCount <= 1) return first.username;
  if (actorCount === 2 && second) return `${first.username} and ${second.username}`;
  const others = actorCount - 1;
  return `${first.username} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

const deeds: Record<Notification['type'], string> = {
  like: 'liked your post',
  comment: 'commented on your post',
  reply: 'replied to your comment',
  mention: 'mentioned you',
  follow: 'followed you',
};

/** What happened, in words: "priyanair and 2 others liked your post". */
export const notificationText = (notification: Notification): string =>
  `${actorsText(notification.actors, notification.actorCount)} ${deeds[notification.type]}`;

/** Where the notification leads: the post it is about (its comments page), or for a follow the follower's profile; null when neither is known. */
export function notificationPath({ type, postId, actors }: Notification): string | null {
  if (type === 'follow') return actors[0] ? profilePath(actors[0].username) : null;
  return postId === null ? null : postPath(postId);
}
