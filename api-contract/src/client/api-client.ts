import type {
  BookmarksResponse,
  CommentAnswer,
  CommentData,
  CommentPage,
  CommentsResponse,
  Credentials,
  DeletedCommentAnswer,
  DeletedPostAnswer,
  ErrorBody,
  FollowResponse,
  LoginResponse,
  PostAnswer,
  PostData,
  PostPage,
  PostResponse,
  PostsResponse,
  ProfileData,
  SignupData,
  SignupResponse,
  UserPage,
  UserResponse,
  UsersResponse,
} from '../payloads';
import { messages } from '../messages';
import type { SortOrder } from '../schemas/queries';
import { ApiError } from './api-error';

export type ApiClientOptions = {
  /** Where the API lives: `/api` on the page's origin. */
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

/** A page of a list: how many records, and where to continue (the last page's `nextCursor`). */
export type PageRequest = { limit?: number; cursor?: string | null };
export type PostPageRequest = PageRequest & { sort?: SortOrder };

const segment = encodeURIComponent;

/** How the server refuses a session: the token does not verify, or names a user that is gone. */
const rejectsSession = (status: number, reason: string): boolean =>
  status === 401 || (status === 404 && reason === messages.userNotRegistered);

function reasonOf(body: unknown): string | undefined {
  const errors = (body as Partial<ErrorBody> | null)?.errors;
  return Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : undefined;
}

function query(values: Record<string, string | number | null | undefined>): string {
  const entries = Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null);
  return entries.length
    ? `?${new URLSearchParams(Object.fromEntries(entries.map(([key, value]) => [key, String(value)]))).toString()}`
    : '';
}

/** The one way both clients call the API: JSON in, JSON out, failures as `ApiError` with the server's words. */
function createRequest({ baseUrl = '/api', getToken, onSessionRejected }: ApiClientOptions, extraHeaders: Record<string, string>) {
  return async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const token = getToken();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...extraHeaders, ...(token ? { authorization: token } : {}) },
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
  };
}

/**
 * The client of spec section 7 as written: every call with the spec's own answer (whole lists).
 * What a client written to the spec sees; the contract suite checks both implementations with it.
 */
export function createSpecClient(options: ApiClientOptions) {
  const request = createRequest(options, {});
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

/**
 * The app's client, one function per call: lists read a page at a time, and every change asks
 * for the minimal answer (`Prefer: return=minimal`), the changed record alone.
 */
export function createApiClient(options: ApiClientOptions) {
  const request = createRequest(options, { Prefer: 'return=minimal' });
  const page = ({ limit, cursor }: PageRequest) => ({ limit, cursor });
  return {
    signup: (data: SignupData) => request<SignupResponse>('POST', '/auth/signup', data),
    login: (credentials: Credentials) => request<LoginResponse>('POST', '/auth/login', credentials),

    getPostsPage: ({ sort, ...rest }: PostPageRequest = {}) => request<PostPage>('GET', `/posts${query({ sort, ...page(rest) })}`),
    getFeedPage: ({ sort, ...rest }: PostPageRequest = {}) => request<PostPage>('GET', `/posts/feed${query({ sort, ...page(rest) })}`),
    getUserPostsPage: (username: string, { sort, ...rest }: PostPageRequest = {}) =>
      request<PostPage>('GET', `/posts/user/${segment(username)}${query({ sort, ...page(rest) })}`),
    getBookmarkedPostsPage: (request_: PageRequest = {}) => request<PostPage>('GET', `/posts/bookmarked${query(page(request_))}`),
    getPost: (postId: string) => request<PostResponse>('GET', `/posts/${segment(postId)}`),
    createPost: (postData: PostData) => request<PostAnswer>('POST', '/posts', { postData }),
    editPost: (postId: string, postData: PostData) => request<PostAnswer>('POST', `/posts/edit/${segment(postId)}`, { postData }),
    deletePost: (postId: string) => request<DeletedPostAnswer>('DELETE', `/posts/${segment(postId)}`),
    likePost: (postId: string) => request<PostAnswer>('POST', `/posts/like/${segment(postId)}`, {}),
    dislikePost: (postId: string) => request<PostAnswer>('POST', `/posts/dislike/${segment(postId)}`, {}),

    getCommentsPage: (postId: string, request_: PageRequest = {}) =>
      request<CommentPage>('GET', `/comments/${segment(postId)}${query(page(request_))}`),
    addComment: (postId: string, commentData: CommentData) =>
      request<CommentAnswer>('POST', `/comments/add/${segment(postId)}`, { commentData }),
    editComment: (postId: string, commentId: string, commentData: CommentData) =>
      request<CommentAnswer>('POST', `/comments/edit/${segment(postId)}/${segment(commentId)}`, { commentData }),
    deleteComment: (postId: string, commentId: string) =>
      request<DeletedCommentAnswer>('POST', `/comments/delete/${segment(postId)}/${segment(commentId)}`, {}),
    upvoteComment: (postId: string, commentId: string) =>
      request<CommentAnswer>('POST', `/comments/upvote/${segment(postId)}/${segment(commentId)}`, {}),
    downvoteComment: (postId: string, commentId: string) =>
      request<CommentAnswer>('POST', `/comments/downvote/${segment(postId)}/${segment(commentId)}`, {}),

    searchUsers: ({ q, ...rest }: PageRequest & { q?: string } = {}) =>
      request<UserPage>('GET', `/users/search${query({ q, ...page(rest) })}`),
    getUser: (userId: string) => request<UserResponse>('GET', `/users/${segment(userId)}`),
    getUserByUsername: (username: string) => request<UserResponse>('GET', `/users/username/${segment(username)}`),
    /** The users named (at most `limits.pageSizeMax` at once): those a page shows and has not met. */
    getUsersByUsername: (usernames: string[]) => request<UsersResponse>('GET', `/users${query({ usernames: usernames.join(',') })}`),
    editProfile: (userData: ProfileData) => request<UserResponse>('POST', '/users/edit', { userData }),
    addBookmark: (postId: string) => request<PostAnswer>('POST', `/users/bookmark/${segment(postId)}`, {}),
    removeBookmark: (postId: string) => request<PostAnswer>('POST', `/users/remove-bookmark/${segment(postId)}`, {}),
    follow: (userId: string) => request<FollowResponse>('POST', `/users/follow/${segment(userId)}`, {}),
    unfollow: (userId: string) => request<FollowResponse>('POST', `/users/unfollow/${segment(userId)}`, {}),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type SpecClient = ReturnType<typeof createSpecClient>;
