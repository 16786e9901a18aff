import { makeUser } from 'api-contract/testing';
import { createAppStore } from '../../../store/create-app-store';
import { liveEventReceived } from '../../live';
import { fetchUserByUsername, searchUsers, selectUserById, usersReceived, type UsersState } from '../users-slice';

test("an account deleted elsewhere leaves the page's records and searches, and its name is then no one's", () => {
  const { store } = createAppStore({ session: null });
  const ann = makeUser({ _id: 'user-ann', username: 'Ann' });
  const bob = makeUser({ _id: 'user-bob', username: 'bob' });
  store.dispatch(usersReceived([ann, bob]));
  store.dispatch(fetchUserByUsername.success(ann));
  store.dispatch(searchUsers.success({ query: 'a', users: [ann, bob] }));

  store.dispatch(liveEventReceived({ id: '7', event: { type: 'user.deleted', userId: 'user-ann', username: 'Ann' } }));

  const users = (store.getState() as { users: UsersState }).users;
  expect(selectUserById('user-ann')(store.getState())).toBeUndefined();
  expect(selectUserById('user-bob')(store.getState())).toEqual(bob);
  expect(users.idByUsername).not.toHaveProperty('ann');
  expect(users.lookups.ann).toEqual({ status: 'missing', error: null });
  expect(users.searches.a?.ids).toEqual(['user-bob']);
});
