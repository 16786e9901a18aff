import type { Session, UserRef } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import type { Reason, SessionEndingCode } from 'api-contract/error-codes';
import * as reasons from 'api-contract/reasons';
import { fail, type Failure } from 'api-contract/rules/result';
import type { Role } from 'api-contract/runtime-config';
import type { Queryable } from '../db/database';
import type { Viewer } from '../handler';
import type { Device } from './device';
import { suspensionColumns, suspensionIn, type Suspension, type SuspensionRow } from '../moderation/suspensions';

/**
 * Opens a session for `user` on the browser and system `device` names, signed in as
 * `signedInWith` says, and forgets the person's sessions that have expired. The id is the
 * database's random UUID: a token names it, and nothing about it can be guessed.
 */
export async function openSession(db: Queryable, user: UserRef, device: Device, signedInWith: Session['signedInWith']): Promise<string> {
  await db.query('delete from sessions where user_id = $1 and expires_at <= now()', [user._id]);
  await db.query('delete from session_ends where user_id = $1 and expires_at <= now()', [user._id]);
  const { rows } = await db.query<{ id: string }>(
    `insert into sessions (id, user_id, browser, system, signed_in_with, expires_at)
     values (gen_random_uuid()::text, $1, $2, $3, $4, now() + make_interval(days => $5)) returning id`,
    [user._id, device.browser, device.system, signedInWith, limits.sessionDays],
  );
  return rows[0]!.id;
}

/** Why a session was ended before it expired, as `session_ends` keeps it. */
export type SessionEndReason = 'signed_out' | 'ended_elsewhere' | 'password_changed';

/** Whom a token's claims name, as the database knows them now; `why` an ended session ended, when it was ended early. */
export type TokenCheck =
  | { kind: 'open'; viewer: Viewer; emailConfirmed: boolean }
  | { kind: 'ended'; why: SessionEndReason | null }
  | { kind: 'no account' }
  | { kind: 'suspended'; suspension: Suspension };

type SessionRow = {
  id: string | null;
  username: string;
  role: Role;
  email_confirmed: boolean;
  session_id: string | null;
  stale: boolean;
  why: SessionEndReason | null;
} & SuspensionRow;

/** What a session check reads of the person `u` and of the session `s` (open) or `e` (ended early) the joins reach. */
const sessionColumns = `u.id, u.username, u.role, u.email_confirmed, s.id as session_id,
  coalesce(s.last_seen_at < now() - make_interval(mins => ${Number(limits.lastSeenEveryMinutes)}), false) as stale,
  e.reason as why,
  ${suspensionColumns('u')}`;

/** The joins from the person `u` to the session `sessionIdSql` names: open (`s`), or ended early (`e`). */
const sessionJoins = (sessionIdSql: string) =>
  `left join sessions s on s.id = ${sessionIdSql} and s.user_id = u.id and s.expires_at > now()
   left join session_ends e on e.id = ${sessionIdSql} and e.user_id = u.id and e.expires_at > now()`;

/** What a session check's row says: the person gone, suspended, their session ended, or open (its "last seen" kept up). */
async function checkedSession(db: Queryable, row: SessionRow | undefined): Promise<TokenCheck> {
  if (!row?.id) return { kind: 'no account' };
  const suspension = suspensionIn(row);
  if (suspension) return { kind: 'suspended', suspension };
  if (row.session_id === null) return { kind: 'ended', why: row.why };
  if (row.stale) await seen(db, row.session_id);
  return {
    kind: 'open',
    viewer: { _id: row.id, username: row.username, sessionId: row.session_id, role: row.role },
    emailConfirmed: row.email_confirmed,
  };
}

/**
 * Whether the session a token names is open: one lookup on each primary key. Its "last seen"
 * is brought up to date when it is older than `lastSeenEveryMinutes`, so a busy reader writes
 * once every few minutes, not on every call. Any token of an account suspended now says so
 * (its sessions ended with the suspension), so the page signs out with the reason.
 */
export async function checkSession(db: Queryable, userId: string, sessionId: string | null): Promise<TokenCheck> {
  const { rows } = await db.query<SessionRow>(`select ${sessionColumns} from users u ${sessionJoins('$2::text')} where u.id = $1`, [
    userId,
    sessionId,
  ]);
  return checkedSession(db, rows[0]);
}

/**
 * The row a query of another table finds and the check of the session it names, in one
 * statement: an app's token and its member's session are read together, not one after the other.
 * `from` reaches the person as `u` (none: the check is null) and names their session by
 * `sessionIdSql`; `columns` are what else to read of the row.
 */
export async function findWithSession<Row extends object>(
  db: Queryable,
  { columns, from, sessionIdSql, where, params }: { columns: string; from: string; sessionIdSql: string; where: string; params: unknown[] },
): Promise<{ row: Row; session: TokenCheck | null } | null> {
  const { rows } = await db.query<Row & SessionRow>(
    `select ${columns}, ${sessionColumns} from ${from} ${sessionJoins(sessionIdSql)} where ${where}`,
    params,
  );
  const row = rows[0];
  if (!row) return null;
  return { row, session: row.id === null ? null : await checkedSession(db, row) };
}

