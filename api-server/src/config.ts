import path from 'node:path';
import { isLanguageCode, languages, sourceLanguage, type LanguageCode } from 'api-contract/languages';
import { fileURLToPath } from 'node:url';
import { registrationModes, type Registration, type RegistrationMode } from 'api-contract/runtime-config';
import type { RateLimitSettings } from 'api-core/rate-limits';
import { readTrustProxy } from './http/client-address';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A remote app the server may serve: its federation name, its build and where pages load it. */
/**
 * A remote the shell's pages load: its build here, and where pages load it from. `deployedHere`:
 * its address is this machine's default (no `MF_*_URL`), so the build here is the one pages get.
 */
export type RemoteApp = { name: string; dist: string; url: URL; deployedHere: boolean };

export type ServerConfig = {
  host: string;
  port: number;
  /** `DATABASE_URL`: a PostgreSQL server; unset means the embedded PostgreSQL in the data folder. */
  databaseUrl: string | undefined;
  /** Media, the token secret, and the embedded PostgreSQL's cluster when there is no `DATABASE_URL`. */
  dataDir: string;
  jwtSecret: string | undefined;
  /**
   * `SOCIAL_DEMO`: an empty database gets the spec's seed (whose passwords are published, and a
   * shared guest account), and pages offer "Login as a Guest". On by default only without a
   * `DATABASE_URL`, so `pnpm start` is the demo and a deployment starts with no account.
   */
  demo: boolean;
  /** The interface's language for whom neither a choice nor the browser names one (`SOCIAL_DEFAULT_LANGUAGE`). */
  defaultLanguage: LanguageCode;
  /** The community's address (`SOCIAL_PUBLIC_URL`), which every link in a mail leads to; no trailing slash. */
  publicUrl: string;
  /** Whether the community is part of the fediverse (`SOCIAL_FEDERATION`, `SOCIAL_FEDERATION_ALLOW_PRIVATE`): see `readFederation`. */
  federation: FederationSettings;
  /** What mails call the community (`SOCIAL_COMMUNITY_NAME`); the public address's host when unset. */
  communityName: string;
  /** How mail is sent (`SOCIAL_SMTP_URL`, `SOCIAL_MAIL_FROM`); null: the server sends none. */
  mail: MailSettings | null;
  /** `SOCIAL_REQUIRE_VERIFIED_EMAIL`: an account whose address is not confirmed may only read until it is (only with mail). */
  requireVerifiedEmail: boolean;
  /** Moderators and admins must set up a second factor before their tools open (`SOCIAL_STAFF_REQUIRE_2FA`). */
  staffRequireTwoFactor: boolean;
  /** How long one try of a background job (a mail) may run before it is taken for lost and tried again (`SOCIAL_JOB_TIMEOUT_SECONDS`). */
  jobTimeoutSeconds: number;
  /** How people join (`SOCIAL_REGISTRATION`, `SOCIAL_MEMBER_INVITES`). */
  registration: Registration;
  /** Calls of each kind one account or address may make a minute, counted in the database (0: no limit). */
  rateLimits: RateLimitSettings;
  /** Live event streams one address may hold open at once in this process, and the process in all. */
  streams: { perAddress: number; max: number };
  /** Fastify's `trustProxy` (`SOCIAL_TRUST_PROXY`): whose `X-Forwarded-For` names the client. */
  trustProxy: boolean | number | string[];
  /** In seconds, 0 for none: see `readTimeouts`. */
  timeouts: Timeouts;
  /** The shell's build (`SOCIAL_SHELL_DIST`), served with the API; null serves the API alone (`pnpm dev`). */
  shellDist: string | null;
  /** The remotes the shell's pages load, served on their own ports unless `serveRemotes` is off. */
  remotes: RemoteApp[];
  serveRemotes: boolean;
  /** Adds `POST /api/testing/reset`, which seeds the database afresh. For the tests only. */
  testing: boolean;
  /**
   * Hashes passwords at argon2's least cost: set by the tests' in-process server alone, which no
   * setting reaches (a server started from settings, the benchmarks' included, hashes at OWASP's).
   */
  leastPasswordCost: boolean;
  logLevel: string;
  /** How long a SIGTERM waits for the requests in flight before the server stops without them (`SOCIAL_SHUTDOWN_SECONDS`). */
  shutdownMs: number;
};

