/** Serves a built app's folder on localhost (see static-server.mjs). */
export function serveDirectory(dir: string, port: number): Promise<{ port: number; close: () => Promise<void> }>;
