import type { UserRef } from 'api-contract/entities';
import type { Database } from '../db/database';
import { personMoved } from '../federation/moved-people';
import { rememberRemotePerson } from '../federation/remote-people';
import type { Platform } from '../platform';

/**
 * Makes `name@domain` a person of another server this one knows, as their first activity here
 * does (their server is nowhere: what would go to them is dropped, or waits): their id. For the
 * cases of people elsewhere on implementations that reach no other server.
 */
export async function meetPersonElsewhere(db: Database, name: string, domain: string): Promise<string> {
  const uri = `https://${domain}/users/${name}`;
  const person = await rememberRemotePerson(db, { uri, name, displayName: name, domain, inbox: `${uri}/inbox`, sharedInbox: null });
  if (!person) throw new Error(`${name}@${domain} cannot be a person here.`);
  return person._id;
}

/**
 * Keeps `text` as a post of the person of elsewhere `personId`, as their Create would have it
 * kept (remote-posts.ts): with its id and HTML there. Its id here.
 */
export async function postElsewhere(
  db: Database,
  personId: string,
  text: string,
  visibility: 'public' | 'followers' = 'public',
): Promise<string> {
  const { rows } = await db.query<{ id: string; uri: string }>('select id, uri from remote_actors where id = $1', [personId]);
  const person = rows[0];
  if (!person) throw new Error(`${personId} is nobody of another server.`);
  const { rows: made } = await db.query<{ id: string }>(
    `insert into posts (id, author_id, caption, content, visibility, uri, url, html)
     values (gen_random_uuid()::text, $1, '', $2, $3, $4 || '/posts/' || gen_random_uuid()::text, null, $5) returning id`,
    [personId, text, visibility, person.uri, `<p>${text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`],
  );
  return made[0]!.id;
}

/** The person of elsewhere `fromId` moved to `toId`, as the inbox takes their Move once the new account confirmed it. */
export async function moveElsewhere(platform: Pick<Platform, 'db' | 'jobs' | 'community'>, fromId: string, toId: string): Promise<void> {
  const { rows } = await platform.db.query<UserRef>('select id as "_id", username from users where id = any($1::text[])', [[fromId, toId]]);
  const [from, to] = [fromId, toId].map((id) => rows.find((row) => row._id === id));
  if (!from || !to) throw new Error(`${fromId} or ${toId} is nobody here.`);
  await personMoved(platform, from, to);
}
