import type { Queryable } from 'api-core/database';

/** An answer as it was sent: its status, headers and bytes. */
export type CachedAnswer = { status: number; headers: [string, string][]; body: Buffer };

/**
 * The public ActivityStreams documents other servers fetch most, a member's actor and a public
 * post, kept as they were last answered, with what they were made from: each fetch reads that
 * (one row, by its key) and sends the kept bytes while it is unchanged, instead of making the
 * document again (Fedify's JSON-LD and the keys' export cost several times an Explore page). Only
 * public documents are kept, and a suspended member's or a gone post's version is none, so such a
 * fetch goes to Fedify again and is refused there. `limit` entries at most, the oldest dropped.
 */
export function createDocumentCache(db: Queryable, limit = 2000) {
  const kept = new Map<string, { version: string; answer: CachedAnswer }>();
  const versionOf = async (kind: 'actor' | 'post', id: string): Promise<string | null> => {
    const { rows } = await db.query<{ version: string }>(kind === 'actor' ? actorVersion : postVersion, [id]);
    return rows[0]?.version ?? null;
  };
  return {
    /** The kept answer for `kind` `id` while what it was made from is unchanged, and that version to keep a new one under. */
    async read(kind: 'actor' | 'post', id: string): Promise<{ answer: CachedAnswer | null; version: string | null }> {
      const version = await versionOf(kind, id);
      const entry = kept.get(`${kind}:${id}`);
      return { answer: version !== null && entry?.version === version ? entry.answer : null, version };
    },
    keep(kind: 'actor' | 'post', id: string, version: string, answer: CachedAnswer): void {
      const key = `${kind}:${id}`;
      kept.delete(key);
      kept.set(key, { version, answer });
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
    },
  };
}

export type DocumentCache = ReturnType<typeof createDocumentCache>;

// What a member's actor shows; null for a suspended or gone member (never served from here).
const actorVersion = `select md5(concat_ws('|', username, first_name, last_name, bio, avatar_id, approve_followers)) as version
                        from users where id = $1 and domain is null and (suspended_until is null or suspended_until <= now())`;

// What a public post's Note shows (its text, warning and images change with edited_at; the
// people it mentions are named by their usernames); null for any other post, or its author suspended.
const postVersion = `select concat_ws('|', coalesce(p.edited_at, p.created_at)::text,
                              (select string_agg(u.username, ',' order by u.id) from post_mentions m join users u on u.id = m.user_id where m.post_id = p.id)) as version
                       from posts p join users a on a.id = p.author_id
                      where p.id = $1 and p.visibility = 'public' and (a.suspended_until is null or a.suspended_until <= now())`;
