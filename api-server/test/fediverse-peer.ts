import type { webcrypto } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createFederation, generateCryptoKeyPair, MemoryKvStore, type Context } from '@fedify/fedify';
import { Activity, Endpoints, Image, Person, type Create, type Object as APObject } from '@fedify/vocab';

/**
 * Another ActivityPub server in the test, made with Fedify (as a real peer would be): one actor,
 * `bob`, whose inbox keeps every activity it is sent, signed, fetching actors and keys from
 * the server under test over loopback. It sends as `bob` with his keys, at once (no queue).
 */
export type Peer = {
  origin: string;
  bob: URL;
  received: Activity[];
  /**
   * The id of the activity each delivery (a POST to an inbox) carried, in the order they came: a
   * server sent one activity twice shows here twice, where `received` keeps it once (Fedify reads
   * an activity once in each inbox, as Mastodon does).
   */
  delivered: string[];
  /** What bob's outbox shows, the newest first: a test puts his Creates here. */
  outbox: Create[];
  context: () => Context<void>;
  /**
   * From now on, a delivery (a POST) is read and never answered, as a server that hangs: the
   * sender is in the middle of sending. Resolves once the first such delivery has arrived.
   */
  holdDeliveries: () => Promise<void>;
  /** Deliveries are answered again (those held stay unanswered). */
  answerDeliveries: () => void;
  /**
   * From now on, a fetch (a GET of bob, his key, or a file served) waits unanswered, as a slow server's does.
   * Resolves once the first such fetch has arrived.
   */
  holdFetches: () => Promise<void>;
  /** Fetches are answered again, those held first; how many were held. */
  answerFetches: () => number;
  /**
   * From now on `path` is a file this server serves (an image of bob's posts), of `type`, sent
   * compressed when `gzip`; `asked` counts its fetches.
   */
  serveFile: (path: string, type: string, body: Uint8Array, sent?: { gzip: boolean }) => { asked: () => number };
  /** From now on a GET of `path` is answered 302 to `to` (a path of this server). */
  redirect: (path: string, to: string) => void;
  /**
   * From now on a GET of `path` is answered `status` with nothing (404 for a post its server no
   * longer has, 410 for one it says was deleted, 503 for a server down for a while); `asked`
   * counts those GETs, `signed` those with an HTTP signature; after `end`, it is answered as before.
   */
  refuse: (path: string, status: number) => { asked: () => number; signed: () => number; end: () => void };
  close: () => Promise<void>;
};

