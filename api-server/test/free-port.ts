import { createServer, type AddressInfo } from 'node:net';

/** A loopback port nothing listens on: one the system gave, then closed again (for a server to start on, or to find nobody at). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
