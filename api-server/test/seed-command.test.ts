import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientFor, send } from './api';
import { operatorCommand } from './operator-command';
import { startServerProcess } from './server-process';
import { createPostgresDatabase, dropPostgresDatabase, postgresAdminUrl } from './test-databases';

type Place = { dataDir: string; databaseUrl: string | undefined };

/** `seed` on the database of `place` (the embedded PostgreSQL in its data folder, or its PostgreSQL database): its exit code and what it printed. */
const seed = ({ dataDir, databaseUrl }: Place, ...args: string[]) =>
  operatorCommand('seed/generate', args, { SOCIAL_DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' });

/** A server on `place` for as long as `look` takes, to see what the database holds. */
async function withServerOn(place: Place, look: (server: Awaited<ReturnType<typeof startServerProcess>>) => Promise<void>) {
  const server = await startServerProcess({ ...place, keep: true });
  try {
    await look(server);
  } finally {
    await server.stop();
  }
}

const ada = {
  username: 'ada',
  password: 'analytical-engine-1843',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};

describe('the seed command', () => {
  let place: Place;
  beforeEach(async () => {
    place = {
      dataDir: mkdtempSync(path.join(tmpdir(), 'social-seed-')),
      databaseUrl: postgresAdminUrl ? await createPostgresDatabase() : undefined,
    };
  });
  afterEach(async () => {
    rmSync(place.dataDir, { recursive: true, force: true });
    if (place.databaseUrl) await dropPostgresDatabase(place.databaseUrl);
  });

  it('seeds an empty database; refuses one that holds data, in words and changing nothing, unless told --force', async () => {
    const first = await seed(place);
    expect(first.output).toContain('Done in');
    expect(first.status).toBe(0);
    await withServerOn(place, async (server) => {
      await (await clientFor(server)).signup({ body: ada });
    });

    const refused = await seed(place, '--', '--users', '3');
    expect(refused.output).toContain('holds 7 accounts and 6 posts');
    expect(refused.output).toContain('Nothing was changed');
    expect(refused.output).toContain('pnpm --filter api-server seed -- --users 3 --force');
    expect(refused.status).toBe(1);
    await withServerOn(place, async (server) => {
      expect((await send(server, 'GET', '/api/users/username/ada')).status).toBe(200);
    });

    const forced = await seed(place, '--', '--force');
    expect(forced.status).toBe(0);
    await withServerOn(place, async (server) => {
      expect((await send(server, 'GET', '/api/users/username/ada')).status).toBe(404);
      expect((await send(server, 'GET', '/api/users/username/guest')).status).toBe(200);
    });
  }, 180_000);
});
