import { createHmac } from 'node:crypto';
import { messages } from 'api-contract/messages';
import { readTokenSession } from 'api-contract/token-claims';
import { clientFor, guest, send } from './api';
import { startInProcess, type InProcessServer } from './in-process';
import { databaseName } from './test-databases';

/** The secret this test gives the server, so it can sign tokens the server must still refuse. */
const serverSecret = 'a-secret-for-this-test-only-0123456789';
/** The mock's secret, published with its code. */
const mockSecret = 'social-mock-api-secret';

let server: InProcessServer;
/** The session of a real login of the guest's, which the tokens this test signs name. */
let sessionId: string;

beforeAll(async () => {
  server = await startInProcess({ env: { JWT_SECRET: serverSecret } });
  const { token: real } = await clientFor(server, guest);
  const named = real && readTokenSession(real);
  if (!named) throw new Error("The guest's login gave no token naming a session.");
  sessionId = named;
}, 60_000);
afterAll(() => server.close());

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hs = (algorithm: 'sha256' | 'sha512', secret: string, data: string) => createHmac(algorithm, secret).update(data).digest('base64url');

type TokenParts = { header?: object; claims?: object; secret?: string; algorithm?: 'sha256' | 'sha512' };

function token({
  header = { alg: 'HS256', typ: 'JWT' },
  claims = {},
  secret = serverSecret,
  algorithm = 'sha256',
}: TokenParts = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part(header)}.${part({ _id: 'user-guest', username: 'guest', sid: sessionId, iat: now, exp: now + 3600, ...claims })}`;
  return `${unsigned}.${hs(algorithm, secret, unsigned)}`;
}

const refusedWith = (answer: { status: number; body: unknown }) =>
  expect(answer).toMatchObject({ status: 401, body: { errors: [messages.invalidToken] } });

describe(`tokens the server did not sign, or no longer accepts, on ${databaseName}`, () => {
  it('a token this test signs like the server does is accepted (the cases below differ from it in one way each)', async () => {
    expect((await send(server, 'GET', '/api/users/bookmark', { token: token() })).status).toBe(200);
  });

  it.each([
    ['signed with the mock’s published secret', () => token({ secret: mockSecret })],
    [
      'with alg "none" and no signature',
      () => `${part({ alg: 'none', typ: 'JWT' })}.${part({ _id: 'user-guest', username: 'guest', exp: 9_999_999_999 })}.`,
    ],
    ['signed with another algorithm (HS512)', () => token({ header: { alg: 'HS512', typ: 'JWT' }, algorithm: 'sha512' })],
    ['expired', () => token({ claims: { exp: Math.floor(Date.now() / 1000) - 60 } })],
    ['without an expiry', () => token({ claims: { exp: undefined } })],
    ['with an extra segment', () => `${token()}.extra`],
    [
      'with claims edited after signing',
      () =>
        token().replace(
          /^([^.]+)\.[^.]+/,
          (_whole, header: string) => `${header}.${part({ _id: 'user-priya', username: 'priyanair', exp: 9_999_999_999 })}`,
        ),
    ],
    ['of the wrong shape of claims', () => token({ claims: { _id: 42 } })],
    ['from before sessions, naming none', () => token({ claims: { sid: undefined } })],
    ['naming a session that is not open', () => token({ claims: { sid: 'a-session-that-ended' } })],
    ["naming another person's session", () => token({ claims: { _id: 'user-priya', username: 'priyanair' } })],
  ])('a token %s is a 401', async (_case, make) => {
    refusedWith(await send(server, 'POST', '/api/posts/like/post-3', { token: make(), body: {} }));
    expect((await (await clientFor(server)).getPost({ postId: 'post-3' })).post.likes.likeCount).toBe(0);
  });

  it('a real token works with or without the word Bearer', async () => {
    const { token: real } = await clientFor(server, guest);
    expect((await send(server, 'GET', '/api/users/bookmark', { token: real })).status).toBe(200);
    expect((await send(server, 'GET', '/api/users/bookmark', { token: `Bearer ${real}` })).status).toBe(200);
  });
});
