import { migrate } from 'api-core/migrate';
import { migrations } from 'api-core/migrations';
import { migrationsBefore as before } from './earlier-migrations';
import { databaseName, openTestDatabase } from './test-databases';

test(`posts written before tags were kept join their tags' pages once migrated, on ${databaseName}`, async () => {
  const db = await openTestDatabase();
  try {
    await migrate(db, before('012'));
    await db.query(
      `insert into users (id, username, first_name, last_name, email, password_hash) values ('u1', 'ada', 'Ada', 'L', 'a@example.org', 'x')`,
    );
    await db.query(
      `insert into posts (id, author_id, caption, content) values
         ('p1', 'u1', 'Rivers #Kayaking', 'Morning on the water #kayaking and #Café'),
         ('p2', 'u1', 'No tags', 'Room #1, C# and ada@example.org'),
         ('p3', 'u1', 'Lakes', 'Calm #KAYAKING')`,
    );
    await migrate(db, migrations);
    const tagged = await db.query<{ post_id: string; tag: string }>('select post_id, tag from post_tags order by post_id, tag');
    expect(tagged.rows).toEqual([
      { post_id: 'p1', tag: 'café' },
      { post_id: 'p1', tag: 'kayaking' },
      { post_id: 'p3', tag: 'kayaking' },
    ]);
    const counted = await db.query<{ name: string; post_count: number }>(
      'select name, post_count from tags where post_count > 0 order by name',
    );
    expect(counted.rows).toEqual([
      { name: 'café', post_count: 1 },
      { name: 'kayaking', post_count: 2 },
    ]);
  } finally {
    await db.close();
  }
});
