import { buildSeedPosts, buildSeedUsers, seedEpoch, type SeedUser } from 'api-contract/seed';
import type { Post } from 'api-contract/entities';
import type { Database, Queryable } from '../db/database';
import { keepDrawing } from '../media/images';
import type { Platform } from '../platform';
import { generatedPassword, writeGeneratedData, type GeneratedSizes, type SeedMaterial } from './generated-data';

/** Any number, the same in every process: the lock that lets one process seed at a time. */
const seedLock = 4_147_002;

/** The tables whose triggers keep counts and write events: off while the seed is written. */
const triggeredTables = ['posts', 'post_reactions', 'reposts', 'comments', 'follows', 'post_tags'];

/** A seed record with its picture kept: the id of the kept image instead of the drawing. */
type WithImage<T> = Omit<T, 'img'> & { imageId: string };

/** A seed post with its one picture kept, and that picture's description. */
type PicturedPost = WithImage<Omit<Post, 'images'>> & { alt: string };

/** The seed's records with their pictures kept in the image store. */
type PicturedSeed = { users: Array<WithImage<SeedUser>>; posts: PicturedPost[] };

/**
 * What the seed writes, prepared before its transaction: password hashes and pictures take time
 * that must not hold a transaction open. Prepared once per seeder, since every reset in the
 * tests writes the same seed.
 */
type PreparedSeed = {
  users: Array<WithImage<SeedUser> & { passwordHash: string }>;
  posts: PicturedPost[];
  generatedPasswordHash: string;
};

async function keepPictures({ db, images }: SeedPlatform): Promise<PicturedSeed> {
  const users = buildSeedUsers();
  const posts = buildSeedPosts(users);
  const keep = (img: string) => keepDrawing(img, { db, images });
  return {
    users: await Promise.all(users.map(async ({ img, ...user }) => ({ ...user, imageId: await keep(img) }))),
    posts: await Promise.all(
      posts.map(async ({ img, images: [picture], ...post }) => ({ ...post, imageId: await keep(img), alt: picture?.alt ?? '' })),
    ),
  };
}

/** Whether any picture of the seed is no longer kept (its `media` row is gone). */
async function picturesMissing(db: Queryable, { users, posts }: PicturedSeed): Promise<boolean> {
  const ids = [...users, ...posts].map((record) => record.imageId);
  const { rows } = await db.query<{ kept: number }>('select count(*)::int as kept from media where id = any($1::text[])', [ids]);
  return (rows[0]?.kept ?? 0) < new Set(ids).size;
}

async function hashPasswords({ users, posts }: PicturedSeed, { passwords }: SeedPlatform): Promise<PreparedSeed> {
  return {
    users: await Promise.all(users.map(async (user) => ({ ...user, passwordHash: await passwords.hash(user.password) }))),
    posts,
    generatedPasswordHash: await passwords.hash(generatedPassword),
  };
}

/** Timestamps one millisecond apart, so rows keep the seed's order (likers, follows, bookmarks). */
const inOrder = (index: number): Date => new Date(seedEpoch + index);

