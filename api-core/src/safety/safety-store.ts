import type { UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { decideBlock, decideMute, decideUnblock, decideUnmute } from 'api-contract/rules/safety-rules';
import { fail, type Result } from 'api-contract/rules/result';
import type { Database, Queryable } from '../db/database';
import { writeNamingRowThatMayBeGone } from '../db/refused';
import { answerElsewhere } from '../federation/follow-answers';
import { federateBlock } from '../federation/post-federation';
import type { Jobs } from '../platform';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import { notSuspended, profileShownTo } from './visibility';

/**
 * Blocks `target` for `user` in one transaction: both people's rows locked in id order (as
 * count_follows in migration 004 locks them, so a follow racing the block waits for it or is
 * refused by the follows_unblocked trigger), the block, then the follows (and requests to follow) between them both ways
 * ended and each one's reposts of the other's posts taken back (their counts follow, by trigger). The target deleted meanwhile: the contract's 404.
 * A person of another server whose follow (or request) ends is sent its Reject, by a job of this
 * transaction, so their server stops believing they follow; a person of another server blocked
 * is sent the Block (as Mastodon does: their server hides the member from them, and ends their
 * follows both ways).
 */
export function insertBlock({ db, jobs }: { db: Database; jobs: Jobs }, user: UserRef, target: UserRef): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('select id from users where id in ($1, $2) order by id for no key update', [user._id, target._id]);
    if (rows.length < 2) return fail(404, reasons.userNotFound(target._id));
    const { rows: made, rowCount } = await tx.query<{ at: string }>(
      'insert into blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing returning created_at::text as at',
      [user._id, target._id],
    );
    const decided = decideBlock(user, target, rowCount === 0);
    if (!decided.ok) return decided;
    await federateBlock(jobs, tx, { userId: user._id, targetId: target._id, blockedAt: made[0]!.at }, true);
    for (const follow of await endTiesBetween(tx, user._id, target._id)) {
      await answerElsewhere(jobs, tx, follow.followee_id, { followerId: follow.follower_id, followUri: follow.follow_uri }, false);
    }
    return decided;
  });
}

/**
 * What a block ends between two people, inside its transaction: the follows and requests to
 * follow both ways (answered), and each one's reposts of the other's posts (their counts follow,
 * by trigger). Answers the follows and requests ended.
 */
async function endTiesBetween(tx: Queryable, oneId: string, otherId: string) {
  const ended: Array<{ follower_id: string; followee_id: string; follow_uri: string | null }> = [];
  for (const table of ['follows', 'follow_requests']) {
    const { rows } = await tx.query<{ follower_id: string; followee_id: string; follow_uri: string | null }>(
      `delete from ${table} where (follower_id = $1 and followee_id = $2) or (follower_id = $2 and followee_id = $1)
       returning follower_id, followee_id, follow_uri`,
      [oneId, otherId],
    );
    ended.push(...rows);
  }
  // Neither passes the other's posts on any more.
  await tx.query(
    `delete from reposts r using posts p
      where p.id = r.post_id and ((r.user_id = $1 and p.author_id = $2) or (r.user_id = $2 and p.author_id = $1))`,
    [oneId, otherId],
  );
  return ended;
}

/**
 * A person of another server's Block of a member (`blocked`), or its Undo: the block is kept as a
 * member's is (each hidden from the other, neither interacting), and what it ends between them
 * ends here too. Their server ended its side itself: nothing is sent back.
 */
export async function blockFromElsewhere(db: Database, personId: string, memberId: string, blocked: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query('select id from users where id in ($1, $2) order by id for no key update', [personId, memberId]);
    if (rows.length < 2) return;
    if (!blocked) {
      await tx.query('delete from blocks where blocker_id = $1 and blocked_id = $2', [personId, memberId]);
      return;
    }
    await tx.query('insert into blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing', [personId, memberId]);
    await endTiesBetween(tx, personId, memberId);
  });
}

/** Lifts `user`'s block of `target`; a person of another server is told with the Undo of the Block, by a job of this transaction. */
export async function deleteBlock({ db, jobs }: { db: Database; jobs: Jobs }, user: UserRef, target: UserRef): Promise<Result<true>> {
  return db.transaction(async (tx) => {
    const { rows, rowCount } = await tx.query<{ at: string }>(
      'delete from blocks where blocker_id = $1 and blocked_id = $2 returning created_at::text as at',
      [user._id, target._id],
    );
    const decided = decideUnblock(rowCount === 1);
    if (decided.ok) await federateBlock(jobs, tx, { userId: user._id, targetId: target._id, blockedAt: rows[0]!.at }, false);
    return decided;
  });
}

