import type { MediaElsewhere, Report, ReportCase, ReportedContent, UserRef } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { Role } from 'api-contract/runtime-config';
import type { ValidReport } from 'api-contract/schemas';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import { groupBy } from '../db/rows';
import { grantedAddress } from '../media/media-grants';
import { imagesOfPosts } from '../posts/post-views';
import { imagesOfReplies } from '../comments/comment-views';
import { mediaOfElsewhere } from '../media/media-elsewhere';
import type { DataDeps, Jobs } from '../platform';
import { forwardReport } from '../federation/reports-elsewhere';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import type { Snapshot } from './moderation-log';
import { postShownTo, profileShownTo } from '../safety/visibility';
import { isoText, targetExists } from './moderation-sql';
import { membershipOf } from '../messages/conversation-store';

type TargetType = ValidReport['targetType'];

/**
 * What a report is about, as it is now: who made it (or who it is), whose post it is on (a
 * comment's), and what a case keeps of it.
 */
type Target = Snapshot & { authorId: string; postAuthorId: string | null; conversationId: string | null };

/**
 * What each kind of target is, read on its primary key and locked against deletion (`for key
 * share`, which edits and counts do not wait on) until the report is written: a report never
 * names what was deleted meanwhile.
 */
const targetSql: Record<TargetType, string> = {
  post: `select author_id, id as post_id, caption as title, content as body from posts where id = $1 for key share`,
  comment: `select c.author_id, c.post_id, p.author_id as post_author_id, '' as title, c.text as body
              from comments c join posts p on p.id = c.post_id where c.id = $1 for key share of c`,
  user: `select id as author_id, null as post_id, first_name || ' ' || last_name as title, bio as body from users where id = $1 for key share`,
  message: `select author_id, null as post_id, '' as title, text as body, conversation_id from messages where id = $1 for key share`,
};

async function targetOf(tx: Queryable, targetType: TargetType, targetId: string): Promise<Target | null> {
  const { rows } = await tx.query<{
    author_id: string;
    post_id: string | null;
    post_author_id?: string;
    title: string;
    body: string;
    conversation_id?: string;
  }>(targetSql[targetType], [targetId]);
  const row = rows[0];
  return row
    ? {
        authorId: row.author_id,
        postId: row.post_id,
        postAuthorId: row.post_author_id ?? null,
        title: row.title,
        body: row.body,
        conversationId: row.conversation_id ?? null,
      }
    : null;
}

/**
 * The case of `target`, made at its first report with what it is then. A case every report of
 * which was settled takes what it is now when reported again: the moderator reads what is
 * reported this time (the log keeps what earlier actions were about). Its row is locked until
 * the transaction ends, as an action on it locks it first.
 */
