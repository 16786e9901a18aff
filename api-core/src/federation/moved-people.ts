import type { UserRef } from 'api-contract/entities';
import { followPerson, unfollowPerson } from '../connections/connection-store';
import type { Platform } from '../platform';
import { checkMayInteract, person } from '../safety/interactions';
import { notSuspended } from '../safety/visibility';
import { insertBlock, insertMute } from '../safety/safety-store';

type MovePlatform = Pick<Platform, 'db' | 'jobs' | 'community'>;

/**
 * `from`, a person of another server, moved to `to` (their `Move`, which `to` confirmed by
 * naming `from` as one of its own), and the community follows them there, as Mastodon's move
 * of an account does: `from`'s profile says where they went (migration 053), the members
 * following `from` follow `to` instead (`followMoved`), and the members who block or mute
 * `from` block or mute `to` too, so a move is no way around them. Nothing moves when either
 * is suspended here (moderators' word on them stands), for a Move to oneself, or within a week
 * of their last Move taken (as Mastodon takes none: two accounts naming each other cannot move
 * their followers to and fro). The same move again (a delivery read again after a failure
 * partway) does again what is left to do: each step is one nothing repeats.
 */
export async function personMoved(platform: MovePlatform, from: UserRef, to: UserRef): Promise<void> {
  if (from._id === to._id) return;
  const { rowCount } = await platform.db.query(
    `update users u set moved_to_id = $2, moved_at = now()
      where u.id = $1 and u.domain is not null
        and (u.moved_at is null or u.moved_at < now() - interval '7 days' or u.moved_to_id = $2)
        and ${notSuspended('u.id')} and ${notSuspended('$2')}`,
    [from._id, to._id],
  );
  if (rowCount !== 1) return;
  await followMoved(platform, from, to);
  await carryBlocksAndMutes(platform, from, to);
}

/**
 * Each member following `from`, or asking to, follows `to` instead, as their own follow would
 * (`followPerson`: a request `to`'s server answers), and stops following `from`
 * (`unfollowPerson`: its Undo sent). One who follows `to` already only stops following `from`;
 * one a block keeps from `to` keeps following `from`, as Mastodon leaves them.
 */
async function followMoved(platform: MovePlatform, from: UserRef, to: UserRef): Promise<void> {
  const { rows: members } = await platform.db.query<UserRef>(
    `select u.id as "_id", u.username from users u
      where u.domain is null
        and u.id in (select follower_id from follows where followee_id = $1
                     union select follower_id from follow_requests where followee_id = $1)
      order by u.id`,
    [from._id],
  );
  for (const member of members) {
    if (!(await checkMayInteract(platform.db, member, [person(to._id)])).ok) continue;
    await followPerson(platform, member, to);
    await unfollowPerson(platform, member, from);
  }
}

/**
 * The members who block `from` block `to` (its Block sent to `to`'s server, as a member's own
 * would be), unless they follow `to` or asked to (a block would end it: they chose `to`, as
 * Mastodon leaves them); and those who mute `from` mute `to`. One who already does is left as
 * they are.
 */
async function carryBlocksAndMutes(platform: MovePlatform, from: UserRef, to: UserRef): Promise<void> {
  const { rows } = await platform.db.query<UserRef & { kind: 'block' | 'mute' }>(
    `select 'block' as kind, u.id as "_id", u.username from blocks b join users u on u.id = b.blocker_id
      where b.blocked_id = $1 and u.domain is null
        and not exists (select 1 from follows f where f.follower_id = u.id and f.followee_id = $2)
        and not exists (select 1 from follow_requests r where r.follower_id = u.id and r.followee_id = $2)
     union all
     select 'mute', u.id, u.username from mutes m join users u on u.id = m.muter_id
      where m.muted_id = $1 and u.domain is null
     order by 2, 1`,
    [from._id, to._id],
  );
  for (const { kind, ...member } of rows) {
    // Already blocked or muted: the rule's refusal, which changes nothing.
    if (kind === 'block') await insertBlock(platform, member, to);
    else await insertMute(platform.db, member, to);
  }
}
