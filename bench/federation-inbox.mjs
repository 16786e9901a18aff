// @ts-check
/**
 * Deliveries from the fediverse (alone: `node --import tsx bench/federation-inbox.mjs`): the
 * server on the embedded PostgreSQL with federation on, and `SERVERS` ActivityPub servers started
 * here on as many loopback ports, each with `PEOPLE` people a member follows (found by handle,
 * followed, the Follow accepted, as any server would). Then each server delivers `RATE` new posts a
 * second (by its people in turn) for `SECONDS` seconds to the community's shared inbox, each a
 * signed `Create(Note)`:
 * the inbox's answer times (p50, p99), whether every post was kept (the member's Explore
 * "Federated" tab, paged to its end, counted again every 10 s after the load while more come: the
 * inbox reads what it took after answering), and the member's Home before and after; and after
 * the load, read in turns with the member's, the Home of a twin who follows the member and the
 * same people here, and no one elsewhere (a neighbour's 25 posts fill both first pages before the
 * load). Issue 38's target is 100 servers × 10 posts a second × 60 s, every post kept and answers
 * at p99 under 200 ms, and Home for a member following 1,000 people elsewhere (10 on each server)
 * within 15 % of Home before: the twin's Home is that, read on the same server in the same state.
 * The deliveries are signed before the clock starts (signing is the senders' work, not the
 * server's), and sent on schedule whatever the answers, as independent servers would: each
 * server's evenly spaced, the servers' phases spread over the interval (none in step with another).
 * A delivery refused (or not answered) is sent again as a Fedify server sends it: after the
 * refusal's Retry-After, or its retry policy's wait, until taken or its 10 attempts are spent.
 * With `INBOX_BENCH_EXPLAIN=<runs>`, Home's statement alone is timed too, for each in turns
 * (the server started with the tests' explain call: EXPLAIN ANALYZE, planned for any values).
 * Returns its table; writes bench-results/federation-inbox.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createExponentialBackoffPolicy, createFederation, generateCryptoKeyPair, MemoryKvStore, signRequest } from '@fedify/fedify';
import { Accept, Create, Endpoints, Follow, Note, Person, PUBLIC_COLLECTION } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import { startServerProcess } from 'api-server/testing/server-process';
import { workspaceRoot } from 'tooling/scripts/apps.mjs';
import { withCpuTime } from './cpu-time.mjs';
import { servedOnPorts } from './fedify-on-ports.mjs';

const servers = Number(process.env.INBOX_BENCH_SERVERS ?? 100);
const rate = Number(process.env.INBOX_BENCH_RATE ?? 10);
const seconds = Number(process.env.INBOX_BENCH_SECONDS ?? 60);
const people = Number(process.env.INBOX_BENCH_PEOPLE ?? 10);
/** With a number: Home's statement alone, run that many times for each of the two in turns (EXPLAIN ANALYZE, as planned for any values). */
const explainRuns = Number(process.env.INBOX_BENCH_EXPLAIN ?? 0);
const port = 3903;
const member = { username: 'adarshbalika', password: 'adarshBalika123' };
const neighbourMember = {
  username: 'benchneighbour',
  password: 'bench-password-long',
  firstName: 'Bench',
  lastName: 'Neighbour',
  email: 'neighbour@example.com',
};
const twinMember = {
  username: 'benchtwin',
  password: 'bench-password-long',
  firstName: 'Bench',
  lastName: 'Twin',
  email: 'twin@example.com',
};

/** The name of a sending server's `index`th person. */
const authorName = (/** @type {number} */ index) => `author${index}`;

