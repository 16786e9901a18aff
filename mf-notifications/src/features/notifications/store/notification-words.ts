import { plural, t } from '@lingui/core/macro';
import type { Notification } from 'api-contract/entities';
import { postPath, profilePath, settingsPath } from 'shell/paths';

type Deed = Notification['type'];

/*
 * Each deed as one whole sentence for each way its doers are told (the latest first), so a
 * language words and orders it as it needs, with the plural forms it has. Translated when said.
 */

/** Every doer's account is gone, and there was one: "Someone liked your post". */
const someoneDid: Record<Deed, () => string> = {
  like: () => t`Someone liked your post`,
  repost: () => t`Someone reposted your post`,
  comment: () => t`Someone commented on your post`,
  reply: () => t`Someone replied to your comment`,
  mention: () => t`Someone mentioned you`,
  follow: () => t`Someone followed you`,
  follow_request: () => t`Someone asked to follow you`,
};

/** Every doer's account is gone, and there were `count`: "3 people followed you". */
const peopleDid: Record<Deed, (count: number) => string> = {
  like: (count) => plural(count, { one: '# person liked your post', other: '# people liked your post' }),
  repost: (count) => plural(count, { one: '# person reposted your post', other: '# people reposted your post' }),
  comment: (count) => plural(count, { one: '# person commented on your post', other: '# people commented on your post' }),
  reply: (count) => plural(count, { one: '# person replied to your comment', other: '# people replied to your comment' }),
  mention: (count) => plural(count, { one: '# person mentioned you', other: '# people mentioned you' }),
  follow: (count) => plural(count, { one: '# person followed you', other: '# people followed you' }),
  follow_request: (count) => plural(count, { one: '# person asked to follow you', other: '# people asked to follow you' }),
};

/** One doer: "priyanair liked your post". */
const oneDid: Record<Deed, (name: string) => string> = {
  like: (name) => t`${name} liked your post`,
  repost: (name) => t`${name} reposted your post`,
  comment: (name) => t`${name} commented on your post`,
  reply: (name) => t`${name} replied to your comment`,
  mention: (name) => t`${name} mentioned you`,
  follow: (name) => t`${name} followed you`,
  follow_request: (name) => t`${name} asked to follow you`,
};

/** Two doers, both named: "priyanair and omarh liked your post". */
const twoDid: Record<Deed, (name: string, otherName: string) => string> = {
  like: (name, otherName) => t`${name} and ${otherName} liked your post`,
  repost: (name, otherName) => t`${name} and ${otherName} reposted your post`,
  comment: (name, otherName) => t`${name} and ${otherName} commented on your post`,
  reply: (name, otherName) => t`${name} and ${otherName} replied to your comment`,
  mention: (name, otherName) => t`${name} and ${otherName} mentioned you`,
  follow: (name, otherName) => t`${name} and ${otherName} followed you`,
  follow_request: (name, otherName) => t`${name} and ${otherName} asked to follow you`,
};

/** The latest doer named, and how many `others`: "priyanair and 2 others liked your post". */
const manyDid: Record<Deed, (name: string, others: number) => string> = {
  like: (name, others) => plural(others, { one: `${name} and # other liked your post`, other: `${name} and # others liked your post` }),
  repost: (name, others) =>
    plural(others, { one: `${name} and # other reposted your post`, other: `${name} and # others reposted your post` }),
  comment: (name, others) =>
    plural(others, { one: `${name} and # other commented on your post`, other: `${name} and # others commented on your post` }),
  reply: (name, others) =>
    plural(others, { one: `${name} and # other replied to your comment`, other: `${name} and # others replied to your comment` }),
  mention: (name, others) => plural(others, { one: `${name} and # other mentioned you`, other: `${name} and # others mentioned you` }),
  follow: (name, others) => plural(others, { one: `${name} and # other followed you`, other: `${name} and # others followed you` }),
  follow_request: (name, others) =>
    plural(others, { one: `${name} and # other asked to follow you`, other: `${name} and # others asked to follow you` }),
};

/**
 * What happened, in words: "priyanair liked your post", "priyanair and omarh liked your post",
 * "priyanair and 2 others liked your post"; "Someone" or "3 people" when no doer's account is left.
 */
export function notificationText({ type, actors, actorCount }: Notification): string {
  const [first, second] = actors;
  if (!first) return actorCount > 1 ? peopleDid[type](actorCount) : someoneDid[type]();
  if (actorCount <= 1) return oneDid[type](first.username);
  if (actorCount === 2 && second) return twoDid[type](first.username, second.username);
  return manyDid[type](first.username, actorCount - 1);
}

/**
 * Where the notification leads: the post it is about (its comments page), for a follow the
 * follower's profile, for a request to follow the settings where it is answered; null when
 * neither is known.
 */
export function notificationPath({ type, postId, actors }: Notification): string | null {
  if (type === 'follow') return actors[0] ? profilePath(actors[0].username) : null;
  if (type === 'follow_request') return `${settingsPath}#followers-heading`;
  return postId === null ? null : postPath(postId);
}
