import { firstFeedPages } from 'api-core/testing/feed-pages';
import { send } from './api';
import { startInProcess, type InProcessServer } from './in-process';

/**
 * The first page of Home for someone who follows many people is read from the people active
 * lately (api-core/src/posts/post-lists.ts, `recentFeedQuery`), and must be the page read from
 * each person followed: here on a generated community of 2,500 people, whose reader follows 312,
 * with what makes a person's latest activity say more than what the reader sees of it (posts
 * deleted, posts for others, people muted, blocked or suspended, reposts of hidden posts).
 */

let server: InProcessServer;
const reader = 'user-g1';
const limits = [1, 5, 20, 40, 100];

type PlanNode = {
  'Node Type': string;
  'Parent Relationship'?: string;
  'One-Time Filter'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};
const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

/**
 * Whether the first page ran its branch read from each person followed: the one the statement
 * gates on its verdict being false (a `Result` whose one-time filter is `NOT …`), run when what it
 * gates ran (not the verdict itself, its init plan).
 */
async function readEachPerson(): Promise<boolean> {
  const { status, body } = await send(server, 'POST', '/api/testing/explain', {
    body: { list: 'feed', id: reader, viewerId: reader, query: { limit: '20' }, analyze: true },
  });
  expect(status).toBe(200);
  const nodes = nodesOf((body as { plan: Array<{ Plan: PlanNode }> }).plan[0]!.Plan);
  const gates = nodes.filter((node) => node['Node Type'] === 'Result' && /^\(NOT /.test(node['One-Time Filter'] ?? ''));
  expect(gates).toHaveLength(1);
  return (gates[0]!.Plans ?? []).some((gated) => gated['Parent Relationship'] !== 'InitPlan' && (gated['Actual Loops'] ?? 0) > 0);
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
  expect(await readEachPerson()).toBe(false);
  for (const limit of limits) {
    const { asRead, personByPerson } = await firstFeedPages(server.db, reader, limit);
    expect([limit, asRead]).toEqual([limit, personByPerson]);
    expect(asRead).toHaveLength(limit);
  }
});

test('when more people than the window holds were active since the page’s last post, the page is read from each person followed', async () => {
  // 2,100 people the reader does not follow post after everything else, then ten people followed:
  // the window holds those ten and the latest 1,990 of the others. A page of the ten's newest is
  // read from the window; a longer one reaches back past it, to people followed who are not in it.
  const notFollowed = `select i from generate_series(2, 2500) i
                        where not exists (select 1 from follows f where f.follower_id = '${reader}' and f.followee_id = 'user-g' || i)`;
  await postsBy('crowd', `${notFollowed} limit 2100`, 'public', '300 + k');
  await postsBy('latest', 'select i from generate_series(8, 80, 8) i', 'public', '2500 + k');
  expect(await readEachPerson()).toBe(true);
  for (const limit of limits) {
    const { asRead, personByPerson } = await firstFeedPages(server.db, reader, limit);
    expect([limit, asRead]).toEqual([limit, personByPerson]);
    expect(asRead).toHaveLength(limit);
  }
});
