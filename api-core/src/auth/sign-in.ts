import type { Session, UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { fail, succeed } from 'api-contract/rules/result';
import { answer } from '../handler';
import type { Platform } from '../platform';
import { readUser } from '../users/user-views';
import { deviceOf } from './device';
import { openSession } from './session-store';

/** How a session was signed in, as the person's list of sessions says. */
export type SignInMethod = Session['signedInWith'];

/** A token for a new session of `user` on the browser `userAgent` names, signed in `how`. */
export const tokenFor = async (platform: Platform, user: UserRef, userAgent: string | undefined, how: SignInMethod) =>
  platform.tokens.issue({ ...user, sessionId: await openSession(platform.db, user, deviceOf(userAgent), how) });

/** A login's answer: the person's own record and the token of the session it opens. */
export async function signedIn(platform: Platform, user: UserRef, userAgent: string | undefined, how: SignInMethod) {
  const foundUser = await readUser(platform, user._id, user);
  if (!foundUser) return fail(404, reasons.accountGone);
  return succeed(answer('full', { foundUser, encodedToken: await tokenFor(platform, user, userAgent, how) }));
}
