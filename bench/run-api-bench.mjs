// @ts-check
/**
 * `pnpm bench:api`: the API server under load on loopback (autocannon), on the seed database
 * in the default database (the embedded PostgreSQL the server starts in its data folder): a
 * first page of Explore, GET /posts, a like and its dislike, a login, and a post with an image. Each
 * scenario runs again against a bare `node:http` server that answers the very bytes the real
 * server answered, in the same run: the floor this machine puts under any Node server. Also
 * the server's start-up time (a new data folder, then an existing one) and its memory.
 * Prints a table and writes bench-results/api-bench.json; then the job queue and its mail
 * (bench/mail-queue.mjs: a reset mail's time to the SMTP server, the queue's jobs per second),
 * deliveries to the fediverse (bench/federation-deliveries.mjs: one post to 1,000 followers on
 * 100 servers), and deliveries from it (bench/federation-inbox.mjs: 100 servers of 10 people a member follows, each server delivering
 * 10 posts a second for 60 s; INBOX_BENCH_SERVERS, _PEOPLE, _RATE and _SECONDS scale it). The server federates, so a member's actor and a post are served as another server
 * fetches them, each a row beside Explore's.
 * Then, on a throwaway PostgreSQL 15
 * with a large generated community, bench/api-at-scale.mjs (its own table).
 * Options: --seconds N (default 10) per scenario, --connections N (default 16), and for the
 * part at scale --users N, --posts N, --fanout N, --scale-connections N (default 64), or
 * --no-scale to skip it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from 'api-server/testing/server-process';
import { workspaceRoot } from 'tooling/scripts/apps.mjs';
import { load } from './load.mjs';
import { federationDeliveriesBench } from './federation-deliveries.mjs';
import { federationInboxBench } from './federation-inbox.mjs';
import { mailQueueBench } from './mail-queue.mjs';

const usage = `pnpm bench:api [options]: the API under load on the seed, then on a large generated community (bench/api-at-scale.mjs).
  --seconds N            each scenario's length (10)
  --connections N        connections on the seed (16)
  --users N, --posts N   the community at scale (10,000 users, 1,000,000 posts)
  --fanout N             live event clients at scale (100)
  --scale-connections N  connections at scale (64)
  --no-scale             the seed's part only
A quick run at a small scale (a few minutes):
  pnpm bench:api --seconds 2 --users 2000 --posts 20000 --fanout 10 --scale-connections 16
The part at scale alone:
  bash tooling/scripts/with-postgres.sh node --import tsx bench/api-at-scale.mjs --users 2000 --posts 20000 --seconds 2 --fanout 10`;
if (process.argv.includes('--help')) {
  console.log(usage);
  process.exit(0);
}

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = option('seconds', 10);
const connections = option('connections', 16);

/** A 64×64 PNG, as an upload sends it. */
const png64 =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDKi6e6mlVnoh7hIFCBKSh4fU00Q3YgOoV2YV6l+gGbED1iuxCvUt0AzagekV2od4lugEbUL0iu1DvEt2ADahekV2od4luwAZUr8gu1LtEN2ADqldkF+pdohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXvEPH4w6UUssXc2+AAAAAElFTkSuQmCC';

/** The resident memory of a process, in bytes (Linux). */
const residentBytes = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;

/** Starts a server (logging as it would in production, to nowhere) and measures the time until it answers. */
async function timedStart(options) {
  const started = performance.now();
  const server = await startServerProcess({ ...options, discardLog: true, env: { PORT: '3900', ...federating, ...options.env } });
  return { server, startMs: performance.now() - started };
}