/**
 * `enabled`: members are ActivityPub actors other servers find, follow and read. `allowPrivate`:
 * this server may be reached at, and may reach, loopback and private addresses over plain http
 * (two servers on one machine in a test), which a real community must never allow.
 * `remoteMediaDays` (`SOCIAL_REMOTE_MEDIA_DAYS`, 30 when unset): how long the copy of an image of
 * another server's post is kept here before it goes, to be fetched again when someone asks.
 * `inboxesAtOnce` (`SOCIAL_INBOX_AT_ONCE`, 64 when unset; 0: no bound): how many deliveries this
 * process checks at once (each is then taken, answered, and read after); one more is answered 503
 * with `Retry-After`, as a sender's retries expect. `inboxWaitingMax` (`SOCIAL_INBOX_WAITING_MAX`,
 * 10,000 when unset; 0: no bound): how many deliveries taken may wait to be read, every process's;
 * past that, one more is answered 503 with `Retry-After` too.
 */
export type FederationSettings = {
  enabled: boolean;
  allowPrivate: boolean;
  remoteMediaDays: number;
  inboxesAtOnce: number;
  inboxWaitingMax: number;
};

/** The SMTP server mail is handed to (`smtp://user:pass@host:587`, or `smtps://` on 465) and the sender's address. */
export type MailSettings = { smtpUrl: string; from: string };

/** How long the server waits, in seconds; 0 waits for ever. */
export type Timeouts = {
  /** To receive a whole request, headers and body (Node's `requestTimeout`): a 408 after. */
  requestSeconds: number;
  /** A connection on which nothing is sent or received this long is closed (Fastify's `connectionTimeout`). */
  idleSeconds: number;
  /** An idle keep-alive connection is closed after this long between requests. */
  keepAliveSeconds: number;
  /** The longest a PostgreSQL statement may run, or a transaction sit idle, before the database cancels it. */
  statementSeconds: number;
};

const remoteDefaults = [
  { name: 'mf_feed', folder: 'mf-feed', env: 'MF_FEED_URL', port: 3001 },
  { name: 'mf_profile', folder: 'mf-profile', env: 'MF_PROFILE_URL', port: 3002 },
  { name: 'mf_comments', folder: 'mf-comments', env: 'MF_COMMENTS_URL', port: 3003 },
  { name: 'mf_admin', folder: 'mf-admin', env: 'MF_ADMIN_URL', port: 3004 },
  { name: 'mf_notifications', folder: 'mf-notifications', env: 'MF_NOTIFICATIONS_URL', port: 3005 },
  { name: 'mf_messages', folder: 'mf-messages', env: 'MF_MESSAGES_URL', port: 3006 },
];

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, not "${value}".`);
  return parsed;
}

/**
 * Where pages load a remote: its `remoteEntry.js`, which the federation runtime loads as it is (no
 * manifest is fetched first: that was one more round trip before a screen's first card).
 */
function remoteEntryUrl(value: string, name: string): URL {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || !url.pathname.endsWith('.js')) {
    throw new Error(
      `${name} must be the address of the remote's remoteEntry.js (such as https://cdn.example/feed/remoteEntry.js), not "${value}".`,
    );
  }
  return url;
}

/** A setting that has no "none": Fastify reads a keep-alive timeout of 0 as its default. */
function atLeastOne(value: number, name: string): number {
  if (value < 1) throw new Error(`${name} must be at least 1.`);
  return value;
}

const isMode = (value: string): value is RegistrationMode => (registrationModes as readonly string[]).includes(value);

/** `SOCIAL_REGISTRATION` (open, approval, invite or closed; open when unset) and `SOCIAL_MEMBER_INVITES` (true or false). */
function readRegistration(env: NodeJS.ProcessEnv): Registration {
  const mode = env.SOCIAL_REGISTRATION || 'open';
  if (!isMode(mode)) throw new Error(`SOCIAL_REGISTRATION must be ${registrationModes.join(', ')}, not "${mode}".`);
  const membersInvite = env.SOCIAL_MEMBER_INVITES || 'false';
  if (!['true', 'false'].includes(membersInvite)) throw new Error(`SOCIAL_MEMBER_INVITES must be true or false, not "${membersInvite}".`);
  return { mode, membersInvite: membersInvite === 'true' };
}

