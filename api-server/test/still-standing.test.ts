import type { Job } from 'api-core/platform';
import { meetPersonElsewhere, postElsewhere } from 'api-core/testing/people-elsewhere';
import { acceptedFollowStands, blockStands, followStands, likeStands, repostStands } from 'api-core/still-standing';
import { inTurnQueueOf } from '../src/jobs/job-queue';
import { appClientFor } from './api';
import { startInProcess, type InProcessServer } from './in-process';

/**
 * What a member does to someone of elsewhere, as its job carries it, stands until it is undone:
 * the job of a like, a repost, a follow, a block or an acceptance that runs after its undoing
 * (their transactions began the other way round) sends nothing (api-core's still-standing.ts).
 * Each job here is the one the call added, read from the queue.
 */

type Kind = 'federation.like' | 'federation.repost' | 'federation.follow' | 'federation.block' | 'federation.follow-answer';
type DataOf = { [N in Kind]: Extract<Job, { name: N }>['data'] };

let server: InProcessServer;
beforeAll(async () => {
  server = await startInProcess();
}, 60_000);
afterAll(() => server.close());

const omar = { username: 'omarh', password: 'omarHaddad123' };

/** The data of the latest job of `kind` the calls added. */
async function latestJob<N extends Kind>(kind: N): Promise<DataOf[N]> {
  // JSON the queue keeps, as the call wrote it.
  const { rows } = await server.db.query<{ data: unknown }>(
    'select data from pgboss.job where name = $1 order by created_on desc, id desc limit 1',
    [inTurnQueueOf(kind)],
  );
  return rows[0]!.data as DataOf[N];
}

test('a like, a repost, a follow and a block of someone elsewhere stand until undone; so does an acceptance of their follow until they are removed', async () => {
  await server.reset();
  const api = await appClientFor(server, omar);
  const bob = await meetPersonElsewhere(server.db, 'bob', 'far.example');
  const postId = await postElsewhere(server.db, bob, 'Sunny out');

  await api.likePost({ postId });
  const like = await latestJob('federation.like');
  expect(await likeStands(server.db, like)).toBe(true);
  await api.dislikePost({ postId });
  expect(await likeStands(server.db, like)).toBe(false);
  // Liked again: another like, whose job the first's does not stand for.
  await api.likePost({ postId });
  expect(await likeStands(server.db, like)).toBe(false);
  expect(await likeStands(server.db, await latestJob('federation.like'))).toBe(true);

  await api.repostPost({ postId });
  const repost = await latestJob('federation.repost');
  expect(await repostStands(server.db, repost)).toBe(true);
  await api.unrepostPost({ postId });
  expect(await repostStands(server.db, repost)).toBe(false);

  await api.follow({ followUserId: bob });
  const follow = await latestJob('federation.follow');
  expect(await followStands(server.db, follow)).toBe(true);
  await api.unfollow({ followUserId: bob });
  expect(await followStands(server.db, follow)).toBe(false);

  await api.block({ userId: bob });
  const block = await latestJob('federation.block');
  expect(await blockStands(server.db, block)).toBe(true);
  await api.unblock({ userId: bob });
  expect(await blockStands(server.db, block)).toBe(false);

  // Omar approves his followers; bob's server asked to follow him.
  const { rows } = await server.db.query<{ id: string }>("update users set approve_followers = true where username = 'omarh' returning id");
  await server.db.query('insert into follow_requests (follower_id, followee_id, follow_uri) values ($1, $2, $3)', [
    bob,
    rows[0]!.id,
    'https://far.example/follows/1',
  ]);
  await api.acceptFollowRequest({ userId: bob });
  const accepted = await latestJob('federation.follow-answer');
  expect(accepted.accepted).toBe(true);
  expect(await acceptedFollowStands(server.db, accepted)).toBe(true);
  await api.removeFollower({ userId: bob });
  expect(await acceptedFollowStands(server.db, accepted)).toBe(false);
});
