import type { ApiClient } from 'api-contract/client';
import { ApiError } from 'api-contract/api-error';

/** The calls held (jest's spy, which counts them), and their two ends. */
export type HeldCalls = { calls: jest.SpyInstance; release: () => void; fail: () => void };

/**
 * Holds the app's `method` calls until `release()`: each then goes to the API, or fails as the
 * network does with `fail()`. A test sees what a page shows while a call is on its way, and what
 * it does when the answer comes after the person moved on.
 */
export function holdCalls(api: ApiClient, method: keyof ApiClient): HeldCalls {
  const goOn = api[method] as (args: never) => Promise<unknown>;
  let end: (failed: boolean) => void = () => undefined;
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  const held = async (args: never) => {
    if (await ended) throw new ApiError(0, 'network.unreachable', 'Could not reach the server.');
    return goOn(args);
  };
  // Any call's own type: `held` passes its arguments on unread.
  const calls = jest.spyOn(api, method).mockImplementation(held as never);
  return { calls, release: () => end(false), fail: () => end(true) };
}
