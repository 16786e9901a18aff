import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { RegistrationSchema } from 'api-contract/runtime-config';
import { validate } from 'api-contract/validate';
import { makeAdmin } from 'api-core/roles';
import type { ServerDeps } from '../deps';
import { sendRefusal } from '../http/refusal';
import { countDrift } from 'api-core/testing/count-drift';
import { explainList, ExplainSchema } from 'api-core/testing/explain';

const size = (most: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(most)), 0);
const ResetSchema = v.object({
  posts: size(1_000_000),
  users: size(100_000),
  /** How people join until the next reset; the operator's setting when none is named. */
  registration: v.optional(RegistrationSchema),
  /** Who among the seed's people are admins until the next reset. */
  admins: v.optional(v.array(v.string()), []),
});

/**
 * Calls for the tests only, registered when SOCIAL_TESTING=1:
 * - `POST /api/testing/reset`: every table emptied and the spec's seed written again, with
 *   `users` generated users and `posts` generated posts (older than the seed), so each test of
 *   the contract suite and the browser tests starts from the same data; it also sets how people
 *   join (`registration`) and makes some of the seed's people admins (`admins`), until the next;
 * - `POST /api/testing/explain`: the plan of a list's own query, as the route builds it;
 * - `GET /api/testing/count-drift`: the rows whose kept counts differ from a count of the rows;
 * - `POST /api/testing/crash`: an error thrown outside any request, as a bug would, to see the
 *   process stop with its database closed.
 */
export async function testingRoutes(app: FastifyInstance, { deps }: { deps: ServerDeps }) {
  app.post('/testing/reset', async (request, reply) => {
    const options = validate(ResetSchema, request.body);
    if (!options.ok) return sendRefusal(reply, options);
    const { registration, admins, ...sizes } = options.value;
    await deps.seeder.reseed(sizes);
    deps.community.registration = registration ?? deps.config.registration;
    for (const username of admins) await makeAdmin(deps.db, username);
    return reply.code(204).send();
  });

  app.post('/testing/explain', async (request, reply) => {
    const asked = validate(ExplainSchema, request.body);
    if (!asked.ok) return sendRefusal(reply, asked);
    const plan = await explainList(deps.db, asked.value);
    return plan.ok ? reply.send({ plan: plan.value }) : sendRefusal(reply, plan);
  });

  app.get('/testing/count-drift', async (_request, reply) => reply.send(await countDrift(deps.db)));

  app.post('/testing/crash', async (_request, reply) => {
    setImmediate(() => {
      throw new Error('A crash the tests asked for');
    });
    return reply.code(202).send();
  });
}
