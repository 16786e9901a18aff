/**
 * Every refusal the API answers, once: its code and its words, each an export of its own. The
 * words are spec section 8's, to the letter, plus those this product adds where the described app
 * crashed or said nothing (the product notes beside the spec). Programs branch on the code
 * (`error-codes.ts`), never on the words, which may be said in any language. Two refusals may
 * share words and still differ in code (a login's unknown name and a token whose account is gone
 * both say "not Registered"). Each is its own export so that a page keeps only the refusals its
 * rules say (`import * as reasons`): a bundle drops the others.
 */
import type { Reason } from './error-codes';
import { limits } from './limits';

/** "1 second", "30 seconds": when a client may try again. */
const seconds = (count: number) => `${count} ${count === 1 ? 'second' : 'seconds'}`;

// Words two refusals share: a client tells them apart by their codes.
const unregisteredWords = 'The username you entered is not Registered. Not Found error';
const invalidTokenWords = 'The token is invalid. Unauthorized access error.';
const wrongPasswordWords = 'The credentials you entered are invalid. Unauthorized access error.';

// The request itself.
export const malformedJson: Reason = { code: 'request.malformed_json', message: 'The request body is not valid JSON.' };
export const malformedAddress: Reason = { code: 'request.malformed_address', message: 'The address is not valid.' };
export const invalidPathValue = (name: string): Reason => ({
  code: 'request.invalid_path_value',
  message: `The ${name} in the address holds characters that are not allowed.`,
});
export const noSuchCall = (method: string, path: string): Reason => ({
  code: 'request.no_such_call',
  message: `There is no API call ${method} ${path}.`,
});
export const bodyTooLarge: Reason = {
  code: 'request.body_too_large',
  message: `The request body is larger than ${limits.requestBodyMaxBytes / 1024 / 1024} MB.`,
};
export const bodyNotJson: Reason = {
  code: 'request.body_not_json',
  message: 'The request body must be JSON (Content-Type: application/json).',
};
export const bodyLengthWrong: Reason = { code: 'request.body_length_wrong', message: 'The request body is not as long as it says.' };
/** What the HTTP framework refuses before a call runs, in its own words. */
export const refusedRequest = (words: string): Reason => ({ code: 'request.refused', message: words });
export const unwrappedBody = (key: string): Reason => ({ code: 'input.invalid', message: `The request body must hold "${key}".` });
/** A field the call's schema refuses, in the schema's words (a caption too long, a name missing). */
export const invalidInput = (problem: string): Reason => ({ code: 'input.invalid', message: problem });
export const invalidUsernames: Reason = {
  code: 'input.invalid_usernames',
  message: 'usernames must be a comma-separated list of at most 100 usernames.',
};
export const invalidLastEventId: Reason = { code: 'input.invalid_last_event_id', message: 'Last-Event-ID must be the id of an event.' };
export const invalidLimit: Reason = { code: 'page.invalid_limit', message: 'limit must be a whole number from 1 to 100.' };
export const invalidCursor: Reason = { code: 'page.invalid_cursor', message: 'The cursor is not valid: start from the first page again.' };
export const invalidSort: Reason = { code: 'page.invalid_sort', message: 'sort must be newest, oldest or trending.' };

