import * as v from 'valibot';
import { CommentSchema, PostSchema, UserSchema } from './schemas/entities';
import { PageQuerySchema, PostPageQuerySchema, UserSearchQuerySchema, UsersQuerySchema } from './schemas/queries';
import { CommentDataSchema, CredentialsSchema, PostDataSchema, ProfileDataSchema, SignupSchema } from './schemas/requests';

/**
 * Every call of the API, as data: what it takes and what it answers. Spec section 7's calls
 * keep their answers; lists also take `limit` and `cursor` (a page), and every change also
 * answers minimally with `Prefer: return=minimal`. The server's OpenAPI document is generated
 * from this table and the schemas it names.
 */
export type Endpoint = {
  method: 'get' | 'post' | 'delete';
  /** OpenAPI's form, under `/api`: `/posts/{postId}`. */
  path: string;
  operationId: string;
  summary: string;
  /** Whether the call needs the signed-in user's token in the `authorization` header. */
  signedIn: boolean;
  /** The body, and the key the spec wraps it in (`{postData}`), if any. */
  body?: { schema: v.GenericSchema; wrappedIn?: string };
  /** What the query may hold (`limit`, `cursor`, `sort`, `q`). */
  query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  response: { status: 200 | 201; schema: v.GenericSchema };
  /** The answer with a `limit`: a page of the list and where the next begins. */
  paged?: v.GenericSchema;
  /** The answer with `Prefer: return=minimal`: the changed record alone. */
  minimal?: v.GenericSchema;
};

const cursor = v.nullable(v.string());
const posts = v.object({ posts: v.array(PostSchema) });
const postPage = v.object({ posts: v.array(PostSchema), nextCursor: cursor });
const post = v.object({ post: PostSchema });
const comments = v.object({ comments: v.array(CommentSchema) });
const comment = v.object({ comment: CommentSchema });
const bookmarks = v.object({ bookmarks: v.array(v.string()) });
const followPair = v.object({ user: UserSchema, followUser: UserSchema });
const user = v.object({ user: UserSchema });
const empty = v.object({});

const postData = { schema: PostDataSchema, wrappedIn: 'postData' };
const commentData = { schema: CommentDataSchema, wrappedIn: 'commentData' };
const changed = (schema: v.GenericSchema) => ({ status: 201 as const, schema });
const read = (schema: v.GenericSchema) => ({ status: 200 as const, schema });

