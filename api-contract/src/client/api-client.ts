import type {
  BookmarksResponse,
  CommentData,
  CommentsResponse,
  Credentials,
  ErrorBody,
  FollowResponse,
  LoginResponse,
  PostData,
  PostResponse,
  PostsResponse,
  ProfileData,
  SignupData,
  SignupResponse,
  UserResponse,
  UsersResponse,
} from '../payloads';
import { messages } from '../messages';
import { ApiError } from './api-error';

export type ApiClientOptions = {
  /** Where the API lives; the in-page mock answers under `/api`. */
  baseUrl?: string;
  /** The signed-in user's token, read at each call so a new login takes effect at once. */
  getToken: () => string | null;
  /**
   * Told when the server refuses the token a call was made with: a 401, or a 404 saying its
   * user is not registered (the account is gone). Called with that token, once per such call.
   */
  onSessionRejected?: (token: string) => void;
};

type Method = 'GET' | 'POST' | 'DELETE';

const segment = encodeURIComponent;

/** How the server refuses a session: the token does not verify, or names a user that is gone. */
const rejectsSession = (status: number, reason: string): boolean =>
  status === 401 || (status === 404 && reason === messages.userNotRegistered);

function reasonOf(body: unknown): string | undefined {
  const errors = (body as Partial<ErrorBody> | null)?.errors;
  return Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : undefined;
}

/**
 * The typed client for every call of the API (spec section 7): one function per call.
 * It only speaks HTTP; whichever server answers (the in-page mock today) is not its concern.
 */
export function createApiClient({ baseUrl = '/api', getToken, onSessionRejected }: ApiClientOptions) {
  async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const token = getToken();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(token ? { authorization: token } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
    }
    const parsed: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const reason = reasonOf(parsed) ?? `The server answered ${response.status}.`;
      const sessionRejected = token !== null && rejectsSession(response.status, reason);
      if (sessionRejected) onSessionRejected?.(token);
      throw new ApiError(response.status, reason, sessionRejected);
    }
    return parsed as T;
  }

  return {
    signup: (data: SignupData) => request<SignupResponse>('POST', '/auth/signup', data),
    login: (credentials: Credentials) => request<LoginResponse>('POST', '/auth/login', credentials),

    getPosts: () => request<PostsResponse>('GET', '/posts'),
    getPost: (postId: string) => request<PostResponse>('GET', `/posts/${segment(postId)}`),
    getUserPosts: (username: string) => request<PostsResponse>('GET', `/posts/user/${segment(username)}`),
    createPost: (postData: PostData) => request<PostsResponse>('POST', '/posts', { postData }),
    editPost: (postId: string, postData: PostData) => request<PostsResponse>('POST', `/posts/edit/${segment(postId)}`, { postData }),
    deletePost: (postId: string) => request<PostsResponse>('DELETE', `/posts/${segment(postId)}`),
    likePost: (postId: string) => request<PostsResponse>('POST', `/posts/like/${segment(postId)}`, {}),
    dislikePost: (postId: string) => request<PostsResponse>('POST', `/posts/dislike/${segment(postId)}`, {}),

    getComments: (postId: string) => request<CommentsResponse>('GET', `/comments/${segment(postId)}`),
    addComment: (postId: string, commentData: CommentData) =>
      request<CommentsResponse>('POST', `/comments/add/${segment(postId)}`, { commentData }),
    editComment: (postId: string, commentId: string, commentData: CommentData) =>
      request<CommentsResponse>('POST', `/comments/edit/${segment(postId)}/${segment(commentId)}`, { commentData }),
    deleteComment: (postId: string, commentId: string) =>
      request<CommentsResponse>('POST', `/comments/delete/${segment(postId)}/${segment(commentId)}`, {}),
    upvoteComment: (postId: string, commentId: string) =>
      request<CommentsResponse>('POST', `/comments/upvote/${segment(postId)}/${segment(commentId)}`, {}),
    downvoteComment: (postId: string, commentId: string) =>
      request<CommentsResponse>('POST', `/comments/downvote/${segment(postId)}/${segment(commentId)}`, {}),

    getUsers: () => request<UsersResponse>('GET', '/users'),
    getUser: (userId: string) => request<UserResponse>('GET', `/users/${segment(userId)}`),
    editProfile: (userData: ProfileData) => request<UserResponse>('POST', '/users/edit', { userData }),
    getBookmarks: () => request<BookmarksResponse>('GET', '/users/bookmark'),
    addBookmark: (postId: string) => request<BookmarksResponse>('POST', `/users/bookmark/${segment(postId)}`, {}),
    removeBookmark: (postId: string) => request<BookmarksResponse>('POST', `/users/remove-bookmark/${segment(postId)}`, {}),
    follow: (userId: string) => request<FollowResponse>('POST', `/users/follow/${segment(userId)}`, {}),
    unfollow: (userId: string) => request<FollowResponse>('POST', `/users/unfollow/${segment(userId)}`, {}),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