/** `SOCIAL_DEFAULT_LANGUAGE`: one of the interface's languages by its code; English when unset. */
function readDefaultLanguage(env: NodeJS.ProcessEnv): LanguageCode {
  const language = env.SOCIAL_DEFAULT_LANGUAGE || sourceLanguage;
  if (!isLanguageCode(language)) {
    const codes = languages.map(({ code, name }) => `${code} (${name})`).join(', ');
    throw new Error(`SOCIAL_DEFAULT_LANGUAGE must be one of ${codes}, not "${language}".`);
  }
  return language;
}

/** `SOCIAL_PUBLIC_URL`: an http(s) address with no query or fragment; the server's own address when unset. */
function readPublicUrl(env: NodeJS.ProcessEnv, host: string, port: number): string {
  const value = env.SOCIAL_PUBLIC_URL || `http://${host}:${port}`;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new Error(`SOCIAL_PUBLIC_URL must be the community's address, such as https://social.example, not "${value}".`);
  }
  return url.href.replace(/\/+$/, '');
}

const loopbackHosts = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * `SOCIAL_FEDERATION` (on or off; off when unset, as for the demo) and
 * `SOCIAL_FEDERATION_ALLOW_PRIVATE` (off when unset). Other servers know a member by the public
 * address for ever, so a federating community must name its https address; an http one on this
 * machine only for tests, which say so.
 */
function readFederation(env: NodeJS.ProcessEnv, publicUrl: string): FederationSettings {
  const enabled = onOrOff(env, 'SOCIAL_FEDERATION');
  const allowPrivate = onOrOff(env, 'SOCIAL_FEDERATION_ALLOW_PRIVATE');
  if (enabled) {
    const url = new URL(publicUrl);
    const testOrigin = allowPrivate && url.protocol === 'http:' && loopbackHosts.test(url.hostname);
    if (url.protocol !== 'https:' && !testOrigin) {
      throw new Error(
        `SOCIAL_FEDERATION=on needs SOCIAL_PUBLIC_URL to be the community's https address (such as https://social.example), not "${publicUrl}": other servers know its members by it for ever. An http address on this machine is allowed only for tests, with SOCIAL_FEDERATION_ALLOW_PRIVATE=on.`,
      );
    }
    if (url.pathname !== '/')
      throw new Error(`SOCIAL_FEDERATION=on needs SOCIAL_PUBLIC_URL to be an origin with no path, not "${publicUrl}".`);
  }
  // The images of other servers' posts are kept this long, then fetched again when someone asks.
  const remoteMediaDays = atLeastOne(integer(env.SOCIAL_REMOTE_MEDIA_DAYS, 30, 'SOCIAL_REMOTE_MEDIA_DAYS'), 'SOCIAL_REMOTE_MEDIA_DAYS');
  // More deliveries than this at once wait no longer in memory: their senders try again later.
  const inboxesAtOnce = integer(env.SOCIAL_INBOX_AT_ONCE, 64, 'SOCIAL_INBOX_AT_ONCE');
  // Nor past about a minute of reading (150 a second on two cores) in the database: a flood is sent again later.
  const inboxWaitingMax = integer(env.SOCIAL_INBOX_WAITING_MAX, 10_000, 'SOCIAL_INBOX_WAITING_MAX');
  return { enabled, allowPrivate, remoteMediaDays, inboxesAtOnce, inboxWaitingMax };
}

