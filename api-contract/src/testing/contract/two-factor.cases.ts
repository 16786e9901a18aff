import { Secret, TOTP } from 'otpauth';
import { limits } from '../../limits';
import { messages } from '../../messages';
import { howSignedIn, type Contract } from './context';
import { refusalOf } from './harness';

/** A member of the seed, with the password the seed publishes for them. */
const omar = { username: 'omarh', password: 'omarHaddad123' };

/**
 * The code an authenticator app set up with `secret` shows, `stepsAhead` thirty-second steps
 * from now (a step ahead is still taken: a phone's clock a little fast).
 */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** Sets up and confirms an authenticator app for Omar, signed in as him: its secret and the recovery codes. */
async function omarWithAuthenticator(c: Contract): Promise<{ secret: string; recoveryCodes: string[] }> {
  await c.as(omar.username);
  const { secret } = await c.api.startTotpSetup({ body: { password: omar.password } });
  const { recoveryCodes } = await c.api.confirmTotp({ body: { code: codeOf(secret) } });
  c.token = null;
  return { secret, recoveryCodes };
}

/** Omar's login with his password: the second step's challenge it answers. */
async function challengeForOmar(c: Contract): Promise<string> {
  const answer = await c.api.login({ body: omar });
  if (!('secondFactor' in answer)) throw new Error('The login opened a session without a second step.');
  expect(answer.secondFactor.methods).toEqual(['authenticator', 'recovery_code']);
  return answer.secondFactor.challenge;
}

/**
 * Two-factor sign-in: an authenticator app set up with one of its codes, ten recovery codes, a
 * login that asks for a code only once its password is right, and every wrong, reused or late
 * answer refused in words.
 */