async function openCase(tx: Queryable, targetType: TargetType, targetId: string, target: Target): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into report_cases (target_type, target_id, author_id, post_id, title, body, context)
     values ($1, $2, $3, $4, $5, $6, ${messageContext('$7::text', '$2')})
     on conflict (target_type, target_id) do update set
       title = case when report_cases.open_count = 0 then excluded.title else report_cases.title end,
       body = case when report_cases.open_count = 0 then excluded.body else report_cases.body end,
       context = case when report_cases.open_count = 0 then excluded.context else report_cases.context end
     returning id`,
    [targetType, targetId, target.authorId, target.postId, target.title, target.body, target.conversationId],
  );
  return rows[0]!.id;
}

/**
 * The messages before a reported one in its conversation (`conversationSql`; null for anything
 * but a message), at most `reportContextMax`, oldest first, as JSON: all a moderator reads of it.
 */
const messageContext = (conversationSql: string, messageIdSql: string): string =>
  `(select json_agg(json_build_object('author', json_build_object('_id', u.id, 'username', u.username), 'text', b.text,
                                      'createdAt', to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                    order by b.created_at, b.id)
      from (select x.* from messages x, messages r
             where r.id = ${messageIdSql} and x.conversation_id = ${conversationSql} and (x.created_at, x.id) < (r.created_at, r.id)
             order by x.created_at desc, x.id desc limit ${limits.reportContextMax}) b
      join users u on u.id = b.author_id)`;

/**
 * Whether `reporterId` is shown what a report is about: not while its author (or, for a comment,
 * the post's author) is suspended or blocks the reporter; a message, only to those still in its
 * conversation.
 */
async function shownToReporter(tx: Queryable, target: Target, reporterId: string): Promise<boolean> {
  if (target.conversationId !== null) return (await membershipOf(tx, target.conversationId, reporterId)) === 'member';
  const { authorId, postAuthorId, postId } = target;
  const { rows } = await tx.query<{ shown: boolean }>(
    `select ${profileShownTo('$1::text', '$3')} and ${profileShownTo('coalesce($2::text, $1::text)', '$3')}
            and ($4::text is null or exists (select 1 from posts p where p.id = $4 and ${postShownTo('p', '$3')})) as shown`,
    [authorId, postAuthorId, reporterId, postId],
  );
  return rows[0]?.shown === true;
}

/**
 * `reporter`'s report: the thing must exist, be shown to them (a report of what is hidden from
 * them is the 404 of what is gone: a 201 would tell them what the 404 of reading it keeps), and
 * not be theirs (nor them); one open report per person and thing, which the reports_one_open
 * index keeps however many are sent at once. With `forward` (and `jobs`, to send it), a copy goes to
 * the server of a person of elsewhere (reports-elsewhere.ts).
 */
export async function fileReport(db: Database, reporter: UserRef, report: ValidReport, jobs: Jobs | null): Promise<Result<Report>> {
  try {
    return await db.transaction(async (tx) => {
      const target = await targetOf(tx, report.targetType, report.targetId);
      if (!target || !(await shownToReporter(tx, target, reporter._id))) return fail(404, reasons.reportedGone);
      if (target.authorId === reporter._id) return fail(400, reasons.reportSelf);
      const caseId = await openCase(tx, report.targetType, report.targetId, target);
      const { rows } = await tx.query<{ id: string; created_at: Date }>(
        'insert into reports (case_id, reporter_id, reason, text) values ($1, $2, $3, $4) returning id, created_at',
        [caseId, reporter._id, report.reason, report.text],
      );
      const { id, created_at } = rows[0]!;
      const reported = { targetType: report.targetType, targetId: report.targetId, authorId: target.authorId };
      const forwarded = report.forward && jobs !== null && (await forwardReport(jobs, tx, id, reported, report.text));
      if (forwarded) await tx.query('update reports set forwarded = true where id = $1', [id]);
      const { forward: _asked, ...asked } = report;
      return succeed({ ...asked, _id: id, forwarded, createdAt: created_at.toISOString() });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'reports_one_open')) return fail(409, reasons.alreadyReported);
    throw error;
  }
}

/** The queue: the most reported first, then the latest (the report_cases_queue index). */
export const queueKeyset: Keyset = {
  list: 'reports.queue',
  columns: [column('open_count', 'count'), column('latest_at', 'time'), column('id', 'id')],
  descending: true,
};

/** A page of the cases with open reports. */
export function queuePageQuery(page: Page): SqlQuery {
  const { params, param } = parameters();
  return {
    sql: `select c.id, ${keysSelected(queueKeyset, 'c')} from report_cases c
           where c.open_count > 0 and ${startsAfter(queueKeyset, 'c', page, param)}
           order by ${orderedBy(queueKeyset, 'c')} limit ${param(page.limit + 1)}`,
    params,
  };
}

type CaseRow = {
  id: string;
  target_type: TargetType;
  target_id: string;
  post_id: string | null;
  title: string;
  body: string;
  context: ReportedContent['context'] | null;
  image: { id: string; alt: string } | null;
  open_count: number;
  latest_at: Date;
  exists: boolean;
  author_id: string;
  author_username: string;
  author_role: Role;
  author_suspended_until: string | null;
  author_suspended_by_their_server: boolean;
};

type OpenReportRow = {
  case_id: string;
  id: string;
  reason: ReportCase['reports'][number]['reason'];
  text: string;
  forwarded: boolean;
  created_at: Date;
  reporter_id: string;
  reporter_username: string;
};

/** The latest `previewMax` open reports of each case of `ids`, the latest first: the reports_open_latest index. */
async function latestOpenReports(db: Queryable, ids: readonly string[]): Promise<Map<string, OpenReportRow[]>> {
  const { rows } = await db.query<OpenReportRow>(
    `select r.case_id, r.id, r.reason, r.text, r.forwarded, r.created_at, u.id as reporter_id, u.username as reporter_username
       from unnest($1::text[]) as listed(id)
       cross join lateral (
         select * from reports r where r.case_id = listed.id and r.resolved_at is null
          order by r.created_at desc, r.id desc limit $2) r
       join users u on u.id = r.reporter_id
      order by r.case_id, r.created_at desc, r.id desc`,
    [ids, limits.previewMax],
  );
  return groupBy(rows, 'case_id');
}

/** What a reported post or comment of elsewhere carries, when it carries something (absent else). */
const withMedia = (media: MediaElsewhere[] | undefined) => (media && media.length > 0 ? { media } : {});

/**
 * The cases `ids` names, in that order, each with its author now and its latest open reports; a
 * reported message's image read from the message while it is there (a message is never edited, so
 * it is the image that was reported).
 */
export async function readCases(deps: DataDeps, ids: readonly string[]): Promise<ReportCase[]> {
  const { db } = deps;
  const { rows } = await db.query<CaseRow>(
    `select c.id, c.target_type, c.target_id, c.post_id, c.title, c.body, c.context, c.open_count, c.latest_at,
            case when c.target_type = 'message' then
              (select json_build_object('id', m.media_id, 'alt', m.image_alt) from messages m where m.id = c.target_id and m.media_id is not null)
            end as image,
            ${targetExists('c')} as exists,
            a.id as author_id, a.username as author_username, a.role as author_role,
            case when a.suspended_until > now() then ${isoText('a.suspended_until')} end as author_suspended_until,
            a.suspended_by_their_server as author_suspended_by_their_server
       from unnest($1::text[]) with ordinality as listed(id, ordinal)
       join report_cases c on c.id = listed.id
       join users a on a.id = c.author_id
      order by listed.ordinal`,
    [ids],
  );
  const reports = await latestOpenReports(db, ids);
  const postImages = await imagesOfPosts(
    deps,
    rows.filter((row) => row.target_type === 'post' && row.exists).map((row) => row.target_id),
  );
  const present = (type: 'post' | 'comment') => rows.filter((row) => row.target_type === type && row.exists).map((row) => row.target_id);
  const replyImages = await imagesOfReplies(deps, present('comment'));
  const mediaElsewhere = await mediaOfElsewhere(db, { posts: present('post'), comments: present('comment') });
  const now = Date.now();
  const images = new Map<string, string>();
  for (const { image } of rows) if (image) images.set(image.id, await grantedAddress(deps, image.id, now));
  return rows.flatMap((row) => {
    const open = reports.get(row.id) ?? [];
    // A case settled between the page's query and this one has nothing left to act on.
    if (!open[0]) return [];
    return [
      {
        _id: open[0].id,
        targetType: row.target_type,
        targetId: row.target_id,
        author: {
          _id: row.author_id,
          username: row.author_username,
          role: row.author_role,
          suspendedUntil: row.author_suspended_until,
          suspendedByTheirServer: row.author_suspended_by_their_server,
        },
        content: {
          postId: row.post_id,
          title: row.title,
          text: row.body,
          exists: row.exists,
          ...(row.target_type === 'message'
            ? { context: row.context ?? [], image: row.image ? { ...row.image, url: images.get(row.image.id) ?? '' } : null }
            : {}),
          ...(row.target_type === 'post' ? { images: postImages.get(row.target_id) ?? [] } : {}),
          ...(row.target_type === 'comment' && replyImages.has(row.target_id) ? { images: replyImages.get(row.target_id) } : {}),
          ...withMedia(mediaElsewhere.get(`${row.target_type}:${row.target_id}`)),
        },
        reportCount: row.open_count,
        reports: open.map((report) => ({
          reporter: { _id: report.reporter_id, username: report.reporter_username },
          reason: report.reason,
          text: report.text,
          forwarded: report.forwarded,
          createdAt: report.created_at.toISOString(),
        })),
        latestAt: row.latest_at.toISOString(),
      },
    ];
  });
}
