import type { Post, UserRef } from 'api-contract/entities';
import type { PostPage } from 'api-contract/payloads';
import { unpaged } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';
import type { DataDeps } from '../platform';
import { postKeyset, postListQuery, type PostList } from './post-lists';
import { readPostList } from './post-views';

/** What a page of posts was asked to carry besides its posts (PostPageQuerySchema). */
export type PostPageExtras = { include?: 'authors'; previews?: 'none' };

/**
 * A page of posts as the app reads them: no comments, the cursor of the next page; asked
 * `include=authors` (an app's statuses, each with its account), their authors' records; asked
 * `previews=none`, no lists of people.
 */
export async function readPostPage(
  deps: DataDeps,
  planned: PlannedPage,
  viewer: UserRef | null,
  asked: PostPageExtras = {},
): Promise<PostPage> {
  return readPostList(deps, { page: planned }, viewer, {
    withComments: false,
    withAuthors: asked.include === 'authors',
    withPreviews: asked.previews !== 'none',
  });
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
