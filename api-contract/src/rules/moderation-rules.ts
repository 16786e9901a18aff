import type { UserRef } from '../entities';
import * as reasons from '../reasons';
import { hasRole, type Role } from '../runtime-config';
import type { moderationActions, reportTargetTypes } from '../schemas/requests';
import { fail, succeed, type Result } from './result';

/**
 * The rules of moderation, decided on the few facts each needs (the caller's role, the role of
 * the person acted on), so the server decides on rows it has locked and a screen can offer only
 * the actions that would be allowed.
 */

/**
 * Whether someone of role `actor` may suspend, or lift the suspension of, someone of role
 * `subject`: a moderator acts on members, an admin on members and moderators, and nobody on an
 * admin (who must be made a member first), so staff cannot lock each other out.
 */
export const maySuspend = (actor: Role, subject: Role): boolean =>
  hasRole(actor, 'moderator') && (subject === 'member' || (subject === 'moderator' && actor === 'admin'));

/**
 * Whether someone of role `actor` may remove or dismiss a report about someone of role
 * `subject` (or what they posted): a moderator decides on members' cases, an admin on anyone's,
 * so a moderator can neither take down nor quietly close a case about another member of staff.
 */
export const mayDecideCaseOf = (actor: Role, subject: Role): boolean =>
  hasRole(actor, 'moderator') && (subject === 'member' || actor === 'admin');

/** What deciding on a report needs: the action, what the case is about, whom, and who decides when. */
export type ModerationFacts = {
  action: (typeof moderationActions)[number];
  targetType: (typeof reportTargetTypes)[number];
  /** The person reported, or the author of what was reported, with their role now. */
  subject: UserRef & { role: Role };
  moderator: UserRef & { role: Role };
  /** A suspension's end (ISO), null for good; and the time now, as the database has it. */
  until: string | null;
  now: Date;
};

/**
 * Whether the moderator may take the action on the case: never on a case about themselves or
 * what they made; a person is suspended, never removed; a removal or a dismissal follows
 * `mayDecideCaseOf`; a suspension follows `maySuspend` and ends in the future.
 */
export function checkModeration({ action, targetType, subject, moderator, until, now }: ModerationFacts): Result<true> {
  if (subject._id === moderator._id) return fail(403, reasons.moderateSelf);
  if (action === 'remove' && targetType === 'user') return fail(400, reasons.removePerson);
  if (action !== 'suspend') return mayDecideCaseOf(moderator.role, subject.role) ? succeed(true) : fail(403, reasons.moderateStaffContent);
  if (!maySuspend(moderator.role, subject.role)) return fail(403, reasons.suspendStaff);
  return until !== null && Date.parse(until) <= now.getTime() ? fail(400, reasons.untilPassed) : succeed(true);
}

/** Whether the moderator may lift the suspension of `subject` (who must be suspended now). */
export function checkUnsuspend(moderator: Role, subject: Role, suspended: boolean): Result<true> {
  if (!suspended) return fail(400, reasons.notSuspended);
  return maySuspend(moderator, subject) ? succeed(true) : fail(403, reasons.suspendStaff);
}
