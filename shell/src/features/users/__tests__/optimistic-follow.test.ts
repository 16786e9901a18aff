import { makeUser } from 'api-contract/testing';
import { createAppStore } from '../../../store/create-app-store';
import { login } from '../../session/session-slice';
import { fetchUsers, follow } from '../users-slice';

const user = (id: string) => makeUser({ _id: id, username: id });

test('a follow shows at once on both users and the session, and is undone when the call fails', () => {
  const { store } = createAppStore({ session: null });
  const me = user('me');
  store.dispatch(login.success({ token: 't', user: me }));
  store.dispatch(fetchUsers.success([me, user('ann')]));

  store.dispatch(follow.request({ userId: 'ann', username: 'ann', followerId: 'me' }));
  const during = store.getState();
  expect(during.session.user?.following).toEqual([{ _id: 'ann', username: 'ann' }]);
  expect(during.users.allUsers.find((entry) => entry._id === 'ann')?.followers).toEqual([{ _id: 'me', username: 'me' }]);

  store.dispatch(follow.failure({ message: 'offline', status: 0, subject: 'ann' }));
  const after = store.getState();
  expect(after.session.user?.following).toEqual([]);
  expect(after.users.allUsers.find((entry) => entry._id === 'ann')?.followers).toEqual([]);
  expect(after.users.pendingFollows).toEqual([]);
});
