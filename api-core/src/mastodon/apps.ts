import { toBase64Url } from 'api-contract/base64url';
import { hashOf } from '../auth/one-time-links';
import type { Queryable } from '../db/database';
import { answered, refused, type MastodonAnswer } from './answers';
import { parseScopes } from './scopes';

/** An app as Mastodon answers its registration: its secret is shown this once. */
export type RegisteredApp = {
  id: string;
  name: string;
  website: string | null;
  scopes: string[];
  redirect_uri: string;
  redirect_uris: string[];
  client_id: string;
  client_secret: string;
  client_secret_expires_at: 0;
};

/** What an app sends to register (`POST /api/v1/apps`), as JSON or a form: Mastodon's names. */
export type AppRegistration = { client_name?: unknown; redirect_uris?: unknown; scopes?: unknown; website?: unknown };

/** Where an app that cannot take a redirect is shown its code to copy (RFC 6749's "out of band"). */
export const outOfBand = 'urn:ietf:wg:oauth:2.0:oob';

const nameMax = 100;
const redirectsMax = 10;
const addressMax = 2000;

/**
 * Registers an app that members may then sign in with: its name, where their answers go back
 * (each an absolute address, its own scheme allowed, or `outOfBand`), the scopes it may ask for
 * and its website. Bad input is refused in words (422, as Mastodon's validation is) and nothing
 * is kept.
 */
export async function registerApp(db: Queryable, sent: AppRegistration): Promise<MastodonAnswer<RegisteredApp>> {
  const name = typeof sent.client_name === 'string' ? sent.client_name.trim() : '';
  if (name === '' || Array.from(name).length > nameMax || /\p{Cc}/u.test(name)) {
    return refused(422, `Validation failed: the app's name (client_name) must be 1 to ${nameMax} characters long.`);
  }
  const redirects = redirectUrisOf(sent.redirect_uris);
  if (typeof redirects === 'string') return refused(422, `Validation failed: ${redirects}`);
  const scopes = parseScopes(typeof sent.scopes === 'string' ? sent.scopes : '');
  if ('unknown' in scopes) return refused(422, `Validation failed: the scope "${scopes.unknown}" is not one this server grants.`);
  const website = typeof sent.website === 'string' && sent.website.trim() !== '' ? sent.website.trim() : null;
  if (website !== null && (!/^https?:\/\//.test(website) || !URL.canParse(website) || website.length > addressMax)) {
    return refused(422, 'Validation failed: the website must be an http or https address.');
  }
  const clientId = randomToken();
  const clientSecret = randomToken();
  const { rows } = await db.query<{ id: string }>(
    `insert into oauth_apps (id, client_id, client_secret_sha256, name, website, redirect_uris, scopes)
     values (gen_random_uuid()::text, $1, $2, $3, $4, $5, $6) returning id`,
    [clientId, hashOf(clientSecret), name, website, redirects, scopes.scopes],
  );
  return answered({
    id: rows[0]!.id,
    name,
    website,
    scopes: scopes.scopes,
    redirect_uri: redirects.join('\n'),
    redirect_uris: redirects,
    client_id: clientId,
    client_secret: clientSecret,
    client_secret_expires_at: 0,
  });
}

/** The redirect addresses an app names (one per line or space, or a list), or what is wrong with them. */
function redirectUrisOf(sent: unknown): string[] | string {
  const named = (Array.isArray(sent) ? sent : typeof sent === 'string' ? sent.split(/\s+/) : []).filter(
    (uri): uri is string => typeof uri === 'string' && uri !== '',
  );
  if (named.length === 0) return 'an app must name where answers go back (redirect_uris).';
  if (named.length > redirectsMax) return `an app may name at most ${redirectsMax} redirect addresses.`;
  const bad = named.find((uri) => uri !== outOfBand && !isRedirectAddress(uri));
  return bad === undefined
    ? [...new Set(named)]
    : `the redirect address "${bad.slice(0, 100)}" must be an absolute address without a fragment.`;
}

/** Schemes a browser runs or reads rather than goes to: never where a member's answer is sent, as on Mastodon. */
const unsafeSchemes = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:']);

/** An absolute address with a scheme (an app's own, like `ivory://`, included, none that runs code) and no fragment. */
function isRedirectAddress(uri: string): boolean {
  if (uri.length > addressMax || !URL.canParse(uri)) return false;
  const url = new URL(uri);
  return (
    url.hash === '' && !uri.includes('#') && /^[a-z][a-z0-9+.-]*:$/i.test(url.protocol) && !unsafeSchemes.has(url.protocol.toLowerCase())
  );
}

/** 32 random bytes, base64url: a client id or secret no one can guess (Web Crypto, as the page's mock has it too). */
const randomToken = (): string => toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
