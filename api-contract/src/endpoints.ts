import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import * as v from 'valibot';
import { sessionEndingCodes, type ErrorCode } from './error-codes';
import type { Role } from './runtime-config';
import {
  CommentSchema,
  ConversationSchema,
  MessageSchema,
  InviteSchema,
  JobQueueSchema,
  FailingInboxSchema,
  KnownServerSchema,
  MediaSchema,
  ModerationLogEntrySchema,
  ModerationNoticeSchema,
  NotificationSchema,
  PostSchema,
  PostVersionSchema,
  PrivateThreadSchema,
  ReadingPlacesSchema,
  ReportCaseSchema,
  ReportSchema,
  SessionSchema,
  AppAuthorizationSchema,
  AppAuthorizationOutcomeSchema,
  SignupRequestSchema,
  TwoFactorSchema,
  TagSchema,
  UserSchema,
} from './schemas/entities';
import {
  NotificationPageQuerySchema,
  PageQuerySchema,
  PostPageQuerySchema,
  PrivateThreadQuerySchema,
  PostSearchQuerySchema,
  TagSearchQuerySchema,
  UserSearchQuerySchema,
  UsersQuerySchema,
  AuthorizationQuerySchema,
  pathValueField,
} from './schemas/queries';
import {
  CommentDataSchema,
  MessageDataSchema,
  NewConversationSchema,
  CredentialsSchema,
  InviteRequestSchema,
  MediaUploadSchema,
  ModerationActionSchema,
  NewCommentDataSchema,
  PasswordChangeSchema,
  PasswordConfirmationSchema,
  EmailChangeSchema,
  EmailConfirmationSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  SecondFactorSchema,
  PasskeyRegistrationSchema,
  PasskeySignInSchema,
  TotpCodeSchema,
  PostDataSchema,
  ProfileDataSchema,
  ReportRequestSchema,
  RoleChangeSchema,
  LanguageChoiceSchema,
  SignupSchema,
  UnsuspendSchema,
  DomainBlockSchema,
  DomainBlockImportSchema,
  AuthorizationDecisionSchema,
  ReadingPlacesRequestSchema,
} from './schemas/requests';
import { fieldCodes } from './schemas/validate';

/**
 * Every call of the API, as data, declared once: its method and path, what it takes and what it
 * answers. Spec section 7's calls keep their answers; lists also take `limit` and `cursor` (a
 * page), and changes also answer minimally with `Prefer: return=minimal`. From this table come
 * the server's Fastify routes, the mock's Mirage routes, the typed clients and the OpenAPI
 * document; `api-core` binds each entry to its one handler, by the entry's key.
 */
export type Endpoint = {
  method: 'get' | 'post' | 'delete';
  /** OpenAPI's form, under `/api`: `/posts/{postId}`. */
  path: string;
  summary: string;
  /** Whether the call needs the signed-in user's token in the `authorization` header. */
  signedIn: boolean;
  /**
   * A change an account whose address is not confirmed may still make where the community asks
   * for confirmed addresses (`SOCIAL_REQUIRE_VERIFIED_EMAIL`): signing out, its password and
   * address, its language, leaving. Every other change is then refused (`email.unconfirmed`).
   */
  whileUnconfirmed?: true;
  /** The call opens a session (signup, login): it reads no token, so a stale one a client still sends cannot stop it. */
  opensSession?: true;
  /** The least role the caller needs, checked before anything else it sends: a 403 in words otherwise. */
  role?: Exclude<Role, 'member'>;
  /** The body, and the key the spec wraps it in (`{postData}`), if any. A call without one takes an empty body. */
  body?: { schema: v.GenericSchema; wrappedIn?: string };
  /** What the query may hold (`limit`, `cursor`, `sort`, `q`). */
  query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  response: { status: 200 | 201 | 202; schema: v.GenericSchema };
  /** The answer with a `limit`: a page of the list and where the next begins. */
  paged?: v.GenericSchema;
  /** The answer with `Prefer: return=minimal`: the changed record alone. */
  minimal?: v.GenericSchema;
  /** The answer carries a secret (a token): `Cache-Control: no-store`, so no cache or history keeps it. */
  noStore?: true;
  /** An answer that is a file to save, not JSON: its type and the name it is saved under. */
  download?: { contentType: string; fileName: string };
  /**
   * How the call is rate-limited when not as its method says (`rateKindOf`): `auth` for the calls
   * that check a password, `search` for a read that costs the database more than a page.
   */
  rateLimit?: 'auth' | 'search';
  /**
   * The codes of the refusals this call's own rules answer (`post.not_found`). Those every call
   * of its kind shares (a session refused, a field refused, a rate limit, the server failing)
   * come from the rest of the entry: `errorCodesOf` gives them all, for the OpenAPI document.
   */
  errors?: readonly ErrorCode[];
};

/**
 * What a caller is counted for, each kind with its own allowance a minute: password attempts,
 * changes, searches, and live event streams opened (`GET /api/events`, which is no call of
 * this table). Every change is limited, so a call added to the table is counted without a word.
 */
export type RateKind = 'auth' | 'write' | 'search' | 'stream';

/** The kind a call is counted as, or null for a read, which is not limited. */
export const rateKindOf = (endpoint: Endpoint): RateKind | null => endpoint.rateLimit ?? (endpoint.method === 'get' ? null : 'write');

/** A file's bytes as a handler streams them (the transport sends each chunk as it comes). */
export type ByteStream = AsyncIterable<Uint8Array>;
const byteStream = v.custom<ByteStream>(
  (value) => typeof value === 'object' && value !== null && Symbol.asyncIterator in value,
  'The answer is not a stream of bytes.',
);

const cursor = v.nullable(v.string());
const posts = v.object({ posts: v.array(PostSchema) });
const postPage = v.object({ posts: v.array(PostSchema), nextCursor: cursor, authors: v.optional(v.array(UserSchema)) });
const post = v.object({ post: PostSchema });
const comments = v.object({ comments: v.array(CommentSchema) });
const comment = v.object({ comment: CommentSchema });
const bookmarks = v.object({ bookmarks: v.array(v.string()) });
const followPair = v.object({ user: UserSchema, followUser: UserSchema });
const user = v.object({ user: UserSchema });
const users = v.object({ users: v.array(UserSchema) });
const signedInUser = { createdUser: UserSchema, encodedToken: v.string() };
const foundUser = v.object({ foundUser: UserSchema, encodedToken: v.string() });
const isObject = (value: unknown) => typeof value === 'object' && value !== null;
/** WebAuthn's options for `navigator.credentials.create()` as JSON, which @simplewebauthn/browser takes as they come. */
const passkeyCreationOptions = v.custom<PublicKeyCredentialCreationOptionsJSON>(isObject, 'Passkey options must be an object.');
/** WebAuthn's options for `navigator.credentials.get()` as JSON: their `challenge` is the one the answer goes back with. */
const passkeyRequestOptions = v.custom<PublicKeyCredentialRequestOptionsJSON>(isObject, 'Passkey options must be an object.');
/**
 * A login whose password is right, of an account with a second factor: no session yet, but a
 * challenge to answer with a code (`loginSecondFactor`) within minutes, and the kinds it takes.
 */
