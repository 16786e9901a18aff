import * as v from 'valibot';
import { endpoints } from 'api-contract/endpoints';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { validate } from 'api-contract/validate';
import { commentListRequest, replyListRequest } from '../comments/comment-list-requests';
import type { Database, Queryable } from '../db/database';
import { listedStatement, type RecordSelect } from '../pages/listed';
import type { SqlQuery } from '../pages/keyset';
import type { PlannedPage } from '../pages/planned-page';
import { commentSelect } from '../comments/comment-views';
import { postSelect } from '../posts/post-views';
import { userSelect } from '../users/user-views';
import { bookmarkedRequest, likedRequest, postListRequest } from '../posts/post-list-requests';
import { followsManyPeople } from '../posts/post-lists';
import { privateThreadsRequest } from '../posts/private-threads';
import { userSearchRequest } from '../users/user-list-requests';
import { listedUsersQuery } from '../users/user-lists';
import { ownListRequest } from '../safety/own-list-requests';
import { recordPeopleRequest } from '../users/people-lists';
import { notificationListRequest } from '../notifications/notification-lists';
import { notificationSelect } from '../notifications/notification-views';
import { postSearchQuery, searchKeyset, searchTerms } from '../search/post-search';
import { pageOf } from '../pages/page-query';
import { tagPostsRequest, tagSearchRequest } from '../tags/tag-lists';
import { typedTag } from 'api-contract/rich-text';
import { postHistoryRequest } from '../posts/post-history';
import { conversationListRequest, messageListRequest } from '../messages/conversation-lists';

/**
 * Which list to explain, with the query its call would get (`sort`, `limit`, `cursor`, `q`),
 * the id it is about (the author, the signed-in user, the post), as a request names them, and
 * the id of the signed-in viewer, if any.
 */
export const ExplainSchema = v.object({
  list: v.picklist([
    'posts',
    'author',
    'feed',
    'bookmarked',
    'private',
    'liked',
    'comments',
    'replies',
    'users',
    'usersNamed',
    'blocks',
    'mutes',
    'followRequests',
    'followers',
    'following',
    'likers',
    'reposters',
    'upvoters',
    'tag',
    'search',
    'search-text',
    'tags',
    'notifications',
    'history',
    'conversations',
    'messages',
  ]),
  id: v.optional(v.string(), ''),
  viewerId: v.optional(v.nullable(v.string()), null),
  query: v.optional(v.record(v.string(), v.string()), {}),
  /** Run the statement too, so the plan says how many rows each step read (EXPLAIN ANALYZE). */
  analyze: v.optional(v.boolean(), false),
});

export type ExplainRequest = v.InferOutput<typeof ExplainSchema>;

/**
 * The list's query, built exactly as its handler builds it from the same query, for the same
 * viewer (a search's words read by the database first, as its handler reads them).
 */
async function plannedList(db: Queryable, { list, id, viewerId, query }: ExplainRequest): Promise<Result<PlannedPage | null>> {
  switch (list) {
    case 'posts':
      return chain(validate(endpoints.getPosts.query, query), (fields) => postListRequest({ from: 'everyone' }, fields, viewerId));
    case 'author':
      return chain(validate(endpoints.getUserPosts.query, query), (fields) =>
        postListRequest({ from: 'author', authorId: id }, fields, viewerId),
      );
    case 'feed': {
      const followsMany = await followsManyPeople(db, id);
      return chain(validate(endpoints.getFeedPage.query, query), (fields) =>
        postListRequest({ from: 'feed', userId: id, followsMany }, fields, id),
      );
    }
    case 'bookmarked':
      return chain(validate(endpoints.getBookmarkedPostsPage.query, query), (fields) => bookmarkedRequest(id, fields));
    case 'liked':
      return chain(validate(endpoints.getLikedPostsPage.query, query), (fields) => likedRequest(id, fields));
    case 'private':
      return chain(validate(endpoints.getPrivateThreads.query, query), (fields) => privateThreadsRequest(id, fields));
    case 'comments':
      return chain(validate(endpoints.getComments.query, query), (fields) => commentListRequest(id, fields, viewerId));
    case 'replies':
      return chain(validate(endpoints.getReplies.query, query), (fields) => replyListRequest(id, fields, viewerId));
    case 'users':
      return chain(validate(endpoints.searchUsers.query, query), (fields) => userSearchRequest(fields, viewerId));
    case 'blocks':
    case 'mutes':
    case 'followRequests':
      return chain(validate(endpoints.getBlocks.query, query), (fields) => ownListRequest(list, id, fields));
    case 'followers':
    case 'following':
    case 'likers':
    case 'reposters':
    case 'upvoters':
      return chain(validate(endpoints.getFollowers.query, query), (fields) => recordPeopleRequest(list, id, fields, viewerId));
    case 'tag':
      return chain(validate(endpoints.getTagPosts.query, query), (fields) => tagPostsRequest(typedTag(id), fields, viewerId));
    case 'tags':
      return chain(validate(endpoints.searchTags.query, query), ({ q = '', ...fields }) => tagSearchRequest(typedTag(q), fields));
    case 'notifications':
      return chain(validate(endpoints.getNotifications.query, query), (fields) => notificationListRequest(id, fields));
    case 'history':
      return chain(validate(endpoints.getPostHistory.query, query), (fields) => postHistoryRequest(id, fields));
    case 'conversations':
      return chain(validate(endpoints.getConversations.query, query), (fields) => conversationListRequest(id, fields));
    case 'messages':
      return chain(validate(endpoints.getMessages.query, query), (fields) => messageListRequest(id, fields));
    case 'usersNamed':
      // Not a page: explainUsersNamed plans its one statement.
      return succeed(null);
    case 'search':
    case 'search-text': {
      const fields = validate(endpoints.searchPosts.query, query);
      if (!fields.ok) return fields;
      const terms = await searchTerms(db, fields.value.q);
      if (terms === null) return succeed(null);
      const relevance = list === 'search' ? 2 : 1;
      return chain(pageOf(fields.value, searchKeyset), (page) =>
        succeed({ query: postSearchQuery(terms, relevance, page, viewerId), keyset: searchKeyset, page }),
      );
    }
  }
}

