import type { RateKind } from 'api-contract/endpoints';
import type { Reason } from 'api-contract/error-codes';
import * as reasons from 'api-contract/reasons';
import { fail, type Failure } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import { countHits, pruneRateCounts, type RateHit } from './rate-counts';

/**
 * How many calls one caller may make a minute, of each kind; 0 turns that limit off. Each kind
 * but `auth` counts per signed-in account (per address for no one signed in), and every one of
 * them also counts against the address's own allowance, whoever is signed in.
 */
export type RateLimitSettings = {
  /** Login and signup attempts, per address: passwords are not guessed at speed. */
  authPerMinute: number;
  /** Changes: every call of the contract that is not a read. */
  writesPerMinute: number;
  /** User searches. */
  searchesPerMinute: number;
  /** Live event streams opened. */
  streamsPerMinute: number;
  /** All of the above from one address together. */
  addressPerMinute: number;
  /** Deliveries to the inboxes from one other server (`inbox`, counted by the server its signature names). */
  inboxPerMinute: number;
  /**
   * The window the allowances are counted in, in seconds: a minute. The tests count in a day, so
   * that no window ends in the middle of a test.
   */
  windowSeconds?: number;
};

/**
 * Who calls: the signed-in account, if any, and the address the call came from, as the
 * transport keys it (the server counts an IPv6 caller by its /64, which one subscriber holds).
 */
export type Caller = { userId: string | null; address: string };

/**
 * What is left of the tightest allowance a call counted against: its size, what remains of it
 * this window, and in how many seconds it starts afresh (Mastodon's `X-RateLimit-*` headers).
 */
export type Allowance = { limit: number; remaining: number; resetSeconds: number };

/** Whether a call may go on; if not, the 429 to answer and when the caller may try again. */
export type Admission = ({ ok: true } | (Failure & { retryAfterSeconds: number })) & { allowance?: Allowance };

/** What is counted: the contract's kinds of calls, and deliveries from other servers (`inbox`, whose caller's address is that server's host). */
export type LimitedKind = RateKind | 'inbox';

export type RateLimiter = {
  /** Counts a call of `kind` by `caller` and says whether it is within every allowance it counts against. */
  admit: (kind: LimitedKind, caller: Caller) => Promise<Admission>;
  /** Stops pruning the counts of windows that have ended (done every few minutes until then). */
  close: () => void;
};

const pruneEveryMs = 5 * 60_000;
const addressBucket = 'address';

const allowanceOf = (kind: LimitedKind, settings: RateLimitSettings): number =>
  ({
    inbox: settings.inboxPerMinute,
    auth: settings.authPerMinute,
    write: settings.writesPerMinute,
    search: settings.searchesPerMinute,
    stream: settings.streamsPerMinute,
  })[kind];

const reasonOf: Record<LimitedKind, (wait: number) => Reason> = {
  inbox: reasons.tooManyDeliveries,
  auth: reasons.tooManyAttempts,
  write: reasons.tooManyChanges,
  search: reasons.tooManySearches,
  stream: reasons.tooManyStreamsOpened,
};

/** The counts a call raises, each with its allowance: its kind's, and (but for `auth`) its address's. */
function countsFor(kind: LimitedKind, caller: Caller, settings: RateLimitSettings): Array<RateHit & { allowance: number }> {
  // A server's deliveries count against its own allowance alone: a large server delivers from few addresses.
  if (kind === 'inbox')
    return settings.inboxPerMinute > 0 ? [{ bucket: kind, key: `server:${caller.address}`, allowance: settings.inboxPerMinute }] : [];
  const address = `address:${caller.address}`;
  const own = { bucket: kind, key: caller.userId === null ? address : `user:${caller.userId}`, allowance: allowanceOf(kind, settings) };
  const counts = kind === 'auth' ? [own] : [own, { bucket: addressBucket, key: address, allowance: settings.addressPerMinute }];
  return counts.filter((count) => count.allowance > 0);
}

/**
 * Rate limits counted in the database (`rate_counts`), so that every process on one database
 * shares one allowance per caller: one statement per call raises its counts and reads them
 * back. Ended minutes are pruned every few minutes (by every process: it costs little).
 */
export function createRateLimiter(db: Queryable, settings: RateLimitSettings, onError: (error: unknown) => void): RateLimiter {
  const { windowSeconds = 60 } = settings;
  const pruning = setInterval(() => void pruneRateCounts(db).catch(onError), pruneEveryMs);
  // In Node, pruning alone must not keep the process running (a page's timers are numbers, with no unref).
  if (typeof pruning === 'object') pruning.unref();

  const admit: RateLimiter['admit'] = async (kind, caller) => {
    const counts = countsFor(kind, caller, settings);
    if (counts.length === 0) return { ok: true };
    const allowances = new Map(counts.map((count) => [count.bucket, count.allowance]));
    const counted = await countHits(db, counts, windowSeconds);
    const over = counted.filter((count) => count.hits > (allowances.get(count.bucket) ?? Infinity));
    const allowance = counted
      .map((count) => {
        const limit = allowances.get(count.bucket) ?? 0;
        return { limit, remaining: Math.max(0, limit - count.hits), resetSeconds: count.secondsLeft };
      })
      .sort((one, other) => one.remaining - other.remaining)[0];
    const told = allowance ? { allowance } : {};
    if (over.length === 0) return { ok: true, ...told };
    const retryAfterSeconds = Math.max(...over.map((count) => count.secondsLeft));
    // The kind's own words when its allowance is spent; the address's when only that is.
    const reason = over.some((count) => count.bucket === kind) ? reasonOf[kind] : reasons.tooManyFromAddress;
    return { ...fail(429, reason(retryAfterSeconds)), retryAfterSeconds, ...told };
  };

  return { admit, close: () => clearInterval(pruning) };
}

export { pruneRateCounts } from './rate-counts';
