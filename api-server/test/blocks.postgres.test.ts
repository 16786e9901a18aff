import { messages } from 'api-contract/messages';
import { clientFor, guest, send } from './api';
import { startInProcess, type InProcessServer } from './in-process';

/**
 * A follow racing a block on PostgreSQL, where the two requests run on connections of their own:
 * the follow's check runs while the block's transaction holds both people's rows and has not yet
 * written the block, so it sees none; its insert then waits for the block to commit, and the
 * follows_unblocked trigger (migration 010) refuses it. (On PGlite, one connection, a request
 * waits for the other's transaction whole: this interleaving cannot happen there.)
 */
let server: InProcessServer;

beforeAll(async () => {
  server = await startInProcess();
}, 60_000);
afterAll(() => server.close());
beforeEach(() => server.reset());

const omar = { username: 'omarh', password: 'omarHaddad123' };

it('a follow slipped in between the statements of a block is refused when the block commits, and leaves no follow', async () => {
  const guestApi = await clientFor(server, guest);
  const omarApi = await clientFor(server, omar);
  const follows: Array<ReturnType<typeof send>> = [];
  // Once the block has locked both rows, the follow runs up to its insert, which goes on while
  // the block writes and commits.
  server.db.beforeNextQuery(/insert into blocks/, async () => {
    const followReachedItsInsert = new Promise<void>((resolve) => {
      server.db.beforeNextQuery(/insert into follows/, () => Promise.resolve(resolve()));
    });
    follows.push(send(server, 'POST', '/api/users/follow/user-omar', { token: guestApi.token, body: {} }));
    await followReachedItsInsert;
  });
  const block = await send(server, 'POST', '/api/users/block/user-guest', { token: omarApi.token, body: {} });
  expect(block).toMatchObject({ status: 201 });
  expect(follows).toHaveLength(1);
  expect(await follows[0]).toMatchObject({ status: 404, body: { errors: [messages.profileUnavailable], code: 'profile.unavailable' } });
  const anyone = await clientFor(server);
  expect((await anyone.getUser({ userId: 'user-omar' })).user).toMatchObject({ followerCount: 0, followers: [] });
  expect((await anyone.getUser({ userId: 'user-guest' })).user).toMatchObject({ followingCount: 2 });
});