/** What the list's statement reads of each record: a post, a comment, a user or a notification, as the viewer sees it. */
function recordSelect({ list, id, viewerId }: ExplainRequest): RecordSelect {
  if (list === 'comments' || list === 'replies') return commentSelect(viewerId);
  if (list === 'notifications') return notificationSelect(id);
  // A record's people are read without previews of their own, as their handler reads them.
  if (['followers', 'following', 'likers', 'reposters', 'upvoters'].includes(list)) return userSelect(viewerId, { previews: false });
  return ['users', 'blocks', 'mutes', 'followRequests'].includes(list) ? userSelect(viewerId) : postSelect(viewerId);
}

/**
 * PostgreSQL's plan (EXPLAIN, as JSON) of the one statement that reads a page of a list, its
 * records with them, with the values its handler would bind.
 */
export async function explainList(db: Database, request: ExplainRequest): Promise<Result<unknown>> {
  if (request.list === 'usersNamed') return explainUsersNamed(db, request);
  const planned = await plannedList(db, request);
  if (!planned.ok || !planned.value) return planned.ok ? succeed(null) : planned;
  // Tags, a post's versions, conversations and messages are read by their page's own statement;
  // their records, by the page's ids on primary keys.
  const statement = ['tags', 'history', 'conversations', 'messages'].includes(request.list)
    ? planned.value.query
    : listedStatement({ page: planned.value }, recordSelect(request));
  return succeed(await explainStatement(db, statement, `${request.analyze ? 'analyze, ' : ''}format json`));
}

/** The plan of `getUsers` naming people (`usernames`, comma-separated, as its query has them): one statement, no page. */
async function explainUsersNamed(db: Database, { viewerId, query, analyze }: ExplainRequest): Promise<Result<unknown>> {
  const fields = validate(endpoints.getUsers.query, query);
  if (!fields.ok) return fields;
  const statement = listedStatement(
    { selected: listedUsersQuery(fields.value.usernames, viewerId) },
    userSelect(viewerId, { previews: fields.value.previews !== 'none' }),
  );
  // PGlite plans every statement for its values (it takes no plan for any values), and its
  // EXECUTE is given the names as text: explained as it runs there.
  const asRun = db.kind === 'postgresql' ? statement : { ...statement, plan: undefined };
  return succeed(await explainStatement(db, asRun, `${analyze ? 'analyze, ' : ''}format json`));
}

/** A statement's plan, made as the statement asks to be planned. */
async function explainStatement(db: Database, statement: SqlQuery, options: string): Promise<unknown> {
  const plan = statement.plan === 'generic' ? await explainGeneric(db, statement, options) : await explainCustom(db, statement, options);
  return typeof plan === 'string' ? (JSON.parse(plan) as unknown) : plan;
}

type PlanRow = { 'QUERY PLAN': unknown };

/** The plan PostgreSQL makes for the statement's values, as it runs the statement. */
async function explainCustom(db: Queryable, { sql, params }: SqlQuery, options: string): Promise<unknown> {
  const { rows } = await db.query<PlanRow>(`explain (${options}) ${sql}`, params);
  return rows[0]?.['QUERY PLAN'];
}

/**
 * The plan made once for any values, which a statement that asks for it runs on: EXPLAIN of the
 * statement prepared, executed with its values under plan_cache_mode=force_generic_plan (an
 * EXPLAIN given the values plans for them). EXECUTE takes values written in its text, which
 * PostgreSQL's format() quotes.
 */
async function explainGeneric(db: Database, { sql, params }: SqlQuery, options: string): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local plan_cache_mode = force_generic_plan; prepare explained as ${sql}; savepoint explaining`);
    // A prepared statement outlives a rollback: whatever happens, it goes before the connection is given back.
    try {
      const quoted = params.map((_, index) => `$${index + 1}::text`).join(', ');
      const { rows } = await tx.query<{ execute: string }>(
        `select format('execute explained(${params.map(() => '%L').join(', ')})', ${quoted}) as execute`,
        params,
      );
      const [found] = await tx.exec<PlanRow>(`explain (${options}) ${rows[0]!.execute}`);
      return found?.['QUERY PLAN'];
    } catch (error) {
      await tx.exec('rollback to savepoint explaining');
      throw error;
    } finally {
      await tx.exec('deallocate explained');
    }
  });
}
