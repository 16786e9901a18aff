import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Closes, on shutdown, the connections on which no request has come yet. Clients open spare
 * connections (fetch does after an aborted stream, browsers speculatively); Node's close
 * leaves them open, and the process would wait for the client to drop them. They hold no
 * request to finish. Connections that carried a request are Node's to close once idle.
 */
export function closeUnusedConnectionsOnShutdown(app: FastifyInstance): void {
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => unused.delete(request.socket));
  app.addHook('preClose', (done) => {
    for (const socket of unused) socket.destroy();
    done();
  });
}
