import { Response, type Request } from 'miragejs';
import { errorBody } from 'api-contract/http';

/**
 * Makes the mock API fail on purpose, to see (and test) how the app behaves when the server
 * does. Set in the page, e.g. from the browser console or a test:
 *   localStorage.setItem('mock-api:fail', JSON.stringify({ path: '^/api/posts$', status: 503 }))
 * Every request whose path matches answers that status until the entry is removed.
 */
export const faultsStorageKey = 'mock-api:fail';

type Fault = { path: string; status?: number; method?: string };

function currentFault(): Fault | null {
  try {
    const raw = globalThis.localStorage?.getItem(faultsStorageKey);
    return raw ? (JSON.parse(raw) as Fault) : null;
  } catch {
    return null;
  }
}

/** The failure to answer with instead of handling the request, or null to handle it. */
export function injectedFault(request: Request): Response | null {
  const fault = currentFault();
  if (!fault) return null;
  const path = new URL(request.url, 'http://localhost').pathname;
  // Mirage's type leaves it out, but every intercepted request has its method.
  const method = (request as Request & { method?: string }).method ?? '';
  const methodMatches = !fault.method || fault.method.toUpperCase() === method.toUpperCase();
  if (!methodMatches || !new RegExp(fault.path).test(path)) return null;
  return new Response(fault.status ?? 503, {}, errorBody('The service is unavailable right now. Please try again.'));
}
