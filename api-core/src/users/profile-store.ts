import type { PostVisibility, User, UserRef } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import { answerElsewhere, type AskedFollow } from '../federation/follow-answers';
import type { Jobs } from '../platform';

/** Who may start a conversation with a person. */
export type MessagesFrom = NonNullable<User['messagesFrom']>;

/** What a person may change of their own profile, as the row keeps it. */
export type ProfileRow = {
  bio: string;
  website: string;
  avatarId: string | null;
  defaultVisibility: PostVisibility;
  approveFollowers: boolean;
  messagesFrom: MessagesFrom;
};

export async function profileOf(db: Queryable, user: UserRef): Promise<ProfileRow> {
  const { rows } = await db.query<{
    bio: string;
    website: string;
    avatar_id: string | null;
    default_visibility: PostVisibility;
    approve_followers: boolean;
    messages_from: MessagesFrom;
  }>('select bio, website, avatar_id, default_visibility, approve_followers, messages_from from users where id = $1', [user._id]);
  const row = rows[0]!;
  return {
    bio: row.bio,
    website: row.website,
    avatarId: row.avatar_id,
    defaultVisibility: row.default_visibility,
    approveFollowers: row.approve_followers,
    messagesFrom: row.messages_from,
  };
}

/** The avatar `user` shows, their row locked until the transaction ends: the avatar an edit replaces. */
export async function lockedAvatarOf(tx: Queryable, user: UserRef): Promise<string | null> {
  const { rows } = await tx.query<{ avatar_id: string | null }>('select avatar_id from users where id = $1 for no key update', [user._id]);
  return rows[0]?.avatar_id ?? null;
}

/** A change of a profile: the fields sent, each left as it is when undefined. */
export type ProfileChange = { [K in keyof ProfileRow]?: ProfileRow[K] };

/**
 * Writes the fields of `change` that were sent, and only those, in one statement: two edits of
 * different fields at once both land (reading the row and writing all of it back lost one).
 * Turning approval of followers on makes a public default followers-only, unless the change
 * names a default itself; turning it off accepts the waiting requests (migration 029's trigger).
 */
export async function updateProfile(
  db: Queryable,
  user: UserRef,
  { bio, website, avatarId, defaultVisibility, approveFollowers, messagesFrom }: ProfileChange,
): Promise<void> {
  await db.query(
    `update users set bio = coalesce($2, bio), website = coalesce($3, website),
       avatar_id = case when $5 then $4 else avatar_id end,
       default_visibility = coalesce($6, case when $7 and not approve_followers and default_visibility = 'public' then 'followers' end, default_visibility),
       approve_followers = coalesce($7, approve_followers), messages_from = coalesce($8, messages_from), updated_at = now()
     where id = $1`,
    [
      user._id,
      bio ?? null,
      website ?? null,
      avatarId ?? null,
      avatarId !== undefined,
      defaultVisibility ?? null,
      approveFollowers ?? null,
      messagesFrom ?? null,
    ],
  );
}

/**
 * Before approval of followers is turned off (which makes a follow of every waiting request,
 * migration 029): the person's row and every asker's, locked in id order, as count_follows
 * (migration 004) and a block lock two people's. The follows then lock nothing new, so the change
 * waits on no one in a circle; and no request comes in meanwhile, since asking locks the row of
 * the person asked. Those who asked from another server are sent their Accept, by jobs of this
 * transaction.
 */
export async function acceptEveryoneWaiting(tx: Queryable, jobs: Jobs, user: UserRef): Promise<void> {
  await tx.query(
    `select 1 from users where id = $1 or id in (select follower_id from follow_requests where followee_id = $1)
      order by id for no key update`,
    [user._id],
  );
  const { rows } = await tx.query<AskedFollow>(
    `select follower_id as "followerId", follow_uri as "followUri" from follow_requests where followee_id = $1 and follow_uri is not null`,
    [user._id],
  );
  for (const asked of rows) await answerElsewhere(jobs, tx, user._id, asked, true);
}
