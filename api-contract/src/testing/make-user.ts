import type { User } from '../entities';
import { toBase64Url } from '../base64url';

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
    role: 'member',
    approveFollowers: false,
    ...rest,
  };
}

/**
 * A token shaped like the server's, naming `user` in its claims, with no valid signature: what a
 * client-side test signs in with (the client reads the claims; only a server checks signatures).
 */
export function unsignedTokenFor(user: Pick<User, '_id' | 'username'>): string {
  const part = (value: object) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ _id: user._id, username: user.username })}.unsigned`;
}
