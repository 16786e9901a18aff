import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveBuiltApp } from '../src/static/serve-app';
import { withPreloads } from '../src/static/route-preloads';
import { readConfig } from '../src/config';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'route-preloads-'));
  const [shellDist, feedDist] = [path.join(root, 'shell'), path.join(root, 'feed')];
  mkdirSync(shellDist);
  mkdirSync(feedDist);
  writeFileSync(path.join(shellDist, 'index.html'), '<html><head><title>App</title></head><body></body></html>');
  writeFileSync(
    path.join(shellDist, 'remote-routes.json'),
    JSON.stringify([
      { path: '/explore', remote: 'mf_feed' },
      { path: '/profile/:username', remote: 'mf_profile' },
    ]),
  );
  writeFileSync(
    path.join(feedDist, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'module', assets: { js: { sync: ['580.e3b0c3c3.js', '__federation_expose_module.f9.js'], async: ['852.cd.js'] } } },
      ],
      shared: [{ name: 'react', assets: { js: { sync: ['262.34.js'] } } }],
    }),
  );
  app = Fastify();
  await serveBuiltApp(app, shellDist, [
    { name: 'mf_feed', dist: feedDist, url: new URL('http://localhost:3001/remoteEntry.js'), deployedHere: true },
    { name: 'mf_profile', dist: path.join(root, 'not-built'), url: new URL('http://localhost:3002/remoteEntry.js'), deployedHere: true },
  ]);
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;

describe("a page names the files of its screen's remote", () => {
  it("a feed page names mf-feed's entry and its module's own chunks, not its lazy ones nor its copies of shared libraries", async () => {
    const links = [...(await page('/explore')).matchAll(/<link rel="preload" as="script" href="([^"]+)" \/>/g)].map((match) => match[1]);
    expect(links).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/580.e3b0c3c3.js',
      'http://localhost:3001/__federation_expose_module.f9.js',
    ]);
  });

  it("the shell's own pages, and a remote whose build is not beside the server, name none", async () => {
    for (const url of ['/login', '/profile/guest']) {
      const html = await page(url);
      expect(html).toContain('<title>App</title>');
      expect(html).not.toContain('rel="preload"');
    }
  });

  it('a file under a route of the table is not a page: a 404, as for any missing file', async () => {
    const answer = await app.inject({ method: 'GET', url: '/profile/missing.js' });
    expect(answer.statusCode).toBe(404);
  });

  it('the html asks for them before its own end of head, its addresses escaped', () => {
    const html = withPreloads('<head><title>App</title></head>', ['http://localhost:3001/a.js?x=1&y="2"']);
    expect(html).toBe(
      '<head><title>App</title><link rel="preload" as="script" href="http://localhost:3001/a.js?x=1&amp;y=&quot;2&quot;" /></head>',
    );
    expect(withPreloads('<head></head>', [])).toBe('<head></head>');
  });
});

describe('which remote builds a page may name', () => {
  it("a remote at this machine's default address is deployed here; one given an address elsewhere is not", () => {
    const { remotes } = readConfig({ MF_FEED_URL: 'https://cdn.example/feed/remoteEntry.js' });
    expect(remotes.map(({ name, deployedHere }) => [name, deployedHere])).toEqual([
      ['mf_feed', false],
      ['mf_profile', true],
      ['mf_comments', true],
      ['mf_admin', true],
      ['mf_notifications', true],
      ['mf_messages', true],
    ]);
  });

  it('stops the start in words when an address is not a remote entry', () => {
    expect(() => readConfig({ MF_FEED_URL: 'https://cdn.example/feed/mf-manifest.json' })).toThrow(
      `MF_FEED_URL must be the address of the remote's remoteEntry.js (such as https://cdn.example/feed/remoteEntry.js), not "https://cdn.example/feed/mf-manifest.json".`,
    );
    expect(() => readConfig({ MF_PROFILE_URL: 'not an address' })).toThrow('MF_PROFILE_URL must be the address');
  });
});