// The server, and how often one may call it.
export const serverFailure: Reason = { code: 'server.failure', message: 'Something went wrong on the server. Please try again.' };
export const serverUnavailable: Reason = { code: 'server.unavailable', message: 'The service is unavailable right now. Please try again.' };
export const pageApiFailed: Reason = {
  code: 'server.unavailable',
  message: 'The API in this page could not start. Reload the page to try again.',
};
export const noStreamInPage: Reason = {
  code: 'request.no_such_call',
  message: 'The mock delivers live events in the page, not as a stream.',
};
export const serverBusy = (wait: number): Reason => ({
  code: 'server.busy',
  message: `The server is too busy to answer right now. Try again in ${seconds(wait)}.`,
});
export const streamsFull = (wait: number): Reason => ({
  code: 'server.streams_full',
  message: `The server holds as many live streams as it can. Try again in ${seconds(wait)}.`,
});
export const tooManyAttempts = (wait: number): Reason => ({
  code: 'rate.limited',
  message: `Too many attempts from your address. Try again in ${seconds(wait)}.`,
});
export const tooManyChanges = (wait: number): Reason => ({
  code: 'rate.limited',
  message: `You are making changes faster than this community allows. Try again in ${seconds(wait)}.`,
});
export const tooManySearches = (wait: number): Reason => ({
  code: 'rate.limited',
  message: `You are searching faster than this community allows. Try again in ${seconds(wait)}.`,
});
export const tooManyStreamsOpened = (wait: number): Reason => ({
  code: 'rate.limited',
  message: `Too many live streams were opened in a short time. Try again in ${seconds(wait)}.`,
});
export const tooManyFromAddress = (wait: number): Reason => ({
  code: 'rate.limited',
  message: `Too many requests from your address. Try again in ${seconds(wait)}.`,
});
export const tooManyDeliveries = (wait: number): Reason => ({
  code: 'rate.limited',
  message: `Your server delivers faster than this community takes. Try again in ${seconds(wait)}.`,
});
export const tooManyStreamsOpen = (wait: number): Reason => ({
  code: 'rate.limited',
  message: `Too many live streams are open from your address. Close some tabs, then try again in ${seconds(wait)}.`,
});

// Sessions: the codes that end one are `sessionEndingCodes` below.
export const invalidToken: Reason = { code: 'session.invalid', message: invalidTokenWords };
export const sessionRequired: Reason = { code: 'session.required', message: invalidTokenWords };
export const sessionEnded: Reason = { code: 'session.ended', message: invalidTokenWords };
export const signedOut: Reason = { code: 'session.signed_out', message: invalidTokenWords };
export const endedElsewhere: Reason = { code: 'session.ended_elsewhere', message: invalidTokenWords };
export const passwordChanged: Reason = { code: 'session.password_changed', message: invalidTokenWords };
export const accountGone: Reason = { code: 'account.gone', message: unregisteredWords };
export const accountSuspended = (until: string | null, reason: string): Reason => ({
  code: 'account.suspended',
  message: `Your account is suspended ${until === null ? 'for good' : `until ${until.slice(0, 16).replace('T', ' ')} UTC`}. The moderators' reason: ${reason}`,
});
export const sessionNotFound = (sessionId: string): Reason => ({
  code: 'session.not_found',
  message: `No session with id "${sessionId}" is open for you. Not Found error`,
});
export const guestAccountKept: Reason = {
  code: 'account.guest_kept',
  message: 'The shared guest account cannot do this: it belongs to every visitor of the demo.',
};

// Apps signing a member in (OAuth 2): what the consent screen shows instead of Allow and Deny.
export const oauthUnknownApp: Reason = {
  code: 'oauth.unknown_app',
  message: 'No app is registered here with this client_id. Ask the app to sign in again.',
};
export const oauthRedirectNotRegistered: Reason = {
  code: 'oauth.redirect_not_registered',
  message: 'The app asks to send you back to an address it did not register (redirect_uri). Nothing was allowed.',
};
export const oauthScopeNotRegistered = (scope: string): Reason => ({
  code: 'oauth.scope_not_registered',
  message: `The app asks for the scope "${scope}", which it did not register. Nothing was allowed.`,
});
export const oauthUnsupportedResponseType: Reason = {
  code: 'oauth.unsupported_response_type',
  message: 'The app must ask for a code (response_type=code).',
};
export const oauthInvalidCodeChallenge: Reason = {
  code: 'oauth.invalid_code_challenge',
  message: "The app's PKCE challenge (code_challenge) must be 43 to 128 characters long, with the method S256.",
};

