import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';
import { refuse } from '../http/answer';
import { mediaIdPattern } from './images';

/**
 * Stored images, by the address `img` gives. An id is the hash of the bytes, so an address
 * always means the same bytes: browsers and caches may keep them for a year.
 */
export async function mediaRoutes(app: FastifyInstance, { deps }: { deps: ApiDeps }) {
  app.get<{ Params: { mediaId: string } }>('/media/:mediaId', async (request, reply) => {
    const { mediaId } = request.params;
    const notFound = () => refuse(reply, 404, `No image with id "${mediaId}" exists. Not Found error`);
    if (!mediaIdPattern.test(mediaId)) return notFound();
    const { rows } = await deps.db.query<{ content_type: string }>('select content_type from media where id = $1', [mediaId]);
    const stored = rows[0];
    if (!stored) return notFound();
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', `"${mediaId}"`);
    if (request.headers['if-none-match'] === `"${mediaId}"`) return reply.code(304).send();
    const bytes = await deps.media.get(mediaId);
    if (!bytes) return notFound();
    return reply.type(stored.content_type).send(bytes);
  });
}
