import { createApiClient, type ApiClient } from 'api-contract/client';

/** The typed client against a test server, signed in as `username` when given. */
export async function clientFor(
  url: string,
  credentials?: { username: string; password: string },
): Promise<ApiClient & { token: string | null }> {
  let token: string | null = null;
  const api = createApiClient({ baseUrl: `${url}/api`, getToken: () => token });
  if (credentials) token = (await api.login(credentials)).encodedToken;
  return Object.assign(api, { token });
}

/** A request as any client may send it; the status, headers and parsed body of the answer. */
export async function send(
  url: string,
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string | null; body?: string | object; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await fetch(`${url}${path}`, {
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
