import { limits } from 'api-contract/limits';
import {
  column,
  keysSelected,
  orderedBy,
  parameters,
  startsAfter,
  type KeyColumn,
  type Keyset,
  type Page,
  type SqlQuery,
} from '../pages/keyset';
import { visibleTo } from '../safety/visibility';

/** A user's name as every list of people orders it: any letter case (users_username_key). */
export const lowerUsername: KeyColumn = { sql: (alias) => `lower(${alias}.username)`, kind: 'text' };

/** Found by part of the username or the name: by username (the trigram indexes find them, users_username_key orders them). */
export const searchKeyset: Keyset = { list: 'users.search', columns: [lowerUsername, column('id', 'id')], descending: false };

/**
 * With no search, the most followed first. The count is negated so the order is ascending
 * throughout, one row comparison on the users_popular index.
 */
export const popularKeyset: Keyset = {
  list: 'users.popular',
  columns: [{ sql: (alias) => `(-${alias}.follower_count)`, kind: 'count' }, lowerUsername, column('id', 'id')],
  descending: false,
};

/** `q` as a LIKE pattern that matches it literally: `_` and `%` are letters of a search, not wildcards. */
const containing = (q: string): string => `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * A page of the user search: users whose username or name holds `q`, any letter case; everyone when `q`
 * is empty. Only the community's members (people of other servers it knows are not listed), and
 * without the people either `viewerId` or they block, nor suspended people. `following`: only
 * the people `viewerId` follows, members or of other servers (a name elsewhere is `name@host`),
 * and themselves, as Mastodon's `following=true` finds them.
 */
export function userSearchQuery(q: string, page: Page, viewerId: string | null, { following = false } = {}): SqlQuery {
  const keyset = q ? searchKeyset : popularKeyset;
  const { params, param } = parameters();
  const holding = q ? param(containing(q)) : null;
  // Part of the username or of the name (users_username_trgm, users_name_trgm).
  const found = holding
    ? `(lower(u.username) like lower(${holding}) or lower(u.first_name || ' ' || u.last_name) like lower(${holding})) and`
    : '';
  const me = viewerId === null ? null : param(viewerId);
  const among = !following
    ? 'u.domain is null'
    : me === null
      ? 'false'
      : `(u.id = ${me}::text or exists (select 1 from follows f where f.follower_id = ${me}::text and f.followee_id = u.id))`;
  return {
    sql: `select u.id, ${keysSelected(keyset, 'u')} from users u
           where ${found} ${among} and ${visibleTo('u.id', me, { mutes: false })} and ${startsAfter(keyset, 'u', page, param)}
           order by ${orderedBy(keyset, 'u')} limit ${param(page.limit + 1)}`,
    params,
  };
}

/**
 * The users `usernames` names, any letter case, in the order they joined (users_username_key):
 * members, and people elsewhere named whole (`name@host`, as a post of theirs names its author).
 * Without names, the spec's list, the community's directory: the first `unpagedMax` members to
 * join. Either way without the people either `viewerId` or they block, nor suspended people.
 * Their ids and order, for the statement that reads their records (`Listed`'s `selected`).
 */
export function listedUsersQuery(usernames: string[] | undefined, viewerId: string | null): SqlQuery {
  const { params, param } = parameters();
  const named = usernames
    ? `lower(u.username) = any(select lower(name) from unnest(${param(usernames)}::text[]) as name)`
    : 'u.domain is null';
  const shown = visibleTo('u.id', viewerId === null ? null : param(viewerId), { mutes: false });
  return {
    sql: `select u.id, row_number() over (order by u.created_at, u.id) as ordinal from users u
           where ${named} and ${shown} order by u.created_at, u.id ${usernames ? '' : `limit ${limits.unpagedMax}`}`,
    params,
    plan: 'generic',
  };
}
