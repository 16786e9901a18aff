import type { PostVisibility } from '../../entities';
import { messages } from '../../messages';
import type { Contract } from './context';
import { noDrift, refusalOf } from './harness';

/**
 * The seed's people: kenjisato becomes a private account in these cases. Nobody follows him but
 * lenaf; omarh, priyanair and the guest ask to.
 */
const kenji = 'user-kenji';

/** kenjisato turns "Approve followers" on (or off): his record as the answer shows it. */
async function approveFollowers(c: Contract, approve: boolean) {
  await c.as('kenjisato');
  return (await c.app.editProfile({ body: { approveFollowers: approve } })).user;
}

/** Signs in as `person` and follows kenjisato: his record as the answer shows it to them. */
async function askAs(c: Contract, person: string) {
  await c.as(person);
  return (await c.app.follow({ followUserId: kenji })).followUser;
}

/** The usernames of kenjisato's waiting requests, the latest first. */
async function requests(c: Contract) {
  await c.as('kenjisato');
  return (await c.app.getFollowRequests()).users.map((user) => user.username);
}

async function followersOfKenji(c: Contract) {
  const { user } = await c.api.getUser({ userId: kenji });
  return { count: user.followerCount, names: user.followers.map((follower) => follower.username).sort() };
}

/** kenjisato writes a post for `visibility`; its id. */
export async function writeAsKenji(c: Contract, visibility: PostVisibility) {
  await c.as('kenjisato');
  return (await c.app.createPost({ body: { caption: `Kenji's ${visibility} post`, content: 'Garden notes', visibility } })).post._id;
}

