import ipaddr from 'ipaddr.js';

/** The names proxy-addr (Fastify's `trustProxy`) reads as ranges of addresses. */
const namedRanges = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * The key a caller's address is counted by: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * too), an IPv6 address by its /64, since one subscriber is given a whole /64 and could
 * otherwise take a new address for every call.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = parsed.toByteArray().slice(0, 8);
  return `${ipaddr.fromByteArray([...network, 0, 0, 0, 0, 0, 0, 0, 0]).toString()}/64`;
}

/**
 * `SOCIAL_TRUST_PROXY` as Fastify's `trustProxy`: which proxies' `X-Forwarded-For` names the
 * client. Unset or `false`: none (the header is ignored, the socket's peer is the client);
 * `true`: every hop; a whole number: that many hops; otherwise a comma-separated list of
 * addresses, CIDR ranges and proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`).
 */
export function readTrustProxy(value: string | undefined): boolean | number | string[] {
  const given = (value ?? '').trim();
  if (given === '' || given === 'false') return false;
  if (given === 'true') return true;
  if (/^\d+$/.test(given)) return Number(given);
  const entries = given.split(',').map((entry) => entry.trim());
  const unknown = entries.find((entry) => !namedRanges.includes(entry) && !ipaddr.isValid(entry) && !isRange(entry));
  if (unknown !== undefined) {
    throw new Error(
      `SOCIAL_TRUST_PROXY must be true, false, a number of hops, or addresses and ranges separated by commas; "${unknown}" is none of these.`,
    );
  }
  return entries;
}

function isRange(entry: string): boolean {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}