/** The sending servers: one Fedify federation whose origin is each request's own port, each with its `people` authors, who accept every Follow. */
async function startSenders() {
  const keys = [await generateCryptoKeyPair('RSASSA-PKCS1-v1_5')];
  const federation = createFederation({ kv: new MemoryKvStore(), allowPrivateAddress: true });
  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (!Array.from({ length: people }, (_, index) => authorName(index)).includes(identifier)) return null;
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: `Author of ${ctx.origin}`,
        inbox: ctx.getInboxUri(identifier),
        followers: new URL(`${ctx.getActorUri(identifier).href}/followers`),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: pairs[0]?.cryptographicKey ?? null,
      });
    })
    .setKeyPairsDispatcher(() => keys);
  federation.setInboxListeners('/users/{identifier}/inbox', '/inbox').on(Follow, async (ctx, follow) => {
    const followed = follow.objectId ? ctx.parseUri(follow.objectId) : null;
    if (!follow.id || !follow.actorId || followed?.type !== 'actor') return;
    const follower = await follow.getActor(ctx);
    if (!follower) return;
    const accept = new Accept({ id: new URL(`${follow.id.href}/accept`), actor: ctx.getActorUri(followed.identifier), object: follow });
    await ctx.sendActivity({ identifier: followed.identifier }, follower, accept, { immediate: true });
  });
  const served = await servedOnPorts(federation, servers);
  return {
    origins: served.origins,
    privateKey: /** @type {CryptoKey} */ (keys[0]?.privateKey),
    context: (/** @type {string} */ origin) => federation.createContext(new URL(origin), undefined),
    close: served.close,
  };
}

const retryPolicy = createExponentialBackoffPolicy();

/**
 * How long a sender waits before sending a refused delivery again, or null when it gives up: as
 * Fedify's outbox decides (its default policy: a second, twice as long each time, with jitter, 10
 * attempts), waiting what a 429's or a 503's Retry-After says instead when it says (in seconds),
 * giving up on a 404 or 410. A delivery sent again carries the signature made before the clock
 * started, where Fedify signs each attempt anew: the server takes a signature for an hour, longer
 * than a run's waits.
 */
function waitBeforeSendingAgain(/** @type {Response | null} */ response, /** @type {number} */ attempts) {
  const policyDelay = retryPolicy({ attempts, elapsedTime: Temporal.Duration.from({ seconds: 0 }) });
  if (policyDelay === null) return null;
  // Refused for good (Fedify's permanent failures): not sent again.
  if (response && [404, 410].includes(response.status)) return null;
  const said = response && [429, 503].includes(response.status) ? response.headers.get('retry-after') : null;
  const retryAfter = said !== null && /^\d+$/.test(said.trim()) ? Number(said) : NaN;
  return Number.isFinite(retryAfter) ? retryAfter * 1000 : policyDelay.total('millisecond');
}

/** The `q` quantile of sorted `values`. */
const quantile = (values, q) => values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;

