import type { User, UserRef } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import { mediaPath } from '../media/images';

type UserRow = {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  bio: string;
  website: string;
  avatar_id: string | null;
  created_at: Date;
  updated_at: Date;
};

type FollowRow = { follower_id: string; follower_username: string; followee_id: string; followee_username: string };

/** Which users to show: everyone, or the ones named. */
export type UserSelection = { all: true } | { ids: string[] };

/**
 * Users as the contract shows them to `viewer`, in the order they joined: with who follows them
 * and whom they follow. Never a password; another person's email address and bookmarks are
 * theirs alone, so only the viewer's own record carries them.
 */
export async function readUsers(db: Queryable, selection: UserSelection, viewer: UserRef | null): Promise<User[]> {
  const named = 'ids' in selection;
  const { rows } = await db.query<UserRow>(
    `select id, username, first_name, last_name, email, bio, website, avatar_id, created_at, updated_at
       from users ${named ? 'where id = any($1::text[])' : ''}
      order by created_at, id`,
    named ? [selection.ids] : [],
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const follows = await db.query<FollowRow>(
    `select f.follower_id, a.username as follower_username, f.followee_id, b.username as followee_username
       from follows f join users a on a.id = f.follower_id join users b on b.id = f.followee_id
      where f.follower_id = any($1::text[]) or f.followee_id = any($1::text[])
      order by f.created_at, f.follower_id, f.followee_id`,
    [ids],
  );
  const viewerBookmarks = viewer && ids.includes(viewer._id) ? await readBookmarks(db, viewer._id) : [];
  return rows.map((row) => {
    const user: User = {
      _id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      username: row.username,
      bio: row.bio,
      website: row.website,
      img: row.avatar_id ? mediaPath(row.avatar_id) : '',
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      followers: follows.rows
        .filter((follow) => follow.followee_id === row.id)
        .map((f) => ({ _id: f.follower_id, username: f.follower_username })),
      following: follows.rows
        .filter((follow) => follow.follower_id === row.id)
        .map((f) => ({ _id: f.followee_id, username: f.followee_username })),
    };
    return viewer?._id === row.id ? { ...user, email: row.email, bookmarks: viewerBookmarks } : user;
  });
}

/** One user as `viewer` sees them, or null when there is no such user. */
export async function readUser(db: Queryable, id: string, viewer: UserRef | null): Promise<User | null> {
  return (await readUsers(db, { ids: [id] }, viewer))[0] ?? null;
}

/** The ids of the posts a user bookmarked, in the order they bookmarked them. */
export async function readBookmarks(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ post_id: string }>('select post_id from bookmarks where user_id = $1 order by created_at, post_id', [
    userId,
  ]);
  return rows.map((row) => row.post_id);
}
