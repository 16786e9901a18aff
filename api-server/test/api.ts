import { createApiClient, createSpecClient, type ApiClient, type SpecClient } from 'api-contract/client';
import { opened } from 'api-contract/testing/opened-session';
import type { Target } from './in-process';

type Credentials = { username: string; password: string };

/** A client written to the spec (its calls, its shapes) against a test server, signed in when given credentials. */
export async function clientFor(server: Target, credentials?: Credentials): Promise<SpecClient & { token: string | null }> {
  let token: string | null = null;
  const api = createSpecClient({ baseUrl: `${server.url}/api`, fetch: server.fetch, getToken: () => token });
  if (credentials) token = opened(await api.login({ body: credentials })).encodedToken;
  return Object.assign(api, { token });
}

/** The app's client (pages, minimal answers) against a test server, signed in when given credentials. */
export async function appClientFor(server: Target, credentials?: Credentials): Promise<ApiClient & { token: string | null }> {
  let token: string | null = null;
  const api = createApiClient({ baseUrl: `${server.url}/api`, fetch: server.fetch, getToken: () => token });
  if (credentials) token = opened(await api.login({ body: credentials })).encodedToken;
  return Object.assign(api, { token });
}

/** A request as any client may send it; the status, headers and parsed body of the answer. */
export async function send(
  server: Target,
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string | null; body?: string | object; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await server.fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

export const guest = { username: 'guest', password: 'guest123' };
