import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { migrationsBefore as before } from './earlier-migrations';
import { databaseName, openTestDatabase } from './test-databases';

// A file of its own: on PGlite a test file has one database, and this one starts before migration 065.

test(`a reply of elsewhere kept before its images were shown shows its first four, and keeps its other media as links, on ${databaseName}`, async () => {
  const db = await openTestDatabase();
  try {
    await migrate(db, before('065'));
    await db.query(
      `insert into users (id, username, first_name, last_name, email, password_hash) values ('u1', 'ada', 'Ada', 'L', 'a@example.org', 'x')`,
    );
    await db.query(`insert into posts (id, author_id, caption, content) values ('p1', 'u1', 'Garden', 'x')`);
    const link = (kind: string, name: string, alt = '') => ({ kind, url: `https://far.example/media/${name}`, alt });
    const media = [
      link('image', '1.png', 'Tulips'),
      link('video', 'walk.mp4'),
      link('image', '2.png'),
      link('image', '3.png'),
      link('image', '4.png'),
      link('image', '5.png', 'The fifth'),
      link('file', 'plan.pdf'),
    ];
    const reply = (id: string, carried: object[] | null) =>
      db.query(
        `insert into comments (id, post_id, author_id, text, uri, html, media_elsewhere)
         values ($1, 'p1', 'u1', 'Here', 'https://far.example/notes/' || $1, '<p>Here</p>', $2::jsonb)`,
        [id, carried === null ? null : JSON.stringify(carried)],
      );
    await reply('c1', media);
    await reply('c2', [link('video', 'only.mp4')]);
    await reply('c3', [link('image', 'alone.png', 'Alone')]);
    await reply('c4', null);
    await migrate(db, migrations);

    const shown = await db.query<{ comment_id: string; position: number; remote_url: string; alt: string }>(
      'select comment_id, position, remote_url, alt from comment_images order by comment_id, position',
    );
    expect(
      shown.rows.map((row) => [row.comment_id, row.position, row.remote_url.replace('https://far.example/media/', ''), row.alt]),
    ).toEqual([
      ['c1', 0, '1.png', 'Tulips'],
      ['c1', 1, '2.png', ''],
      ['c1', 2, '3.png', ''],
      ['c1', 3, '4.png', ''],
      ['c3', 0, 'alone.png', 'Alone'],
    ]);
    const links = await db.query<{ id: string; media_elsewhere: Array<{ url: string }> | null }>(
      'select id, media_elsewhere from comments order by id',
    );
    expect(links.rows.map((row) => [row.id, row.media_elsewhere?.map((one) => one.url.replace('https://far.example/media/', ''))])).toEqual(
      [
        ['c1', ['walk.mp4', '5.png', 'plan.pdf']],
        ['c2', ['only.mp4']],
        ['c3', undefined],
        ['c4', undefined],
      ],
    );

    // A copy kept of a reply's image is noted as it goes with its comment, for the sweep to let go of.
    const copy = 'a'.repeat(64);
    await db.query(`insert into media (id, content_type, byte_size) values ($1, 'image/webp', 10)`, [copy]);
    await db.query(`update comment_images set media_id = $1, fetched_at = now() where comment_id = 'c3'`, [copy]);
    await db.query(`delete from posts where id = 'p1'`);
    const letGo = await db.query<{ media_id: string }>('select media_id from media_let_go');
    expect([letGo.rows, (await db.query('select 1 from comment_images')).rows]).toEqual([[{ media_id: copy }], []]);
  } finally {
    await db.close();
  }
});
