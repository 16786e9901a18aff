import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { validate } from 'api-contract/validate';
import type { ApiDeps } from '../deps';
import { refuseWith } from '../http/answer';
import { reseed } from '../seed/seed-database';

const ResetSchema = v.object({ posts: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)), 0) });

/**
 * `POST /api/testing/reset`: every table emptied and the spec's seed written again, with
 * `posts` more generated posts. Registered only when SOCIAL_TESTING=1, so each test of the
 * contract suite and the browser tests starts from the same data.
 */
export async function testingRoutes(app: FastifyInstance, { deps }: { deps: ApiDeps }) {
  app.post('/testing/reset', async (request, reply) => {
    const options = validate(ResetSchema, request.body);
    if (!options.ok) return refuseWith(reply, options);
    await reseed(deps.db, deps.media, { morePosts: options.value.posts });
    return reply.code(204).send();
  });
}
