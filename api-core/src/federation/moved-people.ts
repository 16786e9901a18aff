import type { UserRef } from 'api-contract/entities';
import { followPerson, unfollowPerson } from '../connections/connection-store';
import type { Platform } from '../platform';
import { checkMayInteract, person } from '../safety/interactions';
import { insertBlock, insertMute } from '../safety/safety-store';

type MovePlatform = Pick<Platform, 'db' | 'jobs' | 'community'>;

/**
 * `from`, a person of another server, moved to `to` (their `Move`, which `to` confirmed by
 * naming `from` as one of its own), and the community follows them there, as Mastodon's move
 * of an account does: `from`'s profile says where they went (migration 053), the members
 * following `from` follow `to` instead (`followMoved`), and the members who block or mute
 * `from` block or mute `to` too, so a move is no way around them. A Move to oneself moves nothing.
 */
export async function personMoved(platform: MovePlatform, from: UserRef, to: UserRef): Promise<void> {
  if (from._id === to._id) return;
  await platform.db.query('update users set moved_to_id = $2 where id = $1 and domain is not null', [from._id, to._id]);
  await followMoved(platform, from, to);
  await carryBlocksAndMutes(platform, from, to);
}

/**
 * Each member following `from`, or asking to, follows `to` instead, as their own follow would
 * (`followPerson`: a request `to`'s server answers), and stops following `from`
 * (`unfollowPerson`: its Undo sent). A member a block keeps from `to`, or who follows `to`
 * already, only stops following `from`.
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
    const kept = await checkMayInteract(platform.db, member, [person(to._id)]);
    if (kept.ok) await followPerson(platform, member, to);
    await unfollowPerson(platform, member, from);
  }
}

/**
 * The members who block `from` block `to` (its Block sent to `to`'s server, as a member's own
 * would be), and those who mute `from` mute `to`. One who already does is left as they are.
 */
async function carryBlocksAndMutes(platform: MovePlatform, from: UserRef, to: UserRef): Promise<void> {
  const { rows } = await platform.db.query<UserRef & { kind: 'block' | 'mute' }>(
    `select 'block' as kind, u.id as "_id", u.username from blocks b join users u on u.id = b.blocker_id
      where b.blocked_id = $1 and u.domain is null
     union all
     select 'mute', u.id, u.username from mutes m join users u on u.id = m.muter_id
      where m.muted_id = $1 and u.domain is null
     order by 2, 1`,
    [from._id],
  );
  for (const { kind, ...member } of rows) {
    // Already blocked or muted: the rule's refusal, which changes nothing.
    if (kind === 'block') await insertBlock(platform, member, to);
    else await insertMute(platform.db, member, to);
  }
}
