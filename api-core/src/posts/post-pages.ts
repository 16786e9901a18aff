import type { Post, UserRef } from 'api-contract/entities';
import type { PostPage } from 'api-contract/payloads';
import { unpaged } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';
import type { DataDeps } from '../platform';
import { postKeyset, postListQuery, type PostList } from './post-lists';
import { readPostList } from './post-views';

/**
 * A page of posts as the app reads them: no comments, the cursor of the next page; and, asked
 * `include=authors` (an app's statuses, each with its account), their authors' records.
 */
export async function readPostPage(deps: DataDeps, planned: PlannedPage, viewer: UserRef | null, include?: 'authors'): Promise<PostPage> {
  return readPostList(deps, { page: planned }, viewer, { withComments: false, withAuthors: include === 'authors' });
}

/**
 * The spec's list: the newest `unpagedMax` posts, oldest first (the spec's client shows them
 * the other way round), each with its first comments.
 */
export async function readSpecPosts(deps: DataDeps, list: PostList, viewer: UserRef | null): Promise<Post[]> {
  const page = {
    query: postListQuery(list, 'newest', unpaged, viewer?._id ?? null),
    keyset: postKeyset(list.from, 'newest'),
    page: unpaged,
  };
  return (await readPostList(deps, { page }, viewer, { withComments: true })).posts.reverse();
}
