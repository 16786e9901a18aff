import type { ModerationLogEntry, ModerationNotice, UserRef } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import { noticeActions, type moderationLogActions } from 'api-contract/entity-schemas';
import type { reportTargetTypes } from 'api-contract/schemas';
import type { Queryable } from '../db/database';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import { isoText, targetExists } from './moderation-sql';

type LogAction = (typeof moderationLogActions)[number];
type TargetType = (typeof reportTargetTypes)[number];

/** What a case or an entry keeps of what it is about, as it was when reported (or acted on). */
export type Snapshot = { postId: string | null; title: string; body: string };

/** An entry to write: the names are copied, so the log says who it was after an account is gone. */
export type NewLogEntry = {
  action: LogAction;
  moderator: UserRef;
  subject: UserRef;
  targetType: TargetType;
  targetId: string;
  snapshot: Snapshot;
  reason: string;
  /** A suspension's end (ISO), null for good; ignored for the other actions. */
  until: string | null;
  reportsSettled: number;
};

/** Writes one entry of the log (which the database keeps as written): its id. */
export async function writeLogEntry(tx: Queryable, entry: NewLogEntry): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into moderation_log (action, moderator_id, moderator_username, subject_id, subject_username,
                                 target_type, target_id, post_id, title, body, reason, until, reports_settled)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
             case when $1 = 'suspend' then coalesce($12::timestamptz, 'infinity') end, $13)
     returning id`,
    [
      entry.action,
      entry.moderator._id,
      entry.moderator.username,
      entry.subject._id,
      entry.subject.username,
      entry.targetType,
      entry.targetId,
      entry.snapshot.postId,
      entry.snapshot.title,
      entry.snapshot.body,
      entry.reason,
      entry.until,
      entry.reportsSettled,
    ],
  );
  return rows[0]!.id;
}

/** An admin's block of another server (`block`), or its lifting (null), as the log keeps it. */
export async function writeServerLogEntry(
  tx: Queryable,
  entry: { adminId: string; domain: string; reason: string; block: { severity: 'suspend' | 'limit'; rejectMedia: boolean } | null },
): Promise<void> {
  await tx.query(
    `insert into moderation_log (action, moderator_id, moderator_username, target_type, target_id, title, body, reason,
                                 block_severity, block_reject_media)
     select $2, u.id, u.username, 'server', $3, $3, '', $4, $5, $6 from users u where u.id = $1`,
    [
      entry.adminId,
      entry.block ? 'block_server' : 'unblock_server',
      entry.domain,
      entry.reason,
      entry.block?.severity ?? null,
      entry.block?.rejectMedia ?? null,
    ],
  );
}

/** The whole log, the latest first: the moderation_log_latest index. */
export const logKeyset: Keyset = {
  list: 'moderation.log',
  columns: [column('created_at', 'time'), column('id', 'id')],
  descending: true,
};

/** A page of the log. */
export function logPageQuery(page: Page): SqlQuery {
  const { params, param } = parameters();
  return {
    sql: `select l.id, ${keysSelected(logKeyset, 'l')} from moderation_log l
           where ${startsAfter(logKeyset, 'l', page, param)}
           order by ${orderedBy(logKeyset, 'l')} limit ${param(page.limit + 1)}`,
    params,
  };
}

type LogRow = {
  id: string;
  action: LogAction;
  moderator_id: string;
  moderator_username: string;
  subject_id: string | null;
  subject_username: string | null;
  target_type: TargetType | 'server';
  target_id: string;
  post_id: string | null;
  title: string;
  body: string;
  reason: string;
  until: string | null;
  reports_settled: number;
  created_at: Date;
  exists: boolean;
  block_severity: 'suspend' | 'limit' | null;
  block_reject_media: boolean | null;
};

const logColumns = `l.id, l.action, l.moderator_id, l.moderator_username, l.subject_id, l.subject_username,
  l.target_type, l.target_id, l.post_id, l.title, l.body, l.reason, ${isoText('l.until')} as until,
  l.reports_settled, l.created_at, ${targetExists('l')} as exists, l.block_severity, l.block_reject_media`;

const contentOf = (row: LogRow) => ({ postId: row.post_id, title: row.title, text: row.body, exists: row.exists });

const toEntry = (row: LogRow): ModerationLogEntry => ({
  _id: row.id,
  action: row.action,
  moderator: { _id: row.moderator_id, username: row.moderator_username },
  subject: row.subject_id === null || row.subject_username === null ? null : { _id: row.subject_id, username: row.subject_username },
  targetType: row.target_type,
  targetId: row.target_id,
  content: contentOf(row),
  reason: row.reason,
  until: row.until,
  reportsSettled: row.reports_settled,
  createdAt: row.created_at.toISOString(),
  serverBlock: row.block_severity === null ? null : { severity: row.block_severity, rejectMedia: row.block_reject_media === true },
});

/** The entries `ids` names, in that order. */
export async function readLogEntries(db: Queryable, ids: readonly string[]): Promise<ModerationLogEntry[]> {
  const { rows } = await db.query<LogRow>(
    `select ${logColumns}
       from unnest($1::text[]) with ordinality as listed(id, ordinal)
       join moderation_log l on l.id = listed.id
      order by listed.ordinal`,
    [ids],
  );
  return rows.map(toEntry);
}

const isNoticeAction = (action: LogAction): action is (typeof noticeActions)[number] =>
  (noticeActions as readonly LogAction[]).includes(action);

/**
 * What moderators did to `userId` or what they made since they last read their notices, the
 * latest first, at most `pageSizeMax`: the moderation_log_by_subject index.
 */
export async function readNotices(db: Queryable, userId: string): Promise<ModerationNotice[]> {
  const { rows } = await db.query<LogRow>(
    `select ${logColumns}
       from users me
       join moderation_log l on l.subject_id = me.id and l.created_at > me.notices_read_at
      where me.id = $1 and l.action = any($2::text[])
      order by l.created_at desc, l.id desc
      limit $3`,
    [userId, noticeActions, limits.pageSizeMax],
  );
  // A person's notices are about what is theirs: never a server.
  return rows.flatMap((row) => {
    const { action, target_type: targetType } = row;
    return isNoticeAction(action) && targetType !== 'server'
      ? [
          {
            _id: row.id,
            action,
            targetType,
            content: contentOf(row),
            reason: row.reason,
            until: row.until,
            createdAt: row.created_at.toISOString(),
          },
        ]
      : [];
  });
}

/** Marks every notice of `userId`'s as read: those written before now. */
export async function markNoticesRead(db: Queryable, userId: string): Promise<void> {
  await db.query('update users set notices_read_at = now() where id = $1', [userId]);
}
