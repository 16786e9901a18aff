import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetch, getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici';
import type { Resolve } from '../src/federation/address-guard';
import { otherServersDispatcher, reachOtherServersWithinLimits } from '../src/federation/other-servers-dispatcher';

/**
 * What Fedify fetches and delivers goes through the process's dispatcher, which connects only to
 * public addresses as they are when connecting: an inbox or actor at a name whose DNS answer
 * points inside (or comes to, after a check: rebinding) is never reached. The delivery's POST is
 * made here as Fedify makes it, with `fetch` on that dispatcher.
 */

let server: Server;
let port: number;
/** What this test's server (standing in for another server) was asked: a refused address is never connected to. */
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    request.resume();
    // Each delivery on a connection of its own, so each is checked as it connects. `/labelled`
    // answers as a server that labels even an empty answer compressed.
    const labelled = request.url === '/labelled' ? { 'content-encoding': 'gzip' } : {};
    request.on('end', () => response.writeHead(202, { connection: 'close', ...labelled }).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await dispatcher.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

/** DNS as a server hostile to this one answers: `peer.test` is this test's server, taken for a public one. */
const answers: Record<string, string[]> = {
  'peer.test': ['127.0.0.1'],
  'inside.test': ['10.0.0.5'],
  'metadata.test': ['169.254.169.254'],
  'both.test': ['127.0.0.1', '192.168.1.20'],
  'v6-inside.test': ['fd00::7'],
};
const dns: Resolve = (hostname) =>
  Promise.resolve((answers[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

/** The dispatcher as the server runs it, with this test's server (127.0.0.1) taken for a public one. */
const dispatcher = otherServersDispatcher({
  allowPrivate: false,
  guard: { resolve: dns, reachable: (address) => address === '127.0.0.1' },
});

/** A delivery's POST to `inbox` (on this test's dispatcher unless `through` says none: the process's): its status, or the reason the connection was not made. */
async function deliver(inbox: string, through: { dispatcher?: Dispatcher } = { dispatcher }): Promise<number | string> {
  try {
    const response = await fetch(inbox, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/activity+json' },
      ...through,
    });
    return response.status;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.name : String(error);
  }
}

test('a delivery to a server at a public address is made', async () => {
  expect(await deliver(`http://peer.test:${port}/inbox`)).toBe(202);
  expect(seen).toEqual(['POST /inbox']);
});

test.each(['inside.test', 'metadata.test', 'both.test', 'v6-inside.test', 'nowhere.test'])(
  'a delivery to an inbox at %s, whose DNS answer points inside (or nowhere), is not connected',
  async (host) => {
    expect(await deliver(`http://${host}:${port}/inbox`)).toBe('AddressNotPublic');
    expect(seen).toEqual([]);
  },
);

test.each(['10.0.0.5', '172.16.0.1', '[::1]', '[::ffff:10.0.0.5]', '[fe80::1]'])(
  'a delivery to an inbox written as the address %s is not connected',
  async (host) => {
    expect(await deliver(`http://${host}:${port}/inbox`)).toBe('AddressNotPublic');
  },
);

test('an address checked public before, which DNS answers inside by the time of connecting, is not connected', async () => {
  expect(await deliver(`http://peer.test:${port}/inbox`)).toBe(202);
  answers['peer.test'] = ['10.0.0.5'];
  try {
    expect(await deliver(`http://peer.test:${port}/again`)).toBe('AddressNotPublic');
  } finally {
    answers['peer.test'] = ['127.0.0.1'];
  }
  expect(seen).toEqual(['POST /inbox']);
});

test('where the operator allows private addresses (servers of a test on one machine), loopback is reached', async () => {
  const allowing = otherServersDispatcher({ allowPrivate: true });
  const response = await fetch(`http://127.0.0.1:${port}/inbox`, { method: 'POST', body: '{}', dispatcher: allowing });
  expect(response.status).toBe(202);
  await allowing.close();
});

test('a delivery answered with an empty answer labelled compressed is made (its answer is not read)', async () => {
  expect(await deliver(`http://peer.test:${port}/labelled`)).toBe(202);
});

test('the server makes it the dispatcher of every fetch of its process', async () => {
  const before = getGlobalDispatcher();
  reachOtherServersWithinLimits(false);
  try {
    expect(await deliver(`http://127.0.0.1:${port}/inbox`, {})).toBe('AddressNotPublic');
  } finally {
    const installed = getGlobalDispatcher();
    setGlobalDispatcher(before);
    await installed.close();
  }
  expect(seen).toEqual([]);
});
