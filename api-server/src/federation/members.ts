import type { Queryable } from 'api-core/database';

/** A member as other servers see them: what their actor shows. */
export type Member = {
  id: string;
  username: string;
  name: string;
  bio: string;
  avatarId: string | null;
  approvesFollowers: boolean;
  followerCount: number;
  followingCount: number;
  postCount: number;
};

type MemberRow = {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  bio: string;
  avatar_id: string | null;
  approve_followers: boolean;
  follower_count: number;
  following_count: number;
  post_count: number;
};

const memberColumns = `id, username, first_name, last_name, bio, avatar_id, approve_followers, follower_count, following_count, post_count`;

// A suspended member is not served to other servers, as they are not to this one's readers; and
// the people of other servers this one knows (users with a domain) are theirs to serve.
const servedMember = `domain is null and (suspended_until is null or suspended_until <= now())`;

const memberOf = (row: MemberRow): Member => ({
  id: row.id,
  username: row.username,
  name: `${row.first_name} ${row.last_name}`,
  bio: row.bio,
  avatarId: row.avatar_id,
  approvesFollowers: row.approve_followers,
  followerCount: row.follower_count,
  followingCount: row.following_count,
  postCount: row.post_count,
});

/** The member whose actor id is `id`, unless they are suspended or gone. */
export async function memberById(db: Queryable, id: string): Promise<Member | null> {
  const { rows } = await db.query<MemberRow>(`select ${memberColumns} from users where id = $1 and ${servedMember}`, [id]);
  return rows[0] ? memberOf(rows[0]) : null;
}

/** The member `id` of this community while a moderator suspends them (their username), or null. */
export async function suspendedMember(db: Queryable, id: string): Promise<{ username: string } | null> {
  const { rows } = await db.query<{ username: string }>(
    'select username from users where id = $1 and domain is null and suspended_until > now()',
    [id],
  );
  return rows[0] ?? null;
}

/** The id of the member called `username` (any letter case), for WebFinger and the profile page's address. */
export async function memberIdByUsername(db: Queryable, username: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(`select id from users where lower(username) = lower($1) and ${servedMember}`, [username]);
  return rows[0]?.id ?? null;
}

/** When the member `id` deleted their account (their actor is Gone), or null for an id that never was deleted. */
export async function deletedActorAt(db: Queryable, id: string): Promise<Date | null> {
  const { rows } = await db.query<{ deleted_at: Date }>('select deleted_at from deleted_actors where id = $1', [id]);
  return rows[0]?.deleted_at ?? null;
}
