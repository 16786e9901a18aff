import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The first port the system hands out of its own choosing (to `listen(0)` and to every outgoing
 * connection): Linux's range, or the start of the range IANA sets aside for it elsewhere.
 */
function firstSystemChosenPort(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low !== undefined && low > 10_000) return low;
  } catch {
    // Not Linux: IANA's dynamic ports.
  }
  return 49_152;
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * A loopback port nothing listens on, for a server that must know its address before it starts
 * (its public URL), or to find nobody at. It is taken below the ports the system hands out
 * itself: between this probe and the server's start, other connections (to PostgreSQL, to other
 * test servers, another jest worker's) take ports of the system's choosing, and one of them
 * could take a port the system had just given here.
 */
export async function freePort(): Promise<number> {
  const low = firstSystemChosenPort();
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * (low - 10_000));
    if (await isFree(port)) return port;
  }
}
