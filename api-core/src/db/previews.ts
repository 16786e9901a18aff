import { limits } from 'api-contract/limits';
import type { Queryable } from './database';

/**
 * A list of people inside a record: who liked or disliked a post, voted on a comment, follows
 * or is followed by a user. `owner` names the record, `person` the one in the list, `kind` the
 * list when one table holds two (likes and dislikes).
 */
export type PeopleList = {
  table: 'post_reactions' | 'comment_votes' | 'follows';
  owner: string;
  person: string;
  kind?: { column: string; values: readonly string[] };
};

export type PersonRow = { owner_id: string; kind: string; user_id: string; username: string };

/**
 * The latest `previewMax` people of each list, shown in the order they came, the viewer always
 * among them when they are in the list (so a client can tell it already liked, voted or
 * followed). Each list is one short seek on an index that holds it latest first; a popular
 * post costs no more than any other.
 */
export async function readPeople(db: Queryable, list: PeopleList, ownerIds: string[], viewerId: string | null): Promise<PersonRow[]> {
  if (ownerIds.length === 0) return [];
  const { table, owner, person, kind } = list;
  const kinds = kind ? `(values ${kind.values.map((value) => `('${value}')`).join(', ')})` : `(values (''))`;
  const ofKind = kind ? `and t.${kind.column} = k.kind` : '';
  const { rows } = await db.query<PersonRow>(
    `select o.id as owner_id, k.kind, x.user_id, u.username
       from unnest($1::text[]) as o(id)
      cross join ${kinds} as k(kind)
      cross join lateral (
        select r.user_id, r.created_at from (
          (select t.${person} as user_id, t.created_at, true as mine from ${table} t
            where t.${owner} = o.id ${ofKind} and t.${person} = $2::text)
          union all
          (select t.${person}, t.created_at, false from ${table} t
            where t.${owner} = o.id ${ofKind} and t.${person} is distinct from $2::text
            order by t.created_at desc, t.${person} desc limit ${limits.previewMax})
        ) r
        order by r.mine desc, r.created_at desc, r.user_id desc limit ${limits.previewMax}) x
      join users u on u.id = x.user_id
      order by o.id, k.kind, x.created_at, x.user_id`,
    [ownerIds, viewerId],
  );
  return rows;
}
