import type { FastifyInstance } from 'fastify';
import { reasons } from 'api-contract/messages';
import { fail } from 'api-contract/rules/result';
import { mediaType } from 'api-core/media';
import type { ServerDeps } from '../deps';
import { sendRefusal } from '../http/refusal';
import { mediaIdPattern } from '../platform/image-store';

/**
 * Kept images, by the address `img` gives. An id is the hash of the bytes, so an address
 * always means the same bytes: browsers and caches may keep them for a year.
 */
export async function mediaRoutes(app: FastifyInstance, { deps }: { deps: ServerDeps }) {
  app.get<{ Params: { mediaId: string } }>('/media/:mediaId', async (request, reply) => {
    const { mediaId } = request.params;
    const notFound = () => sendRefusal(reply, fail(404, reasons.imageNotFound(mediaId)));
    if (!mediaIdPattern.test(mediaId)) return notFound();
    const contentType = await mediaType(deps.db, mediaId);
    if (!contentType) return notFound();
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', `"${mediaId}"`);
    if (request.headers['if-none-match'] === `"${mediaId}"`) return reply.code(304).send();
    const bytes = await deps.images.get(mediaId);
    if (!bytes) return notFound();
    return reply.type(contentType).send(bytes);
  });
}
