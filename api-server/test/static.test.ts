import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startStaticServer, type StaticServer } from '../src/static/serve-app';

let root: string;
let server: StaticServer;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-app-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>App</title>');
  writeFileSync(path.join(root, 'main.js'), script);
  writeFileSync(path.join(root, 'main.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(root, '123.0b7ec3a3.js'), script);
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
