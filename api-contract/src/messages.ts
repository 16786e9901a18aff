import { limits } from './limits';

/** "1 second", "30 seconds": when a client may try again. */
const seconds = (count: number) => `${count} ${count === 1 ? 'second' : 'seconds'}`;

/** Words a refusal says: fixed, or made from what it is about (an id, a wait). */
type Words = string | ((...args: never[]) => string);

/** One entry of the catalogue: a stable code for programs, and the words for people. */
const entry = <C extends string, W extends Words>(code: C, words: W) => ({ code, words });

// Words two refusals share: a client tells them apart by their codes.
const unregistered = 'The username you entered is not Registered. Not Found error';
const invalidToken = 'The token is invalid. Unauthorized access error.';
const wrongPassword = 'The credentials you entered are invalid. Unauthorized access error.';

/**
 * Every refusal the API answers, once: its code and its words. The words are spec section 8's,
 * to the letter, plus those this product adds where the described app crashed or said nothing
 * (the product notes beside the spec). A code is `family.reason`, stable for good: programs
 * branch on it (a client never compares the words), and the words may be said in any language.
 * Two refusals may share words and still differ in code (a login's unknown name and a token
 * whose account is gone both say "not Registered").
 */
const catalogue = {
  // The request itself.
  malformedJson: entry('request.malformed_json', 'The request body is not valid JSON.'),
  malformedAddress: entry('request.malformed_address', 'The address is not valid.'),
  invalidPathValue: entry(
    'request.invalid_path_value',
    (name: string) => `The ${name} in the address holds characters that are not allowed.`,
  ),
  noSuchCall: entry('request.no_such_call', (method: string, path: string) => `There is no API call ${method} ${path}.`),
  bodyTooLarge: entry('request.body_too_large', `The request body is larger than ${limits.requestBodyMaxBytes / 1024 / 1024} MB.`),
  bodyNotJson: entry('request.body_not_json', 'The request body must be JSON (Content-Type: application/json).'),
  bodyLengthWrong: entry('request.body_length_wrong', 'The request body is not as long as it says.'),
  /** What the HTTP framework refuses before a call runs, in its own words. */
  refusedRequest: entry('request.refused', (words: string) => words),
  unwrappedBody: entry('input.invalid', (key: string) => `The request body must hold "${key}".`),
  /** A field the call's schema refuses, in the schema's words (a caption too long, a name missing). */
  invalidInput: entry('input.invalid', (problem: string) => problem),
  invalidUsernames: entry('input.invalid_usernames', 'usernames must be a comma-separated list of at most 100 usernames.'),
  invalidLastEventId: entry('input.invalid_last_event_id', 'Last-Event-ID must be the id of an event.'),
  invalidLimit: entry('page.invalid_limit', 'limit must be a whole number from 1 to 100.'),
  invalidCursor: entry('page.invalid_cursor', 'The cursor is not valid: start from the first page again.'),
  invalidSort: entry('page.invalid_sort', 'sort must be newest, oldest or trending.'),

  // The server, and how often one may call it.
  serverFailure: entry('server.failure', 'Something went wrong on the server. Please try again.'),
  serverUnavailable: entry('server.unavailable', 'The service is unavailable right now. Please try again.'),
  pageApiFailed: entry('server.unavailable', 'The API in this page could not start. Reload the page to try again.'),
  noStreamInPage: entry('request.no_such_call', 'The mock delivers live events in the page, not as a stream.'),
  serverBusy: entry('server.busy', (wait: number) => `The server is too busy to answer right now. Try again in ${seconds(wait)}.`),
  streamsFull: entry(
    'server.streams_full',
    (wait: number) => `The server holds as many live streams as it can. Try again in ${seconds(wait)}.`,
  ),
  tooManyAttempts: entry('rate.limited', (wait: number) => `Too many attempts from your address. Try again in ${seconds(wait)}.`),
  tooManyChanges: entry(
    'rate.limited',
    (wait: number) => `You are making changes faster than this community allows. Try again in ${seconds(wait)}.`,
  ),
  tooManySearches: entry(
    'rate.limited',
    (wait: number) => `You are searching faster than this community allows. Try again in ${seconds(wait)}.`,
  ),
  tooManyStreamsOpened: entry(
    'rate.limited',
    (wait: number) => `Too many live streams were opened in a short time. Try again in ${seconds(wait)}.`,
  ),
  tooManyFromAddress: entry('rate.limited', (wait: number) => `Too many requests from your address. Try again in ${seconds(wait)}.`),
  tooManyDeliveries: entry(
    'rate.limited',
    (wait: number) => `Your server delivers faster than this community takes. Try again in ${seconds(wait)}.`,
  ),
  tooManyStreamsOpen: entry(
    'rate.limited',
    (wait: number) => `Too many live streams are open from your address. Close some tabs, then try again in ${seconds(wait)}.`,
  ),

  // Sessions: the codes that end one are `sessionEndingCodes` below.
  invalidToken: entry('session.invalid', invalidToken),
  sessionRequired: entry('session.required', invalidToken),
  sessionEnded: entry('session.ended', invalidToken),
  signedOut: entry('session.signed_out', invalidToken),
  endedElsewhere: entry('session.ended_elsewhere', invalidToken),
  passwordChanged: entry('session.password_changed', invalidToken),
  accountGone: entry('account.gone', unregistered),
  accountSuspended: entry(
    'account.suspended',
    (until: string | null, reason: string) =>
      `Your account is suspended ${until === null ? 'for good' : `until ${until.slice(0, 16).replace('T', ' ')} UTC`}. The moderators' reason: ${reason}`,
  ),
  sessionNotFound: entry('session.not_found', (sessionId: string) => `No session with id "${sessionId}" is open for you. Not Found error`),
  guestAccountKept: entry('account.guest_kept', 'The shared guest account cannot do this: it belongs to every visitor of the demo.'),

  // Apps signing a member in (OAuth 2): what the consent screen shows instead of Allow and Deny.
  oauthUnknownApp: entry('oauth.unknown_app', 'No app is registered here with this client_id. Ask the app to sign in again.'),
  oauthRedirectNotRegistered: entry(
    'oauth.redirect_not_registered',
    'The app asks to send you back to an address it did not register (redirect_uri). Nothing was allowed.',
  ),
  oauthScopeNotRegistered: entry(
    'oauth.scope_not_registered',
    (scope: string) => `The app asks for the scope "${scope}", which it did not register. Nothing was allowed.`,
  ),
  oauthUnsupportedResponseType: entry('oauth.unsupported_response_type', 'The app must ask for a code (response_type=code).'),
  oauthInvalidCodeChallenge: entry(
    'oauth.invalid_code_challenge',
    "The app's PKCE challenge (code_challenge) must be 43 to 128 characters long, with the method S256.",
  ),

  // Logging in, joining, passwords.
  userNotRegistered: entry('login.unknown_username', unregistered),
  wrongPassword: entry('login.wrong_password', wrongPassword),
  wrongCurrentPassword: entry('password.wrong', wrongPassword),
  tooManyWrongPasswords: entry('password.locked', `Too many wrong passwords in a row. Try again in ${limits.passwordLockMinutes} minutes.`),
  weakPassword: entry('password.weak', (problem: string) => problem),
  awaitingApproval: entry('login.awaiting_approval', 'Your account is waiting for an admin to approve it. You can log in once they have.'),
  usernameTaken: entry('signup.username_taken', 'Unprocessable Entity. Username Already Exists.'),
  signupsClosed: entry('signup.closed', 'This community is not taking new members right now.'),
  inviteRequired: entry('signup.invite_required', 'This community takes new members by invitation: enter the invite code you were given.'),
  signupNotFound: entry('signup.not_found', (userId: string) => `No signup with id "${userId}" is waiting for approval. Not Found error`),
  inviteNotFound: entry('invite.not_found', 'This invite code is not valid. Check it with the person who gave it to you.'),
  inviteUsedUp: entry('invite.used_up', 'This invite code has been used as many times as it allows. Ask for a new one.'),
  inviteExpired: entry('invite.expired', 'This invite code has expired. Ask for a new one.'),
  mayNotInvite: entry('invite.admins_only', 'Only admins may make invite codes in this community. Forbidden error'),

  // Password reset links, and the mail that sends them.
  resetLinkInvalid: entry('reset.invalid', 'This link to choose a new password is not valid. Ask for a new one.'),
  resetLinkExpired: entry(
    'reset.expired',
    `This link to choose a new password has expired: each works for ${limits.passwordResetMinutes} minutes. Ask for a new one.`,
  ),
  resetLinkUsed: entry('reset.used', 'This link to choose a new password has already been used. Ask for a new one.'),
  confirmLinkInvalid: entry('confirm.invalid', 'This link to confirm an email address is not valid. Ask for a new one in Settings.'),
  confirmLinkExpired: entry(
    'confirm.expired',
    `This link to confirm an email address has expired: each works for ${limits.emailConfirmationHours} hours. Ask for a new one in Settings.`,
  ),
  confirmLinkUsed: entry('confirm.used', 'This link to confirm an email address has already been used.'),
  emailUnconfirmed: entry(
    'email.unconfirmed',
    'Confirm your email address first: open the link we mailed to it, or ask for a new one in Settings.',
  ),
  emailAlreadyConfirmed: entry('email.already_confirmed', 'Your email address is confirmed already.'),
  mailOff: entry('mail.off', 'This community does not send mail. Ask one of its admins for a link to choose a new password.'),

  // Two-factor sign-in.
  secondStepInvalid: entry('second_factor.invalid', 'This sign-in has ended or is not valid. Log in with your password again.'),
  secondStepExpired: entry(
    'second_factor.expired',
    `This sign-in waited more than ${limits.secondFactorMinutes} minutes for its code. Log in with your password again.`,
  ),
  secondStepLocked: entry(
    'second_factor.locked',
    `Too many wrong codes for this sign-in (${limits.secondFactorFailuresMax}). Log in with your password again.`,
  ),
  secondFactorsLocked: entry(
    'second_factor.too_many',
    'Too many wrong codes for this account in the last hour. Try again later, or use one of your recovery codes then.',
  ),
  wrongSecondFactorCode: entry(
    'second_factor.wrong_code',
    'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
  ),
  secondFactorCodeUsed: entry(
    'second_factor.code_used',
    'That code has been used already. Wait for your authenticator app to show a new one, or use another recovery code.',
  ),
  totpAlreadyOn: entry('totp.already_on', 'An authenticator app is set up already. Turn it off first to set up another.'),
  totpNotStarted: entry('totp.not_started', 'Start setting up an authenticator app first: its QR code comes with the start.'),
  totpWrongCode: entry(
    'totp.wrong_code',
    'That code is not right. Enter the 6-digit code your authenticator app shows now for this account.',
  ),
  totpOff: entry('totp.off', 'No authenticator app is set up for your account.'),
  // Passkeys (WebAuthn): a second factor, and a sign-in without a password.
  passkeyRequestEnded: entry('passkey.request_ended', 'This passkey request has ended or is not valid. Start again.'),
  passkeyNotVerified: entry(
    'passkey.not_verified',
    'Your passkey could not be checked for this site. Try again, or use another way to sign in.',
  ),
  passkeyUnknown: entry(
    'passkey.unknown',
    'That passkey is not registered for an account here. Sign in with your password, then add it in Settings.',
  ),
  notThisAccountsPasskey: entry(
    'second_factor.wrong_passkey',
    "That passkey is not one of this account's. Use another of its passkeys, or a code.",
  ),
  noSecondFactor: entry('second_factor.none', 'Set up an authenticator app or a passkey first: recovery codes stand in for one.'),
  passkeyAlreadyRegistered: entry('passkey.already_registered', 'That passkey is registered already.'),
  passkeyNotFound: entry('passkey.not_found', "That passkey is not one of your account's."),
  passkeysFull: entry('passkey.too_many', `An account may have at most ${limits.passkeysMax} passkeys. Remove one first.`),
  twoFactorRequired: entry(
    'staff.two_factor_required',
    'This community asks moderators and admins to sign in with two factors: set up an authenticator app or a passkey in Settings first.',
  ),

  // Staff.
  staffOnly: entry('staff.only', (role: string) => `Only ${role}s may do this. Forbidden error`),
  lastAdmin: entry('staff.last_admin', 'The community needs at least one admin: make someone else an admin first.'),

  // Posts, their images, likes and bookmarks.
  postNotFound: entry('post.not_found', (postId: string) => `No post with id "${postId}" exists. Not Found error`),
  editForeignPost: entry('post.not_author', "Cannot edit a Post doesn't belong to the logged in User."),
  deleteForeignPost: entry('post.not_author', "Cannot delete a Post doesn't belong to the logged in User."),
  invalidImage: entry('media.invalid', (problem: string) => problem),
  tooManyPixels: entry(
    'media.too_many_pixels',
    (label: string, millions: number) => `${label} has too many pixels (at most ${millions} million).`,
  ),
  /** `postData.images` names an image that is neither on the post nor an upload of its author's still kept. */
  imageNotUploaded: entry(
    'media.not_uploaded',
    (position: number) => `Image ${position} is not an upload of yours, or its upload has expired: add it again.`,
  ),
  imagesAndImg: entry('media.img_and_images', 'Send a new image either in img or in images, not both.'),
  imageRequired: entry('media.required', 'Image is required.'),
  imageNotFound: entry('media.not_found', (mediaId: string) => `No image with id "${mediaId}" exists. Not Found error`),
  imageElsewhereUnavailable: entry('media.elsewhere_unavailable', 'The image could not be fetched from the server it is on.'),
  uploadNotFound: entry(
    'media.not_found',
    (mediaId: string) => `No upload with id "${mediaId}" is kept for you: a post shows it, or it was thrown away. Not Found error`,
  ),
  alreadyLiked: entry('like.already_liked', 'Cannot like a post that is already liked.'),
  likeBelowZero: entry('like.below_zero', 'Cannot decrement like less than 0.'),
  alreadyDisliked: entry('like.already_disliked', 'Cannot dislike a post that is already disliked.'),
  alreadyBookmarked: entry('bookmark.already', 'This Post is already bookmarked'),
  notBookmarked: entry('bookmark.missing', 'Post not bookmarked yet'),
  alreadyReposted: entry('repost.already', 'You already reposted this post.'),
  notReposted: entry('repost.missing', 'You have not reposted this post.'),
  repostNotPublic: entry('repost.not_public', 'Only public posts can be reposted.'),
  visibilityFixed: entry('post.visibility_fixed', 'Who may see a post cannot change once it is posted: delete it and post it again.'),

  // Comments, replies and votes.
  commentNotFound: entry(
    'comment.not_found',
    (commentId: string) => `No comment with id "${commentId}" exists on this post. Not Found error`,
  ),
  editForeignComment: entry('comment.not_author', "Cannot edit a comment doesn't belong to the User."),
  deleteForeignComment: entry('comment.not_author', "Cannot delete a comment doesn't belong to the User."),
  replyTargetGone: entry(
    'comment.reply_target_gone',
    (commentId: string) => `The comment you are answering (id "${commentId}") no longer exists. Not Found error`,
  ),
  alreadyUpvoted: entry('vote.already_upvoted', 'Cannot upvote a post that is already upvoted.'),
  alreadyDownvoted: entry('vote.already_downvoted', 'Cannot downvote a post that is already downvoted.'),
  invalidTag: entry('tag.invalid', `A tag holds letters, digits and "_" (at least one letter), at most ${limits.tagMax} characters.`),

  // People: profiles, follows, blocks, mutes.
  userNotFound: entry('user.not_found', (userId: string) => `No user with id "${userId}" exists. Not Found error`),
  usernameNotFound: entry('user.not_found', (username: string) => `No user named "${username}" exists. Not Found error`),
  /** A profile its owner's block (or a suspension) hides: the same words either way, so nobody learns they are blocked. */
  profileUnavailable: entry('profile.unavailable', 'This profile is not available.'),
  editForeignProfile: entry('profile.not_owner', 'Cannot edit a profile that does not belong to the logged in User.'),
  alreadyFollowing: entry('follow.already', 'User Already following'),
  notFollowing: entry('follow.missing', 'User already not following'),
  followSelf: entry('follow.self', 'You cannot follow yourself.'),
  ownServer: entry('domain_block.own', 'This is the community’s own server: it cannot block itself.'),
  serverNotBlocked: entry('domain_block.missing', (domain: string) => `${domain} is not blocked.`),
  alreadyRequested: entry('follow_request.already', 'You have already asked to follow this person: they have not answered yet.'),
  requestMissing: entry('follow_request.missing', 'There is no request from this person to answer: they may have withdrawn it.'),
  notFollower: entry('follower.missing', 'This person does not follow you.'),
  blockSelf: entry('block.self', 'You cannot block yourself.'),
  alreadyBlocked: entry('block.already', 'You already block this person.'),
  notBlocked: entry('block.missing', 'You do not block this person.'),
  /** To the one who blocked: what they did, and how to undo it. */
  youBlocked: entry('block.by_you', 'You block this person: unblock them first. Forbidden error'),
  muteSelf: entry('mute.self', 'You cannot mute yourself.'),
  alreadyMuted: entry('mute.already', 'You already mute this person.'),
  notMuted: entry('mute.missing', 'You do not mute this person.'),

  // Direct messages.
  conversationNotFound: entry(
    'conversation.not_found',
    (conversationId: string) => `No conversation with id "${conversationId}" exists that you are in. Not Found error`,
  ),
  conversationLeft: entry('conversation.left', 'You left this conversation: start a new one to write to these people again.'),
  /** A block either way, or their choice of who may write to them: the same words, so nobody learns which. */
  messagesRefused: entry('conversation.not_allowed', (username: string) => `@${username} does not take messages from you.`),
  conversationSelf: entry('conversation.self', 'Name someone other than yourself to write to.'),

  // Reports and moderation.
  reportSelf: entry('report.self', 'You cannot report yourself or what you posted.'),
  alreadyReported: entry('report.already', 'You have already reported this. A moderator will look at it.'),
  reportedGone: entry('report.target_gone', 'What you reported no longer exists: there is nothing left to report.'),
  reportNotFound: entry('report.not_found', (reportId: string) => `No open report with id "${reportId}" exists. Not Found error`),
  removePerson: entry('moderation.remove_person', 'A person cannot be removed: suspend them instead.'),
  suspendStaff: entry(
    'moderation.staff_target',
    'Only admins may suspend a moderator, and nobody may suspend an admin: make them a member first. Forbidden error',
  ),
  moderateStaffContent: entry(
    'moderation.staff_target',
    "Only admins may act on reports of a moderator's or an admin's posts and comments. Forbidden error",
  ),
  moderateSelf: entry('moderation.self', 'You cannot act on a report about yourself or what you posted. Forbidden error'),
  untilPassed: entry('moderation.until_passed', 'A suspension must end in the future; leave "until" empty to suspend for good.'),
  notSuspended: entry('moderation.not_suspended', 'This account is not suspended.'),

  // Notifications.
  notificationNotFound: entry(
    'notification.not_found',
    (notificationId: string) => `No notification with id "${notificationId}" is yours. Not Found error`,
  ),
} as const;

