import type { UserRef } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import { startFollow } from '../connections/connection-store';
import type { Database, Queryable } from '../db/database';
import { keepRemoteEmojis, type RemoteEmoji } from '../media/remote-emojis';
import { notSuspended } from '../safety/visibility';
import { readAgainDue } from './people-read-again';

/**
 * A person of another server as their actor presents them: its id, their `preferredUsername`
 * and display name, their server's host (with its port, if any) and where they take deliveries;
 * their bio (`summary`, as text: remote-html.ts reads it), their avatar's address (`icon`) and
 * their followers collection (who a post for their followers is addressed to), when said; and the
 * custom emoji their actor's tags name (those of their name and bio), when it was read.
 */
export type RemotePerson = {
  uri: string;
  name: string;
  displayName: string;
  domain: string;
  inbox: string;
  sharedInbox: string | null;
  bio?: string;
  avatarUrl?: string | null;
  followers?: string | null;
  /**
   * Whether their actor names a new account of theirs (`movedTo`): false, read as it is now, when
   * they came back; left out when the actor read may be older than a move (rememberRemotePerson).
   */
  moved?: boolean;
  /** Their actor's custom emoji (none: `[]`); left out, those kept stay. */
  emojis?: RemoteEmoji[];
  /**
   * Whether their own server suspended them (their actor's `suspended`, as Mastodon says of an
   * account it suspends), read as it is now; left out, as `moved` is, when the actor read may be
   * older than the change. Given, it also marks the read as one of their actor as it is now,
   * which restarts the week until they are read again (people-read-again.ts); left out, the
   * time of their last such read stays.
   */
  suspended?: boolean;
};

/** A person of another server the community knows, and their followers collection when their actor named one. */
export type KnownPerson = UserRef & { followers: string | null };

/** The longest display name and username kept of a person elsewhere (users_member_or_remote, migration 036). */
const displayNameMax = 100;
const usernameMax = 320;

/**
 * Keeps (or refreshes) a person of another server as a user, `name@domain` (migration 036), and
 * where to deliver to them; answers who they are here, or null when their actor names them in a
 * way no one can write (an empty name, one with an @, or one too long). An actor that changed its
 * name keeps its row (found by its id). A name that another actor of the same server held before
 * is this actor's now (that server speaks for both), but as a new person: the old one goes, with
 * the follows a member granted them, which this actor must ask for again. Only a Move marks them
 * as moved (moved-people.ts); `moved: false` (their actor as it is now names no new account)
 * clears the mark, and `moved` left out keeps it. Their custom emoji are kept as a post's are
 * (remote-emojis.ts), in the same transaction. Their server's suspension (`suspended`) hides them
 * as a moderator's does, and its end shows them again unless a moderator's lasts (migration 064).
 */
export async function rememberRemotePerson(db: Database, person: RemotePerson): Promise<UserRef | null> {
  const username = `${person.name}@${person.domain}`;
  if (person.name === '' || person.name.includes('@') || username.length > usernameMax) return null;
  const displayName = Array.from(person.displayName.trim() || person.name)
    .slice(0, displayNameMax)
    .join('');
  const bio = Array.from((person.bio ?? '').trim())
    .slice(0, limits.bioMax)
    .join('');
  const avatarUrl = person.avatarUrl && /^https?:\/\//.test(person.avatarUrl) && person.avatarUrl.length <= 2048 ? person.avatarUrl : null;
  return db.transaction(async (tx) => {
    await tx.query('delete from users u using remote_actors a where a.id = u.id and lower(u.username) = lower($1) and a.uri <> $2', [
      username,
      person.uri,
    ]);
    const known = await tx.query<{ id: string }>('select id from remote_actors where uri = $1 for update', [person.uri]);
    const knownId = known.rows[0]?.id;
    const { rows } = knownId
      ? await tx.query<{ id: string }>(
          `update users set username = $2, first_name = $3, bio = $4, avatar_url = $5, updated_at = now(),
             moved_to_id = case when $6::boolean is false then null else moved_to_id end,
             emojis = case when $7::boolean then null else emojis end
           where id = $1 returning id`,
          [knownId, username, displayName, bio, avatarUrl, person.moved ?? null, person.emojis !== undefined],
        )
      : await tx.query<{ id: string }>(
          `insert into users (id, username, first_name, last_name, domain, messages_from, bio, avatar_url)
           values (gen_random_uuid()::text, $1, $2, '', $3, 'nobody', $4, $5)
           on conflict ((lower(username))) do update
             set first_name = excluded.first_name, bio = excluded.bio, avatar_url = excluded.avatar_url, updated_at = now(),
                 emojis = case when $6::boolean then null else users.emojis end
           returning id`,
          [username, displayName, person.domain, bio, avatarUrl, person.emojis !== undefined],
        );
    const id = rows[0]!.id;
    // Written once the row holds their server (the emoji are kept by server and shortcode); none named leaves the null above.
    const emojis = person.emojis ? await keepRemoteEmojis(tx, id, person.emojis, { repoint: true }) : null;
    if (emojis) await tx.query('update users set emojis = $2::jsonb where id = $1', [id, emojis]);
    if (person.suspended !== undefined) await suspendedByTheirServer(tx, id, person.suspended);
    // `updated_at` is when their actor was last read as it is now (people-read-again.ts): a read
    // that leaves `suspended` out may be a copy some minutes old, and keeps the time it had.
    await tx.query(
      `insert into remote_actors (id, uri, inbox_url, shared_inbox_url, followers_url) values ($1, $2, $3, $4, $5)
       on conflict (id) do update set uri = excluded.uri, inbox_url = excluded.inbox_url,
         shared_inbox_url = excluded.shared_inbox_url, followers_url = excluded.followers_url,
         updated_at = case when $6::boolean then now() else remote_actors.updated_at end`,
      [id, person.uri, person.inbox, person.sharedInbox, person.followers ?? null, person.suspended !== undefined],
    );
    return { _id: id, username };
  });
}

