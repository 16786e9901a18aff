/**
 * The servers the browser tests run on, one per worker: the first serves the shell and the
 * remotes (3001-3006), the second the shell alone, loading the same remotes.
 */
export const testServers = [
  { port: 3000, serveApps: 'all' },
  { port: 3100, serveApps: 'shell' },
] as const;