type Catalogue = typeof catalogue;
type Key = keyof Catalogue;

/** Every code the API answers with. */
export type ErrorCode = Catalogue[Key]['code'];

/** A refusal as programs and people read it: the stable code to branch on, and the words. */
export type Reason = { readonly code: ErrorCode; readonly message: string };

type ReasonMaker<W> = W extends (...args: infer A) => string ? (...args: A) => Reason : Reason;

/** Each refusal as `fail` takes it: `reasons.postNotFound(postId)`, `reasons.followSelf`. */
export const reasons = Object.fromEntries(
  Object.entries(catalogue).map(([key, { code, words }]) => [
    key,
    typeof words === 'function'
      ? (...args: never[]) => ({ code, message: (words as (...a: never[]) => string)(...args) })
      : { code, message: words },
  ]),
  // Each value is built from its own entry, which the mapped type says: a loop cannot check it.
) as unknown as { readonly [K in Key]: ReasonMaker<Catalogue[K]['words']> };

/** The words of each refusal alone, as the spec writes them: what tests and the spec's texts compare. */
export const messages = Object.fromEntries(Object.entries(catalogue).map(([key, { words }]) => [key, words])) as unknown as {
  readonly [K in Key]: Catalogue[K]['words'];
};

/** Every code, each once. */
export const errorCodes: readonly ErrorCode[] = [...new Set(Object.values(catalogue).map(({ code }) => code))];

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

/** Whether a code an answer carries is one of the catalogue's (an older or newer server may answer others). */
export const isErrorCode = (code: string): code is ErrorCode => knownCodes.has(code);

/**
 * The codes of a session the server no longer takes: the page signs out when a call, or its
 * private stream, is refused with one of them.
 */
export const sessionEndingCodes = new Set([
  'session.invalid',
  'session.ended',
  'session.signed_out',
  'session.ended_elsewhere',
  'session.password_changed',
  'account.gone',
  'account.suspended',
] as const satisfies readonly ErrorCode[]);

export type SessionEndingCode = typeof sessionEndingCodes extends Set<infer C> ? C : never;

/** Whether a refusal's code is one that ends the session the call was made with. */
export const endsSession = (code: string): code is SessionEndingCode => (sessionEndingCodes as ReadonlySet<string>).has(code);
