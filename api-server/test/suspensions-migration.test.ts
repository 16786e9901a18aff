import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { notSuspended } from 'api-core/visibility';
import { migrationsBefore as before } from './earlier-migrations';
import { databaseName, openTestDatabase } from './test-databases';

// A file of its own: on PGlite a test file has one database, and this one starts before migration 064.

test(`a suspension by their server kept in a moderator's place before migration 064 is kept apart, and still hides them, on ${databaseName}`, async () => {
  const db = await openTestDatabase();
  try {
    await migrate(db, before('064'));
    await db.query(
      `insert into users (id, username, first_name, last_name, domain, messages_from, suspended_until, suspension_reason, suspended_by_their_server)
       values ('r1', 'bob@peer.example', 'Bob', '', 'peer.example', 'nobody', 'infinity', '', true),
              ('r2', 'cy@peer.example', 'Cy', '', 'peer.example', 'nobody', now() + interval '1 day', 'Spam', false),
              ('r3', 'dee@peer.example', 'Dee', '', 'peer.example', 'nobody', null, null, false)`,
    );

    await migrate(db, migrations);
    const people = await db.query(
      `select u.id, u.suspended_until is null as no_moderators, u.suspension_reason, u.suspended_by_their_server, ${notSuspended('u.id')} as shown
         from users u order by u.id`,
    );
    expect(people.rows).toEqual([
      { id: 'r1', no_moderators: true, suspension_reason: null, suspended_by_their_server: true, shown: false },
      { id: 'r2', no_moderators: false, suspension_reason: 'Spam', suspended_by_their_server: false, shown: false },
      { id: 'r3', no_moderators: true, suspension_reason: null, suspended_by_their_server: false, shown: true },
    ]);
    // Only a person of another server has a server of their own to suspend them.
    await expect(
      db.query(
        `insert into users (id, username, first_name, last_name, email, password_hash, suspended_by_their_server)
         values ('u1', 'ada', 'Ada', 'L', 'a@example.org', 'x', true)`,
      ),
    ).rejects.toThrow(/users_suspended_by_their_server/);
  } finally {
    await db.close();
  }
});
