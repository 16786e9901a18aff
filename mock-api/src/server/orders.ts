import type { Comment } from 'api-contract/entities';
import type { PostPageRequest } from 'api-contract/client';
import type { Order } from './pages';
import type { StoredBookmark, StoredPost, StoredUser } from './records';

/** newest, oldest or trending: the contract's sort orders (its queries module is not among its exports). */
export type SortOrder = NonNullable<PostPageRequest['sort']>;

/**
 * The orders the contract names. Records made in the same millisecond are told apart by id
 * (the mock's ids sort in the order they were made, ids.ts).
 */

const newest: Order<StoredPost> = {
  name: 'posts:newest',
  keys: [
    { kind: 'string', of: (post) => post.createdAt, descending: true },
    { kind: 'string', of: (post) => post._id, descending: true },
  ],
};

export const postOrders: Record<SortOrder, Order<StoredPost>> = {
  newest,
  oldest: {
    name: 'posts:oldest',
    keys: [
      { kind: 'string', of: (post) => post.createdAt },
      { kind: 'string', of: (post) => post._id },
    ],
  },
  trending: {
    name: 'posts:trending',
    keys: [{ kind: 'number', of: (post) => post.likes.likeCount, descending: true }, ...newest.keys],
  },
};

export const isSortOrder = (value: unknown): value is SortOrder => typeof value === 'string' && Object.hasOwn(postOrders, value);

export const commentOrder: Order<Comment> = {
  name: 'comments:oldest',
  keys: [
    { kind: 'string', of: (comment) => comment.createdAt },
    { kind: 'string', of: (comment) => comment._id },
  ],
};

const byName: Order<StoredUser>['keys'] = [
  { kind: 'string', of: (user) => user.username.toLowerCase() },
  { kind: 'string', of: (user) => user._id },
];

/** A search's matches, by username whatever the letter case. */
export const userNameOrder: Order<StoredUser> = { name: 'users:name', keys: byName };

/** Everyone, when nothing is searched for: the most followed first. */
export const popularUserOrder: Order<StoredUser> = {
  name: 'users:popular',
  keys: [{ kind: 'number', of: (user) => user.followers.length, descending: true }, ...byName],
};

/** A bookmarked post with its bookmark, which orders it. */
export type BookmarkedPost = { bookmark: StoredBookmark; post: StoredPost };

export const latestBookmarkOrder: Order<BookmarkedPost> = {
  name: 'bookmarks:latest',
  keys: [{ kind: 'number', of: ({ bookmark }) => bookmark.n, descending: true }],
};
