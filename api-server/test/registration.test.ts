import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from 'api-contract/messages';
import { signedUp } from 'api-contract/payloads';
import { makeAdmin } from 'api-core/roles';
import { readConfig } from '../src/config';
import { appClientFor, clientFor, guest, send } from './api';
import { startInProcess, type InProcessServer } from './in-process';

let server: InProcessServer;
let shellDist: string;

beforeAll(async () => {
  // A shell build of one page is enough for the server to serve its runtime configuration.
  shellDist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>Social</title>');
  server = await startInProcess({
    env: { SOCIAL_SERVE_APPS: 'shell', SOCIAL_SHELL_DIST: shellDist, SOCIAL_REGISTRATION: 'invite', SOCIAL_MEMBER_INVITES: 'true' },
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(shellDist, { recursive: true, force: true });
});
beforeEach(() => server.reset());

const newcomer = (name: string, inviteCode: string) => ({
  username: name,
  password: 'quiet-river-stone-42',
  firstName: 'New',
  lastName: 'Comer',
  email: `${name}@example.com`,
  inviteCode,
});

describe('how people join, as the operator sets it', () => {
  it('SOCIAL_REGISTRATION and SOCIAL_MEMBER_INVITES are read, open and false when unset, and a wrong value stops the start in words', () => {
    expect(readConfig({}).registration).toEqual({ mode: 'open', membersInvite: false });
    expect(readConfig({ SOCIAL_REGISTRATION: 'approval', SOCIAL_MEMBER_INVITES: 'true' }).registration).toEqual({
      mode: 'approval',
      membersInvite: true,
    });
    expect(() => readConfig({ SOCIAL_REGISTRATION: 'members-only' })).toThrow(
      'SOCIAL_REGISTRATION must be open, approval, invite, closed, not "members-only".',
    );
    expect(() => readConfig({ SOCIAL_MEMBER_INVITES: 'yes' })).toThrow('SOCIAL_MEMBER_INVITES must be true or false, not "yes".');
  });

  it("the page's runtime configuration says how people join, so the signup screen can", async () => {
    const { status, body } = await send(server, 'GET', '/config.json');
    expect(status).toBe(200);
    expect(body).toMatchObject({ api: 'server', registration: { mode: 'invite', membersInvite: true } });
  });

  it('an expired code lets nobody in, and says so', async () => {
    const admin = await clientFor(server, guest);
    const { invite } = await admin.createInvite({ body: { uses: 3, expiresInDays: 1 } });
    await server.db.query(`update invites set created_at = now() - interval '2 days', expires_at = now() - interval '1 second'`);
    const anonymous = await clientFor(server);
    await expect(anonymous.signup({ body: newcomer('late', invite.code) })).rejects.toMatchObject({
      status: 410,
      message: messages.inviteExpired,
    });
    expect((await admin.getInvites()).invites[0]).toMatchObject({ usesLeft: 3, joined: [] });
  });

  it('a code with two uses lets exactly two people in when ten sign up with it at once', async () => {
    await makeAdmin(server.db, 'guest');
    const admin = await appClientFor(server, guest);
    const { invite } = await admin.createInvite({ body: { uses: 2, expiresInDays: 1 } });
    const anonymous = await clientFor(server);
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) => anonymous.signup({ body: newcomer(`racer${index}`, invite.code) }).then(signedUp)),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(2);
    const { invites } = await admin.getInvites();
    expect(invites[0]).toMatchObject({ usesLeft: 0 });
    expect(invites[0]?.joined).toHaveLength(2);
    const { rows } = await server.db.query<{ invited: number }>(
      `select count(*)::int as invited from users where invited_by = 'user-guest' and invite_code = $1`,
      [invite.code],
    );
    expect(rows[0]?.invited).toBe(2);
  });

  it('deleting the account that made a code takes the code, and keeps the accounts it let in', async () => {
    const member = await clientFor(server, { username: 'omarh', password: 'omarHaddad123' });
    const { invite } = await member.createInvite({ body: {} });
    const anonymous = await clientFor(server);
    const { createdUser } = signedUp(await anonymous.signup({ body: newcomer('joined', invite.code) }));
    await member.deleteAccount({ body: { password: 'omarHaddad123' } });
    expect((await anonymous.getUser({ userId: createdUser._id })).user.username).toBe('joined');
    const { rows } = await server.db.query('select 1 from invites');
    expect(rows).toEqual([]);
  });
});
