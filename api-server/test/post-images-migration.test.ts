import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { migrationsBefore as before } from './earlier-migrations';
import { databaseName, openTestDatabase } from './test-databases';

// A file of its own: on PGlite a test file has one database, and this one starts before migration 015.

test(`a post's one image from before several were kept stays its first, and the history keeps working, on ${databaseName}`, async () => {
  const db = await openTestDatabase();
  try {
    await migrate(db, before('015'));
    await db.query(
      `insert into users (id, username, first_name, last_name, email, password_hash) values ('u1', 'ada', 'Ada', 'L', 'a@example.org', 'x')`,
    );
    // Kept images are named by the hash of their bytes.
    const [m1, m2] = ['a'.repeat(64), 'b'.repeat(64)];
    await db.query(`insert into media (id, content_type, byte_size) values ($1, 'image/webp', 10), ($2, 'image/webp', 10)`, [m1, m2]);
    await db.query(
      `insert into posts (id, author_id, caption, content, image_id) values ('p1', 'u1', 'Pictured', 'x', $1), ('p2', 'u1', 'Plain', 'y', null)`,
      [m1],
    );
    await migrate(db, migrations);
    const shown = await db.query<{ post_id: string; position: number; media_id: string; alt: string }>(
      'select post_id, position, media_id, alt from post_images order by post_id',
    );
    expect(shown.rows).toEqual([{ post_id: 'p1', position: 0, media_id: m1, alt: '' }]);

    // An edit of the text alone keeps a version that says the images stayed; one of the images says they changed.
    await db.query(`update posts set caption = 'Pictured, edited' where id = 'p1'`);
    await db.query(`update posts set images_changed_at = now() where id = 'p1'`);
    const versions = await db.query<{ caption: string; image_changed: boolean }>(
      `select caption, image_changed from post_versions where post_id = 'p1' order by written_at, id`,
    );
    expect(versions.rows).toEqual([
      { caption: 'Pictured', image_changed: false },
      { caption: 'Pictured, edited', image_changed: true },
    ]);
    // At most four images, each shown once, each description within its limit: the table refuses the rest.
    await expect(db.query(`insert into post_images (post_id, position, media_id) values ('p2', 4, $1)`, [m2])).rejects.toThrow(
      /post_images_position/,
    );
    await expect(db.query(`insert into post_images (post_id, position, media_id) values ('p1', 1, $1)`, [m1])).rejects.toThrow(
      /post_images_once/,
    );
    await expect(
      db.query(`insert into post_images (post_id, position, media_id, alt) values ('p2', 0, $1, repeat('a', 1001))`, [m2]),
    ).rejects.toThrow(/post_images_alt/);
  } finally {
    await db.close();
  }
});
