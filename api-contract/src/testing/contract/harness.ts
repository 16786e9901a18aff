import { isApiError } from '../../client/api-error';
import type { Registration } from '../../runtime-config';
export { opened } from '../opened-session';

/** A response as a raw request got it, for the cases the typed client cannot send. */
export type RawResponse = { status: number; header: (name: string) => string | null; body: unknown };

/** The sizes of a community generated beside the spec's seed (older than it): `user-g1`..., `post-x1`... */
export type SeedSizes = { users?: number; posts?: number };

/**
 * What the contract suite needs of an implementation. Every implementation runs in the test's
 * own process, so the suite can also reach behind the API: break its database, count its rows.
 */
export type ContractHarness = {
  /** Puts the implementation back to the spec's seed, before each test, with a generated community when asked. */
  reset: (sizes?: SeedSizes) => Promise<void>;
  /** The web address the community's pages are at: passkeys are made for it (`SOCIAL_PUBLIC_URL`, the mock's page). */
  origin: string;
  /** Where the API answers, as the typed client's `baseUrl` (`/api`, `http://127.0.0.1:4321/api`). */
  baseUrl: string;
  /** How the clients send a request, when not by the page's `fetch` (the server's tests use Fastify's inject). */
  fetch?: typeof fetch;
  /** Any request, as a careless or hostile client sends it: method, path under the API, raw body. */
  raw: (method: string, path: string, init?: { body?: string; headers?: Record<string, string> }) => Promise<RawResponse>;
  /** How people join until the next reset, which puts back `open`. */
  setRegistration: (registration: Registration) => void;
  /** Until the next reset, an account whose address is not confirmed may only read (SOCIAL_REQUIRE_VERIFIED_EMAIL). */
  requireVerifiedEmail: () => void;
  /** Until the next reset, moderators and admins need a second factor before their tools answer (SOCIAL_STAFF_REQUIRE_2FA). */
  requireStaffTwoFactor: () => void;
  /** Makes one of the seed's people an admin, as the server's `make-admin` command does. */
  makeAdmin: (username: string) => Promise<void>;
  /**
   * Suspends one of the seed's people for good, behind the API, as a moderator's action leaves
   * the account: for the cases of what a suspension hides, apart from the calls that suspend.
   */
  suspend: (username: string) => Promise<void>;
  /**
   * Makes `name@domain` a person of another server the community knows (as their Follow of a
   * member would), whose server never answers: their id.
   */
  meetPersonElsewhere: (name: string, domain: string) => Promise<string>;
  /** That person (`fromId`) moved to another (`toId`), as the inbox takes their Move once the new account confirmed it. */
  movedElsewhere: (fromId: string, toId: string) => Promise<void>;
  /**
   * An app registers itself, as Mastodon's `POST /api/v1/apps` lets it on the server (the mock
   * carries no Mastodon calls, but the consent screen's are the contract's): its client id.
   */
  registerApp: (app: { name: string; redirectUris: string[]; scopes: string }) => Promise<string>;
  /** Keeps a post of that person, `text`, as their server's Create would have it kept (public unless said): its id here. */
  postElsewhere: (personId: string, text: string, visibility?: 'public' | 'followers') => Promise<string>;
  /** Lifts that suspension, behind the API. */
  unsuspend: (username: string) => Promise<void>;
  /** Makes the database's next statement throw, as a database that fails mid-call does. */
  breakNextQuery: () => void;
  /** Moves the end of every suspension that has one into the past, as time passing does; a suspension for good stays. */
  letTimedSuspensionsEnd: () => Promise<void>;
  /** Makes every upload older than `limits.uploadKeptHours`, as time passing does: the next upload sweeps them. */
  letUploadsExpire: () => Promise<void>;
  /** Moves every password reset link past the hour it works. */
  letResetLinksExpire: () => Promise<void>;
  /** How many rows of each table keep a count that differs from a count of the rows it counts: `noDrift` when the database keeps them right. */
  countDrift: () => Promise<typeof noDrift>;
};

/** Every kept count equal to a count of what it counts (posts' likes and comments, people's posts and follows, replies, tags' posts, notifications' people). */
export const noDrift = { posts: 0, users: 0, comments: 0, tags: 0, notifications: 0 };

export { colourPngs, onePixelPng, pngDataUrl } from '../test-images';

/** A signup of someone new. */
export const newcomer = {
  username: 'newbie',
  password: 'quiet-river-stone-42',
  firstName: 'New',
  lastName: 'Bie',
  email: 'newbie@example.com',
};

/** A like of a post (the first, unless named) sent with `token`: whether the API still takes that token, wherever it is used. */
export const likeWith = (raw: ContractHarness['raw'], token: string, postId = 'post-1') =>
  raw('POST', `/posts/like/${postId}`, { headers: { authorization: token } });

/** The status and message a failing call answered with; a call that succeeds fails the test. */
export async function failure(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const { status, message } = await refusalOf(call);
  return { status, message };
}

/** The status, code and words a failing call answered with; a call that succeeds fails the test. */
export async function refusalOf(call: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('The call succeeded');
}

/** A harness's `raw` call on `fetch`, with the API under `apiBase`: the status, headers and body (JSON when it is). */
export const rawCallsTo =
  (apiBase: string, send: typeof fetch = (...args) => fetch(...args)): ContractHarness['raw'] =>
  async (method, path, init = {}) => {
    const response = await send(`${apiBase}${path}`, { method, headers: init.headers, body: init.body });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, header: (name) => response.headers.get(name), body };
  };
