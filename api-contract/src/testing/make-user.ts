import type { User } from '../entities';

/**
 * A complete `User` for tests: give the id and username, and whatever else the test is
 * about; every other field gets a plain default.
 */
export function makeUser({ _id, username, ...rest }: Pick<User, '_id' | 'username'> & Partial<User>): User {
  return {
    _id,
    username,
    firstName: username,
    lastName: '',
    email: `${username}@example.com`,
    bio: '',
    website: '',
    img: '',
    createdAt: '',
    updatedAt: '',
    followers: [],
    following: [],
    followerCount: rest.followers?.length ?? 0,
    followingCount: rest.following?.length ?? 0,
    postCount: 0,
    bookmarks: [],
    ...rest,
  };
}
