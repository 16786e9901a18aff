import { startInProcess, type InProcessServer } from './in-process';
import { waitingOnLock } from './lock-waits';

/**
 * Each kept follow's `active_at` (follows_active, migration 054) is no earlier than any post of the
 * person followed, even when the post and the follow are written at the same time on connections
 * of their own: whichever commits first, the other waits on the person's row of people_active
 * and then sees it. And an unfollow and a post of the person unfollowed, at once, do not deadlock. Home's first page trusts it (api-core/src/posts/post-lists.ts): a follow left
 * with an earlier time would keep that person's post off it. (On PGlite, one connection, one
 * transaction waits for the other whole: this interleaving cannot happen there.)
 */
let server: InProcessServer;

beforeAll(async () => {
  server = await startInProcess();
}, 60_000);
afterAll(() => server.close());
// Guest comes to follow 199 people with generated ones: the follow of Omar is the 200th, which
// keeps every follow of theirs.
beforeEach(async () => {
  await server.reset({ users: 200 });
  await server.db.query(`insert into follows (follower_id, followee_id)
                         select 'user-guest', 'user-g' || i
                           from generate_series(1, 199 - (select following_count from users where id = 'user-guest')) i`);
});

const postByOmar = (id: string) =>
  `insert into posts (id, author_id, caption, content, created_at, updated_at, visibility)
   values ('${id}', 'user-omar', 'Now', 'Now', clock_timestamp(), clock_timestamp(), 'public')`;
const guestFollowsOmar = `insert into follows (follower_id, followee_id) values ('user-guest', 'user-omar')`;

/** When guest's follow of Omar says Omar was last active, and when his post was written. */
async function followAndPostTimes(postId: string): Promise<{ followSays: Date; posted: Date }> {
  const { rows } = await server.db.query<{ followSays: Date; posted: Date }>(
    `select (select active_at from follows_active where follower_id = 'user-guest' and followee_id = 'user-omar') as "followSays",
            (select created_at from posts where id = $1) as posted`,
    [postId],
  );
  return rows[0]!;
}

it('a follow written while a post of the person followed is being written takes that post’s time', async () => {
  let follow: Promise<unknown> | undefined;
  await server.db.transaction(async (tx) => {
    await tx.query(postByOmar('post-racing-a-follow'));
    follow = server.db.query(guestFollowsOmar);
    await waitingOnLock(server.db, 'insert into follows');
  });
  await follow;
  const { followSays, posted } = await followAndPostTimes('post-racing-a-follow');
  expect(followSays.getTime()).toBeGreaterThanOrEqual(posted.getTime());
});

it('a post written while a follow of its author is being written moves that follow’s time', async () => {
  let post: Promise<unknown> | undefined;
  await server.db.transaction(async (tx) => {
    await tx.query(guestFollowsOmar);
    post = server.db.query(postByOmar('post-after-a-follow'));
    await waitingOnLock(server.db, 'insert into posts');
  });
  await post;
  const { followSays, posted } = await followAndPostTimes('post-after-a-follow');
  expect(followSays.getTime()).toBeGreaterThanOrEqual(posted.getTime());
});

it('an unfollow of someone whose post is being written waits for the post, and takes the follow’s row', async () => {
  await server.db.query(guestFollowsOmar);
  let unfollow: Promise<unknown> | undefined;
  await server.db.transaction(async (tx) => {
    // Omar's row held as a post's count holds it, while guest unfollows him.
    await tx.query(`update users set post_count = post_count where id = 'user-omar'`);
    unfollow = server.db.query(`delete from follows where follower_id = 'user-guest' and followee_id = 'user-omar'`);
    await waitingOnLock(server.db, 'delete from follows');
    await tx.query(postByOmar('post-while-unfollowed'));
  });
  await unfollow;
  const { rows } = await server.db.query(`select 1 from follows_active where follower_id = 'user-guest' and followee_id = 'user-omar'`);
  expect(rows).toHaveLength(0);
});