async function writeSeed(tx: Queryable, { users, posts }: PreparedSeed): Promise<void> {
  const idOf = new Map(users.map((user) => [user.username, user._id]));
  for (const user of users) {
    await tx.query(
      `insert into users (id, username, first_name, last_name, email, password_hash, bio, website, avatar_id, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
      [
        user._id,
        user.username,
        user.firstName,
        user.lastName,
        user.email,
        user.passwordHash,
        user.bio,
        user.website,
        user.imageId,
        user.createdAt,
      ],
    );
  }
  const follows = users.flatMap((user) => user.following.map((followed) => [user._id, followed._id]));
  for (const [index, [follower, followee]] of follows.entries()) {
    await tx.query('insert into follows (follower_id, followee_id, created_at) values ($1, $2, $3)', [follower, followee, inOrder(index)]);
  }
  for (const post of posts) {
    // The counts the triggers would have kept (they are off while seeding).
    await tx.query(
      `insert into posts (id, author_id, caption, content, like_count, comment_count, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [post._id, idOf.get(post.username), post.caption, post.content, post.likes.likedBy.length, post.comments.length, post.createdAt],
    );
    await tx.query('insert into post_images (post_id, position, media_id, alt) values ($1, 0, $2, $3)', [post._id, post.imageId, post.alt]);
    for (const [index, liker] of post.likes.likedBy.entries()) {
      await tx.query(`insert into post_reactions (post_id, user_id, kind, created_at) values ($1, $2, 'like', $3)`, [
        post._id,
        liker._id,
        inOrder(index),
      ]);
    }
    for (const comment of post.comments) {
      await tx.query('insert into comments (id, post_id, author_id, text, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)', [
        comment._id,
        post._id,
        idOf.get(comment.username),
        comment.text,
        comment.createdAt,
      ]);
    }
  }
  for (const user of users) {
    for (const [index, postId] of user.bookmarks.entries()) {
      await tx.query('insert into bookmarks (user_id, post_id, created_at) values ($1, $2, $3)', [user._id, postId, inOrder(index)]);
    }
  }
}

/** What generated rows borrow from the seed: texts, pictures, and its authors when no users are generated. */
function seedMaterial({ users, posts, generatedPasswordHash }: PreparedSeed): SeedMaterial {
  return {
    epoch: new Date(seedEpoch),
    captions: posts.map((post) => post.caption),
    contents: posts.map((post) => post.content),
    imageIds: posts.map((post) => post.imageId),
    authorIds: posts.map((post) => users.find((user) => user.username === post.username)!._id),
    passwordHash: generatedPasswordHash,
  };
}

/** Every user's counts of posts, followers and followed, counted in one statement: after a load with the triggers off. */
async function countUsers(tx: Queryable): Promise<void> {
  await tx.query(
    `with authored as (select author_id as id, count(*)::int as n from posts group by author_id),
          followers as (select followee_id as id, count(*)::int as n from follows group by followee_id),
          followed as (select follower_id as id, count(*)::int as n from follows group by follower_id),
          counted as (
            select u.id, coalesce(a.n, 0) as posts, coalesce(fr.n, 0) as followers, coalesce(fd.n, 0) as followed
              from users u left join authored a on a.id = u.id left join followers fr on fr.id = u.id left join followed fd on fd.id = u.id)
     update users u set post_count = c.posts, follower_count = c.followers, following_count = c.followed
       from counted c
      where c.id = u.id and (u.post_count, u.follower_count, u.following_count) is distinct from (c.posts, c.followers, c.followed)`,
  );
}

/** Every tag's count of posts, counted in one statement: after a load with the triggers off. */
async function countTags(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into tags (name, post_count) select tag, count(*)::int from post_tags group by tag
     on conflict (name) do update set post_count = excluded.post_count`,
  );
}

/** PostgreSQL's code for a transaction it ended to break a deadlock. */
const deadlockDetected = '40P01';

const isDeadlock = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === deadlockDetected;

/**
 * `transaction`, begun again when PostgreSQL ends it to break a deadlock (at most three times),
 * as a deadlock asks. The reset truncates every table while work of the last test may still be
 * under way (a request's transaction, a job): the table order below avoids the deadlocks seen,
 * and one that no order avoids (a transaction holding a table the truncate takes late, then asking
 * for one it took early) ends one of the two, which the other outlives.
 */
async function triedAgainOnDeadlock(transaction: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (!isDeadlock(error) || attempt === 3) throw error;
    }
  }
}

/**
 * Every table a reseed empties. The tables a statement may first lock while it runs, not when it
 * starts (post_visible_to reads follows and post_mentions per row; the triggers of migrations 047,
 * 050 and 054 write private_threads, people_active and follows_active as posts, reposts, mentions,
 * comments and follows are written), come last: a reader holding the others and waiting for them
 * would otherwise deadlock with a truncate holding them.
 */
const seededTables =
  'rate_counts, passkey_challenges, passkeys, sign_in_challenges, recovery_codes, totp_factors, password_resets, email_confirmations, oauth_tokens, oauth_codes, oauth_apps, sessions, session_ends, signup_requests, invites, bookmarks, comment_votes, notification_actors, notifications, reading_places, post_tags, tags, comment_images, media_let_go, comments, post_reactions, post_versions, post_images, media_uploads, posts, blocks, mutes, reports, report_cases, moderation_log, backfill_retries, users, events, reposts, follows, follow_requests, post_mentions, messages, conversation_members, conversations, actor_keys, remote_actors, federation_kv, federation_inbox_failures, domain_blocks, remote_tombstones, remote_emojis, private_threads, people_active, follows_active';

/** Below this many accounts and posts together, a database is small: no vacuum after its seed, and emptied row by row. */
const smallDatabase = 1000;

/**
 * Empties every seeded table. A small database, as each test's reset leaves, is emptied by
 * DELETE with its triggers off (foreign keys' too, which only a superuser may turn off): a
 * TRUNCATE makes new files for each of the tables, which made a test's reset three times slower
 * (65 ms against 20 on PGlite) and the contract suite 124 s against 75. A large database, or one
 * whose role may not turn the triggers off (an operator's), is truncated: it leaves no dead rows,
 * whatever their number.
 */
async function emptyEveryTable(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<{ byRow: boolean }>(
    `select current_setting('is_superuser') = 'on'
        and (select count(*) from users) + (select count(*) from posts) < $1 as "byRow"`,
    [smallDatabase],
  );
  if (!rows[0]?.byRow) {
    await tx.exec(`truncate ${seededTables}`);
    return;
  }
  // Every table held as a truncate holds it, readers waited for too: a write of a transaction
  // under way would otherwise come between two deletes, or after them into the new seed (one
  // that had only read when the reset began), and keep a row whose account or post is gone.
  await tx.exec(`lock table ${seededTables} in access exclusive mode`);
  await tx.exec('set local session_replication_role = replica');
  for (const table of seededTables.split(', ')) await tx.exec(`delete from ${table}`);
  await tx.exec('set local session_replication_role = origin');
}

export type SeedOptions = Partial<GeneratedSizes> & {
  /** Told how long each step of the generated data took, in milliseconds. */
  report?: (step: string, milliseconds: number) => void;
};

/**
 * The seed, and the generated data asked for, with the count and event triggers off: a seed
 * announces nothing, and counts written with the rows (users' counted at the end) cost one
 * statement instead of a trigger per row.
 */
async function writeEverything(tx: Queryable, seed: PreparedSeed, { users = 0, posts = 0, report }: SeedOptions): Promise<void> {
  // A generated community is written by a few statements, each longer than a request may take
  // (the likes of 100,000 posts: 26 s on two idle cores, past the 30 s limit on busy ones, where
  // the reset of a test answered 503): the limit is lifted for this transaction alone.
  await tx.exec('set local statement_timeout = 0');
  for (const table of triggeredTables) await tx.exec(`alter table ${table} disable trigger user`);
  await writeSeed(tx, seed);
  await writeGeneratedData(tx, { users, posts }, seedMaterial(seed), report);
  const started = Date.now();
  await countUsers(tx);
  await countTags(tx);
  await tx.query('select count_people_active()');
  await tx.query('select count_follows_active()');
  report?.('user and tag counts, and when each person was last active', Date.now() - started);
  for (const table of triggeredTables) await tx.exec(`alter table ${table} enable trigger user`);
}

/** Fresh statistics after a large load, or the planner keeps the plans of an empty table. */
async function analyzeIfLarge(db: Database, { users = 0, posts = 0, report }: SeedOptions): Promise<void> {
  if (users + posts < smallDatabase) return;
  const started = Date.now();
  // Vacuumed as well as analyzed: a bulk load leaves every page of the tables unmarked in the
  // visibility map, so index-only scans would read the heap, and autovacuum would start on
  // them later, in the middle of whatever runs next (a benchmark's measurements).
  await db.exec('vacuum (analyze)');
  report?.('vacuum and analyze', Date.now() - started);
}

/** What seeding needs of the platform: the database, the password hash and the image store. */
export type SeedPlatform = Pick<Platform, 'db' | 'passwords' | 'images'>;

/** What a database holds that a reseed would delete, counted: its accounts and posts. */
export type Held = { accounts: number; posts: number };

export type Seeder = {
  /** Keeps the seed's pictures in the image store, without writing the seed: for a database that holds it already. */
  keepPictures: () => Promise<void>;
  /** Seeds an empty database with the spec's seed: 6 users including the guest, 6 posts, 2 comments each. */
  seedIfEmpty: (options?: SeedOptions) => Promise<boolean>;
  /**
   * Empties every table and seeds afresh, with generated users and posts when asked: what the
   * tests start each case from, and the seed command. Events go too (their ids go on rising, so
   * a client that resumes is not confused by old numbers). The rate limits' counts go as well:
   * a test's calls are not counted against the next's, whatever their windows (a day's window
   * and a minute's end together at midnight).
   */
  reseed: (options?: SeedOptions) => Promise<void>;
  /** What the database holds that `reseed` would delete (nothing before its migrations): asked before a reseed that is not a test's. */
  held: () => Promise<Held>;
};

export function createSeeder(platform: SeedPlatform): Seeder {
  const { db } = platform;
  let pictured: Promise<PicturedSeed> | null = null;
  let prepared: Promise<PreparedSeed> | null = null;
  const picturedSeed = () => (pictured ??= keepPictures(platform));
  const preparedSeed = () => (prepared ??= picturedSeed().then((seed) => hashPasswords(seed, platform)));
  return {
    keepPictures: async () => {
      await picturedSeed();
    },
    seedIfEmpty: async (options = {}) => {
      const { rows } = await db.query<{ empty: boolean }>('select not exists (select 1 from users) as empty');
      if (!rows[0]?.empty) return false;
      const seed = await preparedSeed();
      const seeded = await db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [seedLock]);
        const again = await tx.query<{ empty: boolean }>('select not exists (select 1 from users) as empty');
        if (!again.rows[0]?.empty) return false;
        await writeEverything(tx, seed, options);
        return true;
      });
      if (seeded) await analyzeIfLarge(db, options);
      return seeded;
    },
    reseed: async (options = {}) => {
      // A deleted account took its pictures with it: the seed's are kept anew before it is written.
      if (await picturesMissing(db, await picturedSeed())) {
        pictured = null;
        prepared = null;
      }
      const seed = await preparedSeed();
      await triedAgainOnDeadlock(() =>
        db.transaction(async (tx) => {
          await tx.query('select pg_advisory_xact_lock($1)', [seedLock]);
          await emptyEveryTable(tx);
          await writeEverything(tx, seed, options);
        }),
      );
      await analyzeIfLarge(db, options);
    },
    held: async () => {
      // A database the migrations have not made tables in yet holds nothing of ours.
      const schema = await db.query<{ made: boolean }>(`select to_regclass('users') is not null as made`);
      if (!schema.rows[0]?.made) return { accounts: 0, posts: 0 };
      const { rows } = await db.query<Held>(
        'select (select count(*) from users)::int as accounts, (select count(*) from posts)::int as posts',
      );
      return rows[0] ?? { accounts: 0, posts: 0 };
    },
  };
}