// Logging in, joining, passwords.
export const userNotRegistered: Reason = { code: 'login.unknown_username', message: unregisteredWords };
export const wrongPassword: Reason = { code: 'login.wrong_password', message: wrongPasswordWords };
export const wrongCurrentPassword: Reason = { code: 'password.wrong', message: wrongPasswordWords };
export const tooManyWrongPasswords: Reason = {
  code: 'password.locked',
  message: `Too many wrong passwords in a row. Try again in ${limits.passwordLockMinutes} minutes.`,
};
export const weakPassword = (problem: string): Reason => ({ code: 'password.weak', message: problem });
export const awaitingApproval: Reason = {
  code: 'login.awaiting_approval',
  message: 'Your account is waiting for an admin to approve it. You can log in once they have.',
};
export const usernameTaken: Reason = { code: 'signup.username_taken', message: 'Unprocessable Entity. Username Already Exists.' };
export const signupsClosed: Reason = { code: 'signup.closed', message: 'This community is not taking new members right now.' };
export const inviteRequired: Reason = {
  code: 'signup.invite_required',
  message: 'This community takes new members by invitation: enter the invite code you were given.',
};
export const signupNotFound = (userId: string): Reason => ({
  code: 'signup.not_found',
  message: `No signup with id "${userId}" is waiting for approval. Not Found error`,
});
export const inviteNotFound: Reason = {
  code: 'invite.not_found',
  message: 'This invite code is not valid. Check it with the person who gave it to you.',
};
export const inviteUsedUp: Reason = {
  code: 'invite.used_up',
  message: 'This invite code has been used as many times as it allows. Ask for a new one.',
};
export const inviteExpired: Reason = { code: 'invite.expired', message: 'This invite code has expired. Ask for a new one.' };
export const mayNotInvite: Reason = {
  code: 'invite.admins_only',
  message: 'Only admins may make invite codes in this community. Forbidden error',
};

// Password reset links, and the mail that sends them.
export const resetLinkInvalid: Reason = {
  code: 'reset.invalid',
  message: 'This link to choose a new password is not valid. Ask for a new one.',
};
export const resetLinkExpired: Reason = {
  code: 'reset.expired',
  message: `This link to choose a new password has expired: each works for ${limits.passwordResetMinutes} minutes. Ask for a new one.`,
};
export const resetLinkUsed: Reason = {
  code: 'reset.used',
  message: 'This link to choose a new password has already been used. Ask for a new one.',
};
export const confirmLinkInvalid: Reason = {
  code: 'confirm.invalid',
  message: 'This link to confirm an email address is not valid. Ask for a new one in Settings.',
};
export const confirmLinkExpired: Reason = {
  code: 'confirm.expired',
  message: `This link to confirm an email address has expired: each works for ${limits.emailConfirmationHours} hours. Ask for a new one in Settings.`,
};
export const confirmLinkUsed: Reason = { code: 'confirm.used', message: 'This link to confirm an email address has already been used.' };
export const emailUnconfirmed: Reason = {
  code: 'email.unconfirmed',
  message: 'Confirm your email address first: open the link we mailed to it, or ask for a new one in Settings.',
};
export const emailAlreadyConfirmed: Reason = { code: 'email.already_confirmed', message: 'Your email address is confirmed already.' };
export const mailOff: Reason = {
  code: 'mail.off',
  message: 'This community does not send mail. Ask one of its admins for a link to choose a new password.',
};

