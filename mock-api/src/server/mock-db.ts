import type { Server } from 'miragejs';
import type { Post } from 'api-contract/entities';
import type { StoredUser } from './records';

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
  const posts = () => server.db.posts as unknown as Collection<Post>;
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
    saveUser,
    posts: (): Post[] => [...posts()],
    findPost: (postId: string): Post | undefined => posts().find(postId) ?? undefined,
    savePost: (post: Post): void => {
      if (posts().find(post._id)) posts().update(post._id, post);
      else posts().insert(post);
    },
    /** Deletes a post, and with it every bookmark of it (its likes and comments live inside it). */
    removePost: (postId: string): void => {
      posts().remove(postId);
      for (const user of users().map(toStoredUser)) {
        if (user.bookmarks.includes(postId)) saveUser({ ...user, bookmarks: user.bookmarks.filter((id) => id !== postId) });
      }
    },
  };
}
