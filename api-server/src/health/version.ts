import { readFileSync } from 'node:fs';

/** This server's version, from its package.json: what NodeInfo and the User-Agent of its deliveries name. */
export const serverVersion: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
