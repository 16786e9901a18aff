import * as runtime from '@module-federation/enhanced/runtime';
import { unavailableMarker } from './fallback-plugin';
import { loadFederated, RemoteUnavailableError } from './load-federated';
import { setRemoteLocations } from './remote-locations';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => ({ options: { remotes: [] } })),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const mocked = jest.mocked(runtime);

beforeEach(() => setRemoteLocations({ mf_demo: 'http://localhost:3999/remoteEntry.js' }));

test('registers the remote from the page’s locations, then loads the exposed module', async () => {
  mocked.loadRemote.mockResolvedValueOnce({ value: 42 });
  await expect(loadFederated('mf_demo', 'module')).resolves.toEqual({ value: 42 });
  expect(mocked.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_demo', entry: 'http://localhost:3999/remoteEntry.js' }], {
    force: false,
  });
  expect(mocked.loadRemote).toHaveBeenCalledWith('mf_demo/module');
});

test('a remote with no configured location is unavailable', async () => {
  await expect(loadFederated('mf_unknown', 'module')).rejects.toThrow('mf_unknown is unavailable: no location is configured for it');
});

test('the fallback module the runtime plugin hands back becomes a RemoteUnavailableError', async () => {
  mocked.loadRemote.mockResolvedValueOnce({ [unavailableMarker]: true, id: 'mf_demo/module', reason: 'down' });
  await expect(loadFederated('mf_demo', 'module')).rejects.toBeInstanceOf(RemoteUnavailableError);
});

test('a remote that does not answer is unavailable after the timeout, and the next call retries afresh', async () => {
  jest.useFakeTimers();
  mocked.loadRemote.mockReturnValueOnce(new Promise(() => undefined));
  const hanging = loadFederated('mf_demo', 'module', 5000);
  jest.advanceTimersByTime(5000);
  await expect(hanging).rejects.toThrow('mf_demo is unavailable: no answer within 5 s');
  jest.useRealTimers();

  mocked.loadRemote.mockResolvedValueOnce({ value: 'back' });
  await expect(loadFederated('mf_demo', 'module')).resolves.toEqual({ value: 'back' });
  // After a failure the remote is registered again with force, dropping the cached failure.
  expect(mocked.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_demo', entry: 'http://localhost:3999/remoteEntry.js' }], {
    force: true,
  });
});
