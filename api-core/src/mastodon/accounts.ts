import type { User } from 'api-contract/entities';
import { postHtml } from '../federation/post-html';
import { customEmojisOf } from './custom-emojis';
import { visibilityNames } from './visibilities';

/**
 * A person as Mastodon's client API answers them (its `Account`): a member by their username,
 * someone elsewhere by `name@host` (as `acct`), their bio as HTML, their picture by its full
 * address, and the custom emoji of their name and bio (someone elsewhere's). This community has
 * no header pictures or profile fields: those are answered empty, as Mastodon answers an account
 * without them.
 */
export function accountOf(user: User, origin: string) {
  const [username, domain] = user.domain === undefined ? [user.username, null] : [user.username.split('@')[0]!, user.domain];
  const avatar = user.img === '' ? new URL('/icons/icon-192.png', origin).href : new URL(user.img, origin).href;
  const header = new URL('/icons/icon-512.png', origin).href;
  const profile = new URL(`/profile/${encodeURIComponent(user.username)}`, origin).href;
  return {
    id: user._id,
    username,
    acct: domain === null ? username : `${username}@${domain}`,
    display_name: `${user.firstName} ${user.lastName}`.trim(),
    locked: user.approveFollowers,
    bot: false,
    discoverable: true,
    group: false,
    created_at: user.createdAt,
    note: postHtml(origin, user.bio),
    url: profile,
    uri: domain === null ? new URL(`/users/${encodeURIComponent(username)}`, origin).href : profile,
    avatar,
    avatar_static: avatar,
    header,
    header_static: header,
    followers_count: user.followerCount,
    following_count: user.followingCount,
    statuses_count: user.postCount,
    last_status_at: null,
    emojis: customEmojisOf(user.emojis ?? [], origin),
    fields: user.website === '' ? [] : [{ name: 'Website', value: postHtml(origin, user.website), verified_at: null }],
  };
}

/** One's own account as `verify_credentials` answers it: with what one writes (`source`) as one wrote it. */
export function credentialAccountOf(user: User, origin: string) {
  return {
    ...accountOf(user, origin),
    // What apps take as the audience of a new post: the member's own default.
    source: {
      privacy: visibilityNames[user.defaultVisibility ?? 'public'],
      sensitive: false,
      language: null,
      note: user.bio,
      fields: [],
      follow_requests_count: 0,
    },
  };
}
