import type { UserRef } from 'api-contract/entities';
import type { Queryable } from '../db/database';

/** What a person may change of their own profile, as the row keeps it. */
export type ProfileRow = { bio: string; website: string; avatarId: string | null };

export async function profileOf(db: Queryable, user: UserRef): Promise<ProfileRow> {
  const { rows } = await db.query<{ bio: string; website: string; avatar_id: string | null }>(
    'select bio, website, avatar_id from users where id = $1',
    [user._id],
  );
  const row = rows[0]!;
  return { bio: row.bio, website: row.website, avatarId: row.avatar_id };
}

export async function updateProfile(db: Queryable, user: UserRef, { bio, website, avatarId }: ProfileRow): Promise<void> {
  await db.query('update users set bio = $2, website = $3, avatar_id = $4, updated_at = now() where id = $1', [
    user._id,
    bio,
    website,
    avatarId,
  ]);
}