const secondStep = v.object({
  secondFactor: v.object({
    challenge: v.string(),
    methods: v.array(v.picklist(['authenticator', 'recovery_code', 'passkey'])),
    /** With `passkey`: the options for `navigator.credentials.get()`, naming the account's passkeys. */
    passkeyOptions: v.optional(passkeyRequestOptions),
  }),
});
/** A new passkey kept: the person's factors, and recovery codes (shown once) when it is their first second factor. */
const passkeyKept = v.object({ twoFactor: TwoFactorSchema, recoveryCodes: v.array(v.string()) });
const twoFactor = v.object({ twoFactor: TwoFactorSchema });
const recoveryCodes = v.object({ recoveryCodes: v.array(v.string()), twoFactor: TwoFactorSchema });
/** A signup that waits for an admin (registration `approval`): no session yet. */
const awaitingApproval = v.object({ awaitingApproval: v.object({ username: v.string() }) });
const page = <E extends v.ObjectEntries>(entries: E) => v.object({ ...entries, nextCursor: cursor });
const sessions = v.object({ sessions: v.array(SessionSchema) });
/** How many sessions a call ended. */
const ended = v.object({ ended: v.number() });

/** How many notifications of the caller's are not yet read. */
const unread = { unread: v.number() };

/** A moderation log's entry, as an action answers it. */
const logEntry = v.object({ entry: ModerationLogEntrySchema });

const changed = <S extends v.GenericSchema>(schema: S) => ({ status: 201 as const, schema });
const read = <S extends v.GenericSchema>(schema: S) => ({ status: 200 as const, schema });
/** Taken, to be done after the answer (a mail): the same answer whatever comes of it. */
const accepted = <S extends v.GenericSchema>(schema: S) => ({ status: 202 as const, schema });

