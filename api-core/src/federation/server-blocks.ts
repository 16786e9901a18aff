import * as v from 'valibot';
import type { KnownServer } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { DomainBlockSchema, type ValidDomainBlock } from 'api-contract/schemas';
import type { Database, Queryable } from '../db/database';
import { writeServerLogEntry } from '../moderation/moderation-log';
import type { Platform } from '../platform';

export type ServerBlock = 'suspend' | 'limit';

/**
 * The block of the server `domain` (a host, with its port), if admins blocked it or a domain it
 * is under (migration 063), the nearest first: what arrives from it, and whom it reaches.
 */
export async function blockOf(db: Queryable, domain: string): Promise<ServerBlock | null> {
  const { rows } = await db.query<{ severity: ServerBlock }>(`select b.severity from ${nearestBlockSql('$1::text')} b`, [domain]);
  return rows[0]?.severity ?? null;
}

/**
 * The block that holds for the host `hostSql` (a column or a parameter): its own, or the nearest
 * of a domain it is under (migration 063), as Mastodon's `DomainBlock.rule_for` reads it. A
 * subquery of at most one row of `domain_blocks`: every rule of a block (what arrives, whom it
 * reaches, its media) reads this one.
 */
export const nearestBlockSql = (hostSql: string): string =>
  `(select * from domain_blocks nb where nb.domain = any(domain_and_parents(${hostSql})) order by length(nb.domain) desc limit 1)`;

/**
 * Whether the person `userIdSql` (a column or a parameter) is of a server admins limited: the
 * nearest block of their server, as `blockOf` reads it, a limit. A condition for a statement.
 */
export const limitedServerSql = (userIdSql: string): string =>
  `coalesce((select b.severity = 'limit' from users lu cross join lateral ${nearestBlockSql('lu.domain')} b where lu.id = ${userIdSql}), false)`;

/**
 * An admin blocks another server, or changes its block. Suspended, its people known here go with
 * everything of theirs (their posts, replies, likes and follows both ways, by the keys'
 * cascades): if the block is lifted, they are met afresh. The community's own server is refused.
 */
export async function blockServer(
  platform: Pick<Platform, 'db' | 'community'>,
  adminId: string,
  block: ValidDomainBlock,
): Promise<Result<KnownServer>> {
  if (block.domain === new URL(platform.community.origin).host) return fail(400, reasons.ownServer);
  await platform.db.transaction(async (tx) => {
    await writeBlock(tx, adminId, block);
    await letSuspendedPeopleGo(tx, block.domain);
  });
  return succeed((await knownServers(platform.db, { only: block.domain }))[0]!);
}

/**
 * The people known here of `domain` and of its subdomains for whom a suspension now holds (the
 * nearest block, as `blockOf` reads it) go, with everything of theirs. After a block is written
 * or lifted: a subdomain with a block of its own keeps its people under a suspended parent, and
 * loses them when its own block is lifted.
 */
async function letSuspendedPeopleGo(tx: Queryable, domain: string): Promise<void> {
  await tx.query(
    `delete from users u where $1 = any(domain_and_parents(u.domain))
        and (select b.severity from ${nearestBlockSql('u.domain')} b) = 'suspend'`,
    [domain],
  );
}

/** The block, and its entry in the moderation log. */
async function writeBlock(tx: Queryable, adminId: string, block: ValidDomainBlock): Promise<void> {
  await tx.query(
    `insert into domain_blocks (domain, severity, reject_media, reason, created_by) values ($1, $2, $3, $4, $5)
     on conflict (domain) do update set severity = excluded.severity, reject_media = excluded.reject_media, reason = excluded.reason`,
    [block.domain, block.severity, block.rejectMedia, block.reason, adminId],
  );
  const written = { severity: block.severity, rejectMedia: block.rejectMedia };
  await writeServerLogEntry(tx, { adminId, domain: block.domain, reason: block.reason, block: written });
}

/** An admin lifts the block of `domain`: what it sends arrives again. The log keeps it. */
export async function unblockServer(db: Database, adminId: string, domain: string): Promise<Result<KnownServer>> {
  const name = domain.toLowerCase();
  const lifted = await db.transaction(async (tx) => {
    const { rowCount } = await tx.query('delete from domain_blocks where domain = $1', [name]);
    if (rowCount === 0) return false;
    await writeServerLogEntry(tx, { adminId, domain: name, reason: '', block: null });
    // A suspension of a domain it is under holds for it now.
    await letSuspendedPeopleGo(tx, name);
    return true;
  });
  if (!lifted) return fail(404, reasons.serverNotBlocked(name));
  return succeed(
    (await knownServers(db, { only: name }))[0] ?? { domain: name, people: 0, followedByMembers: 0, followingMembers: 0, block: null },
  );
}

