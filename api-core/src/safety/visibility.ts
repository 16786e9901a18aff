import { suspendedNow } from '../moderation/suspensions';

/**
 * Who may see whom, as SQL conditions every list, preview and lookup adds to its statement, so
 * nothing hidden reaches a page and a page is still full: the author of a record (`authorSql`,
 * a column) is hidden from the viewer (`viewerSql`, a parameter; null when nobody is signed in)
 * when either blocks the other, when the viewer mutes them (lists of posts and comments only), or
 * while the author is suspended. Each condition is one probe of a primary key or an index
 * (blocks' key, blocks_blocked, mutes' key, users' key), so a page reads a few rows more at most,
 * at any depth, however many people the viewer blocks.
 */
export type Hidden = {
  /** Whether the viewer's mutes hide the author too: in lists of posts and comments, not of people. */
  mutes: boolean;
};

/** The author is not suspended now, by a moderator here or by their own server. */
export const notSuspended = (authorSql: string): string =>
  `not exists (select 1 from users su where su.id = ${authorSql} and ${suspendedNow('su')})`;

/** The author does not block the viewer: what decides whether the viewer may see the author's profile. */
export const notBlockedBy = (authorSql: string, viewerSql: string): string =>
  `not exists (select 1 from blocks bl where bl.blocker_id = ${authorSql} and bl.blocked_id = ${viewerSql}::text)`;

/** Neither the viewer nor the author blocks the other. */
export const notBlocked = (authorSql: string, viewerSql: string): string =>
  `not exists (select 1 from blocks bl where bl.blocker_id = ${viewerSql}::text and bl.blocked_id = ${authorSql})
   and ${notBlockedBy(authorSql, viewerSql)}`;

/** The viewer does not mute the author. */
export const notMuted = (authorSql: string, viewerSql: string): string =>
  `not exists (select 1 from mutes mu where mu.muter_id = ${viewerSql}::text and mu.muted_id = ${authorSql})`;

/**
 * Every condition under which the viewer sees what the author made, or the author in a list of
 * people. Nobody signed in blocks or mutes no one: only a suspension hides from them.
 */
export function visibleTo(authorSql: string, viewerSql: string | null, { mutes }: Hidden): string {
  if (viewerSql === null) return notSuspended(authorSql);
  return [notSuspended(authorSql), notBlocked(authorSql, viewerSql), ...(mutes ? [notMuted(authorSql, viewerSql)] : [])].join(' and ');
}

/**
 * Whether the person `personSql` is within reach of each of `peopleSql`: no block either way,
 * and not suspended (mutes hide nothing here). Who of elsewhere a post or comment for some alone
 * reaches: within reach of its writer and, in a conversation, of the post's author; the one rule
 * the jobs that deliver them and the Notes served ask.
 */
export const withinReachOf = (personSql: string, first: string, ...rest: string[]): string =>
  [first, ...rest].map((one) => visibleTo(personSql, one, { mutes: false })).join(' and ');

/**
 * Whether the viewer may see the post `postAlias` names by who it is for (its `visibility`):
 * public, its author's, followers-only to a follower, or one that mentions the viewer. The rule
 * is the database's one function, post_visible_to (migration 026), which notifications ask too;
 * every statement that reaches a post adds it beside `visibleTo` (both: `postVisibleTo`).
 */
export function postShownTo(postAlias: string, viewerSql: string | null): string {
  if (viewerSql === null) return `${postAlias}.visibility = 'public'`;
  // A public post is decided by its own column: the function (not inlined: it holds subqueries,
  // so each call costs a little) is asked only of the few that are not.
  return `(${postAlias}.visibility = 'public' or post_visible_to(${postAlias}.visibility, ${postAlias}.author_id, ${postAlias}.id, ${viewerSql}::text))`;
}

/**
 * Whether the viewer sees the post `postAlias` names: its author is not hidden from them
 * (`visibleTo`) and it is for them (`postShownTo`). What every statement that reaches a post asks.
 */
export function postVisibleTo(postAlias: string, viewerSql: string | null, hidden: Hidden): string {
  return `${visibleTo(`${postAlias}.author_id`, viewerSql, hidden)} and ${postShownTo(postAlias, viewerSql)}`;
}

/**
 * Whether a profile is shown to the viewer: not while its owner is suspended, nor to someone its
 * owner blocks. The one who blocks still sees the blocked person's record, to undo the block.
 */
export function profileShownTo(ownerSql: string, viewerSql: string | null): string {
  return viewerSql === null ? notSuspended(ownerSql) : `${notSuspended(ownerSql)} and ${notBlockedBy(ownerSql, viewerSql)}`;
}

/**
 * Whether a profile's list of posts is open to the viewer: its owner does not approve followers,
 * or the viewer is the owner or one of their followers. A private account's profile shows others
 * its counts and bio, not its posts (a public one of them still shows in Explore and by its link).
 */
export function profilePostsOpenTo(ownerSql: string, viewerSql: string | null): string {
  const approving = `coalesce((select ou.approve_followers from users ou where ou.id = ${ownerSql}), false)`;
  if (viewerSql === null) return `not ${approving}`;
  return `(not ${approving} or ${ownerSql} = ${viewerSql}::text
           or exists (select 1 from follows of where of.follower_id = ${viewerSql}::text and of.followee_id = ${ownerSql}))`;
}
