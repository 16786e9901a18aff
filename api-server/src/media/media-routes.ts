import type { FastifyInstance } from 'fastify';
import { reasons } from 'api-contract/messages';
import { fail } from 'api-contract/rules/result';
import { timingSafeEqual } from 'node:crypto';
import type { Tokens } from 'api-core/platform';
import { grantSignature, mediaAccess, parseGrant } from 'api-core/media-grants';
import type { ServerDeps } from '../deps';
import { sendRefusal } from '../http/refusal';
import { mediaIdPattern } from '../platform/image-store';

/**
 * Kept images, by the address `img` gives. An id is the hash of the bytes, so an address
 * always means the same bytes: browsers and caches may keep them for a year. An image shown only
 * by posts that are not public is served to an address with a grant that holds (media-grants.ts),
 * kept by the browser alone until the grant lapses; without one it is the 404 of no image, so its
 * address tells nobody that it exists.
 */
export async function mediaRoutes(app: FastifyInstance, { deps }: { deps: ServerDeps }) {
  app.get<{ Params: { mediaId: string }; Querystring: { grant?: string } }>('/media/:mediaId', async (request, reply) => {
    const { mediaId } = request.params;
    const notFound = () => sendRefusal(reply, fail(404, reasons.imageNotFound(mediaId)));
    if (!mediaIdPattern.test(mediaId)) return notFound();
    const access = await mediaAccess(deps.db, mediaId);
    if (!access) return notFound();
    const now = Date.now();
    const lapsesAt = access.granted ? await grantLapse(deps.tokens, mediaId, request.query.grant, now) : null;
    if (access.granted && lapsesAt === null) return notFound();
    const kept = lapsesAt === null ? 'public, max-age=31536000, immutable' : `private, max-age=${Math.floor((lapsesAt - now) / 1000)}`;
    reply.header('Cache-Control', kept).header('ETag', `"${mediaId}"`);
    if (request.headers['if-none-match'] === `"${mediaId}"`) return reply.code(304).send();
    const bytes = await deps.images.get(mediaId);
    if (!bytes) return notFound();
    return reply.type(access.contentType).send(bytes);
  });
}

/**
 * When the grant an address carries for image `id` lapses, if this side made it and it has not
 * lapsed at `now`; null otherwise. The signatures are compared in a time that does not tell how
 * much of one matched.
 */
async function grantLapse(tokens: Tokens, id: string, grant: unknown, now: number): Promise<number | null> {
  const parsed = parseGrant(typeof grant === 'string' ? grant : undefined);
  if (!parsed || parsed.lapsesAt <= now) return null;
  const expected = Buffer.from(await grantSignature(tokens, id, parsed.lapsesAt));
  const given = Buffer.from(parsed.signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? parsed.lapsesAt : null;
}
