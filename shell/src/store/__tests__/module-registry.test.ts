import { createAppStore } from '../create-app-store';
import type { RemoteModule } from '../remote-module';

test('a remote module is registered once: its reducer is added and its saga runs once', () => {
  let sagaStarts = 0;
  const counter: RemoteModule = {
    id: 'counter',
    reducers: { counter: (state: number = 0, action: { type: string }) => (action.type === 'increment' ? state + 1 : state) },
    saga: function* counterSaga() {
      sagaStarts += 1;
    },
    pages: {},
  };
  const { store } = createAppStore({ session: null });
  store.registerModule(counter);
  store.registerModule(counter);
  store.dispatch({ type: 'increment' });
  expect((store.getState() as unknown as { counter: number }).counter).toBe(1);
  expect(sagaStarts).toBe(1);
  expect(store.getState().session.token).toBeNull();
});
