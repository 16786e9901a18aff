import * as v from 'valibot';
import { CommentSchema, PostSchema, UserSchema } from './schemas/entities';
import { CommentDataSchema, CredentialsSchema, PostDataSchema, ProfileDataSchema, SignupSchema } from './schemas/requests';

/**
 * Every call of spec section 7, as data: what it takes and what it answers. The server's
 * OpenAPI document is generated from this table and the schemas it names.
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
  response: { status: 200 | 201; schema: v.GenericSchema };
};

const posts = v.object({ posts: v.array(PostSchema) });
const comments = v.object({ comments: v.array(CommentSchema) });
const bookmarks = v.object({ bookmarks: v.array(v.string()) });
const followPair = v.object({ user: UserSchema, followUser: UserSchema });
const empty = v.object({});

export const endpoints: Endpoint[] = [
  {
    method: 'post',
    path: '/auth/signup',
    operationId: 'signup',
    summary: 'Create an account',
    signedIn: false,
    body: { schema: SignupSchema },
    response: { status: 201, schema: v.object({ createdUser: UserSchema, encodedToken: v.string() }) },
  },
  {
    method: 'post',
    path: '/auth/login',
    operationId: 'login',
    summary: 'Log in',
    signedIn: false,
    body: { schema: CredentialsSchema },
    response: { status: 200, schema: v.object({ foundUser: UserSchema, encodedToken: v.string() }) },
  },
  {
    method: 'get',
    path: '/posts',
    operationId: 'getPosts',
    summary: 'Every post',
    signedIn: false,
    response: { status: 200, schema: posts },
  },
  {
    method: 'get',
    path: '/posts/{postId}',
    operationId: 'getPost',
    summary: 'One post',
    signedIn: false,
    response: { status: 200, schema: v.object({ post: PostSchema }) },
  },
  {
    method: 'get',
    path: '/posts/user/{username}',
    operationId: 'getUserPosts',
    summary: "One user's posts",
    signedIn: false,
    response: { status: 200, schema: posts },
  },
  {
    method: 'post',
    path: '/posts',
    operationId: 'createPost',
    summary: 'Publish a post',
    signedIn: true,
    body: { schema: PostDataSchema, wrappedIn: 'postData' },
    response: { status: 201, schema: posts },
  },
  {
    method: 'post',
    path: '/posts/edit/{postId}',
    operationId: 'editPost',
    summary: "Edit one's post",
    signedIn: true,
    body: { schema: PostDataSchema, wrappedIn: 'postData' },
    response: { status: 201, schema: posts },
  },
  {
    method: 'delete',
    path: '/posts/{postId}',
    operationId: 'deletePost',
    summary: "Delete one's post",
    signedIn: true,
    response: { status: 201, schema: posts },
  },
  {
    method: 'post',
    path: '/posts/like/{postId}',
    operationId: 'likePost',
    summary: 'Like a post',
    signedIn: true,
    body: { schema: empty },
    response: { status: 201, schema: posts },
  },
  {
    method: 'post',
    path: '/posts/dislike/{postId}',
    operationId: 'dislikePost',
    summary: 'Take a like back (dislike)',
    signedIn: true,
    body: { schema: empty },
    response: { status: 201, schema: posts },
  },
  {
    method: 'get',
    path: '/comments/{postId}',
    operationId: 'getComments',
    summary: "A post's comments",
    signedIn: false,
    response: { status: 200, schema: comments },
  },
  {
    method: 'post',
    path: '/comments/add/{postId}',
    operationId: 'addComment',
    summary: 'Comment on a post',
    signedIn: true,
    body: { schema: CommentDataSchema, wrappedIn: 'commentData' },
    response: { status: 201, schema: comments },
  },
  {
    method: 'post',
    path: '/comments/edit/{postId}/{commentId}',
    operationId: 'editComment',
    summary: "Edit one's comment",
    signedIn: true,
    body: { schema: CommentDataSchema, wrappedIn: 'commentData' },
    response: { status: 201, schema: comments },
  },
  {
    method: 'post',
    path: '/comments/delete/{postId}/{commentId}',
    operationId: 'deleteComment',
    summary: "Delete one's comment, or one on one's post",
    signedIn: true,
    body: { schema: empty },
    response: { status: 201, schema: comments },
  },
  {
    method: 'post',
    path: '/comments/upvote/{postId}/{commentId}',
    operationId: 'upvoteComment',
    summary: 'Upvote a comment',
    signedIn: true,
    body: { schema: empty },
    response: { status: 201, schema: comments },
  },
  {
    method: 'post',
    path: '/comments/downvote/{postId}/{commentId}',
    operationId: 'downvoteComment',
    summary: 'Downvote a comment',
    signedIn: true,
    body: { schema: empty },
    response: { status: 201, schema: comments },
  },
  {
    method: 'get',
    path: '/users',
    operationId: 'getUsers',
    summary: 'Every user',
    signedIn: false,
    response: { status: 200, schema: v.object({ users: v.array(UserSchema) }) },
  },
  {
    method: 'get',
    path: '/users/{userId}',
    operationId: 'getUser',
    summary: 'One user',
    signedIn: false,
    response: { status: 200, schema: v.object({ user: UserSchema }) },
  },
  {
    method: 'post',
    path: '/users/edit',
    operationId: 'editProfile',
    summary: "Edit one's profile",
    signedIn: true,
    body: { schema: ProfileDataSchema, wrappedIn: 'userData' },
    response: { status: 201, schema: v.object({ user: UserSchema }) },
  },
  {
    method: 'get',
    path: '/users/bookmark',
    operationId: 'getBookmarks',
    summary: "One's bookmarks",
    signedIn: true,
    response: { status: 200, schema: bookmarks },
  },
  {
    method: 'post',
    path: '/users/bookmark/{postId}',
    operationId: 'addBookmark',
    summary: 'Bookmark a post',
    signedIn: true,
    body: { schema: empty },
    response: { status: 201, schema: bookmarks },
  },
  {
    method: 'post',
    path: '/users/remove-bookmark/{postId}',
    operationId: 'removeBookmark',
    summary: 'Remove a bookmark',
    signedIn: true,
    body: { schema: empty },
    response: { status: 201, schema: bookmarks },
  },
  {
    method: 'post',
    path: '/users/follow/{followUserId}',
    operationId: 'follow',
    summary: 'Follow a user',
    signedIn: true,
    body: { schema: empty },
    response: { status: 201, schema: followPair },
  },
  {
    method: 'post',
    path: '/users/unfollow/{followUserId}',
    operationId: 'unfollow',
    summary: 'Unfollow a user',
    signedIn: true,
    body: { schema: empty },
    response: { status: 201, schema: followPair },
  },
];
