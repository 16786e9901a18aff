import { operatorCommand, type CommandResult } from './operator-command';
import { send } from './api';
import { startServerProcess } from './server-process';

/** `make-admin` on the data folder `dataDir`: its exit code and what it printed. */
const makeAdmin = (dataDir: string, ...args: string[]) =>
  operatorCommand('admin/make-admin', args, { SOCIAL_DATA_DIR: dataDir, DATABASE_URL: '' });

/** The command stopped with an error that says `words`. */
function expectRefusal({ status, output }: CommandResult, words: string | RegExp) {
  expect(output).toMatch(words);
  expect(status).toBe(1);
}

describe('make-admin, the command that makes the first admin on the server’s machine', () => {
  it('makes an existing account an admin whatever the letter case, and says in words what is wrong otherwise', async () => {
    const first = await startServerProcess({ keep: true });
    const { dataDir } = first;
    await first.stop();
    expectRefusal(await makeAdmin(dataDir), 'Usage: pnpm --filter api-server make-admin -- <username>');
    expectRefusal(await makeAdmin(dataDir, '--', 'nobody'), 'No account is named "nobody": sign up first, then run this again.');
    const made = await makeAdmin(dataDir, '--', 'GUEST');
    expect(made.output).toContain('GUEST is an admin now');
    expect(made.status).toBe(0);

    const again = await startServerProcess({ dataDir });
    try {
      const { body } = await send(again, 'GET', '/api/users/username/guest');
      expect(body).toMatchObject({ user: { username: 'guest', role: 'admin' } });
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('works while the server runs, through the server’s own PostgreSQL, and the server sees it at once', async () => {
    const server = await startServerProcess();
    try {
      const made = await makeAdmin(server.dataDir, '--', 'priyanair');
      expect(made.output).toContain('priyanair is an admin now');
      expect(made.status).toBe(0);
      const { body } = await send(server, 'GET', '/api/users/username/priyanair');
      expect(body).toMatchObject({ user: { role: 'admin' } });
    } finally {
      await server.stop();
    }
  }, 120_000);
});
