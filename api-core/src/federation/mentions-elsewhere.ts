import { limits } from 'api-contract/limits';
import { mentionedUsernames } from 'api-contract/rich-text';
import type { Platform } from '../platform';
import { readHere } from '../notifications/mentions';

/**
 * Meets the people of other servers that `texts` mention (`@name@host`) whom the community does
 * not know yet: each (the first `limits.mentionsNotifiedMax`) is looked up on their server, signed
 * as `askingId`, and kept as a user, so the text's mentions name them as they name anyone here
 * (post_mentions), and the post goes to them. Run before the transaction that writes the text,
 * which must not wait on another server; someone nobody answers for stays a name in the text. A
 * community that does not federate (and the page's mock) looks up nobody.
 */
export async function meetMentionedElsewhere(
  { db, fediverse, community }: Pick<Platform, 'db' | 'fediverse' | 'community'>,
  askingId: string,
  ...texts: string[]
) {
  if (!fediverse) return;
  const handles = mentionedUsernames(texts, readHere(community))
    .filter((name) => name.includes('@'))
    .map((name) => name.toLowerCase())
    .slice(0, limits.mentionsNotifiedMax);
  if (handles.length === 0) return;
  const { rows } = await db.query<{ name: string }>('select lower(username) as name from users where lower(username) = any($1::text[])', [
    handles,
  ]);
  const known = new Set(rows.map((row) => row.name));
  // At once, each given up by findPerson after its own time limit: a post waits for the slowest server, not for their sum.
  await Promise.all(
    handles.filter((handle) => !known.has(handle)).map((handle) => fediverse.findPerson(`@${handle}`, askingId).catch(() => null)),
  );
}
