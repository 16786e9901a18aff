import type { Queryable } from '../db/database';
import type { Jobs } from '../platform';
import { remoteRecipient } from './follow-answers';

/** What a report names, as the report store reads it: its kind, its id, and the person it is about (or by). */
type Reported = { targetType: 'post' | 'comment' | 'user' | 'message'; targetId: string; authorId: string };

/**
 * A copy of a member's report of a person of another server, or of their post or reply, for
 * their server's moderators (a `Flag`, as Mastodon forwards reports): a job in the report's
 * transaction. It names the person and what of theirs was reported, by their ids there, with the
 * report's words; it is sent as the community, never as the reporter. Nothing goes for someone of
 * this community, nor for a message (messages stay here). Answers whether it goes.
 */
export async function forwardReport(jobs: Jobs, tx: Queryable, reportId: string, reported: Reported, text: string): Promise<boolean> {
  if (reported.targetType === 'message') return false;
  const author = await remoteRecipient(tx, reported.authorId);
  if (!author) return false;
  const content = reported.targetType === 'user' ? null : await uriElsewhere(tx, reported.targetType, reported.targetId);
  // A post or reply of this community on which they are reported (their comment here) has no id there: they alone are named.
  const objects = content ? [author.uri, content] : [author.uri];
  await jobs.enqueue(tx, { name: 'federation.flag', data: { reportId, target: author, objects, text } });
  return true;
}

/** The id on its server of a post or reply that came from elsewhere; null for one written here. */
async function uriElsewhere(tx: Queryable, targetType: 'post' | 'comment', targetId: string): Promise<string | null> {
  const table = targetType === 'post' ? 'posts' : 'comments';
  const { rows } = await tx.query<{ uri: string | null }>(`select uri from ${table} where id = $1`, [targetId]);
  return rows[0]?.uri ?? null;
}