export const endpoints = {
  signup: {
    method: 'post',
    path: '/auth/signup',
    summary: 'Create an account',
    signedIn: false,
    opensSession: true,
    noStore: true,
    rateLimit: 'auth',
    body: { schema: SignupSchema },
    errors: [
      'signup.username_taken',
      'signup.closed',
      'signup.invite_required',
      'invite.not_found',
      'invite.used_up',
      'invite.expired',
      'password.weak',
      'account.gone',
    ],
    response: changed(v.union([v.object(signedInUser), awaitingApproval])),
  },
  login: {
    method: 'post',
    path: '/auth/login',
    summary: 'Log in',
    signedIn: false,
    opensSession: true,
    noStore: true,
    rateLimit: 'auth',
    body: { schema: CredentialsSchema },
    errors: [
      'login.unknown_username',
      'login.wrong_password',
      'login.awaiting_approval',
      'account.suspended',
      'account.gone',
      'second_factor.too_many',
    ],
    response: read(v.union([foundUser, secondStep])),
  },
  loginSecondFactor: {
    method: 'post',
    path: '/auth/login/second-factor',
    summary: "A login's second step: the challenge its password answered, and a code of the authenticator app or a recovery code",
    signedIn: false,
    opensSession: true,
    noStore: true,
    rateLimit: 'auth',
    body: { schema: SecondFactorSchema },
    errors: [
      'second_factor.invalid',
      'second_factor.expired',
      'second_factor.locked',
      'second_factor.wrong_code',
      'second_factor.code_used',
      'account.suspended',
      'account.gone',
    ],
    response: read(foundUser),
  },
  loginSecondFactorPasskey: {
    method: 'post',
    path: '/auth/login/second-factor/passkey',
    summary:
      "A login's second step answered by one of the account's passkeys: the challenge its password answered, and the passkey's answer",
    signedIn: false,
    opensSession: true,
    noStore: true,
    rateLimit: 'auth',
    body: { schema: PasskeySignInSchema },
    errors: [
      'second_factor.invalid',
      'second_factor.expired',
      'second_factor.locked',
      'passkey.not_verified',
      'second_factor.wrong_passkey',
      'account.suspended',
      'account.gone',
    ],
    response: read(foundUser),
  },
  logout: {
    method: 'post',
    path: '/auth/logout',
    summary: "End the caller's session: its token is refused from then on",
    signedIn: true,
    whileUnconfirmed: true,
    response: read(ended),
  },
  getSessions: {
    method: 'get',
    path: '/auth/sessions',
    summary: "The caller's signed-in browsers and devices, the most recently used first",
    signedIn: true,
    response: read(sessions),
  },
  endSession: {
    method: 'delete',
    path: '/auth/sessions/{sessionId}',
    summary: "Sign out one of the caller's browsers or devices",
    signedIn: true,
    whileUnconfirmed: true,
    errors: ['session.not_found', 'account.guest_kept'],
    response: read(ended),
  },
  endOtherSessions: {
    method: 'delete',
    path: '/auth/sessions',
    summary: 'Sign out every other browser and device of the caller',
    signedIn: true,
    whileUnconfirmed: true,
    errors: ['account.guest_kept'],
    response: read(ended),
  },
  describeAppAuthorization: {
    method: 'get',
    path: '/oauth/authorization',
    summary: "An app's sign-in request (OAuth 2), checked against its registration, as the consent screen shows it",
    signedIn: true,
    query: AuthorizationQuerySchema,
    errors: [
      'oauth.unknown_app',
      'oauth.redirect_not_registered',
      'oauth.scope_not_registered',
      'oauth.unsupported_response_type',
      'oauth.invalid_code_challenge',
    ],
    response: read(v.object({ authorization: AppAuthorizationSchema })),
  },
  decideAppAuthorization: {
    method: 'post',
    path: '/oauth/authorization',
    summary: "Allow or deny an app's sign-in request: where to send the member back, with a code to take a token or the refusal",
    signedIn: true,
    noStore: true,
    body: { schema: AuthorizationDecisionSchema },
    errors: [
      'oauth.unknown_app',
      'oauth.redirect_not_registered',
      'oauth.scope_not_registered',
      'oauth.unsupported_response_type',
      'oauth.invalid_code_challenge',
    ],
    response: changed(v.object({ outcome: AppAuthorizationOutcomeSchema })),
  },
  changePassword: {
    method: 'post',
    path: '/auth/password',
    summary: "Change one's password (the current one first); every other session ends",
    signedIn: true,
    whileUnconfirmed: true,
    body: { schema: PasswordChangeSchema },
    errors: ['password.wrong', 'password.weak', 'password.locked', 'account.guest_kept'],
    response: read(ended),
  },

  getTwoFactor: {
    method: 'get',
    path: '/auth/2fa',
    summary: "The caller's second factors: whether an authenticator app is set up, and how many recovery codes are left",
    signedIn: true,
    response: read(twoFactor),
  },
  startTotpSetup: {
    method: 'post',
    path: '/auth/2fa/totp',
    summary:
      'Start setting up an authenticator app (the password first): its secret and otpauth:// address, which count once a code confirms them',
    signedIn: true,
    whileUnconfirmed: true,
    noStore: true,
    rateLimit: 'auth',
    body: { schema: PasswordConfirmationSchema },
    errors: ['password.wrong', 'password.locked', 'totp.already_on', 'account.guest_kept'],
    response: changed(v.object({ secret: v.string(), uri: v.string() })),
  },
  confirmTotp: {
    method: 'post',
    path: '/auth/2fa/totp/confirm',
    summary:
      'Confirm the authenticator app being set up with one of its codes: from then on a login asks for one; answers ten recovery codes, shown once',
    signedIn: true,
    whileUnconfirmed: true,
    noStore: true,
    rateLimit: 'auth',
    body: { schema: TotpCodeSchema },
    errors: ['totp.not_started', 'totp.wrong_code', 'totp.already_on'],
    response: changed(recoveryCodes),
  },
  turnOffTotp: {
    method: 'post',
    path: '/auth/2fa/totp/off',
    summary: 'Turn the authenticator app off (the password first); its recovery codes end with it unless a passkey is left',
    signedIn: true,
    whileUnconfirmed: true,
    rateLimit: 'auth',
    body: { schema: PasswordConfirmationSchema },
    errors: ['password.wrong', 'password.locked', 'totp.off'],
    response: read(twoFactor),
  },
  makeRecoveryCodes: {
    method: 'post',
    path: '/auth/2fa/recovery-codes',
    summary: 'Ten new recovery codes (the password first), shown once: the old ones stop working',
    signedIn: true,
    whileUnconfirmed: true,
    noStore: true,
    rateLimit: 'auth',
    body: { schema: PasswordConfirmationSchema },
    errors: ['password.wrong', 'password.locked', 'second_factor.none'],
    response: changed(recoveryCodes),
  },

  startPasskeyRegistration: {
    method: 'post',
    path: '/auth/2fa/passkeys/options',
    summary:
      'Start adding a passkey (the password first): the options for navigator.credentials.create(), answered within minutes by registerPasskey',
    signedIn: true,
    whileUnconfirmed: true,
    noStore: true,
    rateLimit: 'auth',
    body: { schema: PasswordConfirmationSchema },
    errors: ['password.wrong', 'password.locked', 'passkey.too_many', 'account.guest_kept'],
    response: changed(v.object({ options: passkeyCreationOptions })),
  },
  registerPasskey: {
    method: 'post',
    path: '/auth/2fa/passkeys',
    summary:
      "Keep a new passkey under a name: from then on it signs in without a password, and a password's login asks for it (or another second factor); the first second factor comes with ten recovery codes",
    signedIn: true,
    whileUnconfirmed: true,
    noStore: true,
    rateLimit: 'auth',
    body: { schema: PasskeyRegistrationSchema },
    errors: ['passkey.request_ended', 'passkey.not_verified', 'passkey.already_registered', 'passkey.too_many'],
    response: changed(passkeyKept),
  },
  removePasskey: {
    method: 'post',
    path: '/auth/2fa/passkeys/{passkeyId}/remove',
    summary: 'Remove one of the passkeys (the password first): it signs in no more; recovery codes end with the last second factor',
    signedIn: true,
    whileUnconfirmed: true,
    rateLimit: 'auth',
    body: { schema: PasswordConfirmationSchema },
    errors: ['password.wrong', 'password.locked', 'passkey.not_found'],
    response: read(twoFactor),
  },
  passkeySignInOptions: {
    method: 'post',
    path: '/auth/passkey-sign-in/options',
    summary:
      'Start signing in with a passkey, without a username or password: the options for navigator.credentials.get(), answered within minutes by signInWithPasskey',
    signedIn: false,
    noStore: true,
    rateLimit: 'auth',
    response: read(v.object({ options: passkeyRequestOptions })),
  },
  signInWithPasskey: {
    method: 'post',
    path: '/auth/passkey-sign-in',
    summary:
      "Sign in with a passkey alone (it proves both who holds it and that they unlocked it): the options' challenge and the passkey's answer",
    signedIn: false,
    opensSession: true,
    noStore: true,
    rateLimit: 'auth',
    body: { schema: PasskeySignInSchema },
    errors: ['passkey.request_ended', 'passkey.not_verified', 'passkey.unknown', 'account.suspended', 'account.gone'],
    response: read(foundUser),
  },

  requestPasswordReset: {
    method: 'post',
    path: '/auth/password-reset',
    summary:
      '"Forgot your password?": mail a one-time link to the account with this email address or username; the same answer whether or not one matches',
    signedIn: false,
    rateLimit: 'auth',
    body: { schema: PasswordResetRequestSchema },
    errors: ['mail.off'],
    response: accepted(v.object({ accepted: v.literal(true) })),
  },
  resetPassword: {
    method: 'post',
    path: '/auth/password-reset/confirm',
    summary: "Choose a new password with a reset link's token (it works once, within an hour); every session of the account ends",
    signedIn: false,
    rateLimit: 'auth',
    noStore: true,
    body: { schema: PasswordResetSchema },
    errors: ['reset.invalid', 'reset.expired', 'reset.used', 'password.weak', 'account.guest_kept'],
    response: read(v.object({ username: v.string(), ended: v.number() })),
  },

  confirmEmail: {
    method: 'post',
    path: '/auth/email/confirm',
    summary:
      "Confirm an email address with the token of the link mailed to it (it works once, within 48 hours); a changed address becomes the account's",
    signedIn: false,
    rateLimit: 'auth',
    body: { schema: EmailConfirmationSchema },
    errors: ['confirm.invalid', 'confirm.expired', 'confirm.used'],
    response: read(v.object({ username: v.string(), email: v.string() })),
  },
  resendEmailConfirmation: {
    method: 'post',
    path: '/users/me/email/confirmation',
    summary: "Mail the caller's address (or the one they changed to) a new link to confirm it",
    signedIn: true,
    whileUnconfirmed: true,
    errors: ['mail.off', 'email.already_confirmed'],
    response: accepted(v.object({ accepted: v.literal(true) })),
  },
  changeEmail: {
    method: 'post',
    path: '/users/me/email',
    summary:
      "Change one's email address (the password first): with mail, it becomes the account's once the link mailed to it is opened, and the old address is told; without, at once",
    signedIn: true,
    whileUnconfirmed: true,
    rateLimit: 'auth',
    body: { schema: EmailChangeSchema },
    errors: ['password.wrong', 'password.locked', 'account.guest_kept'],
    response: read(user),
  },

  getPosts: {
    method: 'get',
    path: '/posts',
    summary: 'Every post (without a limit: the newest 100)',
    signedIn: false,
    query: PostPageQuerySchema,
    response: read(posts),
    paged: postPage,
  },
  getFeedPage: {
    method: 'get',
    path: '/posts/feed',
    summary: "The home timeline: one's own posts and those of the people one follows",
    signedIn: true,
    query: PostPageQuerySchema,
    response: read(postPage),
  },
  getFederatedPage: {
    method: 'get',
    path: '/posts/federated',
    summary:
      'The public posts that came from people of other servers (what members follow brought here), the newest first: Explore’s “Federated” tab',
    signedIn: true,
    query: PostPageQuerySchema,
    response: read(postPage),
  },
  getBookmarkedPostsPage: {
    method: 'get',
    path: '/posts/bookmarked',
    summary: 'The posts one bookmarked, the latest bookmark first',
    signedIn: true,
    query: PageQuerySchema,
    response: read(postPage),
  },
  getLikedPostsPage: {
    method: 'get',
    path: '/posts/liked',
    summary: 'The posts one liked, the latest like first',
    signedIn: true,
    query: PageQuerySchema,
    response: read(postPage),
  },
  getPrivateThreads: {
    method: 'get',
    path: '/posts/private',
    summary:
      "The posts one is in that only the people they mention see (Mastodon's conversations), the latest post or comment first, each with whether something in it is new",
    signedIn: true,
    query: PrivateThreadQuerySchema,
    response: read(page({ threads: v.array(PrivateThreadSchema) })),
  },
  readPrivateThread: {
    method: 'post',
    path: '/posts/{postId}/private/read',
    summary: 'Mark read a post only the people it mentions see, with its comments, in the list of such posts',
    signedIn: true,
    whileUnconfirmed: true,
    errors: ['post.not_found'],
    response: read(v.object({ thread: PrivateThreadSchema })),
  },
  hidePrivateThread: {
    method: 'delete',
    path: '/posts/{postId}/private',
    summary: 'Take a post only the people it mentions see out of the list of such posts, until someone comments on it',
    signedIn: true,
    whileUnconfirmed: true,
    errors: ['post.not_found'],
    response: read(v.object({ postId: v.string() })),
  },
  getPost: {
    method: 'get',
    path: '/posts/{postId}',
    summary: 'One post',
    signedIn: false,
    errors: ['post.not_found'],
    response: read(post),
  },
  getUserPosts: {
    method: 'get',
    path: '/posts/user/{username}',
    summary: "One user's posts",
    signedIn: false,
    query: PostPageQuerySchema,
    errors: ['user.not_found', 'profile.unavailable'],
    response: read(posts),
    paged: postPage,
  },
  getPostHistory: {
    method: 'get',
    path: '/posts/history/{postId}',
    summary: 'What an edited post showed before each edit, the latest version first (the post itself shows the current one)',
    signedIn: false,
    query: PageQuerySchema,
    errors: ['post.not_found'],
    response: read(page({ versions: v.array(PostVersionSchema) })),
  },
  getPostLikers: {
    method: 'get',
    path: '/posts/{postId}/likers',
    summary:
      'The people who liked a post one may see, the latest first; people either blocks, and suspended people, left out (`likeCount` counts everyone); each without the previews of their followers and followed',
    signedIn: false,
    query: PageQuerySchema,
    errors: ['post.not_found'],
    response: read(page({ users: v.array(UserSchema) })),
  },
  getPostReposters: {
    method: 'get',
    path: '/posts/{postId}/reposters',
    summary: 'The people who reposted a post one may see, the latest first, as `getPostLikers` lists them',
    signedIn: false,
    query: PageQuerySchema,
    errors: ['post.not_found'],
    response: read(page({ users: v.array(UserSchema) })),
  },
  getTagPosts: {
    method: 'get',
    path: '/posts/tag/{tag}',
    summary: 'The posts that hold a tag (`#tag`, any letter case, without its `#`), newest first or trending',
    signedIn: false,
    query: PostPageQuerySchema,
    errors: ['tag.invalid'],
    response: read(postPage),
  },
  searchPosts: {
    method: 'get',
    path: '/search/posts',
    summary: 'Posts whose caption or content hold the words of `q` (any form of each word), the best match first',
    signedIn: false,
    rateLimit: 'search',
    query: PostSearchQuerySchema,
    response: read(postPage),
  },
  searchTags: {
    method: 'get',
    path: '/search/tags',
    summary: 'Tags that begin with `q`, the most used first; with no `q`, the most used',
    signedIn: false,
    rateLimit: 'search',
    query: TagSearchQuerySchema,
    response: read(page({ tags: v.array(TagSchema) })),
  },
  uploadMedia: {
    method: 'post',
    path: '/media',
    summary:
      'Upload one image for a post or message about to be written: its id for `postData.images` or `messageData.image`, kept a day unless one shows it',
    signedIn: true,
    body: { schema: MediaUploadSchema },
    errors: ['media.invalid', 'media.too_many_pixels', 'media.required'],
    response: changed(v.object({ media: MediaSchema })),
  },
  deleteMedia: {
    method: 'delete',
    path: '/media/{mediaId}',
    summary:
      "Throw away one's upload that no post shows (an image removed from the editor, a draft discarded): one copy of it, and with the last the image itself, file and all, unless something else shows it",
    signedIn: true,
    errors: ['media.not_found'],
    response: read(v.object({ mediaId: v.string() })),
  },
  createPost: {
    method: 'post',
    path: '/posts',
    summary: 'Publish a post',
    signedIn: true,
    body: { schema: PostDataSchema, wrappedIn: 'postData' },
    errors: ['media.img_and_images', 'media.invalid', 'media.too_many_pixels', 'media.not_uploaded'],
    response: changed(posts),
    minimal: post,
  },
  editPost: {
    method: 'post',
    path: '/posts/edit/{postId}',
    summary: "Edit one's post",
    signedIn: true,
    body: { schema: PostDataSchema, wrappedIn: 'postData' },
    errors: [
      'post.not_found',
      'post.not_author',
      'media.img_and_images',
      'media.invalid',
      'media.too_many_pixels',
      'media.not_uploaded',
      'post.visibility_fixed',
    ],
    response: changed(posts),
    minimal: post,
  },
  deletePost: {
    method: 'delete',
    path: '/posts/{postId}',
    summary: "Delete one's post",
    signedIn: true,
    errors: ['post.not_found', 'post.not_author'],
    response: changed(posts),
    minimal: v.object({ postId: v.string() }),
  },
  likePost: {
    method: 'post',
    path: '/posts/like/{postId}',
    summary: 'Like a post',
    signedIn: true,
    errors: ['post.not_found', 'like.already_liked', 'block.by_you'],
    response: changed(posts),
    minimal: post,
  },
  dislikePost: {
    method: 'post',
    path: '/posts/dislike/{postId}',
    summary: 'Take a like back (dislike)',
    signedIn: true,
    errors: ['post.not_found', 'like.already_disliked', 'like.below_zero', 'block.by_you'],
    response: changed(posts),
    minimal: post,
  },
  repostPost: {
    method: 'post',
    path: '/posts/repost/{postId}',
    summary: "Repost a post: pass it on to one's followers, whose home feeds show it as reposted by one",
    signedIn: true,
    errors: ['post.not_found', 'repost.already', 'repost.not_public', 'block.by_you'],
    response: changed(post),
  },
  unrepostPost: {
    method: 'post',
    path: '/posts/unrepost/{postId}',
    summary: 'Take a repost back',
    signedIn: true,
    errors: ['post.not_found', 'repost.missing'],
    response: changed(post),
  },

  getComments: {
    method: 'get',
    path: '/comments/{postId}',
    summary: "A post's comments, oldest first, without their replies (`replyCount` says how many each has)",
    signedIn: false,
    query: PageQuerySchema,
    errors: ['post.not_found'],
    response: read(comments),
    paged: v.object({ comments: v.array(CommentSchema), nextCursor: cursor }),
  },
  getReplies: {
    method: 'get',
    path: '/comments/replies/{postId}/{commentId}',
    summary: "A comment's replies, oldest first",
    signedIn: false,
    query: PageQuerySchema,
    errors: ['post.not_found', 'comment.not_found'],
    response: read(page({ comments: v.array(CommentSchema) })),
  },
  getComment: {
    method: 'get',
    path: '/comments/one/{postId}/{commentId}',
    summary: 'One comment of a post (a comment or a reply), as the lists of its post show it: for a reader that has its id alone',
    signedIn: false,
    errors: ['post.not_found', 'comment.not_found'],
    response: read(comment),
  },
  getCommentUpvoters: {
    method: 'get',
    path: '/comments/upvoters/{postId}/{commentId}',
    summary: 'The people who upvoted a comment one may see, the latest first, as `getPostLikers` lists them',
    signedIn: false,
    query: PageQuerySchema,
    errors: ['post.not_found', 'comment.not_found'],
    response: read(page({ users: v.array(UserSchema) })),
  },
  addComment: {
    method: 'post',
    path: '/comments/add/{postId}',
    summary: 'Comment on a post, or with `parentId` answer one of its comments',
    signedIn: true,
    body: { schema: NewCommentDataSchema, wrappedIn: 'commentData' },
    errors: ['post.not_found', 'comment.not_found', 'comment.reply_target_gone', 'block.by_you'],
    response: changed(comments),
    minimal: comment,
  },
  editComment: {
    method: 'post',
    path: '/comments/edit/{postId}/{commentId}',
    summary: "Edit one's comment",
    signedIn: true,
    body: { schema: CommentDataSchema, wrappedIn: 'commentData' },
    errors: ['post.not_found', 'comment.not_found', 'comment.not_author'],
    response: changed(comments),
    minimal: comment,
  },
  deleteComment: {
    method: 'post',
    path: '/comments/delete/{postId}/{commentId}',
    summary: "Delete one's comment, or one on one's post",
    signedIn: true,
    errors: ['post.not_found', 'comment.not_found', 'comment.not_author'],
    response: changed(comments),
    minimal: v.object({ commentId: v.string() }),
  },
  upvoteComment: {
    method: 'post',
    path: '/comments/upvote/{postId}/{commentId}',
    summary: 'Upvote a comment',
    signedIn: true,
    errors: ['post.not_found', 'comment.not_found', 'vote.already_upvoted', 'block.by_you'],
    response: changed(comments),
    minimal: comment,
  },
  downvoteComment: {
    method: 'post',
    path: '/comments/downvote/{postId}/{commentId}',
    summary: 'Downvote a comment',
    signedIn: true,
    errors: ['post.not_found', 'comment.not_found', 'vote.already_downvoted', 'block.by_you'],
    response: changed(comments),
    minimal: comment,
  },
  withdrawCommentVote: {
    method: 'post',
    path: '/comments/unvote/{postId}/{commentId}',
    summary: "Take back one's vote on a comment, up or down; without a vote, nothing changes",
    signedIn: true,
    errors: ['post.not_found', 'comment.not_found', 'block.by_you'],
    response: changed(comments),
    minimal: comment,
  },

  getUsers: {
    method: 'get',
    path: '/users',
    summary: 'Every user (the first 100), or those `usernames` names',
    signedIn: false,
    query: UsersQuerySchema,
    response: read(users),
  },
  searchUsers: {
    method: 'get',
    path: '/users/search',
    summary: 'Users whose username or name (first and last) holds `q`, any letter case; with no `q`, the most followed first',
    signedIn: false,
    rateLimit: 'search',
    query: UserSearchQuerySchema,
    response: read(v.object({ users: v.array(UserSchema), nextCursor: cursor })),
  },
  getUserByUsername: {
    method: 'get',
    path: '/users/username/{username}',
    summary: 'One user, by username',
    signedIn: false,
    errors: ['user.not_found', 'profile.unavailable'],
    response: read(user),
  },
  getUser: {
    method: 'get',
    path: '/users/{userId}',
    summary: 'One user',
    signedIn: false,
    errors: ['user.not_found', 'profile.unavailable'],
    response: read(user),
  },
  getFollowers: {
    method: 'get',
    path: '/users/{userId}/followers',
    summary:
      'The people who follow a user, the latest first; people either blocks, and suspended people, left out (`followerCount` counts everyone); each without the previews of their own followers and followed',
    signedIn: false,
    query: PageQuerySchema,
    errors: ['user.not_found', 'profile.unavailable'],
    response: read(page({ users: v.array(UserSchema) })),
  },
  getFollowing: {
    method: 'get',
    path: '/users/{userId}/following',
    summary: 'The people a user follows, the latest first, as `getFollowers` lists them',
    signedIn: false,
    query: PageQuerySchema,
    errors: ['user.not_found', 'profile.unavailable'],
    response: read(page({ users: v.array(UserSchema) })),
  },
  editProfile: {
    method: 'post',
    path: '/users/edit',
    summary: "Edit one's profile",
    signedIn: true,
    body: { schema: ProfileDataSchema, wrappedIn: 'userData' },
    errors: ['profile.not_owner', 'signup.username_taken', 'media.invalid', 'media.too_many_pixels', 'account.gone'],
    response: changed(user),
  },
  deleteAccount: {
    method: 'delete',
    path: '/users/me',
    summary: "Delete one's account (the password once more) and everything it made: posts, comments, likes, follows, images",
    signedIn: true,
    whileUnconfirmed: true,
    body: { schema: PasswordConfirmationSchema },
    errors: ['password.wrong', 'password.locked', 'account.gone', 'account.guest_kept'],
    response: read(v.object({ userId: v.string() })),
  },
  exportAccount: {
    method: 'get',
    path: '/users/me/export',
    summary: "One's data to take away: a zip of the profile, posts, comments, bookmarks, follows and followers as JSON, and one's images",
    signedIn: true,
    errors: ['password.wrong', 'password.locked'],
    response: read(byteStream),
    download: { contentType: 'application/zip', fileName: 'social-export.zip' },
  },
  getBookmarks: {
    method: 'get',
    path: '/users/bookmark',
    summary: "The ids of one's bookmarked posts",
    signedIn: true,
    response: read(bookmarks),
  },
  addBookmark: {
    method: 'post',
    path: '/users/bookmark/{postId}',
    summary: 'Bookmark a post',
    signedIn: true,
    errors: ['post.not_found', 'bookmark.already', 'block.by_you'],
    response: changed(bookmarks),
    minimal: post,
  },
  removeBookmark: {
    method: 'post',
    path: '/users/remove-bookmark/{postId}',
    summary: 'Remove a bookmark',
    signedIn: true,
    errors: ['post.not_found', 'bookmark.missing'],
    response: changed(bookmarks),
    minimal: post,
  },
  follow: {
    method: 'post',
    path: '/users/follow/{followUserId}',
    summary:
      'Follow a user; one who approves followers is asked instead (`followRequestedByMe`), and told in their notifications until they answer',
    signedIn: true,
    errors: ['user.not_found', 'profile.unavailable', 'follow.already', 'follow_request.already', 'follow.self', 'block.by_you'],
    response: changed(followPair),
    minimal: followPair,
  },
  unfollow: {
    method: 'post',
    path: '/users/unfollow/{followUserId}',
    summary: 'Unfollow a user, or withdraw a request to follow them that waits for their answer',
    signedIn: true,
    errors: ['user.not_found', 'profile.unavailable', 'follow.missing'],
    response: changed(followPair),
    minimal: followPair,
  },
  getFollowRequests: {
    method: 'get',
    path: '/users/me/follow-requests',
    summary: 'The people who asked to follow one and wait for an answer, the latest first',
    signedIn: true,
    query: PageQuerySchema,
    response: read(page({ users: v.array(UserSchema) })),
  },
  acceptFollowRequest: {
    method: 'post',
    path: '/users/me/follow-requests/{userId}/accept',
    summary: 'Accept a request to follow one: the person becomes a follower; answers them as one now sees them (`followsMe`)',
    signedIn: true,
    errors: ['user.not_found', 'follow_request.missing'],
    response: changed(user),
  },
  declineFollowRequest: {
    method: 'post',
    path: '/users/me/follow-requests/{userId}/decline',
    summary: 'Decline a request to follow one; the person is not told, and may ask again',
    signedIn: true,
    errors: ['user.not_found', 'follow_request.missing'],
    response: changed(user),
  },
  removeFollower: {
    method: 'post',
    path: '/users/me/followers/{userId}/remove',
    summary: "Take a follower off one's list; they are not told, and may follow (or ask) again",
    signedIn: true,
    errors: ['user.not_found', 'follower.missing'],
    response: changed(user),
  },

  block: {
    method: 'post',
    path: '/users/block/{userId}',
    summary:
      'Block a user: follows between the two end both ways; neither sees the other, nor can follow, like or comment on the other. They are not told',
    signedIn: true,
    errors: ['user.not_found', 'block.self', 'block.already'],
    response: changed(user),
  },
  unblock: {
    method: 'post',
    path: '/users/unblock/{userId}',
    summary: 'Stop blocking a user (the follows a block ended stay ended)',
    signedIn: true,
    errors: ['user.not_found', 'block.missing'],
    response: changed(user),
  },
  mute: {
    method: 'post',
    path: '/users/mute/{userId}',
    summary:
      "Mute a user: their posts leave one's Explore and home feed, their comments every post (their profile, a post by its id and one's bookmarks still show them); they can still see and reach one, and are not told",
    signedIn: true,
    errors: ['user.not_found', 'profile.unavailable', 'mute.self', 'mute.already'],
    response: changed(user),
  },
  unmute: {
    method: 'post',
    path: '/users/unmute/{userId}',
    summary: 'Stop muting a user',
    signedIn: true,
    errors: ['user.not_found', 'profile.unavailable', 'mute.missing'],
    response: changed(user),
  },
  getBlocks: {
    method: 'get',
    path: '/users/me/blocks',
    summary: 'The people one blocks, the latest blocked first',
    signedIn: true,
    query: PageQuerySchema,
    response: read(page({ users: v.array(UserSchema) })),
  },
  getMutes: {
    method: 'get',
    path: '/users/me/mutes',
    summary: 'The people one mutes, the latest muted first',
    signedIn: true,
    query: PageQuerySchema,
    response: read(page({ users: v.array(UserSchema) })),
  },
  setLanguage: {
    method: 'post',
    path: '/users/me/language',
    summary: "Choose the interface's language for one's account, on every device (null: the browser's)",
    signedIn: true,
    whileUnconfirmed: true,
    body: { schema: LanguageChoiceSchema },
    errors: ['account.gone'],
    response: read(v.object({ language: LanguageChoiceSchema.entries.language })),
  },
  getNotices: {
    method: 'get',
    path: '/users/me/notices',
    summary: 'What moderators did to one or what one made, not yet read, the latest first (at most `pageSizeMax`)',
    signedIn: true,
    response: read(v.object({ notices: v.array(ModerationNoticeSchema) })),
  },
  readNotices: {
    method: 'post',
    path: '/users/me/notices/read',
    summary: "Mark every moderation notice of one's as read",
    signedIn: true,
    whileUnconfirmed: true,
    response: read(v.object({ notices: v.array(ModerationNoticeSchema) })),
  },

  getConversations: {
    method: 'get',
    path: '/conversations',
    summary: "One's conversations, the one with the latest message first, each with how many of its messages one has not read",
    signedIn: true,
    query: PageQuerySchema,
    response: read(page({ conversations: v.array(ConversationSchema) })),
  },
  startConversation: {
    method: 'post',
    path: '/conversations',
    summary:
      "Write to one or more of the community's members (someone of another server, `name@host`, is refused in words): a conversation with exactly them, and its first message (one already with exactly these people, that nobody left, goes on instead)",
    signedIn: true,
    body: { schema: NewConversationSchema, wrappedIn: 'conversationData' },
    errors: ['user.not_found', 'conversation.self', 'conversation.not_allowed', 'media.not_uploaded'],
    response: changed(v.object({ conversation: ConversationSchema, message: MessageSchema })),
  },
  getConversation: {
    method: 'get',
    path: '/conversations/{conversationId}',
    summary: 'A conversation one is in',
    signedIn: true,
    errors: ['conversation.not_found'],
    response: read(v.object({ conversation: ConversationSchema })),
  },
  getMessages: {
    method: 'get',
    path: '/conversations/{conversationId}/messages',
    summary: "A conversation's messages, the latest first",
    signedIn: true,
    query: PageQuerySchema,
    errors: ['conversation.not_found'],
    response: read(page({ messages: v.array(MessageSchema) })),
  },
  sendMessage: {
    method: 'post',
    path: '/conversations/{conversationId}/messages',
    summary:
      'Write in a conversation one is in (words, an uploaded image with its description, or both); not to anyone one blocks or who blocks one',
    signedIn: true,
    body: { schema: MessageDataSchema, wrappedIn: 'messageData' },
    errors: ['conversation.not_found', 'conversation.left', 'conversation.not_allowed', 'media.not_uploaded'],
    response: changed(v.object({ message: MessageSchema })),
  },
  readConversation: {
    method: 'post',
    path: '/conversations/{conversationId}/read',
    summary: "Mark a conversation's messages read (on every device of one's, and in the navigation's count)",
    signedIn: true,
    errors: ['conversation.not_found'],
    response: changed(v.object({ conversation: ConversationSchema })),
  },
  leaveConversation: {
    method: 'post',
    path: '/conversations/{conversationId}/leave',
    summary: "Leave a conversation: it leaves one's list, and one reads and writes it no more (the others keep what was written)",
    signedIn: true,
    errors: ['conversation.not_found'],
    response: changed(v.object({ left: v.string() })),
  },

  getNotifications: {
    method: 'get',
    path: '/notifications',
    summary:
      "What others did to one's posts, comments and account (likes, comments, replies, mentions, follows), grouped, the latest first (of the kinds `types` names, when given), and how many are unread",
    signedIn: true,
    query: NotificationPageQuerySchema,
    response: read(page({ notifications: v.array(NotificationSchema), ...unread })),
  },
  getNotification: {
    method: 'get',
    path: '/notifications/{notificationId}',
    summary:
      "One notification of one's, as its page tells it (what an app opens from a push); one put away, hidden or someone else's is not found",
    signedIn: true,
    errors: ['notification.not_found'],
    response: read(v.object({ notification: NotificationSchema })),
  },
  readNotifications: {
    method: 'post',
    path: '/notifications/read',
    summary: "Mark every notification of one's as read",
    signedIn: true,
    whileUnconfirmed: true,
    response: read(v.object(unread)),
  },
  readNotification: {
    method: 'post',
    path: '/notifications/read/{notificationId}',
    summary: "Mark one notification of one's as read",
    signedIn: true,
    whileUnconfirmed: true,
    errors: ['notification.not_found'],
    response: read(v.object({ notification: NotificationSchema, ...unread })),
  },
  dismissNotification: {
    method: 'delete',
    path: '/notifications/{notificationId}',
    summary: "Put one notification of one's away: it leaves the list and the unread count for good (a like after it starts a new one)",
    signedIn: true,
    whileUnconfirmed: true,
    errors: ['notification.not_found'],
    response: read(v.object({ notificationId: v.string(), ...unread })),
  },
  clearNotifications: {
    method: 'delete',
    path: '/notifications',
    summary:
      "Put every notification of one's away, as dismissing each would. `clearedAt`: the server's time of it; a notification whose `createdAt` is no later was put away (a page read before, answered after, may still hold it)",
    signedIn: true,
    whileUnconfirmed: true,
    response: read(v.object({ ...unread, clearedAt: v.string() })),
  },
  getReadingPlaces: {
    method: 'get',
    path: '/markers',
    summary:
      "Where one stopped reading Home and the notifications (Mastodon's markers), kept on the account so another device or app starts there",
    signedIn: true,
    whileUnconfirmed: true,
    response: read(v.object({ markers: ReadingPlacesSchema })),
  },
  saveReadingPlaces: {
    method: 'post',
    path: '/markers',
    summary:
      'Keep where one stopped reading Home, the notifications, or both; the notifications up to the one named are read with it (the bell counts the rest)',
    signedIn: true,
    whileUnconfirmed: true,
    body: { schema: ReadingPlacesRequestSchema },
    response: read(v.object({ markers: ReadingPlacesSchema, ...unread })),
  },

  createReport: {
    method: 'post',
    path: '/reports',
    summary: 'Report a post, a comment or a user to the moderators, with a reason (one open report per person and thing)',
    signedIn: true,
    body: { schema: ReportRequestSchema, wrappedIn: 'report' },
    errors: [
      'report.self',
      'report.already',
      'report.target_gone',
      'post.not_found',
      'comment.not_found',
      'user.not_found',
      'profile.unavailable',
    ],
    response: changed(v.object({ report: ReportSchema })),
  },
  getReports: {
    method: 'get',
    path: '/moderation/reports',
    summary: 'Moderators: what is reported and still open, each thing with its reports, the most reported and then the latest first',
    signedIn: true,
    role: 'moderator',
    query: PageQuerySchema,
    response: read(page({ reports: v.array(ReportCaseSchema) })),
  },
  actOnReport: {
    method: 'post',
    path: '/moderation/reports/{reportId}',
    summary:
      'Moderators: remove what was reported, suspend its author (until a time, or for good), or dismiss; settles every open report of it, and the log keeps it',
    signedIn: true,
    role: 'moderator',
    body: { schema: ModerationActionSchema },
    errors: [
      'report.not_found',
      'moderation.remove_person',
      'moderation.self',
      'moderation.staff_target',
      'moderation.until_passed',
      'post.not_found',
      'user.not_found',
      'report.target_gone',
    ],
    response: changed(logEntry),
  },
  unsuspend: {
    method: 'post',
    path: '/moderation/users/{userId}/unsuspend',
    summary: 'Moderators: lift a suspension, with a reason the log keeps',
    signedIn: true,
    role: 'moderator',
    body: { schema: UnsuspendSchema },
    errors: ['user.not_found', 'moderation.not_suspended', 'moderation.staff_target'],
    response: changed(logEntry),
  },
  getModerationLog: {
    method: 'get',
    path: '/moderation/log',
    summary: 'Moderators: every moderation action, the latest first; kept, never edited',
    signedIn: true,
    role: 'moderator',
    query: PageQuerySchema,
    response: read(page({ entries: v.array(ModerationLogEntrySchema) })),
  },

  getSignups: {
    method: 'get',
    path: '/admin/signups',
    summary: 'Admins: the signups waiting for approval, the oldest first',
    signedIn: true,
    role: 'admin',
    query: PageQuerySchema,
    response: read(page({ signups: v.array(SignupRequestSchema) })),
  },
  approveSignup: {
    method: 'post',
    path: '/admin/signups/{userId}/approve',
    summary: 'Admins: let a waiting signup in; the account can log in from then on',
    signedIn: true,
    role: 'admin',
    errors: ['signup.not_found', 'signup.username_taken'],
    response: changed(user),
  },
  refuseSignup: {
    method: 'post',
    path: '/admin/signups/{userId}/refuse',
    summary: 'Admins: refuse a waiting signup; it is forgotten and its name free again',
    signedIn: true,
    role: 'admin',
    errors: ['signup.not_found'],
    response: changed(v.object({ userId: v.string() })),
  },
  createInvite: {
    method: 'post',
    path: '/admin/invites',
    summary: 'Admins (and members, where the operator allows): make an invite code with a number of uses and an expiry',
    signedIn: true,
    body: { schema: InviteRequestSchema },
    errors: ['invite.admins_only'],
    response: changed(v.object({ invite: InviteSchema })),
  },
  getInvites: {
    method: 'get',
    path: '/admin/invites',
    summary: "Invite codes, the newest first: every one for admins, one's own for members",
    signedIn: true,
    query: PageQuerySchema,
    errors: ['invite.admins_only'],
    response: read(page({ invites: v.array(InviteSchema) })),
  },
  getStaff: {
    method: 'get',
    path: '/admin/roles',
    summary: 'Admins: the moderators and admins, admins first',
    signedIn: true,
    role: 'admin',
    query: PageQuerySchema,
    response: read(page({ users: v.array(UserSchema) })),
  },
  setRole: {
    method: 'post',
    path: '/admin/roles/{userId}',
    summary: 'Admins: make someone a member, a moderator or an admin (the last admin stays one)',
    signedIn: true,
    role: 'admin',
    body: { schema: RoleChangeSchema },
    errors: ['user.not_found', 'staff.last_admin'],
    response: changed(user),
  },
  makePasswordResetLink: {
    method: 'post',
    path: '/admin/users/{userId}/password-reset',
    summary: 'Admins: a one-time link for a member to choose a new password (within an hour), to hand over by other means than mail',
    signedIn: true,
    role: 'admin',
    noStore: true,
    errors: ['user.not_found', 'account.guest_kept'],
    response: changed(v.object({ token: v.string(), expiresAt: v.string() })),
  },
  getJobs: {
    method: 'get',
    path: '/admin/jobs',
    summary:
      "Admins: whether the server sends mail, and the work it does after answering: each queue's jobs waiting, running and failed, and the last failure; other servers' inboxes that failed to take deliveries, the latest first",
    signedIn: true,
    role: 'admin',
    response: read(v.object({ mail: v.boolean(), queues: v.array(JobQueueSchema), failingInboxes: v.array(FailingInboxSchema) })),
  },
  getServers: {
    method: 'get',
    path: '/admin/servers',
    summary:
      'Admins: the other servers the community knows (of the people known here, or blocked), by name: their people, their follows with members, and their block',
    signedIn: true,
    role: 'admin',
    query: PageQuerySchema,
    response: read(v.object({ servers: v.array(KnownServerSchema), nextCursor: cursor })),
  },
  blockServer: {
    method: 'post',
    path: '/admin/servers/block',
    summary:
      'Admins: block another server (`suspend`: nothing of it arrives, and its people known here go with their posts and follows; `limit`: its posts show only to its followers here), or change its block',
    signedIn: true,
    role: 'admin',
    body: { schema: DomainBlockSchema },
    errors: ['domain_block.own'],
    response: changed(v.object({ server: KnownServerSchema })),
  },
  unblockServer: {
    method: 'delete',
    path: '/admin/servers/block/{domain}',
    summary: 'Admins: lift the block of a server: what it sends arrives again (people who went with a suspension are met afresh)',
    signedIn: true,
    role: 'admin',
    errors: ['domain_block.missing'],
    response: read(v.object({ server: KnownServerSchema })),
  },
  importServerBlocks: {
    method: 'post',
    path: '/admin/servers/import',
    summary:
      'Admins: block the servers of a list as Mastodon exports it (CSV with #domain, #severity, #reject_media, #public_comment); answers how many were blocked and each line refused, in words',
    signedIn: true,
    role: 'admin',
    body: { schema: DomainBlockImportSchema },
    response: changed(v.object({ blocked: v.number(), refused: v.array(v.object({ line: v.number(), problem: v.string() })) })),
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
/** The name of a call: its key in the table, its OpenAPI operationId, its client function. */
export type OperationId = keyof Endpoints;

export const operationIds = Object.keys(endpoints) as OperationId[];

/** `{postId: string}` for `/posts/{postId}`: the parameters a path names. */
export type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name]: string } & PathParams<Rest>
  : unknown;

