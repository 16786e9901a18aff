import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { buildConnector } from 'undici';

/**
 * Where this server may connect when it fetches from or delivers to another server: the public
 * internet only, never itself or its network. Checked at the moment of connecting, after DNS
 * answered, so a name whose answer points inside is refused, and an answer that changes between a
 * check and the connection (DNS rebinding) cannot slip past. Written on undici's connector because
 * Node's own `fetch` takes no `lookup`; the rules are ipaddr.js's.
 */

/** A connection not made: the address it would have reached is not public. */
export class AddressNotPublic extends Error {
  override name = 'AddressNotPublic';
}

/**
 * Whether `address` (an IP address) is one of the public internet's: not loopback, private,
 * link-local, carrier-grade NAT, multicast, unspecified, reserved or documentation, IPv4 or IPv6,
 * nor an IPv4 address of those written as IPv6 (`::ffff:10.0.0.1`, or the deprecated `::10.0.0.1`).
 * An IPv6 address that carries an IPv4 one (NAT64's well-known prefix, which a network with DNS64
 * answers for every IPv4-only server, and 6to4) is as public as the IPv4 address it carries, as
 * Fedify judges it; a network's own NAT64 prefix and Teredo are not public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6') {
    const { parts } = parsed as ipaddr.IPv6;
    const carried = carriedIPv4(parsed as ipaddr.IPv6);
    if (carried) return carried.range() === 'unicast';
    // ipaddr.js calls `::/96` unicast; no server is reached at one.
    if (parts.slice(0, 6).every((part) => part === 0)) return false;
  }
  return parsed.range() === 'unicast';
}

/** The IPv4 address within a NAT64 address of the well-known prefix (`64:ff9b::/96`) or a 6to4 one (`2002::/16`). */
function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const { parts } = address;
  const ofParts = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
  const wellKnownNat64 = parts[0] === 0x64 && parts[1] === 0xff9b && parts.slice(2, 6).every((part) => part === 0);
  if (wellKnownNat64) return ofParts(parts[6]!, parts[7]!);
  if (address.range() === '6to4') return ofParts(parts[1]!, parts[2]!);
  return null;
}

/** The addresses a host name has, as DNS (and the hosts file) answer. */
export type Resolve = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const resolveByDns: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

export type AddressGuard = {
  /** DNS, which a test replaces to answer what a hostile server's would. */
  resolve?: Resolve;
  /** Which addresses may be reached (`isPublicAddress`); a test names its own server's too. */
  reachable?: (address: string) => boolean;
  /** How long connecting may take (undici's default: 10 s). */
  timeoutMs?: number;
};

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
          callback(new AddressNotPublic(`${hostname} points to ${inside?.address ?? 'no address'}, which is not public.`), '', 0);
        } else if (options.all) callback(null, answers);
        else callback(null, answers[0]!.address, answers[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/**
 * undici's connector for an Agent's `connect`, refusing what `reachable` does not allow: an
 * address written in the URL as it is (no lookup sees it), a name as DNS answers it.
 */
export function guardedConnector({
  resolve = resolveByDns,
  reachable = isPublicAddress,
  timeoutMs,
}: AddressGuard = {}): buildConnector.connector {
  const connect = buildConnector({ ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }), lookup: guardedLookup(resolve, reachable) });
  return (options, callback) => {
    const host = options.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) !== 0 && !reachable(host)) callback(new AddressNotPublic(`${host} is not public.`), null);
    else connect(options, callback);
  };
}