/** Mutes `target` for `user`; the key keeps one mute per pair, whichever request came first. */
export async function insertMute(db: Queryable, user: UserRef, target: UserRef): Promise<Result<true>> {
  const written = await writeNamingRowThatMayBeGone(
    () => db.query('insert into mutes (muter_id, muted_id) values ($1, $2) on conflict do nothing', [user._id, target._id]),
    fail(404, reasons.userNotFound(target._id)),
  );
  return written.ok ? decideMute(user, target, written.value.rowCount === 0) : written;
}

export async function deleteMute(db: Queryable, user: UserRef, target: UserRef): Promise<Result<true>> {
  const { rowCount } = await db.query('delete from mutes where muter_id = $1 and muted_id = $2', [user._id, target._id]);
  return decideUnmute(rowCount === 1);
}

/**
 * Whether `userId` blocks any of `otherIds`, which of them block `userId` (one probe of each
 * direction's index, the key and blocks_blocked, per person), and which of them are suspended now.
 */
export async function safetyBetween(
  db: Queryable,
  userId: string,
  otherIds: readonly string[],
): Promise<{ viewerBlocks: boolean; blockers: string[]; suspended: string[] }> {
  const { rows } = await db.query<{ viewer_blocks: boolean; blockers: string[]; suspended: string[] }>(
    `select exists (select 1 from blocks where blocker_id = $1 and blocked_id = any($2::text[])) as viewer_blocks,
            array(select blocker_id from blocks where blocked_id = $1 and blocker_id = any($2::text[])) as blockers,
            array(select o.id from unnest($2::text[]) as o(id) where not ${notSuspended('o.id')}) as suspended`,
    [userId, otherIds],
  );
  const row = rows[0]!;
  return { viewerBlocks: row.viewer_blocks, blockers: row.blockers, suspended: row.suspended };
}

/** Whether there is a user `userId`, and whether their profile is shown to `viewerId` (null: nobody signed in). */
export async function profileFor(db: Queryable, userId: string, viewerId: string | null): Promise<'missing' | 'hidden' | 'shown'> {
  const { params, param } = parameters([userId]);
  const shown = profileShownTo('u.id', viewerId === null ? null : param(viewerId));
  const { rows } = await db.query<{ shown: boolean }>(`select ${shown} as shown from users u where u.id = $1`, params);
  const row = rows[0];
  return row ? (row.shown ? 'shown' : 'hidden') : 'missing';
}

/**
 * A list of the people one blocks, mutes or is asked by to follow: its table and columns, its order (the latest first),
 * and whether it lists only the people whose profile the owner is shown (`profileShownTo`).
 */
type OwnList = { table: 'blocks' | 'mutes' | 'follow_requests'; owner: string; person: string; shownOnly: boolean };

const ownLists = {
  // The one who blocks sees whom they block, to undo the block.
  blocks: { table: 'blocks', owner: 'blocker_id', person: 'blocked_id', shownOnly: false },
  // A muted person who blocks the owner, or is suspended, is left out: listed, their record would
  // tell what their profile's 404 keeps from the owner (issue 32).
  mutes: { table: 'mutes', owner: 'muter_id', person: 'muted_id', shownOnly: true },
  // The people who asked to follow one (follow_requests_latest), those hidden from one left out as mutes are.
  followRequests: { table: 'follow_requests', owner: 'followee_id', person: 'follower_id', shownOnly: true },
} as const satisfies Record<string, OwnList>;

export type OwnListName = keyof typeof ownLists;

/** The order of one's blocks, mutes or requests to follow, the latest first (blocks_latest, mutes_latest, follow_requests_latest). */
export const ownListKeyset = (name: OwnListName): Keyset => ({
  list: name,
  columns: [column('created_at', 'time'), column(ownLists[name].person, 'id')],
  descending: true,
});

/** A page of the people `userId` blocks, mutes or is asked to be followed by, as ids with their sort keys. */
export function ownListQuery(name: OwnListName, userId: string, page: Page): SqlQuery {
  const { table, owner, person, shownOnly } = ownLists[name];
  const keyset = ownListKeyset(name);
  const { params, param } = parameters();
  const owned = `l.${owner} = ${param(userId)}`;
  return {
    sql: `select l.${person} as id, ${keysSelected(keyset, 'l')} from ${table} l
           where ${owned} and ${shownOnly ? `${profileShownTo(`l.${person}`, `l.${owner}`)} and ` : ''}${startsAfter(keyset, 'l', page, param)}
           order by ${orderedBy(keyset, 'l')} limit ${param(page.limit + 1)}`,
    params,
  };
}
