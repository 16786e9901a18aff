/**
 * Written from the endpoint table (`../endpoints.ts`) by `pnpm api:calls`; `call-table.test.ts`
 * fails when the two differ. The client reads this, not the table: the table's schemas, summaries
 * and rules would otherwise be in every page's first script, where only these few facts are used.
 */
import type { OperationId } from '../endpoints';
import type { CallShape } from './call-shape';

export const callTable: Record<OperationId, CallShape> = {
  signup: {
    method: 'post',
    path: '/auth/signup',
    body: {},
  },
  login: {
    method: 'post',
    path: '/auth/login',
    body: {},
  },
  loginSecondFactor: {
    method: 'post',
    path: '/auth/login/second-factor',
    body: {},
  },
  loginSecondFactorPasskey: {
    method: 'post',
    path: '/auth/login/second-factor/passkey',
    body: {},
  },
  logout: {
    method: 'post',
    path: '/auth/logout',
  },
  getSessions: {
    method: 'get',
    path: '/auth/sessions',
  },
  endSession: {
    method: 'delete',
    path: '/auth/sessions/{sessionId}',
  },
  endOtherSessions: {
    method: 'delete',
    path: '/auth/sessions',
  },
  describeAppAuthorization: {
    method: 'get',
    path: '/oauth/authorization',
  },
  decideAppAuthorization: {
    method: 'post',
    path: '/oauth/authorization',
    body: {},
  },
  changePassword: {
    method: 'post',
    path: '/auth/password',
    body: {},
  },
  getTwoFactor: {
    method: 'get',
    path: '/auth/2fa',
  },
  startTotpSetup: {
    method: 'post',
    path: '/auth/2fa/totp',
    body: {},
  },
  confirmTotp: {
    method: 'post',
    path: '/auth/2fa/totp/confirm',
    body: {},
  },
  turnOffTotp: {
    method: 'post',
    path: '/auth/2fa/totp/off',
    body: {},
  },
  makeRecoveryCodes: {
    method: 'post',
    path: '/auth/2fa/recovery-codes',
    body: {},
  },
  startPasskeyRegistration: {
    method: 'post',
    path: '/auth/2fa/passkeys/options',
    body: {},
  },
  registerPasskey: {
    method: 'post',
    path: '/auth/2fa/passkeys',
    body: {},
  },
  removePasskey: {
    method: 'post',
    path: '/auth/2fa/passkeys/{passkeyId}/remove',
    body: {},
  },
  passkeySignInOptions: {
    method: 'post',
    path: '/auth/passkey-sign-in/options',
  },
  signInWithPasskey: {
    method: 'post',
    path: '/auth/passkey-sign-in',
    body: {},
  },
  requestPasswordReset: {
    method: 'post',
    path: '/auth/password-reset',
    body: {},
  },
  resetPassword: {
    method: 'post',
    path: '/auth/password-reset/confirm',
    body: {},
  },
  confirmEmail: {
    method: 'post',
    path: '/auth/email/confirm',
    body: {},
  },
  resendEmailConfirmation: {
    method: 'post',
    path: '/users/me/email/confirmation',
  },
  changeEmail: {
    method: 'post',
    path: '/users/me/email',
    body: {},
  },
  getPosts: {
    method: 'get',
    path: '/posts',
    paged: true,
  },
  getFeedPage: {
    method: 'get',
    path: '/posts/feed',
  },
  getFederatedPage: {
    method: 'get',
    path: '/posts/federated',
  },
  getBookmarkedPostsPage: {
    method: 'get',
    path: '/posts/bookmarked',
  },
  getLikedPostsPage: {
    method: 'get',
    path: '/posts/liked',
  },
  getPrivateThreads: {
    method: 'get',
    path: '/posts/private',
  },
  readPrivateThread: {
    method: 'post',
    path: '/posts/{postId}/private/read',
  },
  hidePrivateThread: {
    method: 'delete',
    path: '/posts/{postId}/private',
  },
  getPost: {
    method: 'get',
    path: '/posts/{postId}',
  },
  getUserPosts: {
    method: 'get',
    path: '/posts/user/{username}',
    paged: true,
  },
  getPostHistory: {
    method: 'get',
    path: '/posts/history/{postId}',
  },
  getPostLikers: {
    method: 'get',
    path: '/posts/{postId}/likers',
  },
  getPostReposters: {
    method: 'get',
    path: '/posts/{postId}/reposters',
  },
  getTagPosts: {
    method: 'get',
    path: '/posts/tag/{tag}',
  },
  searchPosts: {
    method: 'get',
    path: '/search/posts',
  },
  searchTags: {
    method: 'get',
    path: '/search/tags',
  },
  uploadMedia: {
    method: 'post',
    path: '/media',
    body: {},
  },
  deleteMedia: {
    method: 'delete',
    path: '/media/{mediaId}',
  },
  createPost: {
    method: 'post',
    path: '/posts',
    body: {
      wrappedIn: 'postData',
    },
  },
  editPost: {
    method: 'post',
    path: '/posts/edit/{postId}',
    body: {
      wrappedIn: 'postData',
    },
  },
  deletePost: {
    method: 'delete',
    path: '/posts/{postId}',
  },
  likePost: {
    method: 'post',
    path: '/posts/like/{postId}',
  },
  dislikePost: {
    method: 'post',
    path: '/posts/dislike/{postId}',
  },
  repostPost: {
    method: 'post',
    path: '/posts/repost/{postId}',
  },
  unrepostPost: {
    method: 'post',
    path: '/posts/unrepost/{postId}',
  },
  getComments: {
    method: 'get',
    path: '/comments/{postId}',
    paged: true,
  },
  getReplies: {
    method: 'get',
    path: '/comments/replies/{postId}/{commentId}',
  },
  getComment: {
    method: 'get',
    path: '/comments/one/{postId}/{commentId}',
  },
  getCommentUpvoters: {
    method: 'get',
    path: '/comments/upvoters/{postId}/{commentId}',
  },
  addComment: {
    method: 'post',
    path: '/comments/add/{postId}',
    body: {
      wrappedIn: 'commentData',
    },
  },
  editComment: {
    method: 'post',
    path: '/comments/edit/{postId}/{commentId}',
    body: {
      wrappedIn: 'commentData',
    },
  },
  deleteComment: {
    method: 'post',
    path: '/comments/delete/{postId}/{commentId}',
  },
  upvoteComment: {
    method: 'post',
    path: '/comments/upvote/{postId}/{commentId}',
  },
  downvoteComment: {
    method: 'post',
    path: '/comments/downvote/{postId}/{commentId}',
  },
  withdrawCommentVote: {
    method: 'post',
    path: '/comments/unvote/{postId}/{commentId}',
  },
  getUsers: {
    method: 'get',
    path: '/users',
  },
  searchUsers: {
    method: 'get',
    path: '/users/search',
  },
  getUserByUsername: {
    method: 'get',
    path: '/users/username/{username}',
  },
  getUser: {
    method: 'get',
    path: '/users/{userId}',
  },
  getFollowers: {
    method: 'get',
    path: '/users/{userId}/followers',
  },
  getFollowing: {
    method: 'get',
    path: '/users/{userId}/following',
  },
  editProfile: {
    method: 'post',
    path: '/users/edit',
    body: {
      wrappedIn: 'userData',
    },
  },
  deleteAccount: {
    method: 'delete',
    path: '/users/me',
    body: {},
  },
  exportAccount: {
    method: 'get',
    path: '/users/me/export',
    download: true,
  },
  getBookmarks: {
    method: 'get',
    path: '/users/bookmark',
  },
  addBookmark: {
    method: 'post',
    path: '/users/bookmark/{postId}',
  },
  removeBookmark: {
    method: 'post',
    path: '/users/remove-bookmark/{postId}',
  },
  follow: {
    method: 'post',
    path: '/users/follow/{followUserId}',
  },
  unfollow: {
    method: 'post',
    path: '/users/unfollow/{followUserId}',
  },
  getFollowRequests: {
    method: 'get',
    path: '/users/me/follow-requests',
  },
  acceptFollowRequest: {
    method: 'post',
    path: '/users/me/follow-requests/{userId}/accept',
  },
  declineFollowRequest: {
    method: 'post',
    path: '/users/me/follow-requests/{userId}/decline',
  },
  removeFollower: {
    method: 'post',
    path: '/users/me/followers/{userId}/remove',
  },
  block: {
    method: 'post',
    path: '/users/block/{userId}',
  },
  unblock: {
    method: 'post',
    path: '/users/unblock/{userId}',
  },
  mute: {
    method: 'post',
    path: '/users/mute/{userId}',
  },
  unmute: {
    method: 'post',
    path: '/users/unmute/{userId}',
  },
  getBlocks: {
    method: 'get',
    path: '/users/me/blocks',
  },
  getMutes: {
    method: 'get',
    path: '/users/me/mutes',
  },
  setLanguage: {
    method: 'post',
    path: '/users/me/language',
    body: {},
  },
  getNotices: {
    method: 'get',
    path: '/users/me/notices',
  },
  readNotices: {
    method: 'post',
    path: '/users/me/notices/read',
  },
  getConversations: {
    method: 'get',
    path: '/conversations',
  },
  startConversation: {
    method: 'post',
    path: '/conversations',
    body: {
      wrappedIn: 'conversationData',
    },
  },
  getConversation: {
    method: 'get',
    path: '/conversations/{conversationId}',
  },
  getMessages: {
    method: 'get',
    path: '/conversations/{conversationId}/messages',
  },
  sendMessage: {
    method: 'post',
    path: '/conversations/{conversationId}/messages',
    body: {
      wrappedIn: 'messageData',
    },
  },
  readConversation: {
    method: 'post',
    path: '/conversations/{conversationId}/read',
  },
  leaveConversation: {
    method: 'post',
    path: '/conversations/{conversationId}/leave',
  },
  getNotifications: {
    method: 'get',
    path: '/notifications',
  },
  getNotification: {
    method: 'get',
    path: '/notifications/{notificationId}',
  },
  readNotifications: {
    method: 'post',
    path: '/notifications/read',
  },
  readNotification: {
    method: 'post',
    path: '/notifications/read/{notificationId}',
  },
  dismissNotification: {
    method: 'delete',
    path: '/notifications/{notificationId}',
  },
  clearNotifications: {
    method: 'delete',
    path: '/notifications',
  },
  getReadingPlaces: {
    method: 'get',
    path: '/markers',
  },
  saveReadingPlaces: {
    method: 'post',
    path: '/markers',
    body: {},
  },
  createReport: {
    method: 'post',
    path: '/reports',
    body: {
      wrappedIn: 'report',
    },
  },
  getReports: {
    method: 'get',
    path: '/moderation/reports',
  },
  actOnReport: {
    method: 'post',
    path: '/moderation/reports/{reportId}',
    body: {},
  },
  unsuspend: {
    method: 'post',
    path: '/moderation/users/{userId}/unsuspend',
    body: {},
  },
  getModerationLog: {
    method: 'get',
    path: '/moderation/log',
  },
  getSignups: {
    method: 'get',
    path: '/admin/signups',
  },
  approveSignup: {
    method: 'post',
    path: '/admin/signups/{userId}/approve',
  },
  refuseSignup: {
    method: 'post',
    path: '/admin/signups/{userId}/refuse',
  },
  createInvite: {
    method: 'post',
    path: '/admin/invites',
    body: {},
  },
  getInvites: {
    method: 'get',
    path: '/admin/invites',
  },
  getStaff: {
    method: 'get',
    path: '/admin/roles',
  },
  setRole: {
    method: 'post',
    path: '/admin/roles/{userId}',
    body: {},
  },
  makePasswordResetLink: {
    method: 'post',
    path: '/admin/users/{userId}/password-reset',
  },
  getJobs: {
    method: 'get',
    path: '/admin/jobs',
  },
  getServers: {
    method: 'get',
    path: '/admin/servers',
  },
  blockServer: {
    method: 'post',
    path: '/admin/servers/block',
    body: {},
  },
  unblockServer: {
    method: 'delete',
    path: '/admin/servers/block/{domain}',
  },
  importServerBlocks: {
    method: 'post',
    path: '/admin/servers/import',
    body: {},
  },
};