// Two-factor sign-in.
export const secondStepInvalid: Reason = {
  code: 'second_factor.invalid',
  message: 'This sign-in has ended or is not valid. Log in with your password again.',
};
export const secondStepExpired: Reason = {
  code: 'second_factor.expired',
  message: `This sign-in waited more than ${limits.secondFactorMinutes} minutes for its code. Log in with your password again.`,
};
export const secondStepLocked: Reason = {
  code: 'second_factor.locked',
  message: `Too many wrong codes for this sign-in (${limits.secondFactorFailuresMax}). Log in with your password again.`,
};
export const secondFactorsLocked: Reason = {
  code: 'second_factor.too_many',
  message: 'Too many wrong codes for this account in the last hour. Try again later, or use one of your recovery codes then.',
};
export const wrongSecondFactorCode: Reason = {
  code: 'second_factor.wrong_code',
  message: 'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
};
export const secondFactorCodeUsed: Reason = {
  code: 'second_factor.code_used',
  message: 'That code has been used already. Wait for your authenticator app to show a new one, or use another recovery code.',
};
export const totpAlreadyOn: Reason = {
  code: 'totp.already_on',
  message: 'An authenticator app is set up already. Turn it off first to set up another.',
};
export const totpNotStarted: Reason = {
  code: 'totp.not_started',
  message: 'Start setting up an authenticator app first: its QR code comes with the start.',
};
export const totpWrongCode: Reason = {
  code: 'totp.wrong_code',
  message: 'That code is not right. Enter the 6-digit code your authenticator app shows now for this account.',
};
export const totpOff: Reason = { code: 'totp.off', message: 'No authenticator app is set up for your account.' };

// Passkeys (WebAuthn): a second factor, and a sign-in without a password.
export const passkeyRequestEnded: Reason = {
  code: 'passkey.request_ended',
  message: 'This passkey request has ended or is not valid. Start again.',
};
export const passkeyNotVerified: Reason = {
  code: 'passkey.not_verified',
  message: 'Your passkey could not be checked for this site. Try again, or use another way to sign in.',
};
export const passkeyUnknown: Reason = {
  code: 'passkey.unknown',
  message: 'That passkey is not registered for an account here. Sign in with your password, then add it in Settings.',
};
export const notThisAccountsPasskey: Reason = {
  code: 'second_factor.wrong_passkey',
  message: "That passkey is not one of this account's. Use another of its passkeys, or a code.",
};
export const noSecondFactor: Reason = {
  code: 'second_factor.none',
  message: 'Set up an authenticator app or a passkey first: recovery codes stand in for one.',
};
export const passkeyAlreadyRegistered: Reason = { code: 'passkey.already_registered', message: 'That passkey is registered already.' };
export const passkeyNotFound: Reason = { code: 'passkey.not_found', message: "That passkey is not one of your account's." };
export const passkeysFull: Reason = {
  code: 'passkey.too_many',
  message: `An account may have at most ${limits.passkeysMax} passkeys. Remove one first.`,
};
export const twoFactorRequired: Reason = {
  code: 'staff.two_factor_required',
  message:
    'This community asks moderators and admins to sign in with two factors: set up an authenticator app or a passkey in Settings first.',
};

// Staff.
export const staffOnly = (role: string): Reason => ({ code: 'staff.only', message: `Only ${role}s may do this. Forbidden error` });
export const lastAdmin: Reason = {
  code: 'staff.last_admin',
  message: 'The community needs at least one admin: make someone else an admin first.',
};

