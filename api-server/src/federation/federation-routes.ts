import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Federation } from '@fedify/fedify';
import { Note } from '@fedify/vocab';
import { comeAgainWaits } from './come-again';
import { createDocumentCache, type CachedAnswer } from './document-cache';
import type { InboxBacklog } from './inbox-backlog';
import { memberIdByUsername } from './members';
import type { Database } from 'api-core/database';
import type { RateLimiter } from 'api-core/rate-limits';

/** The largest activity an inbox takes: any real one is a few kilobytes; a larger body is refused unread. */
export const inboxBodyMaxBytes = 1_048_576;

/** Where Fedify answers: discovery, the actors and their collections, the posts, the inboxes. */
const federationPaths = ['/.well-known/nodeinfo', '/nodeinfo/2.1', '/inbox', '/users/*', '/posts/*'];

const activityTypes = /application\/(activity\+json|ld\+json)/;

/** Whether `request` asks for ActivityStreams (as another server's fetch does) rather than a page. */
const wantsActivity = (request: FastifyRequest) => activityTypes.test(request.headers.accept ?? '');

/**
 * The request as the web's `Request` Fedify takes, at the community's public address (behind a
 * proxy the request's own host may differ; signatures name the public one), at `path` if given.
 */
function webRequest(request: FastifyRequest, origin: string, path = request.url): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const body = request.body instanceof Buffer && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
  return new Request(new URL(path, origin), { method: request.method, headers, body });
}

function sendAnswer(reply: FastifyReply, { status, headers, body }: CachedAnswer): FastifyReply {
  reply.code(status);
  for (const [name, value] of headers) reply.header(name, value);
  return reply.send(body);
}

/**
 * The server a delivery's signature names (the host of its key's id, in a draft-cavage
 * `Signature` or an RFC 9421 `Signature-Input`): whose allowance it counts against, before any
 * work is done on it. Null for an unsigned one, which Fedify refuses at once.
 */
export function signingServer(headers: FastifyRequest['headers']): string | null {
  const signature = [headers.signature, headers['signature-input']]
    .flat()
    .filter((value) => typeof value === 'string')
    .join(',');
  const keyId = /\bkeyid="([^"]{1,2048})"/i.exec(signature)?.[1];
  return keyId && URL.canParse(keyId) ? new URL(keyId).host.toLowerCase() : null;
}

/**
 * How many of the deliveries read at once one signing server's may be: a quarter (at least one),
 * so a server whose keys take long to fetch holds at most that many places, and the others' are
 * read. A server's deliveries rarely overlap: each is read in milliseconds once its key is known.
 */
const oneServersShare = (atOnce: number) => Math.max(1, Math.ceil(atOnce / 4));

/** Whether `request` is a delivery to an inbox (the shared one, or a member's). */
const isDelivery = (request: FastifyRequest) => request.method === 'POST' && /^\/(inbox|users\/[^/]+\/inbox)(\?|$)/.test(request.url);

/** The actor or post an address names, when its ActivityStreams document may be kept (a signed request's answer is the same). */
function cacheableDocument(url: string): { kind: 'actor' | 'post'; id: string } | null {
  const pathname = url.split('?')[0] ?? '';
  const actor = /^\/users\/([^/]+)$/.exec(pathname);
  if (actor) return { kind: 'actor', id: decodeURIComponent(actor[1]!) };
  const post = /^\/posts\/([^/]+)$/.exec(pathname);
  return post ? { kind: 'post', id: decodeURIComponent(post[1]!) } : null;
}

/**
 * Fedify's routes on the Fastify app. Its handler takes web Requests (there is no Fastify
 * adapter), so each request is translated, the body read as bytes (a signature's digest covers
 * them exactly) and refused over `inboxBodyMaxBytes`. A browser that opens an actor's address is
 * sent to their profile page; the profile's and a post's page answer ActivityStreams to a fetch
 * that asks for it, as Mastodon's do.
 */