export function followRequestCases(contract: () => Contract): void {
  describe('private accounts: follow requests', () => {
    it('a follow of someone who approves followers is a request: nothing is counted until they accept', async () => {
      const c = contract();
      const kenjisato = await approveFollowers(c, true);
      expect(kenjisato.approveFollowers).toBe(true);
      const asked = await askAs(c, 'omarh');
      expect([asked.followedByMe, asked.followRequestedByMe, asked.followerCount]).toEqual([false, true, 1]);
      expect(await requests(c)).toEqual(['omarh']);
      const { user } = await c.app.acceptFollowRequest({ userId: 'user-omar' });
      expect([user.username, user.followsMe]).toEqual(['omarh', true]);
      expect(await requests(c)).toEqual([]);
      expect(await followersOfKenji(c)).toEqual({ count: 2, names: ['lenaf', 'omarh'] });
      await c.as('omarh');
      const seen = (await c.api.getUser({ userId: kenji })).user;
      expect([seen.followedByMe, seen.followRequestedByMe]).toEqual([true, false]);
      expect(await c.harness.countDrift()).toEqual(noDrift);
    });

    it('a declined request goes without a follow, and the person may ask again', async () => {
      const c = contract();
      await approveFollowers(c, true);
      await askAs(c, 'omarh');
      await askAs(c, 'priyanair');
      expect(await requests(c)).toEqual(['priyanair', 'omarh']);
      await c.app.declineFollowRequest({ userId: 'user-omar' });
      expect(await requests(c)).toEqual(['priyanair']);
      expect((await followersOfKenji(c)).names).toEqual(['lenaf']);
      expect((await askAs(c, 'omarh')).followRequestedByMe).toBe(true);
      expect(await requests(c)).toEqual(['omarh', 'priyanair']);
    });

    it('a request waits as a notification, one per person, and leaves when answered or withdrawn', async () => {
      const c = contract();
      await approveFollowers(c, true);
      await askAs(c, 'omarh');
      await askAs(c, 'priyanair');
      await c.as('kenjisato');
      const waiting = (await c.app.getNotifications()).notifications.filter((one) => one.type === 'follow_request');
      expect(waiting.map((one) => one.actors.map((actor) => actor.username))).toEqual([['priyanair'], ['omarh']]);
      await c.app.acceptFollowRequest({ userId: 'user-priya' });
      await c.as('omarh');
      await c.app.unfollow({ followUserId: kenji });
      await c.as('kenjisato');
      const { notifications } = await c.app.getNotifications();
      expect(notifications.filter((one) => one.type === 'follow_request')).toEqual([]);
      // The accepted one follows now, told as a follow is.
      expect(notifications.find((one) => one.type === 'follow')?.actors.map((actor) => actor.username)).toContain('priyanair');
    });

    it('unfollowing withdraws a waiting request; answering it then is a 404 in words, and nothing changes', async () => {
      const c = contract();
      await approveFollowers(c, true);
      await askAs(c, 'omarh');
      const withdrawn = (await c.app.unfollow({ followUserId: kenji })).followUser;
      expect([withdrawn.followedByMe, withdrawn.followRequestedByMe]).toEqual([false, false]);
      await c.as('kenjisato');
      for (const answer of [c.app.acceptFollowRequest({ userId: 'user-omar' }), c.app.declineFollowRequest({ userId: 'user-omar' })]) {
        expect(await refusalOf(answer)).toEqual({ status: 404, code: 'follow_request.missing', message: messages.requestMissing });
      }
      expect(await followersOfKenji(c)).toEqual({ count: 1, names: ['lenaf'] });
    });

    it('asking twice is refused in words; asking someone who blocks one is the hidden profile', async () => {
      const c = contract();
      await approveFollowers(c, true);
      await askAs(c, 'omarh');
      expect(await refusalOf(c.app.follow({ followUserId: kenji }))).toEqual({
        status: 400,
        code: 'follow_request.already',
        message: messages.alreadyRequested,
      });
      await c.as('kenjisato');
      await c.app.block({ userId: 'user-omar' });
      // The block took the request away.
      expect(await requests(c)).toEqual([]);
      await c.as('omarh');
      expect(await refusalOf(c.app.follow({ followUserId: kenji }))).toMatchObject({ status: 404, code: 'profile.unavailable' });
      expect(await requests(c)).toEqual([]);
    });

    it('turning approval off accepts every waiting request; turning it on makes new posts followers-only', async () => {
      const c = contract();
      const on = await approveFollowers(c, true);
      expect(on.defaultVisibility).toBe('followers');
      await askAs(c, 'omarh');
      await askAs(c, 'guest');
      const off = await approveFollowers(c, false);
      expect([off.approveFollowers, off.followerCount]).toEqual([false, 3]);
      expect(await requests(c)).toEqual([]);
      expect((await followersOfKenji(c)).names).toEqual(['guest', 'lenaf', 'omarh']);
      // The default stays what approval made it, until changed in Settings.
      expect(off.defaultVisibility).toBe('followers');
      expect(await c.harness.countDrift()).toEqual(noDrift);
    });

    it('a private profile shows others its counts and bio, not its posts; its followers and its owner see them', async () => {
      const c = contract();
      await approveFollowers(c, true);
      const shared = await writeAsKenji(c, 'public');
      const kept = await writeAsKenji(c, 'followers');
      const profilePosts = async () => (await c.app.getUserPosts({ username: 'kenjisato', query: { limit: 20 } })).posts.map((p) => p._id);
      expect(await profilePosts()).toEqual(expect.arrayContaining([shared, kept]));
      await c.as('omarh');
      expect(await profilePosts()).toEqual([]);
      const { user } = await c.api.getUser({ userId: kenji });
      expect([user.postCount >= 2, user.approveFollowers]).toEqual([true, true]);
      c.token = null;
      expect(await profilePosts()).toEqual([]);
      await c.as('lenaf');
      expect(await profilePosts()).toEqual(expect.arrayContaining([shared, kept]));
    });

    it('a follower can be removed; they are not told, may ask again, and no longer see followers-only posts', async () => {
      const c = contract();
      const kept = await writeAsKenji(c, 'followers');
      await c.as('lenaf');
      expect((await c.api.getPost({ postId: kept })).post._id).toBe(kept);
      await c.as('kenjisato');
      const { user } = await c.app.removeFollower({ userId: 'user-lena' });
      expect([user.username, user.followsMe]).toEqual(['lenaf', false]);
      expect(await refusalOf(c.app.removeFollower({ userId: 'user-lena' }))).toEqual({
        status: 400,
        code: 'follower.missing',
        message: messages.notFollower,
      });
      await c.as('lenaf');
      expect(await refusalOf(c.api.getPost({ postId: kept }))).toMatchObject({ status: 404 });
      expect((await c.app.follow({ followUserId: kenji })).followUser.followedByMe).toBe(true);
      expect(await c.harness.countDrift()).toEqual(noDrift);
    });

    it('the approval setting must be true or false: anything else is refused in words, and nothing changes', async () => {
      const c = contract();
      await c.as('kenjisato');
      const refused = await refusalOf(c.app.editProfile({ body: { approveFollowers: 'yes' as unknown as boolean } }));
      expect([refused.status, refused.message]).toEqual([400, 'Approve followers must be true or false.']);
      expect((await c.api.getUser({ userId: kenji })).user.approveFollowers).toBe(false);
    });
  });

  describe('following someone of another server', () => {
    it('is a request until their server answers: nothing counts, asking twice is refused, and an unfollow withdraws it', async () => {
      const c = contract();
      const bobId = await c.harness.meetPersonElsewhere('bob', 'peer.example');
      await c.as('omarh');
      const { followUser, user } = await c.app.follow({ followUserId: bobId });
      expect([followUser.username, followUser.domain]).toEqual(['bob@peer.example', 'peer.example']);
      expect([followUser.followedByMe, followUser.followRequestedByMe, followUser.followerCount]).toEqual([false, true, 0]);
      const following = user.followingCount;
      expect((await refusalOf(c.app.follow({ followUserId: bobId }))).code).toBe('follow_request.already');
      const seen = (await c.app.getUser({ userId: bobId })).user;
      expect([seen.followRequestedByMe, seen.followerCount]).toEqual([true, 0]);

      const ended = await c.app.unfollow({ followUserId: bobId });
      expect([ended.followUser.followRequestedByMe, ended.user.followingCount]).toEqual([false, following]);
      expect((await refusalOf(c.app.unfollow({ followUserId: bobId }))).code).toBe('follow.missing');
      expect(await c.harness.countDrift()).toEqual(noDrift);
    });

    it('is refused in the words of a block either way', async () => {
      const c = contract();
      const bobId = await c.harness.meetPersonElsewhere('bob', 'peer.example');
      await c.as('omarh');
      await c.app.block({ userId: bobId });
      const refused = await refusalOf(c.app.follow({ followUserId: bobId }));
      expect(refused.code).toBe('block.by_you');
      expect((await c.app.getUser({ userId: bobId })).user.followRequestedByMe).toBe(false);
    });
  });

  describe('someone of another server who moved to a new account', () => {
    it('is followed there instead, blocked and muted there too, and their profile names it while it may be seen', async () => {
      const c = contract();
      const bobId = await c.harness.meetPersonElsewhere('bob', 'peer.example');
      const newId = await c.harness.meetPersonElsewhere('bob', 'new.example');
      await c.as('omarh');
      await c.app.follow({ followUserId: bobId });
      await c.as('priyanair');
      await c.app.block({ userId: bobId });
      await c.as('lenaf');
      await c.app.mute({ userId: bobId });
      await c.harness.movedElsewhere(bobId, newId);

      await c.as('omarh');
      const old = (await c.app.getUser({ userId: bobId })).user;
      expect([old.movedTo?.username, old.followRequestedByMe]).toEqual(['bob@new.example', false]);
      expect((await c.app.getUser({ userId: newId })).user.followRequestedByMe).toBe(true);
      await c.as('priyanair');
      expect((await c.app.getBlocks()).users.map((user) => user.username)).toEqual(['bob@new.example', 'bob@peer.example']);
      await c.as('lenaf');
      expect((await c.app.getMutes()).users.map((user) => user.username)).toEqual(['bob@new.example', 'bob@peer.example']);
      // The new account suspended here: the old profile no longer leads to it.
      await c.harness.suspend('bob@new.example');
      expect((await c.app.getUser({ userId: bobId })).user.movedTo).toBeUndefined();
    });

    it('leaves a block of the old account off a new one the member asked to follow, takes no second move within a week, and finishes the same one read again', async () => {
      const c = contract();
      const bobId = await c.harness.meetPersonElsewhere('bob', 'peer.example');
      const newId = await c.harness.meetPersonElsewhere('bob', 'new.example');
      const thirdId = await c.harness.meetPersonElsewhere('bob', 'third.example');
      await c.as('priyanair');
      await c.app.block({ userId: bobId });
      await c.app.follow({ followUserId: newId });
      await c.harness.movedElsewhere(bobId, newId);
      const chosen = (await c.app.getUser({ userId: newId })).user;
      expect([chosen.blockedByMe, chosen.followRequestedByMe]).toEqual([false, true]);

      await c.harness.movedElsewhere(bobId, thirdId);
      await c.as('omarh');
      expect((await c.app.getUser({ userId: bobId })).user.movedTo?.username).toBe('bob@new.example');
      // The same move read again (a delivery retried after a failure partway) does what is left.
      await c.app.follow({ followUserId: bobId });
      await c.harness.movedElsewhere(bobId, newId);
      const [old, moved] = await Promise.all([bobId, newId].map(async (userId) => (await c.app.getUser({ userId })).user));
      expect([old?.followRequestedByMe, moved?.followRequestedByMe]).toEqual([false, true]);
    });

    it('moves nothing to an account suspended here, nor of one', async () => {
      const c = contract();
      const bobId = await c.harness.meetPersonElsewhere('bob', 'peer.example');
      const newId = await c.harness.meetPersonElsewhere('bob', 'new.example');
      await c.as('omarh');
      await c.app.follow({ followUserId: bobId });
      await c.harness.suspend('bob@new.example');
      await c.harness.movedElsewhere(bobId, newId);
      const old = (await c.app.getUser({ userId: bobId })).user;
      expect([old.movedTo, old.followRequestedByMe]).toEqual([undefined, true]);
      // Nor once it is lifted: the move was not taken.
      await c.harness.unsuspend('bob@new.example');
      expect((await c.app.getUser({ userId: bobId })).user.movedTo).toBeUndefined();
      // Carol, suspended here, takes her followers here nowhere.
      const carolId = await c.harness.meetPersonElsewhere('carol', 'peer.example');
      const newCarolId = await c.harness.meetPersonElsewhere('carol', 'new.example');
      await c.app.follow({ followUserId: carolId });
      await c.harness.suspend('carol@peer.example');
      await c.harness.movedElsewhere(carolId, newCarolId);
      expect((await c.app.getUser({ userId: newCarolId })).user.followRequestedByMe).toBe(false);
    });
  });
}
