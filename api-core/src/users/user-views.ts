import type { User, UserRef } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import type { DataDeps, ImageStore } from '../platform';
import { readPeople, type PersonRow } from '../db/previews';
import { groupBy, userRef } from '../db/rows';
import { readPage } from '../pages/keyset';
import { unpaged } from '../pages/page-query';
import { bookmarkKeyset, bookmarkedPostsQuery } from '../posts/post-lists';
import { imageAddress } from '../media/images';

type UserRow = {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  bio: string;
  website: string;
  avatar_id: string | null;
  follower_count: number;
  following_count: number;
  post_count: number;
  followed_by_me: boolean;
  created_at: Date;
  updated_at: Date;
};

const followers = { table: 'follows', owner: 'followee_id', person: 'follower_id' } as const;
const following = { table: 'follows', owner: 'follower_id', person: 'followee_id' } as const;

/**
 * The users `ids` names, in that order, as `viewer` sees them: exact counts, the latest
 * followers and followed (the viewer among them), and whether the viewer follows them. Never a
 * password; another person's email address and bookmarks are theirs alone, so only the
 * viewer's own record carries them.
 */
export async function readUsers({ db, images }: DataDeps, ids: string[], viewer: UserRef | null): Promise<User[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<UserRow>(
    `select u.id, u.username, u.first_name, u.last_name, u.email, u.bio, u.website, u.avatar_id,
            u.follower_count, u.following_count, u.post_count, u.created_at, u.updated_at,
            exists (select 1 from follows f where f.follower_id = $2::text and f.followee_id = u.id) as followed_by_me
       from users u where u.id = any($1::text[])`,
    [ids, viewer?._id ?? null],
  );
  const viewerId = viewer?._id ?? null;
  const followersOf = groupBy(await readPeople(db, followers, ids, viewerId), 'owner_id');
  const followingOf = groupBy(await readPeople(db, following, ids, viewerId), 'owner_id');
  const viewerBookmarks = viewer && ids.includes(viewer._id) ? await readBookmarkIds(db, viewer._id) : [];
  const byId = new Map(
    rows.map((row) => {
      const user = toUser(images, row, followersOf.get(row.id) ?? [], followingOf.get(row.id) ?? [], viewer !== null);
      return [row.id, viewer?._id === row.id ? { ...user, email: row.email, bookmarks: viewerBookmarks } : user];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One user as `viewer` sees them, or null when there is no such user. */
export async function readUser(deps: DataDeps, id: string, viewer: UserRef | null): Promise<User | null> {
  return (await readUsers(deps, [id], viewer))[0] ?? null;
}

/** The ids of the posts a user bookmarked last (at most `unpagedMax`), in the order they bookmarked them. */
export async function readBookmarkIds(db: Queryable, userId: string): Promise<string[]> {
  const { ids } = await readPage(db, bookmarkedPostsQuery(userId, unpaged), bookmarkKeyset, unpaged);
  return ids.reverse();
}

function toUser(images: ImageStore, row: UserRow, followers: PersonRow[], following: PersonRow[], signedIn: boolean): User {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    bio: row.bio,
    website: row.website,
    img: imageAddress(images, row.avatar_id),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    followers: followers.map(userRef),
    following: following.map(userRef),
    followerCount: row.follower_count,
    followingCount: row.following_count,
    postCount: row.post_count,
    ...(signedIn ? { followedByMe: row.followed_by_me } : {}),
  };
}
