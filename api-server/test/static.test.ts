import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { messages } from 'api-contract/messages';
import { startStaticServer, type StaticServer } from '../src/static/serve-app';
import { send } from './api';
import { startInProcess, type InProcessServer } from './in-process';

let root: string;
let server: StaticServer;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const sourceMap = JSON.stringify({ version: 3, sources: ['webpack://shell/./src/secret-plans.ts'], mappings: 'AAAA' });

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-app-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>App</title>');
  writeFileSync(path.join(root, 'main.js'), script);
  writeFileSync(path.join(root, 'main.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(root, '123.0b7ec3a3.js'), script);
  writeFileSync(path.join(root, 'main.js.map'), sourceMap);
  writeFileSync(path.join(root, 'main.js.map.br'), brotliCompressSync(sourceMap));
  server = await startStaticServer({ root, host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${server.port}${pathname}`, { headers });

describe('a built app, served', () => {
  it('a malformed percent-encoding gets a 400, and the server keeps serving', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect(await (await get('/')).text()).toContain('<title>App</title>');
  });

  it("the app's own routes get index.html; a missing file is a 404", async () => {
    const page = await get('/profile/guest');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>App</title>');
    expect((await get('/missing.js')).status).toBe(404);
  });

  it('sends the copy the build compressed when the browser takes it', async () => {
    const compressed = await fetch(`http://127.0.0.1:${server.port}/main.js`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe(script);
  });

  it('caches hashed chunks for a year, and revalidates the rest (304 when unchanged)', async () => {
    expect((await get('/123.0b7ec3a3.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const entry = await get('/main.js');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    // As a browser revalidates (fetch would add `Cache-Control: no-cache` otherwise).
    expect((await get('/main.js', { 'if-none-match': entry.headers.get('etag') ?? '', 'cache-control': 'max-age=0' })).status).toBe(304);
  });

  it('lets pages of other origins load it (CORS, Timing-Allow-Origin, cross-origin resource policy)', async () => {
    const { headers } = await get('/main.js');
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('timing-allow-origin')).toBe('*');
    expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it("lets a remote's own page compile WebAssembly (the in-page mock's PostgreSQL), never eval or inline script", async () => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'[^;]* 'wasm-unsafe-eval'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });
});

// Source maps hand the whole source, comments and all, to anyone who asks (issue 17): the
// production build keeps them for the team (hidden-source-map) and no server of the app sends one.
describe('source maps', () => {
  it.each(['/main.js.map', '/main.js.map?v=1', '/MAIN.JS.MAP'])('are never served: %s is a 404', async (pathname) => {
    for (const encoding of ['br', 'identity']) {
      const answer = await get(pathname, { 'accept-encoding': encoding });
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('secret-plans');
    }
  });
});

// A GET under /api that no route answers got the shell's html with a 200, and so did a route's
// address whose id was longer than the router's parameter limit (issue 17).
describe("the API beside the shell's pages", () => {
  let app: InProcessServer;
  let shellRoot: string;

  beforeAll(async () => {
    shellRoot = mkdtempSync(path.join(tmpdir(), 'static-shell-'));
    writeFileSync(path.join(shellRoot, 'index.html'), '<!doctype html><title>Shell</title>');
    writeFileSync(path.join(shellRoot, 'main.js.map'), sourceMap);
    app = await startInProcess({ env: { SOCIAL_SERVE_APPS: 'shell', SOCIAL_SHELL_DIST: shellRoot } });
  }, 60_000);

  afterAll(async () => {
    await app.close();
    rmSync(shellRoot, { recursive: true, force: true });
  });

  it('serves the page for the app’s own routes', async () => {
    const page = await send(app, 'GET', '/profile/guest');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Shell</title>');
  });

  it.each(['/api/nonexistent', '/api', '/api/', '/api/posts/x/y/z', '/api/nonexistent.js'])(
    'a GET of %s, which no call answers, is a JSON 404 in the contract’s shape',
    async (pathname) => {
      const answer = await send(app, 'GET', pathname);
      expect(answer).toMatchObject({ status: 404, body: { errors: [messages.noSuchCall('GET', pathname)] } });
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    },
  );

  it('an id longer than the router holds by default is answered by its call, never by the page', async () => {
    const username = 'a'.repeat(300);
    const answer = await send(app, 'GET', `/api/posts/user/${username}`);
    expect(answer).toMatchObject({ status: 404, body: { errors: [messages.usernameNotFound(username)] } });
  });

  it('an address longer than any call takes is a JSON 404, never the page', async () => {
    const pathname = `/api/posts/${'a'.repeat(5000)}`;
    const answer = await send(app, 'GET', pathname);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('never serves a source map of the shell', async () => {
    expect((await send(app, 'GET', '/main.js.map')).status).toBe(404);
  });
});
