import { firstFeedPages } from 'api-core/testing/feed-pages';
import { send } from './api';
import { startInProcess, type InProcessServer } from './in-process';

/**
 * The first page of Home for someone who follows many people is read from the people they follow
 * who were active lately (api-core/src/posts/post-lists.ts, `recentFeedQuery`), and must be the
 * page read from each person followed: here on a generated community of 2,500 people, whose reader
 * follows 312, with what makes a person's latest activity say more than what the reader sees of it
 * (posts deleted, posts for others, people muted, blocked or suspended, reposts of hidden posts).
 */

let server: InProcessServer;
const reader = 'user-g1';
const limits = [1, 5, 20, 40, 100];

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};
const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

/**
 * How many people's posts the first page of 20 sought (posts_by_author, once for each person
 * read).
 */
async function peopleRead(): Promise<number> {
  const { status, body } = await send(server, 'POST', '/api/testing/explain', {
    body: { list: 'feed', id: reader, viewerId: reader, query: { limit: '20' }, analyze: true },
  });
  expect(status).toBe(200);
  const nodes = nodesOf((body as { plan: Array<{ Plan: PlanNode }> }).plan[0]!.Plan);
  return nodes.filter((node) => node['Index Name'] === 'posts_by_author').reduce((sum, node) => sum + (node['Actual Loops'] ?? 0), 0);
}

/** The first pages of `whose` Home, read as the call reads them, are the pages read from each person followed. */
async function expectPagesReadFromEachPerson(whose = reader): Promise<void> {
  for (const limit of limits) {
    const { asRead, personByPerson } = await firstFeedPages(server.db, whose, limit);
    expect([limit, asRead]).toEqual([limit, personByPerson]);
    expect(asRead).toHaveLength(limit);
  }
}

/** Writes `sql`, where `$newest` is the newest generated post's time and `$1` the reader. */
const write = (sql: string) =>
  server.db.query(
    sql.replaceAll('$newest', `(select max(created_at) from posts where id like 'post-x%')`),
    sql.includes('$1') ? [reader] : [],
  );

/** Posts by the generated people `ids`, `minutes` after the newest generated post (one each, in turn). */
const postsBy = (name: string, ids: string, visibility = 'public', minutes = 'k') =>
  write(`insert into posts (id, author_id, caption, content, created_at, updated_at, visibility)
         select '${name}-' || k, 'user-g' || i, '${name}', '${name}', $newest + (${minutes}) * interval '1 minute',
                $newest + (${minutes}) * interval '1 minute', '${visibility}'
           from (select i, row_number() over (order by i) as k from (${ids}) people(i)) numbered
`);

beforeAll(async () => {
  server = await startInProcess();
  await server.reset({ users: 2_500, posts: 5_000 });
  await write(
    `insert into follows (follower_id, followee_id) select $1, 'user-g' || i from generate_series(8, 2500, 8) i on conflict do nothing`,
  );
  // Followed people's new posts, and their later posts for followers only.
  await postsBy('recent', 'select i from generate_series(8, 320, 8) i');
  await postsBy('for-followers', 'select i from generate_series(328, 400, 8) i', 'followers', '40 + k');
  // Posts for the people they mention (the reader is not), latest of all: the people are active, the reader sees nothing of it.
  await postsBy('for-others', 'select i from generate_series(408, 480, 8) i', 'mentioned', '60 + k');
  // Posts deleted: active then, nothing left.
  await postsBy('deleted', 'select i from generate_series(488, 560, 8) i', 'public', '70 + k');
  await write(`delete from posts where id like 'deleted-%'`);
  // Posts of people the reader mutes, blocks, is blocked by, or who are suspended.
  await postsBy('hidden', 'select i from generate_series(568, 640, 8) i', 'public', '80 + k');
  await write(`insert into mutes (muter_id, muted_id) select $1, 'user-g' || i from generate_series(568, 592, 8) i`);
  await write(`insert into blocks (blocker_id, blocked_id) select $1, 'user-g' || i from generate_series(600, 608, 8) i`);
  await write(`insert into blocks (blocker_id, blocked_id) select 'user-g616', $1`);
  await write(
    `update users set suspended_until = now() + interval '1 day', suspension_reason = 'spam' where id in ('user-g624', 'user-g632', 'user-g640')`,
  );
  // Reposts by followed people, latest of all: of posts of people not followed, of the hidden, and of followed people's new posts.
  await write(`insert into reposts (post_id, user_id, created_at)
               select post, 'user-g' || (648 + 8 * k), $newest + (100 + k) * interval '1 minute'
                 from unnest(array['post-x4999', 'hidden-1', 'hidden-6', 'recent-3', 'recent-30', 'for-others-2', 'post-x4990'])
                      with ordinality as reposted(post, k)`);
  await write(`update posts p set repost_count = (select count(*) from reposts r where r.post_id = p.id)`);
  // Someone not followed, latest of all.
  await postsBy('stranger', 'select 3', 'public', '200');
}, 180_000);
afterAll(() => server?.close());

