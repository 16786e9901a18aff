import { isPublicAddress } from '../src/federation/address-guard';

/**
 * Which addresses the address guard lets this server connect to (what it fetches from other
 * servers and delivers to them): the public internet's, IPv4 or IPv6, and an IPv4 address carried
 * in IPv6 as public as itself. How a connection is refused: remote-fetch.test.ts and
 * other-servers-dispatcher.test.ts.
 */

describe('which addresses are public', () => {
  it.each([
    ['127.0.0.1', 'IPv4 loopback'],
    ['127.8.9.10', 'the rest of 127/8'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12, first'],
    ['172.31.255.254', 'private 172.16/12, last'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (a cloud’s metadata service)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'documentation'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fc00::1', 'IPv6 unique local'],
    ['fd12:3456::1', 'IPv6 unique local (fd)'],
    ['fe80::1', 'IPv6 link-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'loopback written as IPv6'],
    ['::ffff:10.0.0.1', 'private written as IPv6'],
    ['2002:a00:1::', '6to4 of 10.0.0.1'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['64:ff9b::7f00:1', 'NAT64 of 127.0.0.1'],
    ['64:ff9b:1::a00:1', 'a network’s own NAT64 prefix'],
    ['2001::1', 'Teredo'],
    ['::7f00:1', '127.0.0.1 in the deprecated IPv4-compatible form'],
    ['::5db8:d70e', 'a public IPv4 address in that form'],
    ['not an address', 'no address at all'],
  ])('%s (%s) is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['93.184.215.14', 'IPv4'],
    ['1.1.1.1', 'IPv4'],
    ['172.32.0.1', 'just past private 172.16/12'],
    ['2606:4700:4700::1111', 'IPv6'],
    ['::ffff:93.184.215.14', 'IPv4 written as IPv6'],
    ['64:ff9b::5db8:d70e', 'NAT64 of 93.184.215.14: how an IPv6-only server with DNS64 reaches an IPv4-only one'],
    ['2002:5db8:d70e::1', '6to4 of 93.184.215.14'],
  ])('%s (%s) is', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
