import { buildSeedPosts, buildSeedUsers, seedEpoch, type SeedUser } from 'api-contract/seed';
import type { Post } from 'api-contract/entities';
import { hashPassword } from '../auth/passwords';
import type { Database, Queryable } from '../db/database';
import { storeSeedImage } from '../media/images';
import type { MediaStore } from '../media/media-store';

/** Any number, the same in every process: the lock that lets one process seed at a time. */
const seedLock = 4_147_002;
const mediaIdOf = (url: string): string | null => (url ? url.slice(url.lastIndexOf('/') + 1) : null);

/**
 * What the seed writes, prepared before its transaction: argon2 hashes and rasterized pictures
 * take time that must not hold a transaction open. Kept for the process, since every reset in
 * the tests writes the same seed.
 */
type PreparedSeed = { users: Array<SeedUser & { passwordHash: string }>; posts: Post[] };
let prepared: Promise<PreparedSeed> | null = null;

async function prepareSeed(media: MediaStore, db: Queryable): Promise<PreparedSeed> {
  const users = buildSeedUsers();
  const posts = buildSeedPosts(users);
  const withImages = async <T extends { img: string }>(record: T) => ({ ...record, img: await storeSeedImage(record.img, media, db) });
  return {
    users: await Promise.all(users.map(async (user) => ({ ...(await withImages(user)), passwordHash: await hashPassword(user.password) }))),
    posts: await Promise.all(posts.map(withImages)),
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
        mediaIdOf(user.img),
        user.createdAt,
      ],
    );
  }
  const follows = users.flatMap((user) => user.following.map((followed) => [user._id, followed._id]));
  for (const [index, [follower, followee]] of follows.entries()) {
    await tx.query('insert into follows (follower_id, followee_id, created_at) values ($1, $2, $3)', [follower, followee, inOrder(index)]);
  }
  for (const post of posts) {
    await tx.query(
      `insert into posts (id, author_id, caption, content, image_id, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $6)`,
      [post._id, idOf.get(post.username), post.caption, post.content, mediaIdOf(post.img), post.createdAt],
    );
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

/**
 * `count` more posts by the seeded authors, one every ten minutes back in time before the seed,
 * reusing the seed's pictures: a long timeline, written in one statement.
 */
async function writeMorePosts(tx: Queryable, count: number, posts: Post[], users: SeedUser[]): Promise<void> {
  if (count <= 0) return;
  const authors = posts.map((post) => users.find((user) => user.username === post.username)!._id);
  await tx.query(
    `insert into posts (id, author_id, caption, content, image_id, created_at, updated_at)
     select 'post-x' || n, ($2::text[])[1 + (n - 1) % 6], ($3::text[])[1 + (n - 1) % 6] || ' #' || n, ($4::text[])[1 + (n - 1) % 6],
            ($5::text[])[1 + (n - 1) % 6], $6::timestamptz - n * interval '10 minutes', $6::timestamptz - n * interval '10 minutes'
       from generate_series(1, $1::int) as n`,
    [
      count,
      authors,
      posts.map((post) => post.caption),
      posts.map((post) => post.content),
      posts.map((post) => mediaIdOf(post.img)),
      new Date(seedEpoch),
    ],
  );
}

type SeedOptions = { morePosts?: number };

/** Seeds an empty database with the spec's seed: 6 users including the guest, 6 posts, 2 comments each. */
export async function seedIfEmpty(db: Database, media: MediaStore, options: SeedOptions = {}): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>('select not exists (select 1 from users) as empty');
  if (!rows[0]?.empty) return false;
  prepared ??= prepareSeed(media, db);
  const seed = await prepared;
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [seedLock]);
    const again = await tx.query<{ empty: boolean }>('select not exists (select 1 from users) as empty');
    if (!again.rows[0]?.empty) return false;
    await writeSeed(tx, seed);
    await writeMorePosts(tx, options.morePosts ?? 0, seed.posts, seed.users);
    return true;
  });
}

/** Empties every table and seeds afresh: what the tests start each case from. */
export async function reseed(db: Database, media: MediaStore, options: SeedOptions = {}): Promise<void> {
  prepared ??= prepareSeed(media, db);
  const seed = await prepared;
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [seedLock]);
    await tx.exec('truncate bookmarks, comment_votes, comments, post_reactions, posts, follows, users');
    await writeSeed(tx, seed);
    await writeMorePosts(tx, options.morePosts ?? 0, seed.posts, seed.users);
  });
}
