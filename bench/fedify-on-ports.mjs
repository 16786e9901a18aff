// @ts-check
/**
 * One Fedify federation answering on `count` loopback ports, each port its own origin: as many
 * ActivityPub servers as a benchmark needs, in one process. Node's http server carries each
 * request to the federation as a web `Request` (Fedify has no adapter for it).
 */
import { createServer } from 'node:http';

/** Listens on a free loopback port with `handler`; its port. */
async function listen(handler) {
  const server = createServer(handler);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return { server, port: /** @type {import('node:net').AddressInfo} */ (server.address()).port };
}

/**
 * @param {import('@fedify/fedify').Federation<void>} federation
 * @param {number} count
 */
export async function servedOnPorts(federation, count) {
  const handler = (
    /** @type {import('node:http').IncomingMessage} */ incoming,
    /** @type {import('node:http').ServerResponse} */ outgoing,
  ) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
      const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (incoming.socket.address()).port}`;
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      void federation
        .fetch(new Request(new URL(incoming.url ?? '/', origin), { method: incoming.method, headers, body }), { contextData: undefined })
        .then(async (response) => {
          outgoing.writeHead(response.status, Object.fromEntries(response.headers.entries()));
          outgoing.end(Buffer.from(await response.arrayBuffer()));
        });
    });
  };
  const listening = [];
  for (let index = 0; index < count; index += 1) listening.push(await listen(handler));
  return {
    origins: listening.map(({ port }) => `http://127.0.0.1:${port}`),
    close: () => Promise.all(listening.map(({ server }) => new Promise((resolve) => server.close(resolve)))),
  };
}
