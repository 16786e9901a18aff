import { makeUser, unsignedTokenFor } from 'api-contract/testing';
import type { User } from 'api-contract/entities';
import { createAppStore } from '../../../store/create-app-store';
import { login } from '../../session';
import { follow, selectCurrentUser, selectUserById, unfollow, usersReceived } from '../users-slice';

const user = (id: string, fields: Partial<User> = {}): User => makeUser({ _id: id, username: id, followedByMe: false, ...fields });

function signedInStore() {
  const appStore = createAppStore({ session: null });
  const me = user('me', { followedByMe: undefined });
  appStore.store.dispatch(login.success({ token: unsignedTokenFor(me), user: me }));
  appStore.store.dispatch(usersReceived([user('ann', { followerCount: 3 }), user('bob', { followerCount: 7 })]));
  return appStore.store;
}

const target = (id: string, changeId: string) => ({ userId: id, username: id, changeId });

test('a follow shows at once, with one more follower, and is undone when the call fails', () => {
  const store = signedInStore();
  store.dispatch(follow.request(target('ann', 'c1')));
  expect(selectUserById('ann')(store.getState())).toMatchObject({ followedByMe: true, followerCount: 4 });

  store.dispatch(follow.failure({ message: 'offline', status: 0, subject: 'ann', changeId: 'c1' }));
  expect(selectUserById('ann')(store.getState())).toMatchObject({ followedByMe: false, followerCount: 3 });
});

test('follow A and B, B succeeds, A fails: B stays followed as the server stored it', () => {
  const store = signedInStore();
  store.dispatch(follow.request(target('ann', 'follow-ann')));
  store.dispatch(follow.request(target('bob', 'follow-bob')));

  const me = selectCurrentUser(store.getState())!;
  const bobAsStored = { ...user('bob'), followedByMe: true, followerCount: 8 };
  store.dispatch(follow.success({ user: { ...me, followingCount: 1 }, followUser: bobAsStored, changeId: 'follow-bob' }));
  store.dispatch(follow.failure({ message: 'offline', status: 0, subject: 'ann', changeId: 'follow-ann' }));

  const state = store.getState();
  expect(selectUserById('bob')(state)).toMatchObject({ followedByMe: true, followerCount: 8 });
  expect(selectUserById('ann')(state)).toMatchObject({ followedByMe: false, followerCount: 3 });
  expect(selectCurrentUser(state)?.followingCount).toBe(1);
});

test('an unfollow that fails after a follow of the same user succeeded leaves the follow shown', () => {
  const store = signedInStore();
  store.dispatch(follow.request(target('ann', 'follow')));
  store.dispatch(
    follow.success({
      user: selectCurrentUser(store.getState())!,
      followUser: user('ann', { followedByMe: true, followerCount: 4 }),
      changeId: 'follow',
    }),
  );
  store.dispatch(unfollow.request(target('ann', 'unfollow')));
  expect(selectUserById('ann')(store.getState())).toMatchObject({ followedByMe: false, followerCount: 3 });

  store.dispatch(unfollow.failure({ message: 'offline', status: 0, subject: 'ann', changeId: 'unfollow' }));
  expect(selectUserById('ann')(store.getState())).toMatchObject({ followedByMe: true, followerCount: 4 });
});