export function twoFactorCases(contract: () => Contract): void {
  describe('two-factor sign-in', () => {
    it('an authenticator app counts only once one of its codes confirms it, and comes with ten recovery codes', async () => {
      const c = contract();
      await c.as(omar.username);
      expect(await refusalOf(c.api.startTotpSetup({ body: { password: 'not-his-password' } }))).toMatchObject({
        status: 401,
        code: 'password.wrong',
      });
      const { secret, uri } = await c.api.startTotpSetup({ body: { password: omar.password } });
      const address = new URL(uri);
      expect(address.protocol).toBe('otpauth:');
      expect(decodeURIComponent(address.pathname)).toContain(omar.username);
      expect(address.searchParams.get('secret')).toBe(secret);
      expect(address.searchParams.get('issuer')).toBeTruthy();
      expect(await refusalOf(c.api.confirmTotp({ body: { code: '000000' === codeOf(secret) ? '111111' : '000000' } }))).toEqual({
        status: 400,
        code: 'totp.wrong_code',
        message: messages.totpWrongCode,
      });
      expect((await c.api.getTwoFactor()).twoFactor).toEqual({ authenticator: false, recoveryCodesLeft: 0, passkeys: [] });
      const { recoveryCodes, twoFactor } = await c.api.confirmTotp({ body: { code: codeOf(secret) } });
      expect(recoveryCodes).toHaveLength(limits.recoveryCodeCount);
      expect(new Set(recoveryCodes).size).toBe(limits.recoveryCodeCount);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      expect(twoFactor).toEqual({ authenticator: true, recoveryCodesLeft: limits.recoveryCodeCount, passkeys: [] });
      // One's own record says so (the staff's screens read it); nobody else's record tells.
      expect((await c.api.getUser({ userId: 'user-omar' })).user.twoFactor).toBe(true);
      const omarsToken = c.token;
      await c.as('priyanair');
      expect((await c.api.getUser({ userId: 'user-omar' })).user).not.toHaveProperty('twoFactor');
      expect((await c.api.getUser({ userId: 'user-priya' })).user.twoFactor).toBe(false);
      c.token = omarsToken;
      expect(await refusalOf(c.api.startTotpSetup({ body: { password: omar.password } }))).toMatchObject({
        status: 409,
        code: 'totp.already_on',
      });
    });

    it('a login asks for the code only after the right password, and a code signs in once', async () => {
      const c = contract();
      const { secret } = await omarWithAuthenticator(c);
      expect(await refusalOf(c.api.login({ body: { username: omar.username, password: 'not-his-password' } }))).toMatchObject({
        status: 401,
        code: 'login.wrong_password',
      });
      const code = codeOf(secret, 1);
      const signedIn = await c.api.loginSecondFactor({ body: { challenge: await challengeForOmar(c), code } });
      expect(signedIn.foundUser.username).toBe(omar.username);
      c.token = signedIn.encodedToken;
      expect(await howSignedIn(c)).toBe('authenticator');
      // Seen once (over a shoulder, in a log), the same code, or an older one, never signs in again.
      for (const seen of [code, codeOf(secret)]) {
        expect(await refusalOf(c.api.loginSecondFactor({ body: { challenge: await challengeForOmar(c), code: seen } }))).toEqual({
          status: 401,
          code: 'second_factor.code_used',
          message: messages.secondFactorCodeUsed,
        });
      }
    });

    it('a recovery code signs in once, typed in any case; used twice it is refused', async () => {
      const c = contract();
      const { recoveryCodes } = await omarWithAuthenticator(c);
      const [first] = recoveryCodes;
      const typed = first!.toUpperCase().replace('-', ' ');
      const signedIn = await c.api.loginSecondFactor({ body: { challenge: await challengeForOmar(c), code: typed } });
      c.token = signedIn.encodedToken;
      expect(await howSignedIn(c)).toBe('recovery_code');
      expect((await c.api.getTwoFactor()).twoFactor.recoveryCodesLeft).toBe(limits.recoveryCodeCount - 1);
      expect(await refusalOf(c.api.loginSecondFactor({ body: { challenge: await challengeForOmar(c), code: first! } }))).toEqual({
        status: 401,
        code: 'second_factor.code_used',
        message: messages.secondFactorCodeUsed,
      });
    });

    it('wrong codes end the sign-in after five, and a challenge that is altered or used is refused', async () => {
      const c = contract();
      const { secret } = await omarWithAuthenticator(c);
      const challenge = await challengeForOmar(c);
      expect(await refusalOf(c.api.loginSecondFactor({ body: { challenge: `${challenge}x`, code: codeOf(secret) } }))).toEqual({
        status: 400,
        code: 'second_factor.invalid',
        message: messages.secondStepInvalid,
      });
      for (let attempt = 0; attempt < limits.secondFactorFailuresMax; attempt += 1) {
        expect(await refusalOf(c.api.loginSecondFactor({ body: { challenge, code: 'aaaaa-bbbbb' } }))).toEqual({
          status: 401,
          code: 'second_factor.wrong_code',
          message: messages.wrongSecondFactorCode,
        });
      }
      // Even the right code: the password must be entered again.
      expect(await refusalOf(c.api.loginSecondFactor({ body: { challenge, code: codeOf(secret, 1) } }))).toEqual({
        status: 429,
        code: 'second_factor.locked',
        message: messages.secondStepLocked,
      });
      const another = await challengeForOmar(c);
      await c.api.loginSecondFactor({ body: { challenge: another, code: codeOf(secret, 1) } });
      expect(await refusalOf(c.api.loginSecondFactor({ body: { challenge: another, code: codeOf(secret, 1) } }))).toMatchObject({
        status: 400,
        code: 'second_factor.invalid',
      });
    });

    it("wrong codes across an hour's sign-ins make the account's logins wait, so a stolen password cannot guess on", async () => {
      const c = contract();
      await omarWithAuthenticator(c);
      const steps = limits.secondFactorFailuresPerHour / limits.secondFactorFailuresMax;
      for (let step = 0; step < steps; step += 1) {
        const challenge = await challengeForOmar(c);
        for (let attempt = 0; attempt < limits.secondFactorFailuresMax; attempt += 1) {
          await refusalOf(c.api.loginSecondFactor({ body: { challenge, code: 'aaaaa-bbbbb' } }));
        }
      }
      expect(await refusalOf(c.api.login({ body: omar }))).toEqual({
        status: 429,
        code: 'second_factor.too_many',
        message: messages.secondFactorsLocked,
      });
    });

    it('turning the authenticator off asks for the password, and ends its recovery codes', async () => {
      const c = contract();
      const { secret } = await omarWithAuthenticator(c);
      c.token = (await c.api.loginSecondFactor({ body: { challenge: await challengeForOmar(c), code: codeOf(secret, 1) } })).encodedToken;
      expect(await refusalOf(c.api.turnOffTotp({ body: { password: 'not-his-password' } }))).toMatchObject({
        status: 401,
        code: 'password.wrong',
      });
      expect((await c.api.getTwoFactor()).twoFactor.authenticator).toBe(true);
      expect((await c.api.turnOffTotp({ body: { password: omar.password } })).twoFactor).toEqual({
        authenticator: false,
        recoveryCodesLeft: 0,
        passkeys: [],
      });
      expect(await refusalOf(c.api.turnOffTotp({ body: { password: omar.password } }))).toMatchObject({ status: 409, code: 'totp.off' });
      const login = await c.api.login({ body: omar });
      expect('encodedToken' in login).toBe(true);
    });

    it('new recovery codes, with the password, end the old ones', async () => {
      const c = contract();
      const { secret, recoveryCodes: old } = await omarWithAuthenticator(c);
      c.token = (await c.api.loginSecondFactor({ body: { challenge: await challengeForOmar(c), code: codeOf(secret, 1) } })).encodedToken;
      const { recoveryCodes } = await c.api.makeRecoveryCodes({ body: { password: omar.password } });
      expect(recoveryCodes.filter((code) => old.includes(code))).toEqual([]);
      expect(await refusalOf(c.api.loginSecondFactor({ body: { challenge: await challengeForOmar(c), code: old[0]! } }))).toMatchObject({
        status: 401,
        code: 'second_factor.wrong_code',
      });
      await c.api.loginSecondFactor({ body: { challenge: await challengeForOmar(c), code: recoveryCodes[0]! } });
    });

    it("the demo's shared guest cannot set up a second factor, which would lock every other visitor out", async () => {
      const c = contract();
      await c.guest();
      expect(await refusalOf(c.api.startTotpSetup({ body: { password: 'anything' } }))).toMatchObject({
        status: 403,
        code: 'account.guest_kept',
      });
    });

    it("where the community asks it, staff tools answer only once the staff member's second factor is set up", async () => {
      const c = contract();
      c.harness.requireStaffTwoFactor();
      await c.harness.makeAdmin(omar.username);
      await c.as(omar.username);
      expect(await refusalOf(c.api.getJobs())).toEqual({
        status: 403,
        code: 'staff.two_factor_required',
        message: messages.twoFactorRequired,
      });
      // Members' calls, and Settings, answer as always.
      await c.api.getFeedPage({ query: {} });
      const { secret } = await c.api.startTotpSetup({ body: { password: omar.password } });
      await c.api.confirmTotp({ body: { code: codeOf(secret) } });
      expect(await c.api.getJobs()).toMatchObject({ mail: false });
    });
  });
}
