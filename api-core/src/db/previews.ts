import { limits } from 'api-contract/limits';
import { visibleTo } from '../safety/visibility';

/**
 * A list of people inside a record: who liked or disliked a post, voted on a comment, follows
 * or is followed by a user. `owner` names the record, `person` the one in the list, and `kind`,
 * when one table holds two lists (likes and dislikes), which of them.
 */
export type PeopleList = {
  table: 'post_reactions' | 'comment_votes' | 'follows' | 'reposts';
  owner: string;
  person: string;
  kind?: { column: string; value: string };
};

/**
 * Every list of people inside a record, by name: one definition for the record's preview (below)
 * and for its whole list, paged (users/people-lists.ts).
 */
export const peopleLists = {
  followers: { table: 'follows', owner: 'followee_id', person: 'follower_id' },
  following: { table: 'follows', owner: 'follower_id', person: 'followee_id' },
  likers: { table: 'post_reactions', owner: 'post_id', person: 'user_id', kind: { column: 'kind', value: 'like' } },
  dislikers: { table: 'post_reactions', owner: 'post_id', person: 'user_id', kind: { column: 'kind', value: 'dislike' } },
  upvoters: { table: 'comment_votes', owner: 'comment_id', person: 'user_id', kind: { column: 'direction', value: 'up' } },
  downvoters: { table: 'comment_votes', owner: 'comment_id', person: 'user_id', kind: { column: 'direction', value: 'down' } },
  reposters: { table: 'reposts', owner: 'post_id', person: 'user_id' },
} as const satisfies Record<string, PeopleList>;

/**
 * The latest `previewMax` people of a list as a JSON array of user references (`_id`,
 * `username`), in the order they came, the viewer always among them when they are in the list
 * (so a client can tell it already liked, voted or followed): a scalar subquery on the record
 * `ownerSql` names, for the viewer `viewerSql` names (null: nobody signed in). People either the
 * viewer or they block, and suspended people, are left out before the limit, so the preview is
 * still full; the record's count stays the exact count of everyone. Each list is one short seek
 * on an index that holds it latest first; a popular post costs no more than any other.
 * `kind.value` is a constant of the code, never a request's.
 */
export function peoplePreview({ table, owner, person, kind }: PeopleList, ownerSql: string, viewerSql: string | null): string {
  const ofKind = kind ? `and t.${kind.column} = '${kind.value}'` : '';
  const me = viewerSql ?? 'null';
  return `(select coalesce(json_agg(json_build_object('_id', x.user_id, 'username', pu.username) order by x.created_at, x.user_id), '[]'::json)
      from (
        select r.user_id, r.created_at from (
          (select t.${person} as user_id, t.created_at, true as mine from ${table} t
            where t.${owner} = ${ownerSql} ${ofKind} and t.${person} = ${me}::text)
          union all
          (select t.${person}, t.created_at, false from ${table} t
            where t.${owner} = ${ownerSql} ${ofKind} and t.${person} is distinct from ${me}::text
              and ${visibleTo(`t.${person}`, viewerSql, { mutes: false })}
            order by t.created_at desc, t.${person} desc limit ${limits.previewMax})
        ) r
        order by r.mine desc, r.created_at desc, r.user_id desc limit ${limits.previewMax}) x
      join users pu on pu.id = x.user_id)`;
}
