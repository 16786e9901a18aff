// @ts-check
/**
 * A server on a large generated community (the seed command's users, posts, follows, likes,
 * comments and bookmarks), for the benchmarks at scale. On the run's PostgreSQL
 * (SOCIAL_TEST_POSTGRES_URL) the database is made afresh and dropped with the server; on the
 * default one (the embedded PostgreSQL in the server's data folder) the seeded folder is kept
 * under bench-results/ and reused by the next run of the same size, since seeding a million
 * posts takes minutes (four on the machine of bench/README.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedPassword } from 'api-server/testing/generated-data';
import { startServerProcess } from 'api-server/testing/server-process';
import { workspaceRoot } from 'tooling/scripts/apps.mjs';

/** Runs the seed command on a stopped server's data. */
function seed({ users, posts, dataDir, databaseUrl }) {
  console.log(`Seeding ${users} users and ${posts} posts (${databaseUrl ? "the run's PostgreSQL" : 'the embedded PostgreSQL'})...`);
  const { status } = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/seed/generate.ts', '--users', String(users), '--posts', String(posts)],
    {
      cwd: path.join(workspaceRoot, 'api-server'),
      stdio: 'inherit',
      env: { ...process.env, SOCIAL_DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    },
  );
  if (status !== 0) throw new Error('The seed command failed');
}

/**
 * Starts a server on `users` generated users and `posts` generated posts, with `env`.
 * @param {{ users: number; posts: number; env: Record<string, string>; discardLog?: boolean }} options
 */
export async function startLargeCommunity({ users, posts, env, discardLog = true }) {
  const onPostgres = Boolean(process.env.SOCIAL_TEST_POSTGRES_URL);
  const cached = onPostgres ? undefined : path.join(workspaceRoot, 'bench-results', `community-postgres-${users}-users-${posts}-posts`);
  const seededMark = cached && path.join(cached, 'seeded');
  if (!seededMark || !existsSync(seededMark)) {
    if (cached) rmSync(cached, { recursive: true, force: true });
    // A first start makes the folder (and database) and migrates, writing no data (no demo), so
    // the seed command finds it empty.
    const empty = await startServerProcess({ dataDir: cached, keep: true, discardLog, env: { ...env, SOCIAL_DEMO: 'off' } });
    await empty.stop();
    seed({ users, posts, dataDir: empty.dataDir, databaseUrl: empty.databaseUrl });
    if (seededMark) writeFileSync(seededMark, new Date().toISOString());
    return startServerProcess({ dataDir: empty.dataDir, databaseUrl: empty.databaseUrl, keep: Boolean(cached), discardLog, env });
  }
  return startServerProcess({ dataDir: cached, keep: true, discardLog, env });
}

/**
 * Signs in through the API as generated user number `n` (their username is theirs, the password
 * every generated user's): their token and the user the login answers.
 */
export async function signInGenerated(api, n) {
  const found = await fetch(`${api}/users/user-g${n}`);
  if (!found.ok) throw new Error(`GET /users/user-g${n} answered ${found.status}`);
  const { user } = await found.json();
  const response = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: generatedPassword }),
  });
  if (!response.ok) throw new Error(`The login of ${user.username} answered ${response.status}`);
  const { encodedToken, foundUser } = await response.json();
  return { token: encodedToken, user: foundUser };
}

/** Of the first `candidates` generated users, the one who follows the most: whose home feed is the fullest. */
export async function mostFollowing(api, candidates = 20) {
  const people = [];
  for (let n = 1; n <= candidates; n += 1) people.push((await signInGenerated(api, n)).user);
  return people.reduce((most, person) => (person.following.length > most.following.length ? person : most));
}
