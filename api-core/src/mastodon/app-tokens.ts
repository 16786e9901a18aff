import type { Session } from 'api-contract/entities';
import { hashOf } from '../auth/one-time-links';
import { endSession, findWithSession, type TokenCheck } from '../auth/session-store';
import type { Queryable } from '../db/database';

/**
 * What OAuth's token endpoint reads and keeps (the server's `/oauth/token` and `/oauth/revoke`,
 * spoken by a maintained library whose model these are): registered apps, the codes members'
 * Allow gave, and apps' tokens, each secret by its SHA-256 alone.
 */

/** An app as the token endpoint checks it: its secret's hash, where it may send members back, what it may ask. */
export type AppRecord = {
  id: string;
  clientId: string;
  name: string;
  website: string | null;
  secretSha256: string;
  redirectUris: string[];
  scopes: string[];
};

export async function appByClientId(db: Queryable, clientId: string): Promise<AppRecord | null> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    website: string | null;
    client_secret_sha256: string;
    redirect_uris: string[];
    scopes: string[];
  }>('select id, name, website, client_secret_sha256, redirect_uris, scopes from oauth_apps where client_id = $1', [clientId]);
  const row = rows[0];
  if (!row) return null;
  const { id, name, website, client_secret_sha256: secretSha256, redirect_uris: redirectUris, scopes } = row;
  return { id, clientId, name, website, secretSha256, redirectUris, scopes };
}

/** Whether `secret` is the app's: compared by hash, so no timing of the comparison tells its first characters. */
export const isAppSecret = (app: AppRecord, secret: string): boolean => hashOf(secret) === app.secretSha256;

/** A code a member's Allow gave an app, not yet exchanged. */
export type CodeRecord = {
  appId: string;
  userId: string;
  redirectUri: string;
  scopes: string[];
  challenge: { code: string; method: 'S256' } | null;
  signedInWith: Session['signedInWith'];
  expiresAt: Date;
};

export async function codeRecord(db: Queryable, code: string): Promise<CodeRecord | null> {
  const { rows } = await db.query<{
    app_id: string;
    user_id: string;
    redirect_uri: string;
    scopes: string[];
    code_challenge: string | null;
    code_challenge_method: 'S256' | null;
    signed_in_with: Session['signedInWith'];
    expires_at: Date;
  }>('select * from oauth_codes where code_sha256 = $1', [hashOf(code)]);
  const row = rows[0];
  if (!row) return null;
  return {
    appId: row.app_id,
    userId: row.user_id,
    redirectUri: row.redirect_uri,
    scopes: row.scopes,
    challenge:
      row.code_challenge === null || row.code_challenge_method === null
        ? null
        : { code: row.code_challenge, method: row.code_challenge_method },
    signedInWith: row.signed_in_with,
    // A Date of this realm: the library checks `instanceof Date`, and a driver may make its own.
    expiresAt: new Date(row.expires_at),
  };
}

/**
 * Takes a code so it is never exchanged again: true for the one exchange that deleted it, false
 * for every other, however many race (the row's delete decides), and for one already taken.
 */
export async function takeCode(db: Queryable, code: string): Promise<boolean> {
  const { rows } = await db.query('delete from oauth_codes where code_sha256 = $1 returning app_id', [hashOf(code)]);
  // Codes that expired unused are forgotten with it.
  await db.query('delete from oauth_codes where expires_at <= now()');
  return rows.length === 1;
}

/** An app's token pair as kept: the session it belongs to (null for the app's own token), and the scopes it has. */
export async function keepTokens(
  db: Queryable,
  tokens: { accessToken: string; refreshToken: string | null; appId: string; sessionId: string | null; scopes: string[] },
): Promise<void> {
  await db.query(
    `insert into oauth_tokens (access_token_sha256, refresh_token_sha256, app_id, session_id, scopes)
     values ($1, $2, $3, $4, $5)`,
    [
      hashOf(tokens.accessToken),
      tokens.refreshToken === null ? null : hashOf(tokens.refreshToken),
      tokens.appId,
      tokens.sessionId,
      tokens.scopes,
    ],
  );
}

/** Whom an app's token is for: its app, its session's member (none for the app's own token), and its scopes. */
export type TokenHolder = { appId: string; sessionId: string | null; userId: string | null; scopes: string[] };

/** What a token's row says of its holder: `t` the token, `sessions` its session's alias. */
const holderColumns = (sessions: string) => `t.app_id, t.session_id as token_session_id, ${sessions}.user_id as token_user_id, t.scopes`;
type HolderRow = { app_id: string; token_session_id: string | null; token_user_id: string | null; scopes: string[] };
const holderOf = (row: HolderRow): TokenHolder => ({
  appId: row.app_id,
  sessionId: row.token_session_id,
  userId: row.token_user_id,
  scopes: row.scopes,
});

/**
 * The holder of an access token and the check of its member's session, in one statement (an
 * app's every call asks both); null when no token is it (never issued, revoked, or its session
 * ended). The session is null for the app's own token, which no member holds.
 */
export async function accessTokenCheck(
  db: Queryable,
  accessToken: string,
): Promise<{ holder: TokenHolder; session: TokenCheck | null } | null> {
  const found = await findWithSession<HolderRow>(db, {
    columns: holderColumns('ts'),
    from: 'oauth_tokens t left join sessions ts on ts.id = t.session_id left join users u on u.id = ts.user_id',
    sessionIdSql: 't.session_id',
    where: 't.access_token_sha256 = $1',
    params: [hashOf(accessToken)],
  });
  return found && { holder: holderOf(found.row), session: found.session };
}

/** The holder of a refresh token (whose app the caller checks). */
export async function refreshTokenHolder(db: Queryable, refreshToken: string): Promise<TokenHolder | null> {
  const { rows } = await db.query<HolderRow>(
    `select ${holderColumns('s')} from oauth_tokens t left join sessions s on s.id = t.session_id where t.refresh_token_sha256 = $1`,
    [hashOf(refreshToken)],
  );
  return rows[0] ? holderOf(rows[0]) : null;
}

/** Forgets the token pair a refresh token names, as it is renewed: true for the one renewal that did. */
export async function takeRefreshToken(db: Queryable, refreshToken: string): Promise<boolean> {
  const { rows } = await db.query('delete from oauth_tokens where refresh_token_sha256 = $1 returning app_id', [hashOf(refreshToken)]);
  return rows.length === 1;
}

/**
 * An app's revocation of one of its own tokens (RFC 7009), access or refresh: a member's ends
 * the session it belongs to, as signing out does; the app's own is forgotten. A token of another
 * app, or none, changes nothing, and the answer is the same (RFC 7009 2.2).
 */
export async function revokeAppToken(db: Queryable, appId: string, token: string): Promise<void> {
  const { rows } = await db.query<{ session_id: string | null; user_id: string | null }>(
    `with gone as (delete from oauth_tokens where app_id = $1 and (access_token_sha256 = $2 or refresh_token_sha256 = $2)
                   returning session_id)
     select g.session_id, s.user_id from gone g left join sessions s on s.id = g.session_id`,
    [appId, hashOf(token)],
  );
  const { session_id: sessionId, user_id: userId } = rows[0] ?? { session_id: null, user_id: null };
  if (sessionId !== null && userId !== null) await endSession(db, userId, sessionId, 'signed_out');
}
