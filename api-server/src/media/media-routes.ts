import type { FastifyInstance } from 'fastify';
import { reasons } from 'api-contract/messages';
import { fail } from 'api-contract/rules/result';
import { grantHolds, mediaAccess } from 'api-core/media-grants';
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
    const grant = typeof request.query.grant === 'string' ? request.query.grant : undefined;
    if (access.granted && !(await grantHolds(deps.tokens, mediaId, grant, now))) return notFound();
    const kept = access.granted
      ? `private, max-age=${Math.max(0, Math.floor((Number(grant!.split('.')[0]) - now) / 1000))}`
      : 'public, max-age=31536000, immutable';
    reply.header('Cache-Control', kept).header('ETag', `"${mediaId}"`);
    if (request.headers['if-none-match'] === `"${mediaId}"`) return reply.code(304).send();
    const bytes = await deps.images.get(mediaId);
    if (!bytes) return notFound();
    return reply.type(access.contentType).send(bytes);
  });
}
