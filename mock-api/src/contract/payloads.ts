import type { Post, User, Comment } from './entities';

export type Credentials = { username: string; password: string };

export type SignupData = Credentials & {
  firstName: string;
  lastName: string;
  email: string;
  bio?: string;
  website?: string;
};

/** The new-post and edit-post payload; `img` is a data URL or empty. */
export type PostData = { content: string; caption: string; img?: string };

export type CommentData = { text: string };

/** What a user may change of their own profile; name and username are read-only. */
export type ProfileData = { bio?: string; website?: string; img?: string };

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
