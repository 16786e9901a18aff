// @ts-check
/**
 * Deliveries to the fediverse (part of `pnpm bench:api`; alone: `node --import tsx
 * bench/federation-deliveries.mjs`): the server on the embedded PostgreSQL with federation on,
 * and `SERVERS` receiving ActivityPub servers started here, on as many loopback ports, each with
 * `PER_SERVER` people who follow one member (real signed Follows, accepted as any would be). Then
 * one new post of that member, and the time until every receiving server has taken its Create:
 * one signed delivery per server (its shared inbox), however many of its people follow.
 * The receivers are one Fedify federation answering on every port (each port is its origin), so
 * they check each delivery's signature as a real server does; they share one cache of keys.
 * Returns its table; writes bench-results/federation-bench.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createFederation, generateCryptoKeyPair, MemoryKvStore } from '@fedify/fedify';
import { Create, Endpoints, Follow, Person } from '@fedify/vocab';
import { startServerProcess } from 'api-server/testing/server-process';
import { workspaceRoot } from 'tooling/scripts/apps.mjs';
import { servedOnPorts } from './fedify-on-ports.mjs';

const servers = Number(process.env.FEDERATION_BENCH_SERVERS ?? 100);
const perServer = Number(process.env.FEDERATION_BENCH_PER_SERVER ?? 10);
const port = 3902;
const member = { username: 'adarshbalika', password: 'adarshBalika123' };

/** The receiving servers: one Fedify federation whose origin is each request's own port. */
async function startReceivers() {
  const keys = [await generateCryptoKeyPair('RSASSA-PKCS1-v1_5')];
  /** @type {Map<string, { at: number; count: number }>} deliveries of a Create, by receiving origin */
  const creates = new Map();
  const federation = createFederation({ kv: new MemoryKvStore(), allowPrivateAddress: true });
  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: pairs[0]?.cryptographicKey ?? null,
      });
    })
    .setKeyPairsDispatcher(() => keys);
  federation.setInboxListeners('/users/{identifier}/inbox', '/inbox').on(Create, (ctx) => {
    const origin = ctx.origin;
    const seen = creates.get(origin);
    creates.set(origin, { at: seen?.at ?? Date.now(), count: (seen?.count ?? 0) + 1 });
  });
  const served = await servedOnPorts(federation, servers);
  return {
    origins: served.origins,
    creates,
    context: (/** @type {string} */ origin) => federation.createContext(new URL(origin), undefined),
    close: served.close,
  };
}

export async function federationDeliveriesBench() {
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
    },
  });
  const receivers = await startReceivers();
  try {
    const actor = /** @type {{ id: string; inbox: string }} */ (
      await (await fetch(`${origin}/profile/${member.username}`, { headers: { accept: 'application/activity+json' } })).json()
    );
    const recipient = { id: new URL(actor.id), inboxId: new URL(actor.inbox) };
    const followed = Date.now();
    const follows = receivers.origins.flatMap((one) =>
      Array.from({ length: perServer }, (_, index) => ({ origin: one, name: `u${index}` })),
    );
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < follows.length) {
          const follow = /** @type {{ origin: string; name: string }} */ (follows[next++]);
          const ctx = receivers.context(follow.origin);
          const activity = new Follow({
            id: new URL(`/follows/${follow.name}`, follow.origin),
            actor: ctx.getActorUri(follow.name),
            object: recipient.id,
          });
          await ctx.sendActivity({ identifier: follow.name }, recipient, activity, { immediate: true });
        }
      }),
    );
    const followers = async () =>
      /** @type {{ totalItems: number }} */ (
        await (await fetch(`${actor.id}/followers`, { headers: { accept: 'application/activity+json' } })).json()
      ).totalItems;
    // The inbox answers a delivery once it is checked and reads it after (a job): the Follows are
    // counted once all are read, or none more were for 10 s.
    let total = await followers();
    for (let last = Date.now(); total < servers * perServer && Date.now() - last < 10_000;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await followers();
      if (now > total) last = Date.now();
      total = now;
    }
    const followedMs = Date.now() - followed;
    if (total < servers * perServer) throw new Error(`Only ${total} followers after ${servers * perServer} Follows.`);

    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(member),
    });
    const { encodedToken } = /** @type {{ encodedToken: string }} */ (await login.json());
    const started = Date.now();
    const posted = await fetch(`${origin}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: encodedToken, prefer: 'return=minimal' },
      body: JSON.stringify({ postData: { caption: 'To the fediverse', content: `One post, ${servers} servers` } }),
    });
    if (posted.status !== 201) throw new Error(`The post answered ${posted.status}.`);
    const answeredMs = Date.now() - started;
    const deadline = started + 120_000;
    while (receivers.creates.size < servers && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const arrivals = [...receivers.creates.values()].map(({ at }) => at - started).sort((a, b) => a - b);
    const deliveries = [...receivers.creates.values()].reduce((sum, { count }) => sum + count, 0);
    const result = {
      servers,
      followers: servers * perServer,
      followerCount: total,
      followedMs,
      answeredMs,
      reached: receivers.creates.size,
      deliveries,
      firstMs: arrivals[0] ?? null,
      lastMs: arrivals.at(-1) ?? null,
    };
    const table = [
      '| deliveries to the fediverse, embedded PostgreSQL | figure |',
      '| --- | ---: |',
      `| ${result.followers} people on ${servers} servers follow a member (signed Follows, each accepted) | ${(followedMs / 1000).toFixed(1)} s |`,
      `| one new post: answered | ${answeredMs} ms |`,
      `| servers reached, deliveries made (one per server, to its shared inbox) | ${result.reached} / ${servers}, ${deliveries} |`,
      `| first server reached / last server reached (target: within 30 s) | ${result.firstMs} / ${result.lastMs} ms |`,
    ].join('\n');
    const outDir = path.join(workspaceRoot, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'federation-bench.json'), JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2));
    return table;
  } finally {
    await receivers.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await federationDeliveriesBench());
