import type { FastifyInstance } from 'fastify';
import { databaseAnswers } from 'api-core/database';
import type { ServerDeps } from '../deps';

/** For a load balancer or a supervisor: the server answers and its database does too. */
export async function healthRoutes(app: FastifyInstance, { deps }: { deps: ServerDeps }) {
  app.get('/health', async () => {
    await databaseAnswers(deps.db);
    return { status: 'ok', database: deps.db.kind };
  });
}
