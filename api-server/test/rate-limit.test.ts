import { newcomer } from 'api-contract/contract-suite';
import { send } from './api';
import { startInProcess, type InProcessServer } from './in-process';
import { databaseName } from './test-databases';

let server: InProcessServer;

beforeAll(async () => {
  // Three login or signup attempts a minute per address, to reach the limit quickly.
  server = await startInProcess({ env: { SOCIAL_AUTH_ATTEMPTS_PER_MINUTE: '3' } });
}, 60_000);
afterAll(() => server.close());

describe(`the rate limit on logging in and signing up, on ${databaseName}`, () => {
  it('login attempts over the limit from one address get a 429 that says when to retry', async () => {
    const attempt = () => send(server, 'POST', '/api/auth/login', { body: { username: 'guest', password: 'wrong-guess' } });
    for (let made = 0; made < 3; made += 1) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ errors: [expect.stringMatching(/^Too many attempts from your address\. Try again in \d+ seconds\.$/)] });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other calls are not limited.
    expect((await send(server, 'GET', '/api/posts')).status).toBe(200);
  });

  it('signing up over the limit from one address gets a 429 too', async () => {
    const attempt = (index: number) =>
      send(server, 'POST', '/api/auth/signup', {
        body: { username: `many${index}`, password: newcomer.password, firstName: 'M', lastName: 'Any', email: `m${index}@example.com` },
      });
    for (let made = 0; made < 3; made += 1) expect((await attempt(made)).status).toBe(201);
    expect((await attempt(3)).status).toBe(429);
  });
});
