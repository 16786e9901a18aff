import type * as v from 'valibot';
import type { Comment, Post, User } from './entities';
import type { CommentDataSchema, CredentialsSchema, SignupSchema } from './schemas/requests';

/** What the calls send (schemas/requests.ts says what is accepted). */
export type Credentials = { username: string; password: string };
export type SignupData = Credentials & { firstName: string; lastName: string; email: string; bio?: string; website?: string };
export type PostData = { caption: string; content: string; img?: string };
export type CommentData = { text: string };
export type ProfileData = { bio?: string; website?: string; img?: string };

/** The same payloads once checked: trimmed, with every field present. */
export type ValidCredentials = v.InferOutput<typeof CredentialsSchema>;
export type ValidSignup = v.InferOutput<typeof SignupSchema>;
export type ValidCommentData = v.InferOutput<typeof CommentDataSchema>;
export type { ValidPostData, ValidProfile } from './schemas/requests';

export type LoginResponse = { foundUser: User; encodedToken: string };
export type SignupResponse = { createdUser: User; encodedToken: string };
export type PostsResponse = { posts: Post[] };
export type PostResponse = { post: Post };
export type CommentsResponse = { comments: Comment[] };
export type UsersResponse = { users: User[] };
export type UserResponse = { user: User };
export type BookmarksResponse = { bookmarks: string[] };
export type FollowResponse = { user: User; followUser: User };

/** Every failed call answers with this body. */
export type ErrorBody = { errors: string[] };
