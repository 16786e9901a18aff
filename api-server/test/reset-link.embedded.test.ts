import { operatorCommand } from './operator-command';
import { send } from './api';
import { startServerProcess } from './server-process';

/** `reset-link` on the data folder `dataDir`: its exit code and what it printed. */
const resetLink = (dataDir: string, ...args: string[]) =>
  operatorCommand('admin/reset-link', args, { SOCIAL_DATA_DIR: dataDir, DATABASE_URL: '', SOCIAL_PUBLIC_URL: 'https://town.example' });

test('reset-link prints a one-time link for a member, with mail off, that the running server takes', async () => {
  const server = await startServerProcess({ env: { SOCIAL_PUBLIC_URL: 'https://town.example' } });
  try {
    const refused = await resetLink(server.dataDir, '--', 'nobody');
    expect({ status: refused.status, output: refused.output.trim() }).toEqual({ status: 1, output: 'No account is named "nobody".' });
    expect((await resetLink(server.dataDir)).output).toContain('Usage: pnpm --filter api-server reset-link -- <username>');

    // Reached through the running server's PostgreSQL, as make-admin is.
    const made = await resetLink(server.dataDir, '--', 'OmarH');
    expect(made.status).toBe(0);
    expect(made.output).toContain('A link for omarh to choose a new password');
    const token = /^https:\/\/town\.example\/reset-password#token=([\w-]+)$/m.exec(made.output)?.[1];
    expect(token).toBeTruthy();
    const reset = await send(server, 'POST', '/api/auth/password-reset/confirm', {
      body: { token, newPassword: 'lantern-harbour-quiet-8' },
    });
    expect(reset).toMatchObject({ status: 200, body: { username: 'omarh' } });
  } finally {
    await server.stop();
  }
}, 120_000);