export const endpoints: Endpoint[] = [
  {
    method: 'post',
    path: '/auth/signup',
    operationId: 'signup',
    summary: 'Create an account',
    signedIn: false,
    body: { schema: SignupSchema },
    response: changed(v.object({ createdUser: UserSchema, encodedToken: v.string() })),
  },
  {
    method: 'post',
    path: '/auth/login',
    operationId: 'login',
    summary: 'Log in',
    signedIn: false,
    body: { schema: CredentialsSchema },
    response: read(v.object({ foundUser: UserSchema, encodedToken: v.string() })),
  },

  {
    method: 'get',
    path: '/posts',
    operationId: 'getPosts',
    summary: 'Every post (without a limit: the newest 100)',
    signedIn: false,
    query: PostPageQuerySchema,
    response: read(posts),
    paged: postPage,
  },
  {
    method: 'get',
    path: '/posts/feed',
    operationId: 'getFeedPage',
    summary: "The home timeline: one's own posts and those of the people one follows",
    signedIn: true,
    query: PostPageQuerySchema,
    response: read(postPage),
  },
  {
    method: 'get',
    path: '/posts/bookmarked',
    operationId: 'getBookmarkedPostsPage',
    summary: 'The posts one bookmarked, the latest bookmark first',
    signedIn: true,
    query: PageQuerySchema,
    response: read(postPage),
  },
  { method: 'get', path: '/posts/{postId}', operationId: 'getPost', summary: 'One post', signedIn: false, response: read(post) },
  {
    method: 'get',
    path: '/posts/user/{username}',
    operationId: 'getUserPosts',
    summary: "One user's posts",
    signedIn: false,
    query: PostPageQuerySchema,
    response: read(posts),
    paged: postPage,
  },
  {
    method: 'post',
    path: '/posts',
    operationId: 'createPost',
    summary: 'Publish a post',
    signedIn: true,
    body: postData,
    response: changed(posts),
    minimal: post,
  },
  {
    method: 'post',
    path: '/posts/edit/{postId}',
    operationId: 'editPost',
    summary: "Edit one's post",
    signedIn: true,
    body: postData,
    response: changed(posts),
    minimal: post,
  },
  {
    method: 'delete',
    path: '/posts/{postId}',
    operationId: 'deletePost',
    summary: "Delete one's post",
    signedIn: true,
    response: changed(posts),
    minimal: v.object({ postId: v.string() }),
  },
  {
    method: 'post',
    path: '/posts/like/{postId}',
    operationId: 'likePost',
    summary: 'Like a post',
    signedIn: true,
    body: { schema: empty },
    response: changed(posts),
    minimal: post,
  },
  {
    method: 'post',
    path: '/posts/dislike/{postId}',
    operationId: 'dislikePost',
    summary: 'Take a like back (dislike)',
    signedIn: true,
    body: { schema: empty },
    response: changed(posts),
    minimal: post,
  },

  {
    method: 'get',
    path: '/comments/{postId}',
    operationId: 'getComments',
    summary: "A post's comments, oldest first",
    signedIn: false,
    query: PageQuerySchema,
    response: read(comments),
    paged: v.object({ comments: v.array(CommentSchema), nextCursor: cursor }),
  },
  {
    method: 'post',
    path: '/comments/add/{postId}',
    operationId: 'addComment',
    summary: 'Comment on a post',
    signedIn: true,
    body: commentData,
    response: changed(comments),
    minimal: comment,
  },
  {
    method: 'post',
    path: '/comments/edit/{postId}/{commentId}',
    operationId: 'editComment',
    summary: "Edit one's comment",
    signedIn: true,
    body: commentData,
    response: changed(comments),
    minimal: comment,
  },
  {
    method: 'post',
    path: '/comments/delete/{postId}/{commentId}',
    operationId: 'deleteComment',
    summary: "Delete one's comment, or one on one's post",
    signedIn: true,
    body: { schema: empty },
    response: changed(comments),
    minimal: v.object({ commentId: v.string() }),
  },
  {
    method: 'post',
    path: '/comments/upvote/{postId}/{commentId}',
    operationId: 'upvoteComment',
    summary: 'Upvote a comment',
    signedIn: true,
    body: { schema: empty },
    response: changed(comments),
    minimal: comment,
  },
  {
    method: 'post',
    path: '/comments/downvote/{postId}/{commentId}',
    operationId: 'downvoteComment',
    summary: 'Downvote a comment',
    signedIn: true,
    body: { schema: empty },
    response: changed(comments),
    minimal: comment,
  },

  {
    method: 'get',
    path: '/users',
    operationId: 'getUsers',
    summary: 'Every user (the first 100), or those `usernames` names',
    query: UsersQuerySchema,
    signedIn: false,
    response: read(v.object({ users: v.array(UserSchema) })),
  },
  {
    method: 'get',
    path: '/users/search',
    operationId: 'searchUsers',
    summary: 'Users whose username holds `q`, any letter case; with no `q`, the most followed first',
    signedIn: false,
    query: UserSearchQuerySchema,
    response: read(v.object({ users: v.array(UserSchema), nextCursor: cursor })),
  },
  {
    method: 'get',
    path: '/users/username/{username}',
    operationId: 'getUserByUsername',
    summary: 'One user, by username',
    signedIn: false,
    response: read(user),
  },
  { method: 'get', path: '/users/{userId}', operationId: 'getUser', summary: 'One user', signedIn: false, response: read(user) },
  {
    method: 'post',
    path: '/users/edit',
    operationId: 'editProfile',
    summary: "Edit one's profile",
    signedIn: true,
    body: { schema: ProfileDataSchema, wrappedIn: 'userData' },
    response: changed(user),
  },
  {
    method: 'get',
    path: '/users/bookmark',
    operationId: 'getBookmarks',
    summary: "The ids of one's bookmarked posts",
    signedIn: true,
    response: read(bookmarks),
  },
  {
    method: 'post',
    path: '/users/bookmark/{postId}',
    operationId: 'addBookmark',
    summary: 'Bookmark a post',
    signedIn: true,
    body: { schema: empty },
    response: changed(bookmarks),
    minimal: post,
  },
  {
    method: 'post',
    path: '/users/remove-bookmark/{postId}',
    operationId: 'removeBookmark',
    summary: 'Remove a bookmark',
    signedIn: true,
    body: { schema: empty },
    response: changed(bookmarks),
    minimal: post,
  },
  {
    method: 'post',
    path: '/users/follow/{followUserId}',
    operationId: 'follow',
    summary: 'Follow a user',
    signedIn: true,
    body: { schema: empty },
    response: changed(followPair),
    minimal: followPair,
  },
  {
    method: 'post',
    path: '/users/unfollow/{followUserId}',
    operationId: 'unfollow',
    summary: 'Unfollow a user',
    signedIn: true,
    body: { schema: empty },
    response: changed(followPair),
    minimal: followPair,
  },
];