export async function federationRoutes(
  app: FastifyInstance,
  {
    federation,
    db,
    origin,
    limiter,
    inboxesAtOnce,
    inboxWaitingMax,
    backlog,
  }: {
    federation: Federation<void>;
    db: Database;
    origin: string;
    limiter: RateLimiter;
    inboxesAtOnce: number;
    inboxWaitingMax: number;
    backlog: InboxBacklog;
  },
) {
  const documents = createDocumentCache(db);
  let deliveriesBeingRead = 0;
  /** The deliveries being read, by the server that signed them. */
  const beingReadFrom = new Map<string, number>();
  const serversShare = oneServersShare(inboxesAtOnce);

  const waits = comeAgainWaits();

  /**
   * 503 with Retry-After, in words: the sender tries again later, when the server has had time to
   * read what it refused. `full`: refused for want of room, not one server's share (come-again.ts).
   */
  const comeAgain = (reply: FastifyReply, words: string, { full = true } = {}) => {
    const seconds = waits.refused(full);
    return reply
      .code(503)
      .header('Retry-After', String(seconds))
      .type('text/plain')
      .send(`${words} Send this one again in ${seconds} seconds.`);
  };

  /**
   * A delivery, checked and taken to be read after, unless `inboxWaitingMax` taken wait to be read
   * already, or `inboxesAtOnce` are being checked already, or its signing server's share of them: then it is answered 503 with Retry-After before it is checked or parsed (Fastify has
   * received its body), so a burst past what the server keeps up with is sent again later (senders
   * try again) instead of waiting in memory until its sender gives up, and a server whose keys are
   * slow to fetch cannot keep the others' deliveries out.
   */
  const deliver = async (request: FastifyRequest, reply: FastifyReply) => {
    // Taken deliveries wait in the database to be read: past as many as it keeps, a flood is sent again later.
    if (inboxWaitingMax > 0 && (await backlog.size()) >= inboxWaitingMax)
      return comeAgain(reply, 'This server has as many deliveries waiting to be read as it keeps.');
    const server = signingServer(request.headers);
    if (inboxesAtOnce > 0 && deliveriesBeingRead >= inboxesAtOnce)
      return comeAgain(reply, 'This server is reading as many deliveries as it can.');
    if (inboxesAtOnce > 0 && server !== null && (beingReadFrom.get(server) ?? 0) >= serversShare) {
      return comeAgain(reply, `This server is reading as many deliveries from ${server} as it reads from one server at once.`, {
        full: false,
      });
    }
    deliveriesBeingRead += 1;
    if (server !== null) beingReadFrom.set(server, (beingReadFrom.get(server) ?? 0) + 1);
    try {
      // Each server's deliveries are limited apart: one that floods waits (a 429 with Retry-After, which senders honour) and the others do not.
      const admitted = server ? await limiter.admit('inbox', { userId: null, address: server }) : { ok: true as const };
      if (!admitted.ok) {
        return reply.code(429).header('Retry-After', String(admitted.retryAfterSeconds)).type('text/plain').send(admitted.message);
      }
      await answer(request, reply);
      // Taken to be read after (or read already before: counted until the next count).
      if (reply.statusCode === 202) {
        backlog.taken();
        waits.taken();
      }
      return reply;
    } finally {
      deliveriesBeingRead -= 1;
      if (server !== null) {
        const left = (beingReadFrom.get(server) ?? 1) - 1;
        if (left === 0) beingReadFrom.delete(server);
        else beingReadFrom.set(server, left);
      }
    }
  };

  /** A public actor or post, from the document cache while it is unchanged; anything else is Fedify's. */
  const answer = async (request: FastifyRequest, reply: FastifyReply, path?: string) => {
    const cacheable = request.method === 'GET' && wantsActivity(request) ? cacheableDocument(path ?? request.url) : null;
    const cached = cacheable ? await documents.read(cacheable.kind, cacheable.id) : null;
    if (cached?.answer) return sendAnswer(reply, cached.answer);
    const answered = await fedifyAnswer(request, path);
    if (cacheable && cached?.version && answered.status === 200) documents.keep(cacheable.kind, cacheable.id, cached.version, answered);
    return sendAnswer(reply, answered);
  };

  const fedifyAnswer = async (request: FastifyRequest, path?: string): Promise<CachedAnswer> => {
    const response = await federation.fetch(webRequest(request, origin, path), {
      contextData: undefined,
      onNotFound: () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } }),
      onNotAcceptable: async (webRequest) => {
        const actor = /^\/users\/([^/]+)$/.exec(new URL(webRequest.url).pathname);
        if (actor) {
          const { rows } = await db.query<{ username: string }>('select username from users where id = $1 and domain is null', [
            decodeURIComponent(actor[1]!),
          ]);
          if (rows[0]) return Response.redirect(new URL(`/profile/${encodeURIComponent(rows[0].username)}`, origin), 302);
        }
        const post = /^\/posts\/([^/]+)$/.exec(new URL(webRequest.url).pathname);
        if (post) return Response.redirect(new URL(`/comments/${post[1]}`, origin), 302);
        return new Response('Not acceptable', { status: 406, headers: { 'Content-Type': 'text/plain', Vary: 'Accept' } });
      },
    });
    return { status: response.status, headers: [...response.headers], body: Buffer.from(await response.arrayBuffer()) };
  };

  // Fedify answers a resource it cannot read with a 500: a name that is no `acct:` or web
  // address is the asker's mistake, told in words.
  const readableResource = (request: FastifyRequest) => {
    const resource = new URLSearchParams(request.url.split('?')[1] ?? '').get('resource');
    return resource !== null && URL.canParse(resource);
  };

  await app.register(async (routes) => {
    // Bytes as they came, whatever their type: Fedify parses and checks them.
    routes.removeAllContentTypeParsers();
    routes.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: inboxBodyMaxBytes }, (_request, body, done) => done(null, body));
    routes.get('/.well-known/webfinger', (request, reply) => {
      if (readableResource(request)) return answer(request, reply);
      return reply.code(400).type('text/plain').send('Ask for an account as ?resource=acct:name@host, or for an actor by its address.');
    });
    for (const path of federationPaths)
      routes.all(path, (request, reply) => (isDelivery(request) ? deliver(request, reply) : answer(request, reply)));
  });

  // The pages' addresses, asked for ActivityStreams: the member's actor, the post's Note.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !wantsActivity(request)) return;
    const pathname = request.url.split('?')[0] ?? '';
    const profile = /^\/profile\/([^/]+)$/.exec(pathname);
    if (profile) {
      const id = await memberIdByUsername(db, decodeURIComponent(profile[1]!));
      if (!id) return reply.code(404).type('text/plain').send('Not found');
      return answer(request, reply, new URL(`/users/${encodeURIComponent(id)}`, origin).pathname);
    }
    const post = /^\/comments\/([^/]+)$/.exec(pathname);
    if (post) {
      const ctx = federation.createContext(new URL(origin), undefined);
      return answer(request, reply, ctx.getObjectUri(Note, { id: decodeURIComponent(post[1]!) }).pathname);
    }
  });
}
