import type { PageQuery } from 'api-contract/queries';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { peopleLists, type PeopleList } from '../db/previews';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import { pageOf } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';
import { visibleTo } from '../safety/visibility';

/**
 * The whole lists of people a record's previews show the latest of (a profile's followers and
 * followed, a post's likers and reposters, a comment's upvoters), each read latest first on the
 * index the preview seeks (follows_followers_latest, follows_following_latest,
 * post_reactions_latest, reposts_latest, comment_votes_latest).
 */
export type RecordPeopleListName = 'followers' | 'following' | 'likers' | 'reposters' | 'upvoters';

/** The order of a record's people, the latest first. */
export const recordPeopleKeyset = (name: RecordPeopleListName): Keyset => ({
  list: name,
  columns: [column('created_at', 'time'), column(peopleLists[name].person, 'id')],
  descending: true,
});

/**
 * A page of the people of the record `ownerId` names, as ids with their sort keys, as
 * `viewerId` sees them: people either of them blocks, and suspended people, left out, as the
 * record's preview leaves them out (a list's count stays everyone's).
 */
export function recordPeopleQuery(name: RecordPeopleListName, ownerId: string, page: Page, viewerId: string | null): SqlQuery {
  const list: PeopleList = peopleLists[name];
  const keyset = recordPeopleKeyset(name);
  const { params, param } = parameters();
  const ofKind = list.kind ? `and l.${list.kind.column} = '${list.kind.value}'` : '';
  const shown = visibleTo(`l.${list.person}`, viewerId === null ? null : param(viewerId), { mutes: false });
  return {
    sql: `select l.${list.person} as id, ${keysSelected(keyset, 'l')} from ${list.table} l
           where l.${list.owner} = ${param(ownerId)} ${ofKind} and ${shown} and ${startsAfter(keyset, 'l', page, param)}
           order by ${orderedBy(keyset, 'l')} limit ${param(page.limit + 1)}`,
    params,
  };
}

/** The page of a record's people that a query asks for. What the handlers run, and what the plan test explains. */
export function recordPeopleRequest(
  name: RecordPeopleListName,
  ownerId: string,
  fields: PageQuery,
  viewerId: string | null,
): Result<PlannedPage> {
  const keyset = recordPeopleKeyset(name);
  return chain(pageOf(fields, keyset), (page) => succeed({ query: recordPeopleQuery(name, ownerId, page, viewerId), keyset, page }));
}
