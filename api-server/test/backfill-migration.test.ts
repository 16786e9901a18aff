import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { backfillFailed, nextBackfillAt, takeBackfillDue, type BackfillDue } from 'api-core/backfill';
import { migrationsBefore as before } from './earlier-migrations';
import { databaseName, openTestDatabase } from './test-databases';

// A file of its own: on PGlite a test file has one database, and this one starts before migration 055.

test(`the posts, replies and people of elsewhere kept before migrations 055 to 061 are marked to be read again, the newest first, each once, on ${databaseName}`, async () => {
  const db = await openTestDatabase();
  try {
    await migrate(db, before('055'));
    await db.query(
      `insert into users (id, username, first_name, last_name, email, password_hash) values ('u1', 'ada', 'Ada', 'L', 'a@example.org', 'x')`,
    );
    await db.query(
      `insert into users (id, username, first_name, last_name, domain, messages_from) values ('r1', 'bob@far.example', 'Bob', '', 'far.example', 'nobody')`,
    );
    const actor = (id: string, name: string) =>
      db.query(`insert into remote_actors (id, uri, inbox_url) values ($1, $2, $2 || '/inbox')`, [id, `https://far.example/users/${name}`]);
    await actor('r1', 'bob');
    const post = (id: string, author: string, uri: string | null, writtenAgo: string, visibility = 'public') =>
      db.query(
        `insert into posts (id, author_id, caption, content, uri, html, created_at, visibility)
         values ($1, $2, $3, 'Words', $4, $5, now() - $6::interval, $7)`,
        [id, author, uri ? '' : 'Mine', uri, uri ? '<p>Words</p>' : null, writtenAgo, visibility],
      );
    await post('mine', 'u1', null, '3 days');
    await post('old', 'r1', 'https://far.example/notes/old', '3 days');
    await post('older', 'r1', 'https://far.example/notes/older', '4 days');
    // For his followers: his server gives it to no one else, the community's actor among them.
    await post('followers', 'r1', 'https://far.example/notes/followers', '3 days', 'followers');
    await post('mine-for-some', 'u1', null, '3 days', 'mentioned');
    const reply = (id: string, postId: string) =>
      db.query(`insert into comments (id, post_id, author_id, text, uri, html) values ($1, $2, 'r1', 'Hi', $3, '<p>Hi</p>')`, [
        id,
        postId,
        `https://far.example/notes/${id}`,
      ]);
    await reply('reply', 'mine');
    await reply('reply-for-some', 'mine-for-some');

    // The migrations that read more of a Note, applied now; then posts kept after them: one written
    // there before (read from an outbox, say), one just written.
    await migrate(db, before('069'));
    // Read again since (their name's emoji with it), and met since.
    await db.query(
      `insert into users (id, username, first_name, last_name, domain, messages_from) values ('r2', 'cy@far.example', 'Cy', '', 'far.example', 'nobody')`,
    );
    await actor('r2', 'cy');
    await post('read-late', 'r1', 'https://far.example/notes/read-late', '2 days');
    await db.query(
      `insert into posts (id, author_id, caption, content, uri, html) values ('new', 'r1', '', 'New', 'https://far.example/notes/new', '<p>New</p>')`,
    );
    await db.query(
      `insert into comments (id, post_id, author_id, text, uri, html) values ('new-reply', 'mine', 'r1', 'Hey', 'https://far.example/notes/new-reply', '<p>Hey</p>')`,
    );
    await migrate(db, migrations);

    /** In how many minutes the backfill is next due (0: now), or null. */
    const dueIn = async () => {
      const at = await nextBackfillAt(db);
      return at && Math.max(0, Math.round((at.getTime() - Date.now()) / 60_000));
    };
    expect(await dueIn()).toBe(0);
    const taken: BackfillDue[] = [];
    for (let next = await takeBackfillDue(db); next; next = await takeBackfillDue(db)) {
      if (next.kind === 'note') expect(next.author).toEqual({ _id: 'r1', username: 'bob@far.example' });
      taken.push(next);
    }
    // The public posts, the newest first, then the replies under them (the post read from an outbox
    // needlessly, once), then the people last read before their names' emoji were.
    expect(taken.map((due) => due.uri.replace(/^https:\/\/far\.example\/\w+\//, ''))).toEqual([
      'read-late',
      'old',
      'older',
      'reply',
      'bob',
    ]);
    expect(await dueIn()).toBeNull();

    // Two whose servers did not answer: due again in an hour, not before.
    await backfillFailed(db, taken[1]!, 'HTTP 503');
    await backfillFailed(db, taken[4]!, 'HTTP 503');
    expect([await dueIn(), await takeBackfillDue(db)]).toEqual([60, null]);
  } finally {
    await db.close();
  }
});
