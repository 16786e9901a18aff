// @ts-check
/**
 * A small static server for a built app: CORS and Timing-Allow-Origin for federation
 * across origins, index.html for client-side routes, long caching for hashed files, and
 * brotli or gzip for text.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

const hashed = /\.[0-9a-f]{8}\.js$/;
const compressible = /\.(html|js|json|css|svg|map|txt)$/;

/** Compressed bodies, made once per file version: brotli where the browser takes it, else gzip. */
const compressedCache = new Map();

/** @param {string} file @param {string} acceptEncoding */
function body(file, acceptEncoding) {
  const raw = readFileSync(file);
  if (!compressible.test(file) || raw.length < 1024) return { data: raw, encoding: null };
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding) return { data: raw, encoding: null };
  const key = `${file}:${statSync(file).mtimeMs}:${encoding}`;
  if (!compressedCache.has(key)) {
    const data =
      encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(raw, { level: 9 });
    compressedCache.set(key, data);
  }
  return { data: compressedCache.get(key), encoding };
}

/** A URL path with its percent-encoding decoded, or null when that encoding is malformed. */
function decodedPath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Serves `dir` on localhost:`port` (0: any free port); resolves once listening, with the
 * port and a `close` that resolves once every connection is gone.
 * @param {string} dir @param {number} port
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export function serveDirectory(dir, port) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = decodedPath(url.pathname);
    if (pathname === null) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The address is not valid.');
      return;
    }
    const requested = path.normalize(path.join(dir, pathname));
    const inside = requested.startsWith(dir);
    const isFile = inside && existsSync(requested) && statSync(requested).isFile();
    const file = isFile ? requested : path.join(dir, 'index.html');
    const name = path.basename(file);
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Timing-Allow-Origin', '*');
    response.setHeader('Content-Type', types[/** @type {keyof typeof types} */ (path.extname(file))] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', hashed.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.setHeader('Vary', 'Accept-Encoding');
    // Unhashed files (index.html, main.js, remoteEntry.js, manifests) are revalidated each time:
    // an unchanged one answers 304 with no body.
    const stats = statSync(file);
    const etag = `"${stats.size.toString(36)}-${Math.round(stats.mtimeMs).toString(36)}"`;
    response.setHeader('ETag', etag);
    if (request.headers['if-none-match'] === etag) {
      response.statusCode = 304;
      response.end();
      return;
    }
    const { data, encoding } = body(file, String(request.headers['accept-encoding'] ?? ''));
    if (encoding) response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', data.length);
    response.end(data);
  });
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () =>
      resolve({
        port: /** @type {import('node:net').AddressInfo} */ (server.address()).port,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}
