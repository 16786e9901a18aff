import { Response, type Request } from 'miragejs';
import { errorBody } from 'api-contract/http';
import * as reasons from 'api-contract/reasons';

/**
 * Settings a page may give its mock API through localStorage, for benchmarks, demos and tests:
 *   'mock-api:timing'      the delay of each answer in ms (the spec's default is 400)
 *   'mock-api:seed-posts'  how many older posts to add to the spec's seed, to try a long timeline
 *   'mock-api:fail'        a fault, `{"path": "^/api/posts$", "status": 503, "method": "GET"}`: every
 *                          matching call answers that status until the entry is removed, to see
 *                          (and test) how the app behaves when the server fails
 */
function read(key: string): unknown {
  try {
    return JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined);

export const pageTiming = () => count(read('mock-api:timing'));
export const pageSeedPosts = () => count(read('mock-api:seed-posts'));
export const faultsStorageKey = 'mock-api:fail';

type Fault = { path: string; status?: number; method?: string };

/** The failure to answer with instead of handling the request, or null to handle it. */
export function injectedFault(request: Request): Response | null {
  const fault = read(faultsStorageKey) as Fault | null;
  if (!fault) return null;
  // Mirage's type leaves it out, but every intercepted request has its method.
  const method = (request as Request & { method?: string }).method ?? '';
  if (fault.method && fault.method.toUpperCase() !== method.toUpperCase()) return null;
  if (!new RegExp(fault.path).test(new URL(request.url, 'http://localhost').pathname)) return null;
  return new Response(fault.status ?? 503, {}, errorBody(reasons.serverUnavailable));
}