// Posts, their images, likes and bookmarks.
export const postNotFound = (postId: string): Reason => ({
  code: 'post.not_found',
  message: `No post with id "${postId}" exists. Not Found error`,
});
export const editForeignPost: Reason = { code: 'post.not_author', message: "Cannot edit a Post doesn't belong to the logged in User." };
export const deleteForeignPost: Reason = { code: 'post.not_author', message: "Cannot delete a Post doesn't belong to the logged in User." };
export const invalidImage = (problem: string): Reason => ({ code: 'media.invalid', message: problem });
export const tooManyPixels = (label: string, millions: number): Reason => ({
  code: 'media.too_many_pixels',
  message: `${label} has too many pixels (at most ${millions} million).`,
});
/** `postData.images` names an image that is neither on the post nor an upload of its author's still kept. */
export const imageNotUploaded = (position: number): Reason => ({
  code: 'media.not_uploaded',
  message: `Image ${position} is not an upload of yours, or its upload has expired: add it again.`,
});
export const imagesAndImg: Reason = { code: 'media.img_and_images', message: 'Send a new image either in img or in images, not both.' };
export const imageRequired: Reason = { code: 'media.required', message: 'Image is required.' };
export const imageNotFound = (mediaId: string): Reason => ({
  code: 'media.not_found',
  message: `No image with id "${mediaId}" exists. Not Found error`,
});
export const imageElsewhereUnavailable: Reason = {
  code: 'media.elsewhere_unavailable',
  message: 'The image could not be fetched from the server it is on.',
};
export const uploadNotFound = (mediaId: string): Reason => ({
  code: 'media.not_found',
  message: `No upload with id "${mediaId}" is kept for you: a post shows it, or it was thrown away. Not Found error`,
});
export const alreadyLiked: Reason = { code: 'like.already_liked', message: 'Cannot like a post that is already liked.' };
export const likeBelowZero: Reason = { code: 'like.below_zero', message: 'Cannot decrement like less than 0.' };
export const alreadyDisliked: Reason = { code: 'like.already_disliked', message: 'Cannot dislike a post that is already disliked.' };
export const alreadyBookmarked: Reason = { code: 'bookmark.already', message: 'This Post is already bookmarked' };
export const notBookmarked: Reason = { code: 'bookmark.missing', message: 'Post not bookmarked yet' };
export const alreadyReposted: Reason = { code: 'repost.already', message: 'You already reposted this post.' };
export const notReposted: Reason = { code: 'repost.missing', message: 'You have not reposted this post.' };
export const repostNotPublic: Reason = { code: 'repost.not_public', message: 'Only public posts can be reposted.' };
export const visibilityFixed: Reason = {
  code: 'post.visibility_fixed',
  message: 'Who may see a post cannot change once it is posted: delete it and post it again.',
};

// Comments, replies and votes.
export const commentNotFound = (commentId: string): Reason => ({
  code: 'comment.not_found',
  message: `No comment with id "${commentId}" exists on this post. Not Found error`,
});
export const editForeignComment: Reason = { code: 'comment.not_author', message: "Cannot edit a comment doesn't belong to the User." };
export const deleteForeignComment: Reason = { code: 'comment.not_author', message: "Cannot delete a comment doesn't belong to the User." };
export const replyTargetGone = (commentId: string): Reason => ({
  code: 'comment.reply_target_gone',
  message: `The comment you are answering (id "${commentId}") no longer exists. Not Found error`,
});
export const alreadyUpvoted: Reason = { code: 'vote.already_upvoted', message: 'Cannot upvote a post that is already upvoted.' };
export const alreadyDownvoted: Reason = { code: 'vote.already_downvoted', message: 'Cannot downvote a post that is already downvoted.' };
export const invalidTag: Reason = {
  code: 'tag.invalid',
  message: `A tag holds letters, digits and "_" (at least one letter), at most ${limits.tagMax} characters.`,
};

