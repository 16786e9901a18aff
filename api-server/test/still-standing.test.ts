import type { JobData } from 'api-core/platform';
import { meetPersonElsewhere, postElsewhere } from 'api-core/testing/people-elsewhere';
import { answerStillSo, blockStillSo, followStillSo, likeStillSo, repostStillSo } from 'api-core/still-standing';
import { inTurnQueueOf } from '../src/jobs/job-queue';
import { appClientFor } from './api';
import { startInProcess, type InProcessServer } from './in-process';

/**
 * What a member does to someone of elsewhere, as its job carries it, is so until the next change:
 * the job of a like, a repost, a follow, a block or an acceptance that runs after its undoing, or
 * of an undoing that runs after the thing was done again (their transactions began the other way
 * round), sends nothing (api-core's still-standing.ts).
 * Each job here is the one the call added, read from the queue.
 */

type Kind = 'federation.like' | 'federation.repost' | 'federation.follow' | 'federation.block' | 'federation.follow-answer';
type DataOf = { [N in Kind]: JobData<N> };

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

test('a like, a repost, a follow or a block of someone elsewhere, and its undoing, is so until the next change; so is an acceptance of their follow until they are removed', async () => {
  await server.reset();
  const api = await appClientFor(server, omar);
  const bob = await meetPersonElsewhere(server.db, 'bob', 'far.example');
  const postId = await postElsewhere(server.db, bob, 'Sunny out');

  await api.likePost({ postId });
  const like = await latestJob('federation.like');
  expect(await likeStillSo(server.db, like)).toBe(true);
  await api.dislikePost({ postId });
  const unlike = await latestJob('federation.like');
  expect([await likeStillSo(server.db, like), await likeStillSo(server.db, unlike)]).toEqual([false, true]);
  // Liked again: another like, whose job the first's does not stand for, and the Undo is not so any more.
  await api.likePost({ postId });
  const again = await latestJob('federation.like');
  expect([like, unlike, again].map((job) => job.liked)).toEqual([true, false, true]);
  expect([await likeStillSo(server.db, like), await likeStillSo(server.db, unlike), await likeStillSo(server.db, again)]).toEqual([
    false,
    false,
    true,
  ]);

  await api.repostPost({ postId });
  const repost = await latestJob('federation.repost');
  expect(await repostStillSo(server.db, repost)).toBe(true);
  await api.unrepostPost({ postId });
  const unrepost = await latestJob('federation.repost');
  expect([await repostStillSo(server.db, repost), await repostStillSo(server.db, unrepost)]).toEqual([false, true]);

  await api.follow({ followUserId: bob });
  const follow = await latestJob('federation.follow');
  expect(await followStillSo(server.db, follow)).toBe(true);
  await api.unfollow({ followUserId: bob });
  const unfollow = await latestJob('federation.follow');
  expect([await followStillSo(server.db, follow), await followStillSo(server.db, unfollow)]).toEqual([false, true]);
  await api.follow({ followUserId: bob });
  expect([await followStillSo(server.db, unfollow), await followStillSo(server.db, await latestJob('federation.follow'))]).toEqual([
    false,
    true,
  ]);
  await api.unfollow({ followUserId: bob });

  await api.block({ userId: bob });
  const block = await latestJob('federation.block');
  expect(await blockStillSo(server.db, block)).toBe(true);
  await api.unblock({ userId: bob });
  const unblock = await latestJob('federation.block');
  expect([await blockStillSo(server.db, block), await blockStillSo(server.db, unblock)]).toEqual([false, true]);
  await api.block({ userId: bob });
  expect([await blockStillSo(server.db, unblock), await blockStillSo(server.db, await latestJob('federation.block'))]).toEqual([
    false,
    true,
  ]);
  await api.unblock({ userId: bob });

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
  expect(await answerStillSo(server.db, accepted)).toBe(true);
  await api.removeFollower({ userId: bob });
  const rejected = await latestJob('federation.follow-answer');
  expect([await answerStillSo(server.db, accepted), await answerStillSo(server.db, rejected)]).toEqual([false, true]);
  // He asks again, with another Follow: the Reject of the first, which Mastodon would take for this
  // one (it knows no follow of the first's id any more), is not so; the Reject of the second is.
  await server.db.query('insert into follow_requests (follower_id, followee_id, follow_uri) values ($1, $2, $3)', [
    bob,
    rows[0]!.id,
    'https://far.example/follows/2',
  ]);
  expect(await answerStillSo(server.db, rejected)).toBe(false);
  await api.declineFollowRequest({ userId: bob });
  const rejectedAgain = await latestJob('federation.follow-answer');
  expect([rejectedAgain.followUri, await answerStillSo(server.db, rejectedAgain)]).toEqual(['https://far.example/follows/2', true]);
});
