import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch } from 'undici';

/**
 * Fetching what another server names (the images of its posts, its people's avatars) without
 * letting it point this server at itself or its network. Fedify guards its own fetches of
 * documents; this guards ours, at the moment of connecting: the address each connection is made
 * to is checked after DNS answered, so a name whose answer points inside is refused, and an
 * answer that changes between a check and the connection (DNS rebinding) cannot slip past. Written
 * on undici's Agent because Node's own `fetch` takes no `lookup`; the rules are ipaddr.js's.
 */

/** Why a fetch was given up, for a program (the words are for the log). */
export type RefusalCode = 'address' | 'protocol' | 'redirects' | 'status' | 'type' | 'size' | 'time';

export class RemoteFetchRefused extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteFetchRefused';
  }
}

/**
 * Whether `address` (an IP address) is one of the public internet's: not loopback, private,
 * link-local, carrier-grade NAT, multicast, unspecified, reserved or documentation, IPv4 or IPv6,
 * nor an IPv4 address of those written as IPv6 (`::ffff:10.0.0.1`) or carried in it (6to4, NAT64).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The addresses a host name has, as DNS (and the hosts file) answer. */
export type Resolve = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export type RemoteFetchSettings = {
  /** `SOCIAL_FEDERATION_ALLOW_PRIVATE`: the servers of a test on this machine, at loopback addresses. */
  allowPrivate: boolean;
  /** Whom other servers see asking (their logs name it). */
  userAgent: string;
  /** The whole fetch, from the first connection to the last byte, at most. */
  timeoutMs?: number;
  /** Redirects followed at most, each to an address checked as the first. */
  redirectsMax?: number;
  /** DNS, which a test replaces to answer what a hostile server's would. */
  resolve?: Resolve;
  /** Which addresses may be reached (`isPublicAddress`); a test names its own server's too. */
  reachable?: (address: string) => boolean;
};

/** What a fetch asks of the answer: the types taken (`image/png`...) and the most bytes read. */
export type Wanted = { types: readonly string[]; maxBytes: number };

export type Fetched = { bytes: Uint8Array; contentType: string };

export type RemoteFetch = { get: (url: string, wanted: Wanted) => Promise<Fetched>; close: () => Promise<void> };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

const resolveByDns: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * A lookup for undici's connections that answers only addresses `reachable` allows: every
 * address of the name must be, or the connection is refused (a name with one public and one
 * private answer would otherwise reach inside on a retry).
 */
function guardedLookup(resolve: Resolve, reachable: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (answers) => {
        const inside = answers.find((answer) => !reachable(answer.address));
        if (answers.length === 0 || inside) {
          const refusal = new RemoteFetchRefused(
            'address',
            `${hostname} points to ${inside?.address ?? 'no address'}, which is not public.`,
          );
          callback(refusal, '', 0);
        } else if (options.all) callback(null, answers);
        else callback(null, answers[0]!.address, answers[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/** Reads a body of at most `maxBytes`, stopping as soon as it is longer (a body's declared length may lie). */
async function readCapped(body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of body) {
    length += chunk.length;
    if (length > maxBytes) throw new RemoteFetchRefused('size', `The answer is larger than ${maxBytes} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function createRemoteFetch({
  allowPrivate,
  userAgent,
  timeoutMs = 10_000,
  redirectsMax = 3,
  resolve = resolveByDns,
  reachable = isPublicAddress,
}: RemoteFetchSettings): RemoteFetch {
  const allowed = allowPrivate ? () => true : reachable;
  const agent = new Agent({ connect: { lookup: guardedLookup(resolve, allowed) }, connections: 16 });

  /** A URL this fetch may ask: http(s), and an address written in it (which no lookup sees) that `allowed` allows. */
  function checked(address: URL): URL {
    if (address.protocol !== 'https:' && address.protocol !== 'http:') {
      throw new RemoteFetchRefused('protocol', `${address.protocol} is not fetched.`);
    }
    const host = address.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) !== 0 && !allowed(host)) throw new RemoteFetchRefused('address', `${host} is not public.`);
    return address;
  }

  async function get(url: string, { types, maxBytes }: Wanted): Promise<Fetched> {
    const signal = AbortSignal.timeout(timeoutMs);
    let address = checked(new URL(url));
    try {
      for (let redirects = 0; ; redirects += 1) {
        const response = await fetch(address, {
          dispatcher: agent,
          redirect: 'manual',
          signal,
          headers: { accept: types.join(', '), 'user-agent': userAgent },
        });
        if (redirectStatuses.has(response.status)) {
          await response.body?.cancel();
          const location = response.headers.get('location');
          if (!location || redirects >= redirectsMax) throw new RemoteFetchRefused('redirects', `More than ${redirectsMax} redirects.`);
          address = checked(new URL(location, address));
          continue;
        }
        if (!response.ok || !response.body) {
          await response.body?.cancel();
          throw new RemoteFetchRefused('status', `The server answered ${response.status}.`);
        }
        const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
        if (!types.includes(contentType)) {
          await response.body.cancel();
          throw new RemoteFetchRefused('type', `${contentType || 'No type'} is not one of ${types.join(', ')}.`);
        }
        if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
          await response.body.cancel();
          throw new RemoteFetchRefused('size', `The answer is larger than ${maxBytes} bytes.`);
        }
        return { bytes: await readCapped(response.body, maxBytes), contentType };
      }
    } catch (error) {
      throw refusalOf(error, signal);
    }
  }

  return { get, close: () => agent.close() };
}

/** The refusal an error of a fetch comes to: its own, a connection's lookup refusal (which undici wraps), or the time running out. */
function refusalOf(error: unknown, signal: AbortSignal): Error {
  if (error instanceof RemoteFetchRefused) return error;
  if (signal.aborted) return new RemoteFetchRefused('time', 'The server took too long to answer.');
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof RemoteFetchRefused) return cause;
  return error instanceof Error ? error : new Error(String(error));
}