// People: profiles, follows, blocks, mutes.
export const userNotFound = (userId: string): Reason => ({
  code: 'user.not_found',
  message: `No user with id "${userId}" exists. Not Found error`,
});
export const usernameNotFound = (username: string): Reason => ({
  code: 'user.not_found',
  message: `No user named "${username}" exists. Not Found error`,
});
/** A profile its owner's block (or a suspension) hides: the same words either way, so nobody learns they are blocked. */
export const profileUnavailable: Reason = { code: 'profile.unavailable', message: 'This profile is not available.' };
export const editForeignProfile: Reason = {
  code: 'profile.not_owner',
  message: 'Cannot edit a profile that does not belong to the logged in User.',
};
export const alreadyFollowing: Reason = { code: 'follow.already', message: 'User Already following' };
export const notFollowing: Reason = { code: 'follow.missing', message: 'User already not following' };
export const followSelf: Reason = { code: 'follow.self', message: 'You cannot follow yourself.' };
export const ownServer: Reason = { code: 'domain_block.own', message: 'This is the community’s own server: it cannot block itself.' };
export const serverNotBlocked = (domain: string): Reason => ({ code: 'domain_block.missing', message: `${domain} is not blocked.` });
export const alreadyRequested: Reason = {
  code: 'follow_request.already',
  message: 'You have already asked to follow this person: they have not answered yet.',
};
export const requestMissing: Reason = {
  code: 'follow_request.missing',
  message: 'There is no request from this person to answer: they may have withdrawn it.',
};
export const notFollower: Reason = { code: 'follower.missing', message: 'This person does not follow you.' };
export const blockSelf: Reason = { code: 'block.self', message: 'You cannot block yourself.' };
export const alreadyBlocked: Reason = { code: 'block.already', message: 'You already block this person.' };
export const notBlocked: Reason = { code: 'block.missing', message: 'You do not block this person.' };
/** To the one who blocked: what they did, and how to undo it. */
export const youBlocked: Reason = { code: 'block.by_you', message: 'You block this person: unblock them first. Forbidden error' };
export const muteSelf: Reason = { code: 'mute.self', message: 'You cannot mute yourself.' };
export const alreadyMuted: Reason = { code: 'mute.already', message: 'You already mute this person.' };
export const notMuted: Reason = { code: 'mute.missing', message: 'You do not mute this person.' };

// Direct messages.
export const conversationNotFound = (conversationId: string): Reason => ({
  code: 'conversation.not_found',
  message: `No conversation with id "${conversationId}" exists that you are in. Not Found error`,
});
export const conversationLeft: Reason = {
  code: 'conversation.left',
  message: 'You left this conversation: start a new one to write to these people again.',
};
/** A block either way, or their choice of who may write to them: the same words, so nobody learns which. */
export const messagesRefused = (username: string): Reason => ({
  code: 'conversation.not_allowed',
  message: `@${username} does not take messages from you.`,
});
export const conversationSelf: Reason = { code: 'conversation.self', message: 'Name someone other than yourself to write to.' };

// Reports and moderation.
export const reportSelf: Reason = { code: 'report.self', message: 'You cannot report yourself or what you posted.' };
export const alreadyReported: Reason = { code: 'report.already', message: 'You have already reported this. A moderator will look at it.' };
export const reportedGone: Reason = {
  code: 'report.target_gone',
  message: 'What you reported no longer exists: there is nothing left to report.',
};
export const reportNotFound = (reportId: string): Reason => ({
  code: 'report.not_found',
  message: `No open report with id "${reportId}" exists. Not Found error`,
});
export const removePerson: Reason = { code: 'moderation.remove_person', message: 'A person cannot be removed: suspend them instead.' };
export const suspendStaff: Reason = {
  code: 'moderation.staff_target',
  message: 'Only admins may suspend a moderator, and nobody may suspend an admin: make them a member first. Forbidden error',
};
export const moderateStaffContent: Reason = {
  code: 'moderation.staff_target',
  message: "Only admins may act on reports of a moderator's or an admin's posts and comments. Forbidden error",
};
export const moderateSelf: Reason = {
  code: 'moderation.self',
  message: 'You cannot act on a report about yourself or what you posted. Forbidden error',
};
export const untilPassed: Reason = {
  code: 'moderation.until_passed',
  message: 'A suspension must end in the future; leave "until" empty to suspend for good.',
};
export const notSuspended: Reason = { code: 'moderation.not_suspended', message: 'This account is not suspended.' };

// Notifications.
export const notificationNotFound = (notificationId: string): Reason => ({
  code: 'notification.not_found',
  message: `No notification with id "${notificationId}" is yours. Not Found error`,
});
