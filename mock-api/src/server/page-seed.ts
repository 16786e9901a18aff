import type { Database } from 'api-core/database';
import type { Community } from 'api-core/platform';
import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { createSeeder } from 'api-core/seed';
import { createPageImageStore, pageJobs, pagePasswords, pageTokens } from './page-platform';

/**
 * The API's platform in a page, on `db`, with its seeder, once the database is ready: migrated,
 * and seeded unless it holds the seed already (a snapshot made when the page was built), in which
 * case only the seed's pictures are kept in the page's image store again. With `seedPosts`, the
 * seed is written afresh with that many older generated posts. `community` is how people join.
 */
export async function readyPageDatabase(
  db: Database,
  { seeded, seedPosts, community }: { seeded: boolean; seedPosts: number; community: Community },
) {
  // The page is nobody's server: it finds nobody elsewhere (its jobs drop what would go there).
  const platform = {
    db,
    tokens: pageTokens,
    passwords: pagePasswords,
    images: createPageImageStore(),
    community,
    jobs: pageJobs,
    fediverse: null,
    log: { warn: (details: Record<string, unknown>, message: string) => console.warn(message, details) },
  };
  const seeder = createSeeder(platform);
  await migrate(db, migrations);
  if (seeded && seedPosts === 0) await seeder.keepPictures();
  else await seeder.reseed({ posts: seedPosts });
  return { platform, seeder };
}