export async function federationInboxBench() {
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServerProcess({
    discardLog: true,
    env: {
      PORT: String(port),
      SOCIAL_PUBLIC_URL: origin,
      SOCIAL_FEDERATION: 'on',
      SOCIAL_FEDERATION_ALLOW_PRIVATE: 'on',
      SOCIAL_AUTH_ATTEMPTS_PER_MINUTE: '0',
      SOCIAL_ADDRESS_CALLS_PER_MINUTE: '0',
      SOCIAL_WRITES_PER_MINUTE: '0',
      SOCIAL_SEARCHES_PER_MINUTE: '0',
      // The statement's own time is asked through the tests' explain call.
      ...(explainRuns > 0 && { SOCIAL_TESTING: '1' }),
    },
  });
  const senders = await startSenders();
  try {
    /** The token and the user of a login's or a signup's answer. */
    const signedIn = async (/** @type {Response} */ answer) => {
      if (!answer.ok) throw new Error(`Signing in answered ${answer.status}: ${await answer.text()}`);
      const { encodedToken, foundUser, createdUser } =
        /** @type {{ encodedToken: string; foundUser?: { _id: string }; createdUser?: { _id: string } }} */ (await answer.json());
      const user = foundUser ?? createdUser;
      if (!user) throw new Error('Signing in answered no user.');
      return { token: encodedToken, userId: user._id };
    };
    const postJson = (/** @type {string} */ pathname, /** @type {object} */ body) =>
      fetch(`${origin}/api${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    /** Calls of the API as the holder of `token`. */
    const apiAs =
      (/** @type {string} */ token) =>
      async (/** @type {string} */ pathname, /** @type {RequestInit} */ init = {}) => {
        const response = await fetch(`${origin}/api${pathname}`, {
          ...init,
          headers: { 'content-type': 'application/json', authorization: token, ...init.headers },
        });
        if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${response.status}: ${await response.text()}`);
        return response.json();
      };
    const { token: memberToken, userId: memberId } = await signedIn(await postJson('/auth/login', member));
    const api = apiAs(memberToken);
    // A neighbour here whose posts fill the member's first page before the load (the demo's people
    // the member follows have a few posts): Home is compared page for page, 20 posts each time.
    const { token: neighbourToken, userId: neighbourId } = await signedIn(await postJson('/auth/signup', neighbourMember));
    const neighbour = apiAs(neighbourToken);
    for (let index = 0; index < 25; index += 1) {
      await neighbour('/posts', {
        method: 'POST',
        body: JSON.stringify({ postData: { caption: `Post ${index}`, content: `Post ${index} of a neighbour` } }),
      });
    }
    await api(`/users/follow/${neighbourId}`, { method: 'POST', body: '{}' });
    // The member's twin: a member who follows the member and the same people here, no one elsewhere,
    // whose Home is read beside the member's after the load, on the same server in the same state
    // (the member's "before" is read on a server just started, its plans and pages still cold).
    const { token: twinToken, userId: twinId } = await signedIn(await postJson('/auth/signup', twinMember));
    const twin = apiAs(twinToken);
    await twin(`/users/follow/${memberId}`, { method: 'POST', body: '{}' });
    for (let cursor = ''; ;) {
      const { users, nextCursor } = await api(`/users/${memberId}/following?limit=50${cursor}`);
      for (const { _id } of users) await twin(`/users/follow/${_id}`, { method: 'POST', body: '{}' });
      if (!nextCursor) break;
      cursor = `&cursor=${encodeURIComponent(nextCursor)}`;
    }
    /** The times of `reads` reads of Home's first page as `reader`. */
    const homeReads = async (/** @type {typeof api} */ reader, /** @type {number} */ reads) => {
      const times = [];
      for (let run = 0; run < reads; run += 1) {
        const started = performance.now();
        await reader('/posts/feed?limit=20');
        times.push(performance.now() - started);
      }
      return times;
    };
    const median = (/** @type {number[]} */ times) =>
      quantile(
        times.sort((a, b) => a - b),
        0.5,
      );
    // The median of 100 reads, after 10 that are not counted (the connections' first plans).
    const homeMs = async () => {
      await homeReads(api, 10);
      return median(await homeReads(api, 100));
    };
    const homeBefore = await homeMs();

    // The member finds and follows each author; each server accepts.
    const following = async () => (await api(`/users/username/${member.username}`)).user.followingCount;
    const before = await following();
    const followed = Date.now();
    for (const one of senders.origins) {
      for (let index = 0; index < people; index += 1) {
        const handle = `@${authorName(index)}@${new URL(one).host}`;
        const { users } = await api(`/users/search?q=${encodeURIComponent(handle)}`);
        await api(`/users/follow/${users[0]._id}`, { method: 'POST', body: '{}' });
      }
    }
    while ((await following()) < before + servers * people) {
      if (Date.now() - followed > 120_000 + servers * people * 100) {
        throw new Error(`Only ${(await following()) - before} of ${servers * people} follows accepted.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const followedMs = Date.now() - followed;

    // Every delivery made and signed before the clock starts.
    const inbox = new URL('/inbox', origin);
    const signing = Date.now();
    /** @type {Array<{ at: number; request: Request }>} */
    const deliveries = [];
    for (let tick = 0; tick < seconds * rate; tick += 1) {
      for (const [index, one] of senders.origins.entries()) {
        const ctx = senders.context(one);
        const author = ctx.getActorUri(authorName(tick % people));
        const id = new URL(`/notes/${tick}`, one);
        const note = new Note({
          id,
          attribution: author,
          content: `<p>Post ${tick} of ${one}</p>`,
          tos: [PUBLIC_COLLECTION],
          ccs: [new URL(`${author.href}/followers`)],
        });
        const create = new Create({ id: new URL(`${id.href}/create`), actor: author, object: note, tos: note.toIds, ccs: note.ccIds });
        const unsigned = new Request(inbox, {
          method: 'POST',
          headers: { 'content-type': 'application/activity+json' },
          body: JSON.stringify(await create.toJsonLd()),
        });
        deliveries.push({
          // Each server on its own phase, as independent servers are: not all at the same instant.
          at: ((tick + index / servers) * 1000) / rate,
          request: await signRequest(unsigned, senders.privateKey, new URL(`${author.href}#main-key`)),
        });
      }
    }
    const signingMs = Date.now() - signing;

    /** @type {number[]} */
    const answers = [];
    const statuses = new Map();
    // Every post kept: the Federated tab, paged to its end.
    const keptNow = async () => {
      let count = 0;
      let cursor = null;
      do {
        const page = await api(`/posts/federated?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        count += page.posts.length;
        cursor = page.nextCursor;
      } while (cursor);
      return count;
    };
    const started = performance.now();
    let lastTakenMs = 0;
    let triedAgain = 0;
    let givenUp = 0;
    let loadMs = 0;
    let kept = 0;
    // The CPU time is of the load and of the reading after it, until every post is kept (the
    // inbox reads what it took after answering), or none more was in the last 10 s.
    const { serverCpu, postgresCpu } = await withCpuTime(server.child.pid ?? 0, async () => {
      await Promise.all(
        deliveries.map(async ({ at, request }) => {
          const wait = at - (performance.now() - started);
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          // Sent until taken, as a Fedify server sends (its outbox's retry policy and Retry-After).
          for (let attempts = 0; ; attempts += 1) {
            const sent = performance.now();
            const response = await fetch(request.clone()).catch(() => null);
            await response?.arrayBuffer();
            // The answer times are of the deliveries answered; one that never was is counted apart.
            if (response) answers.push(performance.now() - sent);
            const status = response?.status ?? 'no answer';
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (response?.ok) {
              lastTakenMs = performance.now() - started;
              return;
            }
            const wait = waitBeforeSendingAgain(response, attempts);
            if (wait === null) {
              givenUp += 1;
              return;
            }
            triedAgain += 1;
            await new Promise((resolve) => setTimeout(resolve, wait));
          }
        }),
      );
      loadMs = performance.now() - started;
      kept = await keptNow();
      for (let previous = -1; kept < deliveries.length && kept !== previous;) {
        await new Promise((resolve) => setTimeout(resolve, 10_000));
        previous = kept;
        kept = await keptNow();
      }
    });
    const readMs = performance.now() - started;
    answers.sort((a, b) => a - b);
    const homeAfter = await homeMs();
    // The member and the twin in turns: 10 rounds of 20 reads each, the one read first changing each round.
    const sideBySide = { member: /** @type {number[]} */ ([]), twin: /** @type {number[]} */ ([]) };
    await homeReads(twin, 10);
    for (let round = 0; round < 10; round += 1) {
      const order = round % 2 === 0 ? /** @type {const} */ (['member', 'twin']) : /** @type {const} */ (['twin', 'member']);
      for (const who of order) sideBySide[who].push(...(await homeReads(who === 'member' ? api : twin, 20)));
    }
    const homeMemberMs = median(sideBySide.member);
    const homeTwinMs = median(sideBySide.twin);
    // Home's statement alone, its records with it, as the server plans it: the database's time, in turns.
    const statementMs = { member: /** @type {number[]} */ ([]), twin: /** @type {number[]} */ ([]) };
    for (let run = 0; run < explainRuns; run += 1) {
      for (const [who, id] of /** @type {const} */ ([
        ['member', memberId],
        ['twin', twinId],
      ])) {
        const answer = await postJson('/testing/explain', { list: 'feed', id, query: { limit: '20' }, analyze: true });
        const { plan } = /** @type {{ plan: Array<{ 'Execution Time': number }> }} */ (await answer.json());
        statementMs[who].push(plan[0]?.['Execution Time'] ?? NaN);
      }
    }

    const result = {
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
      servers,
      people,
      rate,
      seconds,
      sent: deliveries.length,
      statuses: Object.fromEntries(statuses),
      kept,
      p50Ms: quantile(answers, 0.5),
      p99Ms: quantile(answers, 0.99),
      triedAgain,
      givenUp,
      loadMs,
      lastTakenMs,
      readMs,
      signingMs,
      followedMs,
      // By the deliveries answered (the load and the reading after it): one never answered may never have been read.
      serverCpuMsPerDelivery: (serverCpu * 1000) / answers.length,
      postgresCpuMsPerDelivery: (postgresCpu * 1000) / answers.length,
      homeBeforeMs: homeBefore,
      homeAfterMs: homeAfter,
      homeTwinMs,
      homeMemberMs,
      ...(explainRuns > 0 && { statementTwinMs: median(statementMs.twin), statementMemberMs: median(statementMs.member) }),
    };
    const table = [
      `| deliveries from the fediverse, embedded PostgreSQL (${servers} servers of ${people} people × ${rate} posts/s × ${seconds} s) | figure |`,
      '| --- | ---: |',
      `| posts delivered / kept (target: every one) | ${result.sent} / ${kept} |`,
      `| the inbox's answers: ${Object.entries(result.statuses)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ')} | |`,
      `| deliveries sent again (by their senders' retry policy, Fedify's) / given up | ${triedAgain} / ${givenUp} |`,
      `| answer p50 / p99, each sending (target: p99 under 200 ms) | ${result.p50Ms.toFixed(0)} / ${result.p99Ms.toFixed(0)} ms |`,
      `| the load's length (scheduled: ${seconds} s), sent again included: the last delivery taken | ${(lastTakenMs / 1000).toFixed(1)} s |`,
      `| the load's start to every post kept (or none more in 10 s) | ${(readMs / 1000).toFixed(1)} s |`,
      `| CPU per delivery answered, its reading after included: the server / PostgreSQL | ${result.serverCpuMsPerDelivery.toFixed(1)} / ${result.postgresCpuMsPerDelivery.toFixed(1)} ms |`,
      `| the member's Home, p50, before following / after (following ${servers * people} people elsewhere; target: within 15 %) | ${homeBefore.toFixed(1)} / ${homeAfter.toFixed(1)} ms |`,
      `| the same after the load, in turns: a member following the same people here and no one elsewhere / the member (target: within 15 %) | ${homeTwinMs.toFixed(1)} / ${homeMemberMs.toFixed(1)} ms (× ${(homeMemberMs / homeTwinMs).toFixed(2)}) |`,
      ...(result.statementTwinMs === undefined
        ? []
        : [
            `| Home's statement alone, p50 of ${explainRuns} in turns (EXPLAIN ANALYZE): the twin / the member | ${result.statementTwinMs.toFixed(2)} / ${result.statementMemberMs.toFixed(2)} ms |`,
          ]),
    ].join('\n');
    const outDir = path.join(workspaceRoot, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'federation-inbox.json'), JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2));
    return table;
  } finally {
    await senders.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await federationInboxBench());
