import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { sourceLanguage } from 'api-contract/languages';
import type { ApiErrorCode } from 'api-contract/api-error';
import { limits } from 'api-contract/limits';

/** How long a reset link works, named for its translators. */
const resetMinutes = limits.passwordResetMinutes;
const confirmHours = limits.emailConfirmationHours;
/** How long a login's second step waits for its code, and how many wrong codes it takes. */
const secondStepMinutes = limits.secondFactorMinutes;
const wrongCodesMax = limits.secondFactorFailuresMax;
const passkeysMax = limits.passkeysMax;

/**
 * The server's refusals in the reader's language, by their codes. The answers keep the spec's
 * English words, which an English page shows as they are (ids and waits included); another
 * language shows these. A code whose words hold what only the answer knows (a suspension's
 * reason, a field's problem) is not here: its answer's words are shown.
 */
const serverWords: Partial<Record<ApiErrorCode, MessageDescriptor>> = {
  'network.unreachable': msg`The server could not be reached. Check your connection and try again.`,
  'server.unreadable': msg`The server's answer could not be read. Please try again.`,
  'request.malformed_json': msg`The request body is not valid JSON.`,
  'request.malformed_address': msg`The address is not valid.`,
  'request.no_such_call': msg`There is no such API call.`,
  'request.body_too_large': msg`The request is too large.`,
  'server.failure': msg`Something went wrong on the server. Please try again.`,
  'server.unavailable': msg`The service is unavailable right now. Please try again.`,
  'server.busy': msg`The server is too busy to answer right now. Try again in a moment.`,
  'server.streams_full': msg`The server holds as many live streams as it can. Try again in a moment.`,
  'rate.limited': msg`You are going faster than this community allows. Try again in a moment.`,
  'page.invalid_cursor': msg`The list changed: start from the first page again.`,
  'session.invalid': msg`Your session is no longer valid. Please log in again.`,
  'session.required': msg`Please log in to do this.`,
  'session.ended': msg`Your session has ended. Please log in again.`,
  'session.signed_out': msg`You were logged out. Please log in again.`,
  'session.ended_elsewhere': msg`Your session was ended from another device. Please log in again.`,
  'session.password_changed': msg`Your password was changed. Please log in again with the new one.`,
  'session.not_found': msg`That session is not open any more.`,
  'account.gone': msg`This account no longer exists.`,
  'oauth.unknown_app': msg`No app is registered here with this client_id. Ask the app to sign in again.`,
  'oauth.redirect_not_registered': msg`The app asks to send you back to an address it did not register. Nothing was allowed.`,
  'oauth.scope_not_registered': msg`The app asks for a permission it did not register. Nothing was allowed.`,
  'oauth.unsupported_response_type': msg`The app asked to sign in in a way this community does not offer (response_type must be code).`,
  'oauth.invalid_code_challenge': msg`The app's sign-in request is not valid (its PKCE challenge). Ask the app to sign in again.`,
  'account.guest_kept': msg`The shared guest account cannot do this: it belongs to every visitor of the demo.`,
  'login.unknown_username': msg`No account has this username.`,
  'login.wrong_password': msg`The username or password is wrong.`,
  'password.wrong': msg`Your current password is wrong.`,
  'password.locked': msg`Too many wrong passwords in a row. Try again in a few minutes.`,
  'login.awaiting_approval': msg`Your account is waiting for an admin to approve it. You can log in once they have.`,
  'signup.username_taken': msg`This username is already taken.`,
  'signup.closed': msg`This community is not taking new members right now.`,
  'signup.invite_required': msg`This community takes new members by invitation: enter the invite code you were given.`,
  'signup.not_found': msg`This signup is no longer waiting for approval.`,
  'invite.not_found': msg`This invite code is not valid. Check it with the person who gave it to you.`,
  'invite.used_up': msg`This invite code has been used as many times as it allows. Ask for a new one.`,
  'invite.expired': msg`This invite code has expired. Ask for a new one.`,
  'invite.admins_only': msg`Only admins may make invite codes in this community.`,
  'reset.invalid': msg`This link to choose a new password is not valid. Ask for a new one.`,
  'reset.expired': msg`This link to choose a new password has expired: each works for ${resetMinutes} minutes. Ask for a new one.`,
  'reset.used': msg`This link to choose a new password has already been used. Ask for a new one.`,
  'confirm.invalid': msg`This link to confirm an email address is not valid. Ask for a new one in Settings.`,
  'confirm.expired': msg`This link to confirm an email address has expired: each works for ${confirmHours} hours. Ask for a new one in Settings.`,
  'confirm.used': msg`This link to confirm an email address has already been used.`,
  'email.unconfirmed': msg`Confirm your email address first: open the link we mailed to it, or ask for a new one in Settings.`,
  'email.already_confirmed': msg`Your email address is confirmed already.`,
  'mail.off': msg`This community does not send mail. Ask one of its admins for a link to choose a new password.`,
  'second_factor.invalid': msg`This sign-in has ended or is not valid. Log in with your password again.`,
  'second_factor.too_many': msg`Too many wrong codes for this account in the last hour. Try again later, or use one of your recovery codes then.`,
  'second_factor.expired': msg`This sign-in waited more than ${secondStepMinutes} minutes for its code. Log in with your password again.`,
  'second_factor.locked': msg`Too many wrong codes for this sign-in (${wrongCodesMax}). Log in with your password again.`,
  'second_factor.wrong_code': msg`That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.`,
  'second_factor.code_used': msg`That code has been used already. Wait for your authenticator app to show a new one, or use another recovery code.`,
  'totp.already_on': msg`An authenticator app is set up already. Turn it off first to set up another.`,
  'totp.not_started': msg`Start setting up an authenticator app first: its QR code comes with the start.`,
  'totp.wrong_code': msg`That code is not right. Enter the 6-digit code your authenticator app shows now for this account.`,
  'totp.off': msg`No authenticator app is set up for your account.`,
  'staff.only': msg`You are not allowed to do this.`,
  'second_factor.wrong_passkey': msg`That passkey is not one of this account's. Use another of its passkeys, or a code.`,
  'second_factor.none': msg`Set up an authenticator app or a passkey first: recovery codes stand in for one.`,
  'passkey.request_ended': msg`This passkey request has ended or is not valid. Start again.`,
  'passkey.not_verified': msg`Your passkey could not be checked for this site. Try again, or use another way to sign in.`,
  'passkey.unknown': msg`That passkey is not registered for an account here. Sign in with your password, then add it in Settings.`,
  'passkey.already_registered': msg`That passkey is registered already.`,
  'passkey.not_found': msg`That passkey is not one of your account's.`,
  'passkey.too_many': msg`An account may have at most ${passkeysMax} passkeys. Remove one first.`,
  'staff.two_factor_required': msg`This community asks moderators and admins to sign in with two factors: set up an authenticator app or a passkey in Settings first.`,
  'staff.last_admin': msg`The community needs at least one admin: make someone else an admin first.`,
  'post.not_found': msg`This post does not exist.`,
  'post.not_author': msg`This post is not yours.`,
  'media.img_and_images': msg`Send a new image either in img or in images, not both.`,
  'media.required': msg`An image is required.`,
  'media.not_found': msg`This image does not exist.`,
  'media.not_uploaded': msg`An image is not one of your uploads, or its upload has expired: add it again.`,
  'like.already_liked': msg`You already like this post.`,
  'like.below_zero': msg`This post has no like to take back.`,
  'like.already_disliked': msg`You do not like this post.`,
  'bookmark.already': msg`This post is already bookmarked.`,
  'bookmark.missing': msg`This post is not bookmarked.`,
  'comment.not_found': msg`This comment does not exist.`,
  'comment.not_author': msg`This comment is not yours.`,
  'comment.reply_target_gone': msg`The comment you are answering no longer exists.`,
  'vote.already_upvoted': msg`You already voted this up.`,
  'vote.already_downvoted': msg`You already voted this down.`,
  'tag.invalid': msg`A tag holds letters, digits and "_" (at least one letter).`,
  'user.not_found': msg`This person does not exist.`,
  'profile.unavailable': msg`This profile is not available.`,
  'profile.not_owner': msg`This profile is not yours.`,
  'follow.already': msg`You already follow this person.`,
  'follow.missing': msg`You do not follow this person.`,
  'follow.self': msg`You cannot follow yourself.`,
  'domain_block.own': msg`This is the community’s own server: it cannot block itself.`,
  'domain_block.missing': msg`That server is not blocked.`,
  'block.self': msg`You cannot block yourself.`,
  'block.already': msg`You already block this person.`,
  'block.missing': msg`You do not block this person.`,
  'block.by_you': msg`You block this person: unblock them first.`,
  'mute.self': msg`You cannot mute yourself.`,
  'mute.already': msg`You already mute this person.`,
  'mute.missing': msg`You do not mute this person.`,
  'report.self': msg`You cannot report yourself or what you posted.`,
  'report.already': msg`You have already reported this. A moderator will look at it.`,
  'report.target_gone': msg`What you reported no longer exists: there is nothing left to report.`,
  'report.not_found': msg`This report is not open any more.`,
  'moderation.remove_person': msg`A person cannot be removed: suspend them instead.`,
  'moderation.staff_target': msg`Only admins may act on moderators, and nobody may suspend an admin.`,
  'moderation.self': msg`You cannot act on a report about yourself or what you posted.`,
  'moderation.until_passed': msg`A suspension must end in the future; leave "until" empty to suspend for good.`,
  'moderation.not_suspended': msg`This account is not suspended.`,
  'notification.not_found': msg`This notification is not yours.`,
};

/**
 * What a refusal says to the reader: the server's own words on an English page (the spec's, to
 * the letter), else the words of its code in the reader's language, when the code has some.
 */
export function serverWordsFor(code: ApiErrorCode | undefined, message: string): string {
  if (i18n.locale === sourceLanguage || code === undefined) return message;
  const words = serverWords[code];
  return words ? i18n._(words) : message;
}
