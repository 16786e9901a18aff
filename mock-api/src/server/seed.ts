import { buildSeedUsers, type SeedUser } from 'api-contract/seed';
import { buildManyPosts } from './many-posts';
import { toStoredPost, type StoredPost, type StoredUser } from './records';

/**
 * A seeded user as the mock stores them: without counts (views read them off the lists), and
 * with the seed's bookmarks numbered below any a page makes (those count up from 1).
 */
export function toStoredSeedUser(seed: SeedUser): StoredUser {
  const { followerCount: _followers, followingCount: _following, postCount: _posts, followedByMe: _followed, ...user } = seed;
  return { ...user, bookmarks: seed.bookmarks.map((postId, index) => ({ postId, n: index - seed.bookmarks.length })) };
}

/** The records the mock starts from: the spec's seed, with `postCount` posts (for long timelines). */
export function seedRecords(postCount: number): { users: Array<StoredUser & { id: string }>; posts: StoredPost[] } {
  const users = buildSeedUsers();
  return {
    users: users.map((user) => ({ ...toStoredSeedUser(user), id: user._id })),
    posts: buildManyPosts(users, postCount).map(toStoredPost),
  };
}
