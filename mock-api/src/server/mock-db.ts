import type { Server } from 'miragejs';
import { toStoredPost, type StoredPost, type StoredUser } from './records';

/**
 * Typed access to Mirage's in-memory collections. Reading `db.<name>` gives a copy of every
 * record with the collection's methods on it. Mirage stamps every record with an `id`; users
 * do not have one in the contract, so it is dropped on the way out.
 */
export type MockDb = ReturnType<typeof createMockDb>;

type Collection<T> = T[] & {
  find: (id: string) => T | null;
  insert: (record: T) => T;
  update: (id: string, record: Partial<T>) => T;
  remove: (id: string) => void;
};

type UserRecord = StoredUser & { id: string };

const toStoredUser = ({ id: _id, ...user }: UserRecord): StoredUser => user;

export function createMockDb(server: Server) {
  const users = () => server.db.users as unknown as Collection<UserRecord>;
  const posts = () => server.db.posts as unknown as Collection<StoredPost>;
  const saveUser = (user: StoredUser): void => {
    if (users().find(user._id)) users().update(user._id, user);
    else users().insert({ ...user, id: user._id });
  };
  return {
    users: (): StoredUser[] => users().map(toStoredUser),
    findUser: (userId: string): StoredUser | undefined => {
      const record = users().find(userId);
      return record ? toStoredUser(record) : undefined;
    },
    /** Usernames match exactly, as the spec's `/posts/user/:username` does. */
    findUserNamed: (username: string): StoredUser | undefined =>
      users()
        .map(toStoredUser)
        .find((user) => user.username === username),
    saveUser,
    posts: (): StoredPost[] => [...posts()],
    findPost: (postId: string): StoredPost | undefined => posts().find(postId) ?? undefined,
    savePost: (post: StoredPost): StoredPost => {
      const stored = toStoredPost(post);
      if (posts().find(stored._id)) posts().update(stored._id, stored);
      else posts().insert(stored);
      return stored;
    },
    /** How many posts each username wrote; counted when shown, so always exact. */
    postCounts: (): Map<string, number> => {
      const counts = new Map<string, number>();
      for (const post of posts()) counts.set(post.username, (counts.get(post.username) ?? 0) + 1);
      return counts;
    },
    /** Deletes a post, and with it every bookmark of it (its likes and comments live inside it). */
    removePost: (postId: string): void => {
      posts().remove(postId);
      for (const user of users().map(toStoredUser)) {
        const bookmarks = user.bookmarks.filter((entry) => entry.postId !== postId);
        if (bookmarks.length !== user.bookmarks.length) saveUser({ ...user, bookmarks });
      }
    },
  };
}
