import type { PostVisibility, User, UserRef } from 'api-contract/entities';
import type { Role } from 'api-contract/runtime-config';
import type { LanguageCode } from 'api-contract/languages';
import type { Queryable } from '../db/database';
import type { MessagesFrom } from './profile-store';
import type { DataDeps, ImageStore } from '../platform';
import { peopleLists, peoplePreview } from '../db/previews';
import { readListed, type Listed, type RecordSelect } from '../pages/listed';
import { readPage } from '../pages/keyset';
import { unpaged } from '../pages/page-query';
import { bookmarkKeyset, bookmarkedPostsQuery } from '../posts/post-lists';
import { pendingEmailOf } from '../account/email-confirmations';
import { hasSecondFactorOf } from '../auth/two-factor';
import { avatarAddress, shownAvatarColumns } from '../media/remote-images';
import { emojisColumn, emojisShown, type StoredEmoji } from '../media/remote-emojis';
import { visibleTo } from '../safety/visibility';

type UserRow = {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  /** Null for a person of another server, who has no address here. */
  email: string | null;
  email_confirmed: boolean;
  /** Their server's host, for a person of another server; null for a member. */
  domain: string | null;
  /** The custom emoji of their name and bio, for a person of another server whose server's media are not refused. */
  emojis: StoredEmoji[] | null;
  /** The new account of a person of another server who moved (migration 053), if the viewer may see it; null for anyone else. */
  moved_to: UserRef | null;
  /** Null on anyone's record but the viewer's own. */
  two_factor: boolean | null;
  /** Only in the viewer's own row: the address they change to, waiting for its link. */
  pending_email: string | null;
  language: LanguageCode | null;
  default_visibility: PostVisibility;
  messages_from: MessagesFrom;
  bio: string;
  website: string;
  avatar_id: string | null;
  avatar_elsewhere: boolean;
  role: Role;
  follower_count: number;
  following_count: number;
  post_count: number;
  approve_followers: boolean;
  followed_by_me: boolean;
  follow_requested_by_me: boolean;
  follows_me: boolean;
  blocked_by_me: boolean;
  muted_by_me: boolean;
  followers: UserRef[];
  following: UserRef[];
  created_at: Date;
  updated_at: Date;
};

/**
 * Each listed user with exact counts, the latest followers and followed (the viewer among them;
 * people hidden from the viewer left out), whether they approve their followers, and whether the
 * viewer follows them (or asked to), they follow the viewer, and the viewer blocks or mutes them.
 */
/**
 * How much of each record to read: `previews: false` leaves out the latest followers and
 * followed (each `[]`; the counts stay), and one's own bookmarks (a statement of their own), for
 * a caller that lists many people and shows none of those (an app's accounts).
 */
type ReadOptions = { previews?: boolean };

export const userSelect =
  (viewerId: string | null, { previews = true }: ReadOptions = {}): RecordSelect =>
  (param) => {
    const shownTo = viewerId === null ? null : param(viewerId);
    // What is the viewer's alone (their own address, their ties to each person) is a constant
    // for a reader signed out: a plan made for any values (a page's authors) would otherwise
    // probe five indexes for each person to find nothing (bench/README.md, issue 39).
    const ofViewer = (sql: (me: string) => string, signedOut: string) => (shownTo === null ? signedOut : sql(shownTo));
    return {
      columns: `u.username, u.first_name, u.last_name, u.email, u.email_confirmed, u.domain, u.language, u.default_visibility, u.messages_from, u.approve_followers, u.bio, u.website, ${shownAvatarColumns('u')}, u.role, ${emojisColumn('u', 'u')} as emojis,
        case when u.moved_to_id is not null then (select json_build_object('_id', m.id, 'username', m.username) from users m
                                                   where m.id = u.moved_to_id and ${visibleTo('m.id', shownTo, { mutes: false })}) end as moved_to,
        ${ofViewer((me) => `case when u.id = ${me}::text then ${pendingEmailOf('u')} end`, 'null::text')} as pending_email,
        ${ofViewer((me) => `case when u.id = ${me}::text then ${hasSecondFactorOf('u')} end`, 'null::boolean')} as two_factor,
        u.follower_count, u.following_count, u.post_count, u.created_at, u.updated_at,
        ${previews ? peoplePreview(peopleLists.followers, 'u.id', shownTo) : `'[]'::json`} as followers,
        ${previews ? peoplePreview(peopleLists.following, 'u.id', shownTo) : `'[]'::json`} as following,
        ${ofViewer((me) => `exists (select 1 from follows f where f.follower_id = ${me}::text and f.followee_id = u.id)`, 'false')} as followed_by_me,
        ${ofViewer((me) => `exists (select 1 from follow_requests r where r.follower_id = ${me}::text and r.followee_id = u.id)`, 'false')} as follow_requested_by_me,
        ${ofViewer((me) => `exists (select 1 from follows f where f.follower_id = u.id and f.followee_id = ${me}::text)`, 'false')} as follows_me,
        ${ofViewer((me) => `exists (select 1 from blocks b where b.blocker_id = ${me}::text and b.blocked_id = u.id)`, 'false')} as blocked_by_me,
        ${ofViewer((me) => `exists (select 1 from mutes m where m.muter_id = ${me}::text and m.muted_id = u.id)`, 'false')} as muted_by_me`,
      joins: 'join users u on u.id = listed.id',
    };
  };

