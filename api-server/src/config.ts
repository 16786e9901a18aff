import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registrationModes, type Registration, type RegistrationMode } from 'api-contract/runtime-config';

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
  /** How people join (`SOCIAL_REGISTRATION`, `SOCIAL_MEMBER_INVITES`). */
  registration: Registration;
  /** Login and signup attempts one address may make per minute. */
  authAttemptsPerMinute: number;
  /** The shell's build (`SOCIAL_SHELL_DIST`), served with the API; null serves the API alone (`pnpm dev`). */
  shellDist: string | null;
  /** The remotes the shell's pages load, served on their own ports unless `serveRemotes` is off. */
  remotes: RemoteApp[];
  serveRemotes: boolean;
  /** Adds `POST /api/testing/reset`, which seeds the database afresh. For the tests only. */
  testing: boolean;
  logLevel: string;
  /** How long a SIGTERM waits for the requests in flight before the server stops without them (`SOCIAL_SHUTDOWN_SECONDS`). */
  shutdownMs: number;
};

const remoteDefaults = [
  { name: 'mf_feed', folder: 'mf-feed', env: 'MF_FEED_URL', port: 3001 },
  { name: 'mf_profile', folder: 'mf-profile', env: 'MF_PROFILE_URL', port: 3002 },
  { name: 'mf_comments', folder: 'mf-comments', env: 'MF_COMMENTS_URL', port: 3003 },
  { name: 'mf_admin', folder: 'mf-admin', env: 'MF_ADMIN_URL', port: 3004 },
];

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, not "${value}".`);
  return parsed;
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

/** `SOCIAL_DEMO` (on or off); when unset, on unless a `DATABASE_URL` names a deployment's database. */
function readDemo(env: NodeJS.ProcessEnv): boolean {
  const demo = env.SOCIAL_DEMO || (env.DATABASE_URL ? 'off' : 'on');
  if (!['on', 'off'].includes(demo)) throw new Error(`SOCIAL_DEMO must be on or off, not "${demo}".`);
  return demo === 'on';
}

/**
 * The configuration from the environment, with defaults that run the composed app on one
 * machine: the shell and `/api` on localhost:3000, the remotes on 3001-3004, an embedded PostgreSQL
 * in `data/`, and the demo's seed.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const serveApps = env.SOCIAL_SERVE_APPS ?? 'all';
  if (!['all', 'shell', 'none'].includes(serveApps)) throw new Error(`SOCIAL_SERVE_APPS must be all, shell or none, not "${serveApps}".`);
  return {
    host: env.HOST ?? 'localhost',
    port: integer(env.PORT, 3000, 'PORT'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.SOCIAL_DATA_DIR ?? path.join(workspaceRoot, 'data')),
    jwtSecret: env.JWT_SECRET || undefined,
    demo: readDemo(env),
    registration: readRegistration(env),
    authAttemptsPerMinute: integer(env.SOCIAL_AUTH_ATTEMPTS_PER_MINUTE, 10, 'SOCIAL_AUTH_ATTEMPTS_PER_MINUTE'),
    shellDist: serveApps === 'none' ? null : path.resolve(env.SOCIAL_SHELL_DIST ?? path.join(workspaceRoot, 'shell/dist')),
    remotes: remoteDefaults.map((remote) => ({
      name: remote.name,
      dist: path.join(workspaceRoot, remote.folder, 'dist'),
      url: new URL(env[remote.env] ?? `http://localhost:${remote.port}/mf-manifest.json`),
      deployedHere: !env[remote.env],
    })),
    serveRemotes: serveApps === 'all',
    testing: env.SOCIAL_TESTING === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    shutdownMs: integer(env.SOCIAL_SHUTDOWN_SECONDS, 10, 'SOCIAL_SHUTDOWN_SECONDS') * 1000,
  };
}
