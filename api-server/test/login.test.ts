import { messages } from 'api-contract/messages';
import { leastCostPasswords } from '../src/platform/passwords';
import { guest, send } from './api';
import { startInProcess, type InProcessServer } from './in-process';
import { databaseName } from './test-databases';

let server: InProcessServer;

beforeAll(async () => {
  server = await startInProcess();
}, 60_000);
afterAll(() => server.close());

/** How many password hashes a login compared, through the platform's password interface (the in-process server's). */
async function verifiesOf(username: string, password: string): Promise<{ status: number; verifies: number }> {
  const matches = jest.spyOn(leastCostPasswords, 'matches');
  try {
    const { status } = await send(server, 'POST', '/api/auth/login', { body: { username, password } });
    return { status, verifies: matches.mock.calls.length };
  } finally {
    matches.mockRestore();
  }
}

describe(`login, on ${databaseName}`, () => {
  // An unknown name answered before any hashing, a wrong password after one: how long a login took
  // told whether the name had an account (issue 17). Counted, not timed: each costs one verify.
  it('an unknown username costs the same one password verify as a wrong password', async () => {
    expect(await verifiesOf('nobody-here', 'whatever-it-is')).toEqual({ status: 404, verifies: 1 });
    expect(await verifiesOf(guest.username, 'not-the-password')).toEqual({ status: 401, verifies: 1 });
    expect(await verifiesOf(guest.username, guest.password)).toEqual({ status: 200, verifies: 1 });
  });

  it('the unknown username is still answered in the spec’s words', async () => {
    const answer = await send(server, 'POST', '/api/auth/login', { body: { username: 'nobody-here', password: 'whatever-it-is' } });
    expect(answer).toMatchObject({ status: 404, body: { errors: [messages.userNotRegistered] } });
  });
});