/**
 * The users a list names (a page of a search, or ids), in its order, as `viewer` sees them, and
 * the next page's cursor. Never a password; another person's email address, bookmarks and
 * language are theirs alone, so only the viewer's own record carries them.
 */
export async function readUserList(
  { db, images }: DataDeps,
  source: Listed,
  viewer: UserRef | null,
  options: ReadOptions = {},
): Promise<{ users: User[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await readListed<UserRow>(db, source, userSelect(viewer?._id ?? null, options));
  const own = viewer ? rows.find((row) => row.id === viewer._id) : undefined;
  // One's bookmarks are a list inside one's record, as the previews are: left out with them.
  const viewerBookmarks = own && options.previews !== false ? await readBookmarkIds(db, own.id) : null;
  const users = rows.map((row) => {
    const user = toUser(images, row, viewer !== null);
    if (row !== own) return user;
    // The viewer is a member (nobody signs in as a person elsewhere), so they have an address.
    const address = { email: row.email ?? '', emailConfirmed: row.email_confirmed, pendingEmail: row.pending_email };
    return {
      ...user,
      ...address,
      twoFactor: row.two_factor === true,
      ...(viewerBookmarks && { bookmarks: viewerBookmarks }),
      language: row.language,
      defaultVisibility: row.default_visibility,
      messagesFrom: row.messages_from,
    };
  });
  return { users, nextCursor };
}

/**
 * A person's public record as one column of another view's statement whose `u` is them (a
 * post's author), as JSON: what anyone reads of them, without previews. Nothing of the reader's
 * (whether they follow them...), which a page's authors do not show, and no probe of it per
 * post: a page of posts and its authors are one statement.
 */
export const publicRecordColumn = (param: (value: unknown) => string): string =>
  `(select row_to_json(record) from (select u.id, ${userSelect(null, { previews: false })(param).columns}) record)`;

/** A record `publicRecordColumn` read: the row, its times as JSON writes them. */
export type UserRecord = Omit<UserRow, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string };

/** The people of `records` as anyone reads them, as `readUserList` without previews answers a reader signed out. */
export function usersFromRecords(images: ImageStore, records: readonly UserRecord[]): User[] {
  return records.map((record) =>
    toUser(images, { ...record, created_at: new Date(record.created_at), updated_at: new Date(record.updated_at) }, false),
  );
}

/** The users `ids` names, in that order, as `viewer` sees them. */
export async function readUsers(deps: DataDeps, ids: string[], viewer: UserRef | null, options: ReadOptions = {}): Promise<User[]> {
  if (ids.length === 0) return [];
  return (await readUserList(deps, { ids }, viewer, options)).users;
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

function toUser(images: ImageStore, row: UserRow, signedIn: boolean): User {
  const user: User = {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    bio: row.bio,
    website: row.website,
    img: avatarAddress(images, { id: row.id, avatarId: row.avatar_id, avatarElsewhere: row.avatar_elsewhere }),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    followers: row.followers,
    following: row.following,
    followerCount: row.follower_count,
    followingCount: row.following_count,
    postCount: row.post_count,
    role: row.role,
    approveFollowers: row.approve_followers,
    ...(row.domain === null ? {} : { domain: row.domain }),
    ...(row.emojis === null ? {} : { emojis: emojisShown(row.emojis) }),
    ...(row.moved_to === null ? {} : { movedTo: row.moved_to }),
    ...(signedIn
      ? {
          followedByMe: row.followed_by_me,
          followRequestedByMe: row.follow_requested_by_me,
          followsMe: row.follows_me,
          blockedByMe: row.blocked_by_me,
          mutedByMe: row.muted_by_me,
        }
      : {}),
  };
  return row.blocked_by_me ? asSeenByBlocker(user) : user;
}

/**
 * A blocked person as the one who blocks them sees them: the name and picture (so the profile can
 * say who is blocked, with Unblock), none of what they wrote about themselves nor whom they know.
 */
const asSeenByBlocker = (user: User): User => ({ ...user, bio: '', website: '', followers: [], following: [] });