export async function startPeer(): Promise<Peer> {
  const received: Activity[] = [];
  const delivered: string[] = [];
  const outbox: Create[] = [];
  const keys: webcrypto.CryptoKeyPair[] = [await generateCryptoKeyPair('RSASSA-PKCS1-v1_5'), await generateCryptoKeyPair('Ed25519')];
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const federation = createFederation<void>({ kv: new MemoryKvStore(), origin, allowPrivateAddress: true });
  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (identifier !== 'bob') return null;
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: 'Bob Elsewhere',
        summary: '<p>Sailing <b>everywhere</b><script>alert(1)</script></p>',
        // Served once a test serves it (`serveFile`).
        icon: new Image({ url: new URL('/media/bob-avatar.png', origin), mediaType: 'image/png' }),
        inbox: ctx.getInboxUri(identifier),
        outbox: ctx.getOutboxUri(identifier),
        // Named, as every actor names it, though this peer serves no list of them.
        followers: new URL(`${ctx.getActorUri(identifier).href}/followers`),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: pairs[0]!.cryptographicKey,
        assertionMethods: pairs.map((pair) => pair.multikey),
      });
    })
    .setKeyPairsDispatcher((_ctx, identifier) => (identifier === 'bob' ? keys : []));
  // One page of ten at a time, as Mastodon's outbox pages.
  federation
    .setOutboxDispatcher('/users/{identifier}/outbox', (_ctx, identifier, cursor) => {
      if (identifier !== 'bob' || cursor === null) return null;
      const from = Number(cursor);
      return { items: outbox.slice(from, from + 10), nextCursor: from + 10 < outbox.length ? String(from + 10) : null };
    })
    .setFirstCursor(() => '0');
  federation.setInboxListeners('/users/{identifier}/inbox', '/inbox').on(Activity, (_ctx, activity) => {
    received.push(activity);
  });
  let holding: (() => void) | null = null;
  let holdingFetches: (() => void) | null = null;
  const heldFetches: Array<() => void> = [];
  const files = new Map<string, { headers: Record<string, string>; body: Uint8Array; asked: number }>();
  const redirects = new Map<string, string>();
  const refusals = new Map<string, { status: number; asked: number; signed: number }>();
  server.on('request', (incoming, outgoing) => {
    const redirect = incoming.method === 'GET' ? redirects.get(incoming.url ?? '') : undefined;
    if (redirect) return void outgoing.writeHead(302, { location: new URL(redirect, origin).href }).end();
    const refusal = incoming.method === 'GET' ? refusals.get(incoming.url ?? '') : undefined;
    if (refusal) {
      refusal.asked += 1;
      if (incoming.headers.signature !== undefined || incoming.headers['signature-input'] !== undefined) refusal.signed += 1;
      return void outgoing.writeHead(refusal.status).end();
    }
    if (holding && incoming.method === 'POST') {
      incoming.resume();
      return holding();
    }
    if (holdingFetches && incoming.method === 'GET') {
      heldFetches.push(() => answer(incoming, outgoing));
      return holdingFetches();
    }
    answer(incoming, outgoing);
  });
  function answer(incoming: IncomingMessage, outgoing: ServerResponse) {
    const file = incoming.method === 'GET' ? files.get(incoming.url ?? '') : undefined;
    if (file) {
      file.asked += 1;
      return void outgoing.writeHead(200, file.headers).end(file.body);
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      if (incoming.method === 'POST' && body) delivered.push(activityIdOf(body));
      const request = new Request(new URL(incoming.url ?? '/', origin), { method: incoming.method, headers, body });
      void federation.fetch(request, { contextData: undefined }).then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers.entries()));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  }
  const context = () => federation.createContext(new URL(origin), undefined);
  return {
    origin,
    bob: context().getActorUri('bob'),
    received,
    delivered,
    outbox,
    context,
    holdDeliveries: () =>
      new Promise<void>((resolve) => {
        holding = resolve;
      }),
    answerDeliveries: () => {
      holding = null;
    },
    holdFetches: () =>
      new Promise<void>((resolve) => {
        holdingFetches = resolve;
      }),
    answerFetches: () => {
      holdingFetches = null;
      const held = heldFetches.splice(0);
      for (const answer of held) answer();
      return held.length;
    },
    serveFile: (path, type, body, sent) => {
      const headers: Record<string, string> = sent?.gzip ? { 'content-type': type, 'content-encoding': 'gzip' } : { 'content-type': type };
      const file = { headers, body: sent?.gzip ? gzipSync(body) : body, asked: 0 };
      refusals.delete(path);
      files.set(path, file);
      return { asked: () => file.asked };
    },
    redirect: (path, to) => void redirects.set(path, to),
    refuse: (path, status) => {
      files.delete(path);
      const refusal = { status, asked: 0, signed: 0 };
      refusals.set(path, refusal);
      return { asked: () => refusal.asked, signed: () => refusal.signed, end: () => void refusals.delete(path) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The id a delivery's body names, or '' when it names none (or is not JSON). */
function activityIdOf(body: Buffer): string {
  try {
    const { id } = JSON.parse(body.toString('utf8')) as { id?: unknown };
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
}

/** An actor of the community as the recipient of bob's deliveries: its own inbox, as the community names it (`<actor>/inbox`). */
export const recipientAt = (actor: URL) => ({ id: actor, inboxId: new URL(`${actor.href}/inbox`), endpoints: null });

/** The activities of `type` bob was sent, in order. */
export const receivedOf = <T extends Activity>(peer: Peer, type: abstract new (...args: never[]) => T): T[] =>
  peer.received.filter((activity): activity is T => activity instanceof type);

export type { APObject };

/**
 * A delivery refused for want of room, with nothing refused before it lately: a 503 telling its
 * sender, in its Retry-After and in `words`, to come again in 30 s to a minute (the waits are
 * drawn at random: api-server/src/federation/come-again.ts).
 */
export async function expectToComeAgain(refused: Response, words: string): Promise<void> {
  expect(refused.status).toBe(503);
  const seconds = Number(refused.headers.get('retry-after'));
  expect(seconds).toBeGreaterThanOrEqual(30);
  expect(seconds).toBeLessThan(60);
  expect(await refused.text()).toBe(`${words} Send this one again in ${seconds} seconds.`);
}
