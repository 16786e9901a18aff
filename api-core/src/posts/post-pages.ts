import type { Post, UserRef } from 'api-contract/entities';
import type { PostPage } from 'api-contract/payloads';
import type { Queryable } from '../db/database';
import { readPage, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import { unpaged } from '../pages/page-query';
import { postKeyset, postListQuery, type PostList } from './post-lists';
import { readPosts } from './post-views';

/** A page of posts as the app reads them: no comments, the cursor of the next page. */
export async function readPostPage(db: Queryable, query: SqlQuery, keyset: Keyset, page: Page, viewer: UserRef | null): Promise<PostPage> {
  const { ids, nextCursor } = await readPage(db, query, keyset, page);
  return { posts: await readPosts(db, ids, viewer, { withComments: false }), nextCursor };
}

/**
 * The spec's list: the newest `unpagedMax` posts, oldest first (the spec's client shows them
 * the other way round), each with its first comments.
 */
export async function readSpecPosts(db: Queryable, list: PostList, viewer: UserRef | null): Promise<Post[]> {
  const { ids } = await readPage(db, postListQuery(list, 'newest', unpaged), postKeyset(list.from, 'newest'), unpaged);
  return readPosts(db, ids.reverse(), viewer, { withComments: true });
}
