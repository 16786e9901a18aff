import type { UserRef } from 'api-contract/entities';
import { succeed, type Result } from 'api-contract/rules/result';
import type { ValidProfile } from 'api-contract/payloads';
import type { ApiDeps } from '../deps';
import { mediaPath, storedImageId } from '../media/images';

/**
 * Changes one's own bio, website and avatar: `validate` checks the edit against the current
 * profile (fields left out keep their value), and a new avatar is stored before the row changes.
 */
export async function editProfile(
  { db, media }: Pick<ApiDeps, 'db' | 'media'>,
  user: UserRef,
  validate: (current: ValidProfile) => Result<ValidProfile>,
): Promise<Result<true>> {
  const { rows } = await db.query<{ bio: string; website: string; avatar_id: string | null }>(
    'select bio, website, avatar_id from users where id = $1',
    [user._id],
  );
  const row = rows[0]!;
  const profile = validate({ bio: row.bio, website: row.website, img: row.avatar_id ? mediaPath(row.avatar_id) : '' });
  if (!profile.ok) return profile;
  const avatar = await storedImageId(profile.value.img, row.avatar_id ? mediaPath(row.avatar_id) : '', 'Avatar', media, db);
  if (!avatar.ok) return avatar;
  await db.query('update users set bio = $2, website = $3, avatar_id = $4, updated_at = now() where id = $1', [
    user._id,
    profile.value.bio,
    profile.value.website,
    avatar.value,
  ]);
  return succeed(true);
}