/** `SOCIAL_SMTP_URL` and `SOCIAL_MAIL_FROM`: both, or neither (no mail); a wrong value stops the start in words. */
function readMail(env: NodeJS.ProcessEnv): MailSettings | null {
  const smtpUrl = env.SOCIAL_SMTP_URL || '';
  const from = env.SOCIAL_MAIL_FROM || '';
  if (smtpUrl === '') {
    if (from !== '') throw new Error('SOCIAL_MAIL_FROM is set but SOCIAL_SMTP_URL is not: set both to send mail, or neither.');
    return null;
  }
  const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : null;
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || url.hostname === '') {
    throw new Error("SOCIAL_SMTP_URL must be an SMTP server's address, such as smtp://user:password@smtp.example:587 or smtps://...:465.");
  }
  if (from === '')
    throw new Error(
      'SOCIAL_MAIL_FROM must be set with SOCIAL_SMTP_URL: the address mail is sent from, such as "Social <social@example.org>".',
    );
  if (!/^(?:[^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(from.trim())) {
    throw new Error(`SOCIAL_MAIL_FROM must be an email address, such as "Social <social@example.org>", not "${from}".`);
  }
  return { smtpUrl, from: from.trim() };
}

/** `SOCIAL_REQUIRE_VERIFIED_EMAIL` (on or off; off when unset): on needs mail, or nobody could confirm. */
function readRequireVerifiedEmail(env: NodeJS.ProcessEnv): boolean {
  const value = env.SOCIAL_REQUIRE_VERIFIED_EMAIL || 'off';
  if (!['on', 'off'].includes(value)) throw new Error(`SOCIAL_REQUIRE_VERIFIED_EMAIL must be on or off, not "${value}".`);
  if (value === 'on' && !env.SOCIAL_SMTP_URL) {
    throw new Error('SOCIAL_REQUIRE_VERIFIED_EMAIL=on needs mail (SOCIAL_SMTP_URL): without it nobody could confirm an address.');
  }
  return value === 'on';
}

/** A setting that is `on` or `off` (`off` when unset); anything else stops the start in words. */
function onOrOff(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name] || 'off';
  if (!['on', 'off'].includes(value)) throw new Error(`${name} must be on or off, not "${value}".`);
  return value === 'on';
}

/** `SOCIAL_DEMO` (on or off); when unset, on unless a `DATABASE_URL` names a deployment's database. */
function readDemo(env: NodeJS.ProcessEnv): boolean {
  const demo = env.SOCIAL_DEMO || (env.DATABASE_URL ? 'off' : 'on');
  if (!['on', 'off'].includes(demo)) throw new Error(`SOCIAL_DEMO must be on or off, not "${demo}".`);
  return demo === 'on';
}

/**
 * The rate limits, with defaults a person never reaches and a script soon does: Mastodon allows
 * an account 300 changes in 5 minutes and an address 7,500 calls in 5 minutes (of every kind;
 * only the limited kinds count here).
 */
const readRateLimits = (env: NodeJS.ProcessEnv): RateLimitSettings => ({
  authPerMinute: integer(env.SOCIAL_AUTH_ATTEMPTS_PER_MINUTE, 10, 'SOCIAL_AUTH_ATTEMPTS_PER_MINUTE'),
  writesPerMinute: integer(env.SOCIAL_WRITES_PER_MINUTE, 60, 'SOCIAL_WRITES_PER_MINUTE'),
  searchesPerMinute: integer(env.SOCIAL_SEARCHES_PER_MINUTE, 60, 'SOCIAL_SEARCHES_PER_MINUTE'),
  // A browser holds one stream; one the server drops reconnects after 3 seconds, 20 a minute at most.
  streamsPerMinute: integer(env.SOCIAL_STREAMS_PER_MINUTE, 30, 'SOCIAL_STREAMS_PER_MINUTE'),
  addressPerMinute: integer(env.SOCIAL_ADDRESS_CALLS_PER_MINUTE, 600, 'SOCIAL_ADDRESS_CALLS_PER_MINUTE'),
  // 50 a second from one server: a busy server's burst after a popular post, with room to spare.
  inboxPerMinute: integer(env.SOCIAL_INBOX_DELIVERIES_PER_MINUTE, 3000, 'SOCIAL_INBOX_DELIVERIES_PER_MINUTE'),
});

