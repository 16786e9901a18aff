import { Agent, interceptors, setGlobalDispatcher, type Dispatcher } from 'undici';
import { guardedConnector, type AddressGuard } from './address-guard';

/** How long a fetch of another server (an actor, a key, an object, a delivery) waits to connect, for the answer's headers, and between parts of its body. */
const otherServersWaitMs = 10_000;

/** The most bytes of an answer of another server read (an actor, a key, an object), unpacked, as Mastodon reads at most 1 MB of one. */
const otherServersMaxBytes = 1024 * 1024;

export type OtherServersSettings = {
  /** `SOCIAL_FEDERATION_ALLOW_PRIVATE`: the servers of a test on this machine, at loopback addresses. */
  allowPrivate: boolean;
  /** The address guard's DNS and rules, which a test replaces. */
  guard?: Pick<AddressGuard, 'resolve' | 'reachable'>;
};

/**
 * How this process reaches other servers. Fedify fetches and delivers with Node's own `fetch` and
 * takes no limits of ours: its document loader passes on a signal only when a caller gives one
 * (its inbox's fetch of a signer's key gives none), reads a body whatever its size, and checks a
 * fetched address before connecting but not an inbox it delivers to. So this dispatcher, undici's
 * (which Node's `fetch` uses):
 * - connects only through the address guard (address-guard.ts), unless private addresses are
 *   allowed: no delivery or fetch reaches inside, whatever DNS answers by then;
 * - waits `otherServersWaitMs` to connect, for the headers and between parts of a body, as
 *   Mastodon's 10 s read timeout does, so a server that never answers cannot hold a delivery;
 * - reads at most `otherServersMaxBytes` of an answer, counted as it arrives and again once
 *   unpacked (undici's decompress interceptor, before `fetch` sees it), so neither an endless
 *   actor nor a small compressed one that unpacks to gigabytes fills the memory.
 * Images are fetched on a dispatcher of their own, with their own limits (remote-fetch.ts).
 */
export function otherServersDispatcher({ allowPrivate, guard = {} }: OtherServersSettings): Dispatcher {
  const connect = allowPrivate ? { timeout: otherServersWaitMs } : guardedConnector({ ...guard, timeoutMs: otherServersWaitMs });
  return new Agent({
    connect,
    headersTimeout: otherServersWaitMs,
    bodyTimeout: otherServersWaitMs,
    maxResponseSize: otherServersMaxBytes,
  }).compose(interceptors.decompress({ maxSize: otherServersMaxBytes, skipErrorResponses: false }));
}

/** Every `fetch` of this process goes through `otherServersDispatcher`. */
export function reachOtherServersWithinLimits(allowPrivate: boolean): void {
  setGlobalDispatcher(otherServersDispatcher({ allowPrivate }));
}
