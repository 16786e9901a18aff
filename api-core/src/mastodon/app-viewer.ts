import type { Queryable } from '../db/database';
import type { Viewer } from '../handler';
import { refused, type MastodonAnswer } from './answers';
import { accessTokenCheck } from './app-tokens';
import { covers } from './scopes';

/** Who calls the client API: a member through an app they allowed, an app alone (its own token), or no one; and what the token may do. */
export type AppCaller = { viewer: Viewer | null; emailConfirmed: boolean; scopes: string[] };

/** The token an `Authorization: Bearer …` header sends, or null. */
const bearerOf = (authorization: string | undefined): string | null => /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;

/**
 * Whom a call's app token is for, if it has the scope `wanted`, in Mastodon's words when not:
 * a call anyone may make needs none; no token where one is needed, or an unknown one (revoked, or its session ended: by the member, a password change or
 * a suspension) is a 401; an app's own token where a member is needed a 422, as Mastodon
 * answers; a scope not granted a 403 naming it.
 */
export async function appCaller(
  db: Queryable,
  authorization: string | undefined,
  /** `scope`: the one the call needs; null for a call any token may make (Mastodon checks none on it). */
  wanted: { scope: string | null; member: boolean },
): Promise<MastodonAnswer<AppCaller>> {
  const token = bearerOf(authorization);
  // What anyone may read (a public timeline, a profile) needs no token, as on Mastodon.
  if (token === null && !wanted.member) return { ok: true, value: { viewer: null, emailConfirmed: true, scopes: [] } };
  const found = token === null ? null : await accessTokenCheck(db, token);
  if (!found) return refused(401, 'The access token is invalid');
  const { holder, session } = found;
  let viewer: Viewer | null = null;
  let emailConfirmed = true;
  if (session !== null) {
    if (session.kind === 'suspended') return refused(403, 'Your login is currently disabled');
    if (session.kind !== 'open') return refused(401, 'The access token is invalid');
    viewer = session.viewer;
    emailConfirmed = session.emailConfirmed;
  }
  if (viewer === null && wanted.member) return refused(422, 'This method requires an authenticated user');
  if (wanted.scope !== null && !covers(holder.scopes, wanted.scope)) {
    return refused(403, `This action is outside the authorized scopes: it needs the scope "${wanted.scope}".`);
  }
  return { ok: true, value: { viewer, emailConfirmed, scopes: holder.scopes } };
}
