import { Agent, fetch } from 'undici';
import { AddressNotPublic, guardedConnector, type AddressGuard } from './address-guard';

/**
 * Fetching what another server names (the images of its posts, its people's avatars) without
 * letting it point this server at itself or its network: each connection is made through the
 * address guard (address-guard.ts), the same as Fedify's fetches and deliveries.
 */

/** Why a fetch was given up, for a program (the words are for the log). */
export type RefusalCode = 'address' | 'protocol' | 'redirects' | 'blocked' | 'status' | 'type' | 'size' | 'time';

export class RemoteFetchRefused extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteFetchRefused';
  }
}

export type RemoteFetchSettings = {
  /** `SOCIAL_FEDERATION_ALLOW_PRIVATE`: the servers of a test on this machine, at loopback addresses. */
  allowPrivate: boolean;
  /** Whom other servers see asking (their logs name it). */
  userAgent: string;
  /** The whole fetch, from the first connection to the last byte, at most. */
  timeoutMs?: number;
  /** Redirects followed at most, each to an address checked as the first. */
  redirectsMax?: number;
} & Pick<AddressGuard, 'resolve' | 'reachable'>;

/**
 * What a fetch asks of the answer: the types taken (`image/png`...) and the most bytes read; and
 * whether a server a redirect leads to is refused (`refusedHost`, by its host with its port: a
 * server admins blocked), the first address being the caller's to check.
 */
export type Wanted = { types: readonly string[]; maxBytes: number; refusedHost?: (host: string) => Promise<boolean> };

export type Fetched = { bytes: Uint8Array; contentType: string };

export type RemoteFetch = { get: (url: string, wanted: Wanted) => Promise<Fetched>; close: () => Promise<void> };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

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
  resolve,
  reachable,
}: RemoteFetchSettings): RemoteFetch {
  const connect = guardedConnector({ resolve, reachable: allowPrivate ? () => true : reachable });
  const agent = new Agent({ connect, connections: 16 });

  /** A URL this fetch may ask: http(s) (its address is the connection's to check). */
  function checked(address: URL): URL {
    if (address.protocol !== 'https:' && address.protocol !== 'http:') {
      throw new RemoteFetchRefused('protocol', `${address.protocol} is not fetched.`);
    }
    return address;
  }

  async function get(url: string, { types, maxBytes, refusedHost }: Wanted): Promise<Fetched> {
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
          if (await refusedHost?.(address.host))
            throw new RemoteFetchRefused('blocked', `${address.host} is a server this one does not fetch from.`);
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

/** The refusal an error of a fetch comes to: its own, a connection's refusal by the address guard (which undici wraps), or the time running out. */
function refusalOf(error: unknown, signal: AbortSignal): Error {
  if (error instanceof RemoteFetchRefused) return error;
  if (signal.aborted) return new RemoteFetchRefused('time', 'The server took too long to answer.');
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof AddressNotPublic) return new RemoteFetchRefused('address', cause.message);
  return error instanceof Error ? error : new Error(String(error));
}
