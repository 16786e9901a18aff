import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Closes, on shutdown, every connection once it holds nothing to finish, so a stopping server
 * waits for its answers and not for its clients. Node's `close` ends only the connections idle
 * at that moment; two kinds would stay open until the client drops them (for `fetch`, the
 * server's own keep-alive time, over a minute):
 * - a connection on which no request has come yet (fetch opens a spare one after an aborted
 *   stream, browsers speculatively): it holds nothing, and is closed at once;
 * - a connection whose answer was still being made: kept alive after it, though nothing more
 *   will be answered there. Its answer says `Connection: close` when its head is not sent yet,
 *   and the connection ends once the answer is sent.
 * Requests that arrive on a connection after the shutdown began are Fastify's: a 503 that
 * closes its connection.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  const unused = new Set<Socket>();
  const answering = new Map<ServerResponse, Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    unused.delete(request.socket);
    answering.set(response, request.socket);
    response.once('close', () => answering.delete(response));
  });
  app.addHook('preClose', (done) => {
    for (const socket of unused) socket.destroy();
    for (const [response, socket] of answering) endAfterAnswer(response, socket);
    done();
  });
}

function endAfterAnswer(response: ServerResponse, socket: Socket): void {
  if (!response.headersSent) response.setHeader('connection', 'close');
  response.once('finish', () => socket.end());
}
