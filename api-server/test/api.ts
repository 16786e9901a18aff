import { createApiClient, createSpecClient, type ApiClient, type SpecClient } from 'api-contract/client';
import { opened } from 'api-contract/testing/opened-session';
import type { Target } from './in-process';

/** Where an app that takes no redirect is sent back (OAuth's out-of-band address). */
const outOfBand = 'urn:ietf:wg:oauth:2.0:oob';

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

/** An app's token (Mastodon's client API) for the member whose browser token is `browser`: registered, allowed, exchanged. */
export async function appTokenFor(server: Target, browser: string, scopes = 'read write follow'): Promise<string> {
  const app = (await send(server, 'POST', '/api/v1/apps', { body: { client_name: 'Tusky', redirect_uris: outOfBand, scopes } })).body as {
    client_id: string;
    client_secret: string;
  };
  const allowed = await send(server, 'POST', '/api/oauth/authorization', {
    token: browser,
    body: { client_id: app.client_id, redirect_uri: outOfBand, response_type: 'code', scope: scopes, allow: true },
  });
  const { code } = (allowed.body as { outcome: { code: string } }).outcome;
  const token = await send(server, 'POST', '/oauth/token', {
    body: { grant_type: 'authorization_code', code, client_id: app.client_id, client_secret: app.client_secret, redirect_uri: outOfBand },
  });
  return `Bearer ${(token.body as { access_token: string }).access_token}`;
}

export const guest = { username: 'guest', password: 'guest123' };
