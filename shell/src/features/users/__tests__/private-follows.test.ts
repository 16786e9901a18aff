import { makeUser, unsignedTokenFor } from 'api-contract/testing';
import type { User } from 'api-contract/entities';
import { createAppStore } from '../../../store/create-app-store';
import { liveEventReceived } from '../../live';
import { login } from '../../session';
import { follow, selectUserById, usersReceived } from '../users-slice';

const user = (id: string, fields: Partial<User> = {}): User => makeUser({ _id: id, username: id, followedByMe: false, ...fields });

/** Signed in as `me`, with kenji (who approves his followers) and ann known to the page. */
function signedInStore() {
  const appStore = createAppStore({ session: null });
  const me = user('me', { followedByMe: undefined });
  appStore.store.dispatch(login.success({ token: unsignedTokenFor(me), user: me }));
  appStore.store.dispatch(
    usersReceived([user('kenji', { approveFollowers: true, followerCount: 1 }), user('ann', { followsMe: false, followerCount: 3 })]),
  );
  return appStore.store;
}

const follows = (followerId: string, followeeId: string, following: boolean) =>
  liveEventReceived({ id: '9', event: { type: 'user.follows', followerId, followeeId, following, followerCount: 2, followingCount: 1 } });

test('asking someone who approves their followers shows a request at once, counting nobody more', () => {
  const store = signedInStore();
  store.dispatch(follow.request({ userId: 'kenji', username: 'kenji', changeId: 'c1' }));
  expect(selectUserById('kenji')(store.getState())).toMatchObject({ followedByMe: false, followRequestedByMe: true, followerCount: 1 });
});

test("a request accepted on the other person's page shows as a follow at once, without a reload", () => {
  const store = signedInStore();
  store.dispatch(usersReceived([user('kenji', { approveFollowers: true, followRequestedByMe: true, followerCount: 1 })]));
  store.dispatch(follows('me', 'kenji', true));
  expect(selectUserById('kenji')(store.getState())).toMatchObject({ followedByMe: true, followRequestedByMe: false, followerCount: 2 });
});

test('someone who starts or stops following one is shown as following one, or not', () => {
  const store = signedInStore();
  store.dispatch(follows('ann', 'me', true));
  expect(selectUserById('ann')(store.getState())?.followsMe).toBe(true);
  store.dispatch(follows('ann', 'me', false));
  expect(selectUserById('ann')(store.getState())?.followsMe).toBe(false);
});
