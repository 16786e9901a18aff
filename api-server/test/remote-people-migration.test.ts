import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { migrationsBefore as before } from './earlier-migrations';
import { databaseName, openTestDatabase } from './test-databases';

// A file of its own: on PGlite a test file has one database, and this one starts before migration 036.

test(`the followers and requests from elsewhere of part 1 become follows and requests of people, counted once, on ${databaseName}`, async () => {
  const db = await openTestDatabase();
  try {
    await migrate(db, before('036'));
    await db.query(
      `insert into users (id, username, first_name, last_name, email, password_hash) values ('u1', 'ada', 'Ada', 'L', 'a@example.org', 'x')`,
    );
    await db.query(
      `insert into remote_actors (id, uri, handle, name, inbox_url, shared_inbox_url) values
         ('r1', 'https://peer.example/users/bob', '@bob@peer.example', 'Bob B', 'https://peer.example/users/bob/inbox', 'https://peer.example/inbox'),
         ('r2', 'https://peer.example:8443/u/carol', '@carol@peer.example:8443', '', 'https://peer.example:8443/u/carol/inbox', null),
         ('r0', 'https://peer.example/users/bob-before', '@Bob@peer.example', 'Old Bob', 'https://peer.example/users/bob-before/inbox', null),
         ('rx', 'https://odd.example/actor', '@@odd.example', '', 'https://odd.example/inbox', null)`,
    );
    // Bob's handle was another actor's before (of the same server, in another letter case): the older one's follow ends.
    await db.query(`update remote_actors set updated_at = now() - interval '1 day' where id = 'r0'`);
    await db.query(
      `insert into remote_follows (actor_id, followee_id, follow_uri, state) values
         ('r1', 'u1', 'https://peer.example/follows/1', 'accepted'), ('r2', 'u1', 'https://peer.example:8443/f/2', 'pending'),
         ('r0', 'u1', 'https://peer.example/follows/0', 'accepted'), ('rx', 'u1', 'https://odd.example/f', 'accepted')`,
    );
    const followers = async () => (await db.query<{ n: number }>(`select follower_count as n from users where id = 'u1'`)).rows[0]!.n;
    expect(await followers()).toBe(3);

    await migrate(db, migrations);
    const people = await db.query(
      `select id, username, first_name, last_name, domain, email from users where domain is not null order by id`,
    );
    expect(people.rows).toEqual([
      { id: 'r1', username: 'bob@peer.example', first_name: 'Bob B', last_name: '', domain: 'peer.example', email: null },
      { id: 'r2', username: 'carol@peer.example:8443', first_name: 'carol', last_name: '', domain: 'peer.example:8443', email: null },
    ]);
    expect((await db.query(`select follower_id, follow_uri from follows where followee_id = 'u1'`)).rows).toEqual([
      { follower_id: 'r1', follow_uri: 'https://peer.example/follows/1' },
    ]);
    expect((await db.query(`select follower_id, follow_uri from follow_requests where followee_id = 'u1'`)).rows).toEqual([
      { follower_id: 'r2', follow_uri: 'https://peer.example:8443/f/2' },
    ]);
    expect(await followers()).toBe(1);
    expect((await db.query(`select uri, inbox_url from remote_actors where id = 'r1'`)).rows).toEqual([
      { uri: 'https://peer.example/users/bob', inbox_url: 'https://peer.example/users/bob/inbox' },
    ]);

    // A person elsewhere has no address and no password, is named name@domain, and takes no messages; a member is as before.
    const person = (username: string, extra = '') =>
      db.query(
        `insert into users (id, username, first_name, last_name, domain, messages_from${extra ? ', email' : ''})
         values ('r3', $1, 'Dee', '', 'peer.example', 'nobody'${extra ? `, '${extra}'` : ''})`,
        [username],
      );
    await expect(person('dee@peer.example', 'd@peer.example')).rejects.toThrow(/users_member_or_remote/);
    await expect(person('dee@elsewhere.example')).rejects.toThrow(/users_member_or_remote/);
    await expect(person('@peer.example')).rejects.toThrow(/users_member_or_remote/);
    await expect(
      db.query(
        `insert into users (id, username, first_name, last_name, email, password_hash) values ('u2', 'a@b', 'A', 'B', 'x@y.z', 'x')`,
      ),
    ).rejects.toThrow(/users_member_or_remote/);
    await person('dee@peer.example');
    // Their follower leaving with them: the count goes back.
    await db.query(`delete from users where id = 'r1'`);
    expect(await followers()).toBe(0);
    expect((await db.query(`select 1 from remote_actors where id = 'r1'`)).rows).toEqual([]);
  } finally {
    await db.close();
  }
});
