import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Reason, SessionEndingCode } from 'api-contract/error-codes';
import type { logout } from './session-slice';

const expiredSession = msg`Your session has expired. Please log in again.`;

/** What an expired session says, in English (the words `sessionEndNotice` says it in, translated). */
export const expiredSessionMessage = 'Your session has expired. Please log in again.';

type EndingCode = Exclude<SessionEndingCode, 'account.suspended'>;

/**
 * Why a session ended, in the page's words, by the refusal's code (`msg` descriptors, said in the
 * language of the moment it ends); the moderators' words are the server's.
 */
const endedBecause: Record<EndingCode, MessageDescriptor> = {
  'session.invalid': expiredSession,
  'session.ended': expiredSession,
  'session.signed_out': msg`You were signed out. Please log in again.`,
  'session.ended_elsewhere': msg`You were signed out of this session from another device. Please log in again.`,
  'session.password_changed': msg`Your password was changed on another device. Please log in with the new password.`,
  'account.gone': msg`This account has been deleted.`,
};

/** What is said in a toast: nothing happened elsewhere that the person needs to read about. */
const saidInAToast: ReadonlySet<EndingCode> = new Set<EndingCode>(['session.invalid', 'session.ended', 'session.signed_out']);

/**
 * How the page signs out when the server ended its session (a call refused, or the private
 * stream saying so): why, by the refusal's code, on the login page where it stays to be read;
 * an expiry, or the session signed out by its own Logout, says so in a toast, as it always has.
 */
export function sessionEndNotice({ code, message }: Reason & { code: SessionEndingCode }): Parameters<typeof logout>[0] {
  if (code === 'account.suspended') return { reason: message, onLoginPage: true };
  return { reason: i18n._(endedBecause[code]), onLoginPage: !saidInAToast.has(code) };
}