/**
 * Notes that a session was used now. An app's session stays open while it is used (an app has
 * no password to sign in with again, and Mastodon's tokens do not expire): it ends after
 * `appSessionIdleDays` unused, or when ended like any other.
 */
const seen = (db: Queryable, sessionId: string) =>
  db.query(
    `update sessions set last_seen_at = now(),
            expires_at = case when app_id is null then expires_at else now() + make_interval(days => $2) end
      where id = $1`,
    [sessionId, appSessionIdleDays],
  );

/** How long an app's session stays open unused. */
export const appSessionIdleDays = 90;

/**
 * Opens the session of an app a member allowed (OAuth 2's authorization code): listed with the
 * browser's, with the app's name and the scopes allowed, on the device its User-Agent names.
 */
export async function openAppSession(
  db: Queryable,
  grant: { userId: string; appId: string; scopes: string[]; signedInWith: Session['signedInWith'] },
  device: Device,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into sessions (id, user_id, browser, system, signed_in_with, app_id, scopes, expires_at)
     values (gen_random_uuid()::text, $1, $2, $3, $4, $5, $6, now() + make_interval(days => $7)) returning id`,
    [grant.userId, device.browser, device.system, grant.signedInWith, grant.appId, grant.scopes, appSessionIdleDays],
  );
  return rows[0]!.id;
}

/** The refusal a call made with a session no longer open answers: why, as far as the database knows. */
export function sessionRefusal(check: Exclude<TokenCheck, { kind: 'open' }>): Failure & { code: SessionEndingCode } {
  const refuse = (status: 401 | 404, reason: Reason) => ({ ...fail(status, reason), code: reason.code as SessionEndingCode });
  if (check.kind === 'no account') return refuse(404, reasons.accountGone);
  if (check.kind === 'suspended') return refuse(401, reasons.accountSuspended(check.suspension.until, check.suspension.reason));
  if (check.why === 'signed_out') return refuse(401, reasons.signedOut);
  if (check.why === 'ended_elsewhere') return refuse(401, reasons.endedElsewhere);
  if (check.why === 'password_changed') return refuse(401, reasons.passwordChanged);
  return refuse(401, reasons.sessionEnded);
}

/** The person's open sessions, the most recently used first; `current` marks `currentId`. */
export async function listSessions(db: Queryable, userId: string, currentId: string): Promise<Session[]> {
  const { rows } = await db.query<{
    id: string;
    browser: string | null;
    system: string | null;
    signed_in_with: Session['signedInWith'];
    created_at: Date;
    last_seen_at: Date;
    app_name: string | null;
    app_website: string | null;
    scopes: string[] | null;
  }>(
    `select s.id, s.browser, s.system, s.signed_in_with, s.created_at, s.last_seen_at,
            a.name as app_name, a.website as app_website, s.scopes
       from sessions s left join oauth_apps a on a.id = s.app_id
      where s.user_id = $1 and s.expires_at > now()
      order by s.last_seen_at desc, s.id`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    browser: row.browser,
    system: row.system,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    current: row.id === currentId,
    signedInWith: row.signed_in_with,
    app: row.app_name === null ? null : { name: row.app_name, website: row.app_website, scopes: row.scopes ?? [] },
  }));
}

/**
 * Deletes the sessions `where` names (with its parameters after the reason) and keeps why each
 * open one ended, in the same statement; how many open ones ended.
 */
async function endSessionsWhere(db: Queryable, where: string, params: unknown[], why: SessionEndReason): Promise<number> {
  const { rows } = await db.query<{ ended: string }>(
    `with gone as (delete from sessions where ${where} returning id, user_id, expires_at),
          forgotten as (delete from session_ends e where e.user_id in (select user_id from gone) and e.expires_at <= now())
     insert into session_ends (id, user_id, reason, expires_at)
     select id, user_id, $1, expires_at from gone where expires_at > now()
     on conflict (id) do nothing
     returning id as ended`,
    [why, ...params],
  );
  return rows.length;
}

/** Ends one of the person's sessions, `why` as it is said to that session's pages; how many ended (0 when it is not theirs or not open). */
export const endSession = (db: Queryable, userId: string, sessionId: string, why: SessionEndReason): Promise<number> =>
  endSessionsWhere(db, 'id = $2 and user_id = $3', [sessionId, userId], why);

/** Ends every session of the person but `keptId` (forgetting the expired ones too); how many open ones ended. */
export const endOtherSessions = (db: Queryable, userId: string, keptId: string, why: SessionEndReason): Promise<number> =>
  endSessionsWhere(db, 'user_id = $2 and id <> $3', [userId, keptId], why);