async function json(url, init) {
  const response = await fetch(url, init);
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

const size = { connections, seconds };

/** Federation on, so that the actor and a post are served as another server fetches them. */
const federating = {
  SOCIAL_FEDERATION: 'on',
  SOCIAL_FEDERATION_ALLOW_PRIVATE: 'on',
  SOCIAL_PUBLIC_URL: 'http://127.0.0.1:3900',
};
const activityJson = { accept: 'application/activity+json' };

/**
 * The same load against a bare `node:http` server that answers `answer` (the real server's
 * status, headers and body) to every request: what the machine and Node alone cost.
 */
async function bare(answer, requests) {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(answer.status, {
        'content-type': answer.headers['content-type'],
        'content-length': Buffer.byteLength(answer.body),
      });
      response.end(answer.body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  try {
    return await load(`http://127.0.0.1:${address.port}`, { requests }, size);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function main() {
  const fresh = await timedStart({ keep: true, env: { SOCIAL_AUTH_ATTEMPTS_PER_MINUTE: '100000000' } });
  await fresh.server.stop();
  const { server, startMs } = await timedStart({ dataDir: fresh.server.dataDir, env: { SOCIAL_AUTH_ATTEMPTS_PER_MINUTE: '100000000' } });
  const api = `${server.url}/api`;
  const idleMemory = residentBytes(server.child.pid);
  try {
    const login = {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'guest', password: 'guest123' }),
    };
    const { encodedToken: guestToken } = JSON.parse((await json(`${server.url}${login.path}`, login)).body);
    // One account per connection, so each likes and takes back its own like.
    const tokens = [];
    for (let index = 0; index < connections; index += 1) {
      const signup = {
        username: `bench${index}`,
        password: 'bench-password',
        firstName: 'Bench',
        lastName: `No${index}`,
        email: `bench${index}@example.com`,
      };
      tokens.push(
        JSON.parse(
          (
            await json(`${api}/auth/signup`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(signup),
            })
          ).body,
        ).encodedToken,
      );
    }
    let nextToken = 0;
    /** Gives each connection the scenario's requests with a token of its own. */
    const eachConnectionItsOwnUser =
      (requests, extra = {}) =>
      (client) => {
        const authorization = tokens[nextToken++ % tokens.length];
        client.setRequests(
          requests.map((request) => ({ ...request, headers: { 'content-type': 'application/json', authorization, ...extra } })),
        );
      };
    // post-4 keeps three likes of seeded users, so every dislike here is allowed.
    const pair = [
      { method: 'POST', path: '/api/posts/like/post-4', body: '{}' },
      { method: 'POST', path: '/api/posts/dislike/post-4', body: '{}' },
    ];
    const likeThenDislike = { name: 'like, then dislike', requests: pair, setupClient: eachConnectionItsOwnUser(pair) };
    const minimal = { prefer: 'return=minimal' };
    const likeThenDislikeMinimal = {
      name: 'like, then dislike (return=minimal)',
      requests: pair,
      extraHeaders: minimal,
      setupClient: eachConnectionItsOwnUser(pair, minimal),
    };
    // A member's actor as another server fetches it (their keys made by this first fetch, then kept).
    const actorId = new URL(JSON.parse((await json(`${server.url}/profile/adarshbalika`, { headers: activityJson })).body).id).pathname;
    const upload = { postData: { caption: 'Bench', content: 'A post with a picture', img: `data:image/png;base64,${png64}` } };

    const scenarios = [
      { name: 'Explore, first page (GET /posts?limit=20)', requests: [{ method: 'GET', path: '/api/posts?limit=20' }] },
      { name: 'GET /posts (6 posts)', requests: [{ method: 'GET', path: '/api/posts' }] },
      {
        name: 'an actor, as another server fetches it (GET /users/{id})',
        requests: [{ method: 'GET', path: actorId, headers: activityJson }],
      },
      {
        name: 'a public post, as another server fetches it (GET /posts/{id})',
        requests: [{ method: 'GET', path: '/posts/post-1', headers: activityJson }],
      },
      likeThenDislike,
      likeThenDislikeMinimal,
      { name: 'login (argon2id)', requests: [login] },
      {
        name: 'post with a 64×64 image',
        requests: [
          {
            method: 'POST',
            path: '/api/posts',
            headers: { 'content-type': 'application/json', authorization: guestToken },
            body: JSON.stringify(upload),
          },
        ],
      },
    ];
    const rows = [];
    for (const scenario of scenarios) {
      const [first] = scenario.requests;
      const headers = {
        ...first.headers,
        ...(scenario.setupClient ? { 'content-type': 'application/json', authorization: tokens[0], ...scenario.extraHeaders } : {}),
      };
      // A load may stop between a like and its dislike: each account starts from a dislike, so
      // the sample's like is one the rules allow.
      if (scenario.setupClient)
        for (const authorization of tokens)
          await json(`${server.url}/api/posts/dislike/post-4`, { method: 'POST', headers: { ...headers, authorization }, body: '{}' });
      const answer = await json(`${server.url}${first.path}`, { method: first.method, headers, body: first.body });
      if (scenario.setupClient) await json(`${server.url}/api/posts/dislike/post-4`, { method: 'POST', headers, body: '{}' });
      const measured = await load(server.url, scenario, size);
      const floor = await bare(answer, scenario.requests);
      rows.push({ name: scenario.name, bytes: Buffer.byteLength(answer.body), server: measured, bare: floor });
      console.log(`${scenario.name}: ${Math.round(measured.requestsPerSecond)} req/s (bare ${Math.round(floor.requestsPerSecond)})`);
    }
    const memory = { idle: idleMemory, afterLoad: residentBytes(server.child.pid) };

    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    const table = [
      `| scenario (${connections} connections, ${seconds} s) | answer | server req/s | p50 | p99 | non-2xx | bare node:http req/s | p50 | p99 |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        ({ name, bytes, server: s, bare: b }) =>
          `| ${name} | ${(bytes / 1024).toFixed(1)} KB | ${Math.round(s.requestsPerSecond)} | ${s.p50} ms | ${s.p99} ms | ${s.non2xx + s.errors} | ${Math.round(b.requestsPerSecond)} | ${b.p50} ms | ${b.p99} ms |`,
      ),
    ].join('\n');
    const facts = [
      `Start-up: ${Math.round(fresh.startMs)} ms on a new data folder (create, migrate, seed), ${Math.round(startMs)} ms on an existing one.`,
      `Server memory (resident): ${mb(memory.idle)} idle, ${mb(memory.afterLoad)} after the runs.`,
    ].join('\n');
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; client and server share the machine`;
    console.log(`\n${table}\n\n${facts}\n\nMachine: ${machine}`);
    const outDir = path.join(workspaceRoot, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'api-bench.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine,
          seconds,
          connections,
          startup: { freshMs: fresh.startMs, existingMs: startMs },
          memory,
          rows,
        },
        null,
        2,
      ),
    );
    writeFileSync(path.join(outDir, 'api-table.md'), `${table}\n\n${facts}\n\nMachine: ${machine}\n`);
  } finally {
    await server.stop();
  }
  const mailTable = await mailQueueBench();
  console.log(`\n${mailTable}`);
  writeFileSync(path.join(workspaceRoot, 'bench-results', 'mail-table.md'), `${mailTable}\n`);
  const federationTable = await federationDeliveriesBench();
  console.log(`\n${federationTable}`);
  writeFileSync(path.join(workspaceRoot, 'bench-results', 'federation-table.md'), `${federationTable}\n`);
  const inboxTable = await federationInboxBench();
  console.log(`\n${inboxTable}`);
  writeFileSync(path.join(workspaceRoot, 'bench-results', 'federation-inbox-table.md'), `${inboxTable}\n`);
}

await main();

// The lists, a like and the live events on a million posts, on a throwaway PostgreSQL.
if (!process.argv.includes('--no-scale')) {
  const forwarded = ['users', 'posts', 'fanout', 'seconds'].flatMap((name) =>
    process.argv.includes(`--${name}`) ? [`--${name}`, String(option(name, 0))] : [],
  );
  const scaleConnections = ['--connections', String(option('scale-connections', 64))];
  const { status } = spawnSync(
    'bash',
    [
      path.join(workspaceRoot, 'tooling/scripts/with-postgres.sh'),
      process.execPath,
      '--import',
      'tsx',
      path.join(workspaceRoot, 'bench/api-at-scale.mjs'),
      ...forwarded,
      ...scaleConnections,
    ],
    { cwd: workspaceRoot, stdio: 'inherit' },
  );
  if (status !== 0) process.exitCode = status ?? 1;
}
