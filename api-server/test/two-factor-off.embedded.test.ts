import { operatorCommand } from './operator-command';
import { Secret, TOTP } from 'otpauth';
import { send } from './api';
import { startServerProcess } from './server-process';

const omar = { username: 'omarh', password: 'omarHaddad123' };

/** `two-factor-off` on the data folder `dataDir`: its exit code and what it printed. */
async function twoFactorOff(dataDir: string, ...args: string[]) {
  const { status, output } = await operatorCommand('admin/two-factor-off', args, { SOCIAL_DATA_DIR: dataDir, DATABASE_URL: '' });
  return { status, output: output.trim() };
}

test('two-factor-off lets a member who lost their phone and codes sign in with the password again', async () => {
  const server = await startServerProcess();
  try {
    const signedIn = await send(server, 'POST', '/api/auth/login', { body: omar });
    const authorization = (signedIn.body as { encodedToken: string }).encodedToken;
    const started = await send(server, 'POST', '/api/auth/2fa/totp', { body: { password: omar.password }, token: authorization });
    const { secret } = started.body as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect(await send(server, 'POST', '/api/auth/2fa/totp/confirm', { body: { code }, token: authorization })).toMatchObject({
      status: 201,
    });
    expect((await send(server, 'POST', '/api/auth/login', { body: omar })).body).toHaveProperty('secondFactor');

    expect(await twoFactorOff(server.dataDir, '--', 'nobody')).toEqual({ status: 1, output: 'No account is named "nobody".' });
    expect((await twoFactorOff(server.dataDir)).output).toContain('Usage: pnpm --filter api-server two-factor-off -- <username>');
    // Reached through the running server's PostgreSQL, as make-admin is.
    const turnedOff = await twoFactorOff(server.dataDir, '--', 'OmarH');
    expect(turnedOff.status).toBe(0);
    expect(turnedOff.output).toContain('Two-factor sign-in is off for omarh');
    expect((await send(server, 'POST', '/api/auth/login', { body: omar })).body).toHaveProperty('encodedToken');
    expect((await twoFactorOff(server.dataDir, '--', 'omarh')).output).toBe('omarh had no two-factor sign-in: nothing changed.');
  } finally {
    await server.stop();
  }
}, 120_000);
