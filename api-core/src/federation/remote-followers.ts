import type { Queryable } from '../db/database';
import { notSuspended } from '../safety/visibility';
import type { RemoteRecipient } from '../platform';

/**
 * The `from` and `where` of the member `memberSql`'s followers elsewhere to whom their activities
 * go: accepted (their Follow's id kept), not suspended here; `f` the follow, `a` the follower.
 */
const followersElsewhereOf = (memberSql: string): string =>
  `from follows f join remote_actors a on a.id = f.follower_id
    where f.followee_id = ${memberSql} and f.follow_uri is not null and ${notSuspended('f.follower_id')}`;

/**
 * A member's accepted followers elsewhere (not those a moderator suspends here), the latest first: a page after `cursor` (the last
 * one's `created_at|follower_id`) of `limit`, or every one (the deliveries) without a page. Their
 * followers collection reads it, and so does their account's deletion, which tells them all.
 */
export async function remoteFollowers(
  db: Queryable,
  followeeId: string,
  page: { cursor: string | null; limit: number } | null,
): Promise<{ followers: RemoteRecipient[]; next: string | null }> {
  const [at, actorId] = page?.cursor ? page.cursor.split('|') : [null, null];
  const { rows } = await db.query<{ uri: string; inbox_url: string; shared_inbox_url: string | null; cursor: string }>(
    `select a.uri, a.inbox_url, a.shared_inbox_url, f.created_at::text || '|' || f.follower_id as cursor
       ${followersElsewhereOf('$1')}
        and ($2::timestamptz is null or (f.created_at, f.follower_id) < ($2::timestamptz, $3::text))
      order by f.created_at desc, f.follower_id desc
      ${page ? 'limit $4' : ''}`,
    page ? [followeeId, at, actorId, page.limit + 1] : [followeeId, at, actorId],
  );
  const more = page !== null && rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  return {
    followers: shown.map((row) => ({ uri: row.uri, inbox: row.inbox_url, sharedInbox: row.shared_inbox_url })),
    next: more ? shown.at(-1)!.cursor : null,
  };
}

/** Whether the member `userId` has a follower on another server (an index probe of follows_from_elsewhere). */
export async function followedElsewhere(tx: Queryable, userId: string): Promise<boolean> {
  // Only a member's followers: a person of elsewhere followed by members (whose follows carry their Follow's id too) speaks for themself.
  const { rows } = await tx.query<{ followed: boolean }>(
    `select exists (select 1 from follows where followee_id = $1 and follow_uri is not null)
        and exists (select 1 from users where id = $1 and domain is null) as followed`,
    [userId],
  );
  return rows[0]?.followed ?? false;
}

/**
 * The inbox a delivery to the remote actor `actorAlias` (a `remote_actors` row) goes to: their
 * server's shared inbox, or theirs where it has none, as Fedify picks it (`preferSharedInbox`).
 * One delivery for each of these reaches a server once.
 */
export const deliveryInboxOf = (actorAlias: string): string => `coalesce(${actorAlias}.shared_inbox_url, ${actorAlias}.inbox_url)`;

/**
 * Of `people` elsewhere, those whose servers a delivery to the member `userId`'s followers does
 * not reach: a server takes one delivery at its shared inbox for everyone there an activity
 * names (as Mastodon sends a status once to each inbox of its followers and mentioned people),
 * so a person mentioned, answered or keeping a post where a follower is, is sent it with them.
 */
export async function beyondFollowersOf(db: Queryable, userId: string, people: RemoteRecipient[]): Promise<RemoteRecipient[]> {
  if (people.length === 0) return people;
  const inboxOf = (person: RemoteRecipient) => person.sharedInbox ?? person.inbox;
  // The followers as `remoteFollowers` reads them, each inbox once.
  const { rows } = await db.query<{ inbox: string }>(
    `select distinct ${deliveryInboxOf('a')} as inbox ${followersElsewhereOf('$1')}
        and ${deliveryInboxOf('a')} = any($2::text[])`,
    [userId, [...new Set(people.map(inboxOf))]],
  );
  const reached = new Set(rows.map((row) => row.inbox));
  return people.filter((person) => !reached.has(inboxOf(person)));
}
