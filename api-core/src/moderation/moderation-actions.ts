import type { UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { checkModeration, checkUnsuspend } from 'api-contract/rules/moderation-rules';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { Role } from 'api-contract/runtime-config';
import type { ValidModerationAction, ValidReport } from 'api-contract/schemas';
import { commentFacts, removeComment } from '../comments/comment-store';
import type { Queryable } from '../db/database';
import type { Viewer } from '../handler';
import { changeWithImages, type ImageChange } from '../media/image-changes';
import { federateSuspension, federateSuspensionLifted } from '../federation/account-federation';
import { followedOrAskedBy, rejectFollowsOfSuspended } from '../federation/follow-answers';
import { federateCommentChange, federatePostChange } from '../federation/post-federation';
import type { Jobs, Platform } from '../platform';
import { holdPostForDeletion, postFacts, removePost } from '../posts/post-store';
import { holdMessageForRemoval, removeMessage } from '../messages/conversation-store';
import { writeLogEntry, type Snapshot } from './moderation-log';
import { liftSuspension, suspendAccount } from './suspensions';

/** The case an open report belongs to: what it is about and whom. */
type OpenCase = {
  caseId: string;
  targetType: ValidReport['targetType'];
  targetId: string;
  snapshot: Snapshot;
  subject: UserRef & { role: Role };
};

/** The case of the report `reportId` while the report is open; null once settled (or when there is no such report). */
async function openCaseOf(db: Queryable, reportId: string): Promise<OpenCase | null> {
  const { rows } = await db.query<{
    case_id: string;
    target_type: OpenCase['targetType'];
    target_id: string;
    post_id: string | null;
    title: string;
    body: string;
    subject_id: string;
    subject_username: string;
    subject_role: Role;
  }>(
    `select c.id as case_id, c.target_type, c.target_id, c.post_id, c.title, c.body,
            a.id as subject_id, a.username as subject_username, a.role as subject_role
       from reports r join report_cases c on c.id = r.case_id join users a on a.id = c.author_id
      where r.id = $1 and r.resolved_at is null`,
    [reportId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    caseId: row.case_id,
    targetType: row.target_type,
    targetId: row.target_id,
    snapshot: { postId: row.post_id, title: row.title, body: row.body },
    subject: { _id: row.subject_id, username: row.subject_username, role: row.subject_role },
  };
}

/**
 * Locks the case (an action and a new report of it take turns, so its open count stays what this
 * action settles) and answers that count and the time now; null when the case is gone.
 */
async function lockCase(tx: Queryable, caseId: string): Promise<{ openCount: number; now: Date } | null> {
  const { rows } = await tx.query<{ open_count: number; now: Date }>(
    'select open_count, now() as now from report_cases where id = $1 for update',
    [caseId],
  );
  const row = rows[0];
  return row ? { openCount: row.open_count, now: row.now } : null;
}

/**
 * Locks the account `userId` against another change of it (not against a report of it), with the
 * members it follows when it is a person of elsewhere, and answers its role now.
 */
async function lockAccount(tx: Queryable, userId: string): Promise<Role | null> {
  // With the members a person of elsewhere follows or asks to, in id order, as count_follows
  // (migration 004) locks two of them: the suspension ends those follows (rejectFollowsOfSuspended),
  // and a block or unfollow between them at once then waits its turn instead of deadlocking.
  const { rows } = await tx.query<{ id: string; role: Role }>(
    `select id, role from users
      where id = $1 or (exists (select 1 from remote_actors where id = $1) and id in (${followedOrAskedBy('$1')}))
      order by id for no key update`,
    [userId],
  );
  return rows.find((row) => row.id === userId)?.role ?? null;
}

/** Settles every open report of the case with the log's entry `entryId`. */
async function settleReports(tx: Queryable, caseId: string, entryId: string): Promise<void> {
  await tx.query('update reports set resolved_at = now(), resolution_id = $2 where case_id = $1 and resolved_at is null', [
    caseId,
    entryId,
  ]);
}

/**
 * What an action takes before the case, in the order every other change takes them, so that
 * none waits on another in a circle: a removal locks the post (and holds its image) or the
 * comment (or message), as its author's deletion does; a suspension the account, as its deletion does.
 * Answers the role of the person acted on (read on their locked row for a suspension, which the
 * staff rule decides on); a removal of what is gone already is the contract's 404 for it.
 */
async function lockTarget(change: ImageChange, found: OpenCase, action: ValidModerationAction['action']): Promise<Result<Role>> {
  if (action === 'remove' && found.targetType === 'post') {
    const post = await holdPostForDeletion(change, found.targetId, () => succeed(true));
    if (!post.ok) return post;
  }
  if (action === 'remove' && found.targetType === 'comment') {
    // A comment's case always names its post.
    const comment = await commentFacts(change.tx, found.snapshot.postId ?? '', found.targetId, { lock: true });
    if (!comment.ok) return comment;
  }
  if (action === 'remove' && found.targetType === 'message') {
    const message = await holdMessageForRemoval(change, found.targetId);
    if (!message.ok) return message;
  }
  const role = action === 'suspend' ? await lockAccount(change.tx, found.subject._id) : found.subject.role;
  return role ? succeed(role) : fail(404, reasons.userNotFound(found.subject._id));
}

/** What the action does beyond the log: the post, comment or message deleted, the account suspended, or nothing. */
async function carryOut(jobs: Jobs, tx: Queryable, found: OpenCase, decision: ValidModerationAction): Promise<void> {
  if (decision.action === 'suspend') {
    await suspendAccount(tx, found.subject._id, decision.until, decision.reason);
    await rejectFollowsOfSuspended(jobs, tx, found.subject._id);
    return federateSuspension(jobs, tx, found.subject._id, decision.until);
  }
  if (decision.action !== 'remove') return;
  if (found.targetType === 'post') {
    // Its author's followers elsewhere are told it is gone, as when its author deletes it.
    const post = await postFacts(tx, found.targetId);
    if (post.ok) await federatePostChange(jobs, tx, post.value, 'delete');
    await removePost(tx, found.targetId);
  } else if (found.targetType === 'message') await removeMessage(tx, found.targetId);
  else {
    const comment = await commentFacts(tx, found.snapshot.postId ?? '', found.targetId);
    if (comment.ok) await federateCommentChange(jobs, tx, { ...comment.value, postId: found.snapshot.postId ?? '' }, 'delete');
    await removeComment(tx, found.targetId);
  }
}

/**
 * A moderator's decision on the open report `reportId`, in one transaction: the log's entry,
 * every open report of its case settled with it, and the removal or suspension. Two moderators
 * deciding at once take turns on the case's row, and the second finds the report settled: its
 * 404. Answers the entry's id.
 */
export async function actOnReport(
  deps: Pick<Platform, 'db' | 'images' | 'jobs'>,
  moderator: Viewer,
  reportId: string,
  decision: ValidModerationAction,
): Promise<Result<string>> {
  const notFound = fail(404, reasons.reportNotFound(reportId));
  const found = await openCaseOf(deps.db, reportId);
  if (!found) return notFound;
  return changeWithImages(deps, async (change) => {
    const role = await lockTarget(change, found, decision.action);
    const locked = role.ok ? await lockCase(change.tx, found.caseId) : null;
    // Looked up again once locked: a decision taken meanwhile settled the report (and may have
    // removed what it was about, which then says nothing more to this moderator than the 404).
    if (!(await openCaseOf(change.tx, reportId))) return notFound;
    if (!role.ok) return role;
    if (!locked) return notFound;
    const subject = { ...found.subject, role: role.value };
    const allowed = checkModeration({ ...decision, targetType: found.targetType, subject, moderator, now: locked.now });
    if (!allowed.ok) return allowed;
    const entryId = await writeLogEntry(change.tx, {
      ...decision,
      moderator,
      subject,
      targetType: found.targetType,
      targetId: found.targetId,
      snapshot: found.snapshot,
      reportsSettled: locked.openCount,
    });
    await settleReports(change.tx, found.caseId, entryId);
    await carryOut(deps.jobs, change.tx, found, decision);
    return succeed(entryId);
  });
}

/** Lifts the suspension of the account `userId`, with the log's entry about the person: its id. */
export async function unsuspend(
  { db, jobs }: Pick<Platform, 'db' | 'jobs'>,
  moderator: Viewer,
  userId: string,
  reason: string,
): Promise<Result<string>> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ username: string; role: Role; title: string; body: string; suspended: boolean }>(
      `select username, role, first_name || ' ' || last_name as title, bio as body, coalesce(suspended_until > now(), false) as suspended
         from users where id = $1 for no key update`,
      [userId],
    );
    const subject = rows[0];
    if (!subject) return fail(404, reasons.userNotFound(userId));
    const allowed = checkUnsuspend(moderator.role, subject.role, subject.suspended);
    if (!allowed.ok) return allowed;
    const entryId = await writeLogEntry(tx, {
      action: 'unsuspend',
      moderator,
      subject: { _id: userId, username: subject.username },
      targetType: 'user',
      targetId: userId,
      snapshot: { postId: null, title: subject.title, body: subject.body },
      reason,
      until: null,
      reportsSettled: 0,
    });
    await liftSuspension(tx, userId);
    await federateSuspensionLifted(jobs, tx, userId);
    return succeed(entryId);
  });
}
