import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { migrationsBefore as before } from './earlier-migrations';
import { databaseName, openTestDatabase } from './test-databases';

// A file of its own: on PGlite a test file has one database, and this one starts before migration 020.

test(`the sessions from before keep their browser and system, now as names the page writes in its reader's language, on ${databaseName}`, async () => {
  const db = await openTestDatabase();
  try {
    await migrate(db, before('020'));
    await db.query(
      `insert into users (id, username, first_name, last_name, email, password_hash) values ('u1', 'ada', 'Ada', 'L', 'a@example.org', 'x')`,
    );
    const devices = { s1: 'Firefox on Linux', s2: 'Safari', s3: 'Unknown device', s4: '' };
    for (const [id, device] of Object.entries(devices)) {
      await db.query(`insert into sessions (id, user_id, device, expires_at) values ($1, 'u1', $2, now() + interval '1 day')`, [
        id,
        device,
      ]);
    }
    await migrate(db, migrations);
    const { rows } = await db.query<{ id: string; browser: string | null; system: string | null }>(
      'select id, browser, system from sessions order by id',
    );
    expect(rows).toEqual([
      { id: 's1', browser: 'Firefox', system: 'Linux' },
      { id: 's2', browser: 'Safari', system: null },
      { id: 's3', browser: null, system: null },
      { id: 's4', browser: null, system: null },
    ]);
    // Each name within its limit: the table refuses a longer one.
    await expect(
      db.query(`insert into sessions (id, user_id, browser, expires_at) values ('s5', 'u1', repeat('a', 51), now() + interval '1 day')`),
    ).rejects.toThrow(/sessions_browser_check/);
  } finally {
    await db.close();
  }
});
