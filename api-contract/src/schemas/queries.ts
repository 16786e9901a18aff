import * as v from 'valibot';
import { limits } from '../limits';
import * as reasons from '../reasons';
import { notificationTypes } from './notification-types';
import { isPlainName, textField } from './text';

/**
 * What a list call takes in its query: `limit` and `cursor` for a page, `sort` for posts, `q`
 * for the user search. A call with no `limit` keeps the spec's shape (at most `unpagedMax`
 * records); with one, it answers a page and the `nextCursor` of the next (null at the end).
 * A cursor is opaque: each implementation reads only the ones it made.
 */

export const sortOrders = ['newest', 'oldest', 'trending'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** A query value as it arrives: once, as text (a repeated parameter is refused). */
const queryText = (message: string) => v.string(message);

const limitField = v.pipe(
  queryText(reasons.invalidLimit.message),
  v.regex(/^\d{1,3}$/, reasons.invalidLimit.message),
  v.transform(Number),
  v.number(),
  v.minValue(1, reasons.invalidLimit.message),
  v.maxValue(limits.pageSizeMax, reasons.invalidLimit.message),
);

const cursorField = v.pipe(
  queryText(reasons.invalidCursor.message),
  v.minLength(1, reasons.invalidCursor.message),
  v.maxLength(500, reasons.invalidCursor.message),
);

export const PageQuerySchema = v.object({ limit: v.optional(limitField), cursor: v.optional(cursorField) });

/** `previews=none`: each record's short lists of people are left empty (their counts stay), for a reader that shows none of them. */
const previewsField = v.optional(v.picklist(['none'], 'previews must be none when given.'));

export const PostPageQuerySchema = v.object({
  ...PageQuerySchema.entries,
  sort: v.optional(v.picklist(sortOrders, reasons.invalidSort.message), 'newest'),
  /**
   * `authors`: the page also carries each of its posts' authors once, as anyone reads them
   * (without previews), in the page's own statement (an app's statuses each hold their account).
   */
  include: v.optional(v.picklist(['authors'], 'include may only be "authors".')),
  /**
   * `none`: each post's latest likers and dislikers and the people followed who reposted it are
   * left empty (its counts, and what the reader did, stay): cheaper, for an app's statuses, which
   * show none of them.
   */
  previews: previewsField,
});

/**
 * `GET /posts/private`: a page of one's private threads, the latest activity first (`newest`), or
 * read the other way (`oldest`): from a cursor of that order, the threads active just after it,
 * the earliest first (an app's `min_id`, which fills the gap above what it holds).
 */
export const PrivateThreadQuerySchema = v.object({
  ...PageQuerySchema.entries,
  sort: v.optional(v.picklist(['newest', 'oldest'], 'sort must be newest or oldest.'), 'newest'),
});

const notificationTypesMessage = `types must be a comma-separated list of ${notificationTypes.join(', ')}.`;

/** `GET /notifications`: a page, of the kinds `types` names (`mention,reply`) when it is given. */
export const NotificationPageQuerySchema = v.object({
  ...PageQuerySchema.entries,
  types: v.optional(
    v.pipe(
      queryText(notificationTypesMessage),
      v.maxLength(200, notificationTypesMessage),
      v.transform((text) => text.split(',')),
      v.array(v.picklist(notificationTypes, notificationTypesMessage)),
    ),
  ),
});

export const UserSearchQuerySchema = v.object({
  ...PageQuerySchema.entries,
  /**
   * Part of a username, any letter case; empty lists everyone, most followed first. A whole
   * handle or address of someone of another server (`@name@host`) finds them there.
   */
  q: textField('The search', { required: false, max: limits.elsewhereMax }),
  /**
   * `true`: only the people the reader follows, members and people elsewhere alike, and the
   * reader (Mastodon's `following=true`, which an app's search of people may ask); a reader
   * signed out follows no one.
   */
  following: v.optional(v.picklist(['true'], 'following may only be "true".')),
});

/**
 * `GET /search/posts`: words to find in posts' captions and contents (PostgreSQL's text search:
 * any form of a word, "quoted phrases", `-word` to leave out), best match first.
 */
export const PostSearchQuerySchema = v.object({
  ...PageQuerySchema.entries,
  q: textField('The search', { required: true, max: limits.searchMax }),
});

/** `GET /search/tags`: tags that begin with `q` (with or without its `#`), the most used first; empty: the most used. */
export const TagSearchQuerySchema = v.object({
  ...PageQuerySchema.entries,
  q: textField('The search', { required: false, max: limits.searchMax }),
});

/**
 * `GET /users?usernames=a,b,c`: the users named (any letter case), at most `pageSizeMax`; the
 * spec's call without it. With `previews=none`, each record's `followers` and `following` are
 * left empty (their counts stay), and one's own record carries no `bookmarks`: cheaper, for a
 * list that shows none of them.
 */
export const UsersQuerySchema = v.object({
  previews: previewsField,
  usernames: v.optional(
    v.pipe(
      queryText(reasons.invalidUsernames.message),
      v.maxLength(limits.pageSizeMax * (limits.usernameMax + 1), reasons.invalidUsernames.message),
      // No username holds a NUL or a control character, and PostgreSQL's text cannot hold a NUL.
      v.check(isPlainName, reasons.invalidUsernames.message),
      v.transform((text) => text.split(',').filter((name) => name !== '')),
      v.maxLength(limits.pageSizeMax, reasons.invalidUsernames.message),
    ),
  ),
});

/**
 * A value a path names (`postId` in `/posts/{postId}`), as the router decoded it: a NUL or a
 * control character names nothing here, and PostgreSQL's text cannot hold a NUL.
 */
export const pathValueField = (name: string) =>
  v.pipe(v.string(reasons.invalidPathValue(name).message), v.check(isPlainName, reasons.invalidPathValue(name).message));

export type PageQuery = v.InferOutput<typeof PageQuerySchema>;
export type PrivateThreadQuery = v.InferOutput<typeof PrivateThreadQuerySchema>;
export type NotificationPageQuery = v.InferOutput<typeof NotificationPageQuerySchema>;
export type PostPageQuery = v.InferOutput<typeof PostPageQuerySchema>;
export type UserSearchQuery = v.InferOutput<typeof UserSearchQuerySchema>;
export type PostSearchQuery = v.InferOutput<typeof PostSearchQuerySchema>;
export type TagSearchQuery = v.InferOutput<typeof TagSearchQuerySchema>;

/** One parameter of an app's sign-in request: text without control characters, at most 2,000 characters. */
const oauthParameter = (name: string) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be given once, as text.`),
      v.maxLength(2000, `${name} must be at most 2000 characters long.`),
      v.check(isPlainName, `${name} holds characters that are not allowed.`),
    ),
  );

/**
 * An app's sign-in request, as OAuth 2 names its parameters (RFC 6749 4.1.1, RFC 7636 for
 * PKCE): what `/oauth/authorize` was sent, passed on by the consent screen as it came. Each is
 * checked against the app's registration by the call, which says in words what is wrong.
 */
export const AuthorizationQuerySchema = v.object({
  client_id: oauthParameter('client_id'),
  redirect_uri: oauthParameter('redirect_uri'),
  response_type: oauthParameter('response_type'),
  scope: oauthParameter('scope'),
  state: oauthParameter('state'),
  code_challenge: oauthParameter('code_challenge'),
  code_challenge_method: oauthParameter('code_challenge_method'),
});

export type AuthorizationQuery = v.InferOutput<typeof AuthorizationQuerySchema>;
