import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../deps';

/** For a load balancer or a supervisor: the server answers and its database does too. */
export async function healthRoutes(app: FastifyInstance, { deps }: { deps: ServerDeps }) {
  app.get('/health', async () => {
    await deps.db.query('select 1');
    return { status: 'ok', database: deps.db.kind };
  });
}
