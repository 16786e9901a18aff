import type { Queryable } from 'api-core/database';

/** A member as other servers see them: what their actor shows. */
export type Member = {
  id: string;
  username: string;
  name: string;
  bio: string;
  avatarId: string | null;
  approvesFollowers: boolean;
  followerCount: number;
  followingCount: number;
  postCount: number;
};

type MemberRow = {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  bio: string;
  avatar_id: string | null;
  approve_followers: boolean;
  follower_count: number;
  following_count: number;
  post_count: number;
};

const memberColumns = `id, username, first_name, last_name, bio, avatar_id, approve_followers, follower_count, following_count, post_count`;

// A suspended member is not served to other servers, as they are not to this one's readers.
const notSuspended = `(suspended_until is null or suspended_until <= now())`;

const memberOf = (row: MemberRow): Member => ({
  id: row.id,
  username: row.username,
  name: `${row.first_name} ${row.last_name}`,
  bio: row.bio,
  avatarId: row.avatar_id,
  approvesFollowers: row.approve_followers,
  followerCount: row.follower_count,
  followingCount: row.following_count,
  postCount: row.post_count,
});

/** The member whose actor id is `id`, unless they are suspended or gone. */
export async function memberById(db: Queryable, id: string): Promise<Member | null> {
  const { rows } = await db.query<MemberRow>(`select ${memberColumns} from users where id = $1 and ${notSuspended}`, [id]);
  return rows[0] ? memberOf(rows[0]) : null;
}

/** The id of the member called `username` (any letter case), for WebFinger and the profile page's address. */
export async function memberIdByUsername(db: Queryable, username: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(`select id from users where lower(username) = lower($1) and ${notSuspended}`, [username]);
  return rows[0]?.id ?? null;
}

/** An actor of another server, as `rememberActor` keeps it. */
export type RemoteActor = { uri: string; handle: string; name: string; inboxUrl: string; sharedInboxUrl: string | null };

/** Keeps (or refreshes) what this server knows of a remote actor; answers its row's id. */
export async function rememberActor(db: Queryable, actor: RemoteActor): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into remote_actors (id, uri, handle, name, inbox_url, shared_inbox_url) values (gen_random_uuid()::text, $1, $2, $3, $4, $5)
     on conflict (uri) do update set handle = excluded.handle, name = excluded.name, inbox_url = excluded.inbox_url,
       shared_inbox_url = excluded.shared_inbox_url, updated_at = now()
     returning id`,
    [actor.uri, actor.handle, actor.name, actor.inboxUrl, actor.sharedInboxUrl],
  );
  return rows[0]!.id;
}

/**
 * A remote follow of `followeeId`, or a request when they approve their followers. Asked again
 * (a server that sends its Follow twice, or again after a lost Accept) it keeps an accepted follow
 * accepted and takes the newer Follow's id. Answers the follow's state.
 */
export async function addRemoteFollow(
  db: Queryable,
  { actorId, followee, followUri }: { actorId: string; followee: Member; followUri: string },
): Promise<'accepted' | 'pending'> {
  const { rows } = await db.query<{ state: 'accepted' | 'pending' }>(
    `insert into remote_follows (actor_id, followee_id, follow_uri, state) values ($1, $2, $3, $4)
     on conflict (actor_id, followee_id) do update set follow_uri = excluded.follow_uri
     returning state`,
    [actorId, followee.id, followUri, followee.approvesFollowers ? 'pending' : 'accepted'],
  );
  return rows[0]!.state;
}

/** Ends the remote actor `actorUri`'s follow of (or request to) `followeeId`; whether there was one. */
export async function removeRemoteFollow(db: Queryable, actorUri: string, followeeId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `delete from remote_follows f using remote_actors a where a.id = f.actor_id and a.uri = $1 and f.followee_id = $2`,
    [actorUri, followeeId],
  );
  return rowCount > 0;
}

/** Whether the remote actor `actorUri` follows `followeeId` (accepted): who may read their followers-only posts. */
export async function followsFromElsewhere(db: Queryable, actorUri: string, followeeId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from remote_follows f join remote_actors a on a.id = f.actor_id
      where a.uri = $1 and f.followee_id = $2 and f.state = 'accepted'`,
    [actorUri, followeeId],
  );
  return rows.length > 0;
}
