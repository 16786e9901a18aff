import type { Database } from '../db/database';
import { rememberRemotePerson } from '../federation/remote-people';

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
