import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress, type Resolve } from '../src/federation/address-guard';
import { createRemoteFetch, type RemoteFetchSettings } from '../src/federation/remote-fetch';

/**
 * The address guard of what this server fetches from others (their posts' images, their
 * avatars): no private, loopback or link-local address, IPv4 or IPv6, written in the address or
 * answered by DNS, reached directly or through a redirect; a few redirects at most; a body of a
 * size and type it asked for; given up when the server is slow.
 */

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const wanted = { types: ['image/png', 'image/jpeg'], maxBytes: 1024 * 1024 };

let server: Server;
let port: number;
/** Requests the test server saw, by path: a refused address must never be connected to. */
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    const [path, query] = (request.url ?? '').split('?');
    if (path === '/image.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (path === '/page') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>');
    if (path === '/missing') return void response.writeHead(404).end();
    if (path === '/to') return void response.writeHead(302, { location: decodeURIComponent(query ?? '') }).end();
    if (path === '/loop') return void response.writeHead(302, { location: '/loop' }).end();
    if (path === '/endless') {
      // No length said: a body that goes on and on, cut off by the fetch at its cap.
      response.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(64 * 1024);
      const write = () => {
        while (response.write(chunk));
        response.once('drain', write);
      };
      return void write();
    }
    if (path === '/declared-large')
      return void response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(5 * 1024 * 1024) }).end();
    // '/slow': the headers, then nothing.
    response.writeHead(200, { 'content-type': 'image/png' });
    response.flushHeaders();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

/** DNS as a test names it: `peer.test` is this test's server (which it lets through as public), others as listed. */
const dns =
  (answers: Record<string, string[]>): Resolve =>
  (hostname) =>
    Promise.resolve((answers[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

/** A fetch that takes this test's server (127.0.0.1, named `peer.test`) for a public one, and nothing else private. */
function fetchAsPeer(settings: Partial<RemoteFetchSettings> = {}) {
  return createRemoteFetch({
    allowPrivate: false,
    userAgent: 'test',
    resolve: dns({ 'peer.test': ['127.0.0.1'] }),
    reachable: (address) => address === '127.0.0.1' || isPublicAddress(address),
    ...settings,
  });
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  throw new Error('The fetch was not refused.');
}

describe('a fetch of another server', () => {
  it('takes an image of the type asked from a public address', async () => {
    const remote = fetchAsPeer();
    const fetched = await remote.get(`http://peer.test:${port}/image.png`, wanted);
    expect(fetched.contentType).toBe('image/png');
    expect(Buffer.from(fetched.bytes).equals(png)).toBe(true);
    await remote.close();
  });

  it('refuses an address written as a private or loopback one, IPv6 too, without connecting', async () => {
    const remote = fetchAsPeer({ reachable: isPublicAddress });
    for (const host of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '[::1]', '[::ffff:127.0.0.1]', '[fd00::1]']) {
      expect(await refusal(remote.get(`http://${host}:${port}/image.png`, wanted))).toBe('address');
    }
    expect(seen).toEqual([]);
    await remote.close();
  });

  it('refuses a name whose DNS answer points inside, even beside a public one', async () => {
    const remote = fetchAsPeer({
      resolve: dns({ 'inside.test': ['192.168.0.10'], 'both.test': ['93.184.215.14', '127.0.0.1'], 'v6.test': ['::1'] }),
      reachable: isPublicAddress,
    });
    for (const host of ['inside.test', 'both.test', 'v6.test', 'nowhere.test']) {
      expect(await refusal(remote.get(`http://${host}:${port}/image.png`, wanted))).toBe('address');
    }
    expect(seen).toEqual([]);
    await remote.close();
  });

  it('refuses localhost as the system’s resolver answers it', async () => {
    const remote = createRemoteFetch({ allowPrivate: false, userAgent: 'test' });
    expect(await refusal(remote.get(`http://localhost:${port}/image.png`, wanted))).toBe('address');
    expect(seen).toEqual([]);
    await remote.close();
  });

  it('follows a redirect only to an address it may reach, and a few at most', async () => {
    const remote = fetchAsPeer();
    const via = (target: string) => `http://peer.test:${port}/to?${encodeURIComponent(target)}`;
    expect((await remote.get(via(`http://peer.test:${port}/image.png`), wanted)).contentType).toBe('image/png');
    expect(await refusal(remote.get(via('http://10.0.0.7/image.png'), wanted))).toBe('address');
    expect(await refusal(remote.get(via('http://[::1]/image.png'), wanted))).toBe('address');
    expect(await refusal(remote.get(via('file:///etc/passwd'), wanted))).toBe('protocol');
    seen.length = 0;
    expect(await refusal(remote.get(`http://peer.test:${port}/loop`, wanted))).toBe('redirects');
    expect(seen).toEqual(['/loop', '/loop', '/loop', '/loop']);
    await remote.close();
  });

  it('reaches private addresses only when the operator allows them (servers of a test on one machine)', async () => {
    const remote = createRemoteFetch({ allowPrivate: true, userAgent: 'test' });
    expect((await remote.get(`http://127.0.0.1:${port}/image.png`, wanted)).contentType).toBe('image/png');
    await remote.close();
  });

  it('refuses what is not an image of the types asked, an error, and an answer larger than asked, declared or not', async () => {
    const remote = fetchAsPeer();
    expect(await refusal(remote.get(`http://peer.test:${port}/page`, wanted))).toBe('type');
    expect(await refusal(remote.get(`http://peer.test:${port}/missing`, wanted))).toBe('status');
    expect(await refusal(remote.get(`http://peer.test:${port}/declared-large`, wanted))).toBe('size');
    expect(await refusal(remote.get(`http://peer.test:${port}/endless`, wanted))).toBe('size');
    await remote.close();
  });

  it('gives up on a server that does not finish answering', async () => {
    const remote = fetchAsPeer({ timeoutMs: 300 });
    expect(await refusal(remote.get(`http://peer.test:${port}/slow`, wanted))).toBe('time');
    await remote.close();
  });
});