const readTimeouts = (env: NodeJS.ProcessEnv): Timeouts => ({
  // A 2 MB body over a slow mobile link (about 300 kbit/s) arrives within a minute.
  requestSeconds: integer(env.SOCIAL_REQUEST_TIMEOUT_SECONDS, 60, 'SOCIAL_REQUEST_TIMEOUT_SECONDS'),
  idleSeconds: integer(env.SOCIAL_IDLE_TIMEOUT_SECONDS, 120, 'SOCIAL_IDLE_TIMEOUT_SECONDS'),
  // Longer than the 60 seconds load balancers commonly keep an idle connection: the balancer, not
  // the server, closes it, so it never sends a request on a connection the server is closing.
  keepAliveSeconds: atLeastOne(
    integer(env.SOCIAL_KEEP_ALIVE_TIMEOUT_SECONDS, 72, 'SOCIAL_KEEP_ALIVE_TIMEOUT_SECONDS'),
    'SOCIAL_KEEP_ALIVE_TIMEOUT_SECONDS',
  ),
  statementSeconds: integer(env.SOCIAL_STATEMENT_TIMEOUT_SECONDS, 30, 'SOCIAL_STATEMENT_TIMEOUT_SECONDS'),
});

/**
 * The configuration from the environment, with defaults that run the composed app on one
 * machine: the shell and `/api` on localhost:3000, the remotes on 3001-3006, an embedded PostgreSQL
 * in `data/`, and the demo's seed.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const serveApps = env.SOCIAL_SERVE_APPS ?? 'all';
  if (!['all', 'shell', 'none'].includes(serveApps)) throw new Error(`SOCIAL_SERVE_APPS must be all, shell or none, not "${serveApps}".`);
  const host = env.HOST ?? 'localhost';
  const port = integer(env.PORT, 3000, 'PORT');
  const publicUrl = readPublicUrl(env, host, port);
  return {
    host,
    port,
    publicUrl,
    communityName: env.SOCIAL_COMMUNITY_NAME?.trim() || new URL(publicUrl).host,
    federation: readFederation(env, publicUrl),
    mail: readMail(env),
    requireVerifiedEmail: readRequireVerifiedEmail(env),
    staffRequireTwoFactor: onOrOff(env, 'SOCIAL_STAFF_REQUIRE_2FA'),
    // Longer than a mail's SMTP timeouts (createMailer), so a slow server fails a try before it is taken for lost.
    jobTimeoutSeconds: atLeastOne(integer(env.SOCIAL_JOB_TIMEOUT_SECONDS, 120, 'SOCIAL_JOB_TIMEOUT_SECONDS'), 'SOCIAL_JOB_TIMEOUT_SECONDS'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.SOCIAL_DATA_DIR ?? path.join(workspaceRoot, 'data')),
    jwtSecret: env.JWT_SECRET || undefined,
    demo: readDemo(env),
    defaultLanguage: readDefaultLanguage(env),
    registration: readRegistration(env),
    rateLimits: readRateLimits(env),
    streams: {
      // Each browser holds one stream; many people can share an address (a household, an office, a carrier's NAT).
      perAddress: integer(env.SOCIAL_STREAMS_PER_ADDRESS, 50, 'SOCIAL_STREAMS_PER_ADDRESS'),
      max: integer(env.SOCIAL_STREAMS_MAX, 10_000, 'SOCIAL_STREAMS_MAX'),
    },
    trustProxy: readTrustProxy(env.SOCIAL_TRUST_PROXY),
    timeouts: readTimeouts(env),
    shellDist: serveApps === 'none' ? null : path.resolve(env.SOCIAL_SHELL_DIST ?? path.join(workspaceRoot, 'shell/dist')),
    remotes: remoteDefaults.map((remote) => ({
      name: remote.name,
      dist: path.join(workspaceRoot, remote.folder, 'dist'),
      url: remoteEntryUrl(env[remote.env] ?? `http://localhost:${remote.port}/remoteEntry.js`, remote.env),
      deployedHere: !env[remote.env],
    })),
    serveRemotes: serveApps === 'all',
    testing: env.SOCIAL_TESTING === '1',
    leastPasswordCost: false,
    logLevel: env.LOG_LEVEL ?? 'info',
    shutdownMs: integer(env.SOCIAL_SHUTDOWN_SECONDS, 10, 'SOCIAL_SHUTDOWN_SECONDS') * 1000,
  };
}
