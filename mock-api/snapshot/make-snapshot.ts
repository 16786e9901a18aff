import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openRegistration } from 'api-contract/runtime-config';
import { pgliteDatabase } from 'api-core/pglite';
import { readyPageDatabase } from '../src/server/page-seed';

/**
 * `node --import tsx snapshot/make-snapshot.ts <file>`: the in-page mock's database as the page
 * starts it, migrated and seeded on the page's platform, written as PGlite's data folder
 * (a gzipped tar) to `file`. snapshot-plugin.cjs runs it when a build needs it.
 */
async function makeSnapshot(file: string): Promise<void> {
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  await readyPageDatabase(pgliteDatabase(pglite), {
    seeded: false,
    seedPosts: 0,
    community: {
      registration: openRegistration,
      sharedGuest: true,
      mail: false,
      requireVerifiedEmail: false,
      staffRequireTwoFactor: false,
      name: 'Social (mock)',
      // The seed makes no passkey: any address serves.
      origin: 'http://localhost',
    },
  });
  await pglite.exec('vacuum full');
  await pglite.exec('checkpoint');
  const tarball = await pglite.dumpDataDir('gzip');
  await pglite.close();
  mkdirSync(path.dirname(file), { recursive: true });
  // Written beside, then renamed: a build never reads half a file.
  const partial = `${file}.${process.pid}.part`;
  writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
  renameSync(partial, file);
}

const [file] = process.argv.slice(2);
if (!file) throw new Error('Usage: node --import tsx snapshot/make-snapshot.ts <file>');
makeSnapshot(path.resolve(file)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