export type ParamsOf<K extends OperationId> = PathParams<Endpoints[K]['path']>;

/** The names of the parameters in a path, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '');

/** What any call may answer: the server failing or too busy, a request the HTTP layer refuses. */
const everyCallCodes: readonly ErrorCode[] = [
  'server.failure',
  'server.busy',
  'server.unavailable',
  'request.malformed_address',
  'request.refused',
  'request.body_too_large',
  'request.body_not_json',
  'request.body_length_wrong',
];

/**
 * Every code a call may answer: those of its kind (a path with parameters, a token read, a
 * signed-in call, a role, a body, a query, a rate limit) and its own (`errors`), each once.
 */
export function errorCodesOf(endpoint: Endpoint): ErrorCode[] {
  const queryFields = Object.keys(endpoint.query?.entries ?? {});
  const codes: ErrorCode[] = [
    ...everyCallCodes,
    ...(pathParamNames(endpoint.path).length > 0 ? (['request.invalid_path_value'] as const) : []),
    // A call that reads a token answers why its session is no longer taken.
    ...(endpoint.opensSession ? [] : [...sessionEndingCodes]),
    ...(endpoint.signedIn ? (['session.required'] as const) : []),
    ...(endpoint.role ? (['staff.only', 'staff.two_factor_required'] as const) : []),
    // Where confirmed addresses are required, a change of an unconfirmed account's is refused.
    ...(endpoint.signedIn && endpoint.method !== 'get' && !endpoint.whileUnconfirmed ? (['email.unconfirmed'] as const) : []),
    ...(endpoint.method === 'get' ? [] : (['request.malformed_json'] as const)),
    ...(endpoint.body ? (['input.invalid'] as const) : []),
    ...queryFields.map((field) => (Object.hasOwn(fieldCodes, field) ? fieldCodes[field] : undefined) ?? 'input.invalid'),
    ...(rateKindOf(endpoint) ? (['rate.limited'] as const) : []),
    ...(endpoint.errors ?? []),
  ];
  return [...new Set(codes)];
}

