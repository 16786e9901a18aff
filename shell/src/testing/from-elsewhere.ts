/** The page's database under jest: tooling's environment gives the mock this PGlite. */
type TestGlobal = { socialTestPglite?: () => Promise<{ query: (sql: string, params?: unknown[]) => Promise<unknown> }> };

/**
 * Writes on the page's database what the server's inbox would have written of another server
 * (the mock reaches none): for the tests of how people of other servers, their posts and their
 * replies show here.
 */
export async function writeAsFromElsewhere(sql: string, params: unknown[] = []): Promise<void> {
  const open = (globalThis as TestGlobal).socialTestPglite;
  if (!open) throw new Error('The page database is tooling’s jest environment’s: run this under it.');
  await (await open()).query(sql, params);
}

/** Bob of peer.example, as the server keeps a person of another server, followed by `followedBy` (a seed person's id) when given: his id here. */
export async function meetBobElsewhere({ followedBy }: { followedBy?: string } = {}): Promise<string> {
  const id = 'bob-elsewhere';
  await writeAsFromElsewhere(
    `insert into users (id, username, first_name, last_name, domain, messages_from)
     values ($1, 'bob@peer.example', 'Bob Elsewhere', '', 'peer.example', 'nobody')`,
    [id],
  );
  await writeAsFromElsewhere(
    `insert into remote_actors (id, uri, inbox_url) values ($1, 'https://peer.example/users/bob', 'https://peer.example/inbox')`,
    [id],
  );
  if (followedBy) {
    await writeAsFromElsewhere(
      `insert into follows (follower_id, followee_id, follow_uri) values ($1, $2, 'https://town.example/follows/1')`,
      [followedBy, id],
    );
  }
  return id;
}
