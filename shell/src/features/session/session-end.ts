import type { Reason, SessionEndingCode } from 'api-contract/messages';
import type { logout } from './session-slice';

export const expiredSessionMessage = 'Your session has expired. Please log in again.';
const signedOutMessage = 'You were signed out. Please log in again.';

/** Why a session ended, in the page's words, by the refusal's code; the moderators' words are the server's. */
const endedBecause: Record<Exclude<SessionEndingCode, 'account.suspended'>, string> = {
  'session.invalid': expiredSessionMessage,
  'session.ended': expiredSessionMessage,
  'session.signed_out': signedOutMessage,
  'session.ended_elsewhere': 'You were signed out of this session from another device. Please log in again.',
  'session.password_changed': 'Your password was changed on another device. Please log in with the new password.',
  'account.gone': 'This account has been deleted.',
};

/** What is said in a toast: nothing happened elsewhere that the person needs to read about. */
const saidInAToast = new Set([expiredSessionMessage, signedOutMessage]);

/**
 * How the page signs out when the server ended its session (a call refused, or the private
 * stream saying so): why, by the refusal's code, on the login page where it stays to be read;
 * an expiry, or the session signed out by its own Logout, says so in a toast, as it always has.
 */
export function sessionEndNotice({ code, message }: Reason & { code: SessionEndingCode }): Parameters<typeof logout>[0] {
  if (code === 'account.suspended') return { reason: message, onLoginPage: true };
  const reason = endedBecause[code];
  return { reason, onLoginPage: !saidInAToast.has(reason) };
}