/** What the parameters of a path may hold, each checked as `pathValueField` says: the contract's 400 naming the first that may not. */
export const pathParamsSchema = (path: string) =>
  v.object(Object.fromEntries(pathParamNames(path).map((name) => [name, pathValueField(name)])));

/** The query a call takes once checked (`limit` a number), or none. */
export type QueryOf<K extends OperationId> = Endpoints[K] extends { query: infer Q extends v.GenericSchema } ? v.InferOutput<Q> : undefined;

/** The body a call takes once checked and unwrapped, or none. */
export type BodyOf<K extends OperationId> = Endpoints[K] extends { body: { schema: infer S extends v.GenericSchema } }
  ? v.InferOutput<S>
  : undefined;

/** The body as a client sends it, before it is wrapped (`{postData}`) and checked. */
export type BodyInput<K extends OperationId> = Endpoints[K] extends { body: { schema: infer S extends v.GenericSchema } }
  ? v.InferInput<S>
  : undefined;

/** Which of its answers a call gave: the spec's, a page (a `limit` was asked), or the changed record alone. */
export type Variant = 'full' | 'paged' | 'minimal';

/** The schema of one of a call's answers. */
type VariantSchema<K extends OperationId, V extends Variant> = V extends 'full'
  ? Endpoints[K]['response']['schema']
  : Endpoints[K] extends { [key in V]: infer S extends v.GenericSchema }
    ? S
    : never;

export type AnswerBody<K extends OperationId, V extends Variant = 'full'> = v.InferOutput<VariantSchema<K, V>>;

/** The variants a call may answer with. */
export type VariantsOf<K extends OperationId> =
  | 'full'
  | (Endpoints[K] extends { paged: v.GenericSchema } ? 'paged' : never)
  | (Endpoints[K] extends { minimal: v.GenericSchema } ? 'minimal' : never);

/** The schema of a call's answer in one of its variants. */
export function answerSchema(endpoint: Endpoint, variant: Variant): v.GenericSchema {
  const schema = variant === 'full' ? endpoint.response.schema : endpoint[variant];
  if (!schema) throw new Error(`${endpoint.path} has no ${variant} answer.`);
  return schema;
}
