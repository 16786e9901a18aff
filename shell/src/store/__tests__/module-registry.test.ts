import { take } from 'redux-saga/effects';
import { makeUser } from 'api-contract/testing';
import { logout } from '../../features/session';
import { selectUserById, usersReceived } from '../../features/users';
import { createAppStore } from '../create-app-store';
import type { StoreModule } from '../remote-module';

test('a remote module is registered once: its reducer is added and its saga runs once', () => {
  let sagaStarts = 0;
  const counter: StoreModule = {
    id: 'counter',
    reducers: { counter: (state: number = 0, action: { type: string }) => (action.type === 'increment' ? state + 1 : state) },
    saga: function* counterSaga() {
      sagaStarts += 1;
      yield take('never-dispatched');
    },
  };
  const { store } = createAppStore({ session: null });
  store.registerModule(counter);
  store.registerModule(counter);
  store.dispatch({ type: 'increment' });
  expect((store.getState() as unknown as { counter: number }).counter).toBe(1);
  expect(sagaStarts).toBe(1);
  expect(store.getState().session.token).toBeNull();
});

test('signing out starts every slice but the session afresh, so the next user sees nothing of the last', () => {
  const counter: StoreModule = {
    id: 'counter',
    reducers: { counter: (state: number = 0, action: { type: string }) => (action.type === 'increment' ? state + 1 : state) },
  };
  const { store } = createAppStore({ session: null });
  store.registerModule(counter);
  store.dispatch({ type: 'increment' });
  store.dispatch(usersReceived([makeUser({ _id: 'u1', username: 'ann' })]));
  store.dispatch(logout({}));
  expect((store.getState() as unknown as { counter: number }).counter).toBe(0);
  expect(selectUserById('u1')(store.getState())).toBeUndefined();
  expect(store.getState().session.token).toBeNull();
});