/** Mastodon's words for a block's severity in its export, as this community's. */
const severities: Record<string, ServerBlock | 'none'> = { suspend: 'suspend', silence: 'limit', limit: 'limit', noop: 'none' };

/**
 * The blocks of a list as Mastodon exports it: CSV with a header naming its columns (`#domain`,
 * `#severity`, `#reject_media`, `#public_comment`, ...), or the domain first on each line without
 * one. Each line is blocked as `blockServer` blocks one (a `noop` line is passed over); a line
 * that names no server, or the community's own, is refused in words, with its number.
 */
export async function importServerBlocks(platform: Pick<Platform, 'db' | 'community'>, adminId: string, csv: string) {
  const lines = csv.split(/\r?\n/);
  const header = lines[0]?.trim().startsWith('#') ? lines[0].split(',').map((name) => name.trim().replace(/^#/, '')) : null;
  const column = (name: string, fallback: number) => (header ? header.indexOf(name) : fallback);
  const at = {
    domain: column('domain', 0),
    severity: column('severity', 1),
    rejectMedia: column('reject_media', 2),
    reason: column('public_comment', 4),
  };
  const refused: Array<{ line: number; problem: string }> = [];
  let blocked = 0;
  for (const [index, text] of lines.entries()) {
    if ((header && index === 0) || text.trim() === '') continue;
    const cells = text.split(',').map((cell) => cell.trim());
    const severity = severities[(cells[at.severity] ?? 'suspend').toLowerCase() || 'suspend'];
    if (severity === 'none') continue;
    const parsed = v.safeParse(DomainBlockSchema, {
      domain: cells[at.domain] ?? '',
      severity: severity ?? cells[at.severity],
      rejectMedia: (cells[at.rejectMedia] ?? '').toLowerCase() === 'true',
      reason: at.reason >= 0 ? (cells[at.reason] ?? '') : '',
    });
    if (!parsed.success) {
      refused.push({ line: index + 1, problem: parsed.issues[0].message });
      continue;
    }
    const done = await blockServer(platform, adminId, parsed.output);
    if (done.ok) blocked += 1;
    else refused.push({ line: index + 1, problem: done.message });
  }
  return { blocked, refused };
}

/**
 * The servers the community knows, by name: those of the people known here and those blocked,
 * with how many of their people are known, followed by members and following members, and the
 * block that holds for each (its own, or the nearest of a domain it is under, as `blockOf` reads
 * it). A page after the name `after`, or only the server `only`.
 */
export async function knownServers(
  db: Queryable,
  { only, after = null, limit = 1 }: { only?: string; after?: string | null; limit?: number },
) {
  const { rows } = await db.query<{
    domain: string;
    people: number;
    followed: number;
    following: number;
    blocked_domain: string | null;
    severity: ServerBlock | null;
    reject_media: boolean | null;
    reason: string | null;
    blocked_at: Date | null;
  }>(
    `with names as (
       select domain from (select distinct domain from users where domain is not null union select domain from domain_blocks) d
        where ($1::text is null or domain = $1) and ($2::text is null or domain > $2)
        order by domain limit $3
     )
     select n.domain,
            (select count(*)::int from users u where u.domain = n.domain) as people,
            (select count(*)::int from follows f join users u on u.id = f.followee_id
               join users m on m.id = f.follower_id where u.domain = n.domain and m.domain is null) as followed,
            (select count(*)::int from follows f join users u on u.id = f.follower_id
               join users m on m.id = f.followee_id where u.domain = n.domain and m.domain is null) as following,
            b.domain as blocked_domain, b.severity, b.reject_media, b.reason, b.created_at as blocked_at
       from names n
       left join lateral ${nearestBlockSql('n.domain')} b on true
      order by n.domain`,
    [only ?? null, after, only ? 1 : limit],
  );
  return rows.map((row): KnownServer => ({
    domain: row.domain,
    people: row.people,
    followedByMembers: row.followed,
    followingMembers: row.following,
    block: row.severity
      ? {
          domain: row.blocked_domain!,
          severity: row.severity,
          rejectMedia: row.reject_media ?? false,
          reason: row.reason ?? '',
          createdAt: row.blocked_at!.toISOString(),
        }
      : null,
  }));
}