test('for a reader who follows hundreds, the first page read from those active lately is the page read from each of them', async () => {
  await expectPagesReadFromEachPerson();
});

test('the first page reads the people followed who were active since its last post, whoever else was', async () => {
  // 2,100 people the reader does not follow post after everything else, then ten people followed.
  const notFollowed = `select i from generate_series(2, 2500) i
                        where not exists (select 1 from follows f where f.follower_id = '${reader}' and f.followee_id = 'user-g' || i)`;
  await postsBy('crowd', `${notFollowed} limit 2100`, 'public', '300 + k');
  await postsBy('latest', 'select i from generate_series(8, 80, 8) i', 'public', '2500 + k');
  // Read from each of them, the page seeks the posts of all 313.
  expect(await peopleRead()).toBeLessThan(313 / 2);
  await expectPagesReadFromEachPerson();
});

test('someone followed after their latest posts is on the first page, and gone from it once unfollowed', async () => {
  // user-g3 (not followed) posted before the reader follows them, later than everything else.
  await postsBy('before-the-follow', 'select 3', 'public', '3000');
  await write(`insert into follows (follower_id, followee_id) values ($1, 'user-g3')`);
  const { asRead } = await firstFeedPages(server.db, reader, 1);
  expect(asRead.map((row) => row.id)).toEqual(['before-the-follow-1']);
  await expectPagesReadFromEachPerson();

  await write(`delete from follows where follower_id = $1 and followee_id = 'user-g3'`);
  expect((await firstFeedPages(server.db, reader, 1)).asRead.map((row) => row.id)).not.toEqual(['before-the-follow-1']);
  await expectPagesReadFromEachPerson();
});

test('a followed person’s repost of an old post brings it to the top of the first page', async () => {
  await write(`insert into reposts (post_id, user_id, created_at) values ('post-x10', 'user-g16', $newest + interval '4000 minutes')`);
  await write(`update posts set repost_count = repost_count + 1 where id = 'post-x10'`);
  expect((await firstFeedPages(server.db, reader, 1)).asRead.map((row) => row.id)).toEqual(['post-x10']);
  await expectPagesReadFromEachPerson();
});

test('a reader who comes to follow many has every follow kept, and again after following fewer for a while', async () => {
  const keptFollows = async () =>
    Number((await write(`select count(*) as kept from follows_active where follower_id = 'user-g2'`)).rows[0]!.kept);
  // Following 199, user-g2 has their first page read from each person, and no follow kept.
  await write(`delete from follows where follower_id = 'user-g2'`);
  await write(`insert into follows (follower_id, followee_id) select 'user-g2', 'user-g' || i from generate_series(3, 201) i`);
  expect(await keptFollows()).toBe(0);
  await write(`insert into follows (follower_id, followee_id) values ('user-g2', 'user-g202')`);
  expect(await keptFollows()).toBe(200);
  await expectPagesReadFromEachPerson('user-g2');

  // Down to 198, then people they follow post, and they follow someone new: 199, read from each person.
  await write(`delete from follows where follower_id = 'user-g2' and followee_id in ('user-g202', 'user-g201')`);
  await postsBy('while-following-fewer', 'select i from generate_series(3, 60) i', 'public', '5000 + k');
  await write(`insert into follows (follower_id, followee_id) values ('user-g2', 'user-g203')`);
  expect(await keptFollows()).toBe(198);
  // The 200th: every follow kept again, the ones kept all along with the posts since.
  await write(`insert into follows (follower_id, followee_id) values ('user-g2', 'user-g204')`);
  expect(await keptFollows()).toBe(200);
  await expectPagesReadFromEachPerson('user-g2');
});
