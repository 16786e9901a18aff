/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveDirectory } from '../../scripts/static-server.mjs';

let dir: string;
let server: Awaited<ReturnType<typeof serveDirectory>>;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>App</title>');
  server = await serveDirectory(dir, 0);
});

afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a malformed percent-encoding gets a 400, and the server keeps serving', async () => {
  const malformed = await fetch(`http://localhost:${server.port}/%E0%A4%A`);
  expect(malformed.status).toBe(400);
  const next = await fetch(`http://localhost:${server.port}/`);
  expect(next.status).toBe(200);
  expect(await next.text()).toContain('<title>App</title>');
});