/**
 * The person of elsewhere `id` as their server says now: suspended there (hidden here while it
 * lasts) or not. A moderator's suspension here is kept apart and stands either way (migration 064).
 */
async function suspendedByTheirServer(tx: Queryable, id: string, suspended: boolean): Promise<void> {
  await tx.query('update users set suspended_by_their_server = $2 where id = $1 and suspended_by_their_server <> $2', [id, suspended]);
}

/** What a Follow from elsewhere came to: a follow, a request the member answers, or nothing (a block). */
export type FollowFromElsewhere = 'accepted' | 'pending' | 'refused';

/**
 * The Follow `followUri` of `member` by a person of another server, by the rules a member's
 * follow keeps (a request when the member approves their followers; refused by a block either
 * way), and refused while they are suspended (their follows ended with the suspension:
 * rejectFollowsOfSuspended). Asked again (a server that sends its Follow twice, or again after a
 * lost Accept), it keeps the follow or the request as it is, with the newer Follow's id, which
 * the answer names.
 */
export async function followFromElsewhere(
  db: Database,
  follower: UserRef,
  member: UserRef,
  followUri: string,
): Promise<FollowFromElsewhere> {
  if (await suspendedHere(db, follower._id)) return 'refused';
  const state = await followOrAskFromElsewhere(db, follower, member, followUri);
  // A suspension written meanwhile (a follow racing it waits for it on their row, which both
  // lock) is seen here: the follow ends before anyone is told it stands.
  if (state === 'refused' || !(await suspendedHere(db, follower._id))) return state;
  await endFollowFromElsewhere(db, { id: follower._id }, member._id);
  return 'refused';
}

/**
 * Whether moderators here suspend the person `userId` now. Their own server's suspension is
 * theirs: it ends no follow, and its mark may be older than their actor (a Follow's read keeps it).
 */
async function suspendedHere(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from users where id = $1 and suspended_until > now()', [userId]);
  return rows.length > 0;
}

/** `followFromElsewhere` by the rules a member's follow keeps alone: what it came to. */
async function followOrAskFromElsewhere(
  db: Database,
  follower: UserRef,
  member: UserRef,
  followUri: string,
  triesLeft = 2,
): Promise<FollowFromElsewhere> {
  const started = await startFollow(db, follower, member, followUri);
  if (started.ok) return started.value === 'followed' ? 'accepted' : 'pending';
  const again = started.code === 'follow.already' ? 'follows' : started.code === 'follow_request.already' ? 'follow_requests' : null;
  if (!again) return 'refused';
  const { rowCount } = await db.query(`update ${again} set follow_uri = $3 where follower_id = $1 and followee_id = $2`, [
    follower._id,
    member._id,
    followUri,
  ]);
  if (rowCount === 1) return again === 'follows' ? 'accepted' : 'pending';
  // Ended (an Undo, a removal, an answer) between the two statements: asked afresh, as it now is.
  return triesLeft > 0 ? followOrAskFromElsewhere(db, follower, member, followUri, triesLeft - 1) : 'refused';
}

/**
 * Ends the follow of (or the request to follow) `memberId` by a person of another server, named
 * by their actor's id (their Undo) or by their id here.
 */
export async function endFollowFromElsewhere(
  db: Queryable,
  follower: { actorUri: string } | { id: string },
  memberId: string,
): Promise<void> {
  const [whose, key] = 'id' in follower ? ['f.follower_id', follower.id] : ['a.uri', follower.actorUri];
  for (const table of ['follow_requests', 'follows']) {
    await db.query(`delete from ${table} f using remote_actors a where a.id = f.follower_id and ${whose} = $1 and f.followee_id = $2`, [
      key,
      memberId,
    ]);
  }
}

/**
 * Whether the actor `actorUri` of another server follows `memberId`: who may read their
 * followers-only posts. Not while a moderator suspends them here.
 */
export async function followsFromElsewhere(db: Queryable, actorUri: string, memberId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from follows f join remote_actors a on a.id = f.follower_id
      where a.uri = $1 and f.followee_id = $2 and ${notSuspended('f.follower_id')}`,
    [actorUri, memberId],
  );
  return rows.length > 0;
}

/**
 * The person of another server the actor `actorUri` is, if the community knows them already (no
 * fetch), and whether their actor is old enough to be read again (`readAgainDue`): null otherwise.
 */
export async function knownPerson(db: Queryable, actorUri: string): Promise<(KnownPerson & { readAgainDue: boolean }) | null> {
  const { rows } = await db.query<KnownPerson & { readAgainDue: boolean }>(
    `select u.id as "_id", u.username, a.followers_url as followers, ${readAgainDue('a')} as "readAgainDue"
       from remote_actors a join users u on u.id = a.id where a.uri = $1`,
    [actorUri],
  );
  return rows[0] ?? null;
}
