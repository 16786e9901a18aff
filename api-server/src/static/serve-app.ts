import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { securityHeaders } from '../http/security';
import { readRemoteRoutes, remoteFiles, withPreloads } from './route-preloads';
import type { RemoteApp } from '../config';

/** Chunks whose names carry their content hash never change: a year in any cache. */
const hashedFile = /\.[0-9a-f]{8}\.js$/;

/**
 * Source maps hold the whole source, comments and all: the build keeps them for the team, and no
 * one is sent one, whatever the build left in the folder.
 */
const sourceMap = /\.map$/i;

/**
 * Serves a built app from `root`: the files webpack compressed at build time (brotli or gzip,
 * whichever the browser takes), hashed chunks cached for a year, everything else revalidated
 * each time (an unchanged file answers 304), and `index.html` for the app's own routes. A page
 * of a route the build's table (`remote-routes.json`) gives to one of `remotes` names that
 * remote's files in its html, so the browser fetches them at once.
 */
export async function serveBuiltApp(app: FastifyInstance, root: string, remotes: RemoteApp[] = []): Promise<void> {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`Not built yet: ${root}. Run \`pnpm build\` first.`);
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => !sourceMap.test(pathName),
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', hashedFile.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const wantsPage = (request: FastifyRequest) => request.method === 'GET' && path.extname(request.url.split('?')[0] ?? '') === '';
  app.setNotFoundHandler((request, reply) => {
    if (!wantsPage(request)) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
  for (const route of readRemoteRoutes(root)) {
    const remote = remotes.find((candidate) => candidate.name === route.remote);
    if (!remote) continue;
    app.get(route.path, async (request, reply) => {
      if (!wantsPage(request)) return reply.code(404).type('text/plain').send('Not found');
      // Read on each page, off the event loop: either build may be deployed anew meanwhile.
      const [page, files] = await Promise.all([readFile(path.join(root, 'index.html'), 'utf8'), remoteFiles(remote)]);
      const html = withPreloads(page, files);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  }
}

export type StaticServer = { port: number; close: () => Promise<void> };

/**
 * A remote's build on its own port, as federation loads it from other origins: CORS and
 * Timing-Allow-Origin for the pages of the shell, which fetch its manifest and scripts.
 */
export async function startStaticServer({
  root,
  host = 'localhost',
  port,
  remoteOrigins = [],
}: {
  root: string;
  host?: string;
  port: number;
  remoteOrigins?: string[];
}): Promise<StaticServer> {
  // Files only, nothing to finish: closing drops every connection, even one whose client has not
  // read its answer yet (which would otherwise hold the close until the client goes).
  const app = Fastify({ logger: false, forceCloseConnections: true });
  // A remote's own page runs on the in-page mock, whose PostgreSQL is WebAssembly.
  await app.register(helmet, securityHeaders(remoteOrigins, { crossOriginResources: true, webAssembly: true }));
  await app.register(compress, { threshold: 1024 });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*').header('Timing-Allow-Origin', '*');
  });
  await serveBuiltApp(app, root);
  await app.listen({ host, port });
  const address = app.server.address();
  return { port: typeof address === 'object' && address ? address.port : port, close: () => app.close() };
}
