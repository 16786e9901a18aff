import { limits } from '../../limits';
import { messages } from '../../messages';
import { howSignedIn, type Contract } from './context';
import { refusalOf } from './harness';
import { softwarePasskey, type SoftwarePasskey } from './software-passkey';

/** Members of the seed, with the passwords the seed publishes for them. */
const omar = { username: 'omarh', password: 'omarHaddad123' };
const priya = { username: 'priyanair', password: 'priyaNair123' };

/** Registers a new passkey for the one signed in, under `name`: the passkey, and the call's answer. */
async function registered(c: Contract, password: string, name = 'Phone'): Promise<{ passkey: SoftwarePasskey; recoveryCodes: string[] }> {
  const passkey = await softwarePasskey(c.harness.origin);
  const { options } = await c.api.startPasskeyRegistration({ body: { password } });
  const { recoveryCodes } = await c.api.registerPasskey({ body: { name, credential: await passkey.register(options) } });
  return { passkey, recoveryCodes };
}

/** A passkey of Omar's, registered while signed in as him; signed out after. */
async function omarWithPasskey(c: Contract): Promise<SoftwarePasskey> {
  await c.as(omar.username);
  const { passkey } = await registered(c, omar.password);
  c.token = null;
  return passkey;
}

/**
 * Passkeys (WebAuthn): added in Settings with the password first, a second factor of a login,
 * and a sign-in by themselves; every answer made for another site, another account or another
 * request refused in words, and nothing kept from it.
 */
export function passkeyCases(contract: () => Contract): void {
  describe('passkeys', () => {
    it('a passkey is added with the password first, listed by its name, and the first second factor brings recovery codes', async () => {
      const c = contract();
      await c.as(omar.username);
      expect(await refusalOf(c.api.startPasskeyRegistration({ body: { password: 'not-his-password' } }))).toMatchObject({
        status: 401,
        code: 'password.wrong',
      });
      const { options } = await c.api.startPasskeyRegistration({ body: { password: omar.password } });
      expect(options.rp.id).toBe(new URL(c.harness.origin).hostname);
      expect(options.user.name).toBe(omar.username);
      expect(options.authenticatorSelection?.residentKey).toBe('required');
      const passkey = await softwarePasskey(c.harness.origin);
      // An answer made on another site (a phishing page's) is refused, and keeps nothing.
      const phished = await passkey.register(options, 'https://social.example.net');
      expect(await refusalOf(c.api.registerPasskey({ body: { name: 'Phone', credential: phished } }))).toEqual({
        status: 400,
        code: 'passkey.not_verified',
        message: messages.passkeyNotVerified,
      });
      // That answer used the options up: a right one needs new ones.
      expect(await refusalOf(c.api.registerPasskey({ body: { name: 'Phone', credential: await passkey.register(options) } }))).toEqual({
        status: 400,
        code: 'passkey.request_ended',
        message: messages.passkeyRequestEnded,
      });
      expect((await c.api.getTwoFactor()).twoFactor.passkeys).toEqual([]);

      const fresh = await c.api.startPasskeyRegistration({ body: { password: omar.password } });
      const kept = await c.api.registerPasskey({ body: { name: 'Phone', credential: await passkey.register(fresh.options) } });
      expect(kept.recoveryCodes).toHaveLength(limits.recoveryCodeCount);
      expect(kept.twoFactor).toMatchObject({ authenticator: false, recoveryCodesLeft: limits.recoveryCodeCount });
      expect(kept.twoFactor.passkeys).toEqual([
        { id: passkey.id, name: 'Phone', createdAt: expect.any(String) as unknown, lastUsedAt: null },
      ]);
      expect((await c.api.getUser({ userId: 'user-omar' })).user.twoFactor).toBe(true);
      // A second passkey is no first factor: no new codes, the old ones stand.
      const second = await registered(c, omar.password, 'YubiKey');
      expect(second.recoveryCodes).toEqual([]);
      expect((await c.api.getTwoFactor()).twoFactor.passkeys.map((each) => each.name)).toEqual(['Phone', 'YubiKey']);
      // The second registration's options name the passkeys kept, so the browser does not make one twice.
      const third = await c.api.startPasskeyRegistration({ body: { password: omar.password } });
      expect(third.options.excludeCredentials?.map((each) => each.id).sort()).toEqual([passkey.id, second.passkey.id].sort());
    });

    it('a passkey signs in by itself, without a name or password, once per request', async () => {
      const c = contract();
      const passkey = await omarWithPasskey(c);
      const { options } = await c.api.passkeySignInOptions();
      expect(options.userVerification).toBe('required');
      const answer = await passkey.signIn(options);
      const signedIn = await c.api.signInWithPasskey({ body: { challenge: options.challenge, credential: answer } });
      expect(signedIn.foundUser.username).toBe(omar.username);
      c.token = signedIn.encodedToken;
      expect(await howSignedIn(c)).toBe('passkey');
      expect((await c.api.getTwoFactor()).twoFactor.passkeys[0]?.lastUsedAt).not.toBeNull();
      // The same answer again (a replay) finds its request used.
      expect(await refusalOf(c.api.signInWithPasskey({ body: { challenge: options.challenge, credential: answer } }))).toEqual({
        status: 400,
        code: 'passkey.request_ended',
        message: messages.passkeyRequestEnded,
      });
    });

    it('a passkey not registered here, one not unlocked, or one answering for another site does not sign in', async () => {
      const c = contract();
      const passkey = await omarWithPasskey(c);
      const stranger = await softwarePasskey(c.harness.origin);
      const tries = [
        { passkey: stranger, answer: {}, code: 'passkey.unknown', status: 401, message: messages.passkeyUnknown },
        { passkey, answer: { unlocked: false }, code: 'passkey.not_verified', status: 400, message: messages.passkeyNotVerified },
        {
          passkey,
          answer: { origin: 'https://social.example.net' },
          code: 'passkey.not_verified',
          status: 400,
          message: messages.passkeyNotVerified,
        },
      ];
      for (const attempt of tries) {
        const { options } = await c.api.passkeySignInOptions();
        const credential = await attempt.passkey.signIn(options, attempt.answer);
        expect(await refusalOf(c.api.signInWithPasskey({ body: { challenge: options.challenge, credential } }))).toEqual({
          status: attempt.status,
          code: attempt.code,
          message: attempt.message,
        });
      }
    });

    it("a password's login asks for the passkey, and a passkey of another account does not answer it", async () => {
      const c = contract();
      const passkey = await omarWithPasskey(c);
      await c.as(priya.username);
      const { passkey: priyas } = await registered(c, priya.password);
      c.token = null;

      const login = await c.api.login({ body: omar });
      if (!('secondFactor' in login)) throw new Error('The login opened a session without a second step.');
      const { challenge, methods, passkeyOptions } = login.secondFactor;
      expect(methods).toEqual(['passkey', 'recovery_code']);
      expect(passkeyOptions?.allowCredentials?.map((each) => each.id)).toEqual([passkey.id]);
      if (!passkeyOptions) throw new Error('The second step came without passkey options.');
      expect(passkeyOptions.challenge).toBe(challenge);
      const theirs = await priyas.signIn(passkeyOptions);
      expect(await refusalOf(c.api.loginSecondFactorPasskey({ body: { challenge, credential: theirs } }))).toEqual({
        status: 401,
        code: 'second_factor.wrong_passkey',
        message: messages.notThisAccountsPasskey,
      });
      const signedIn = await c.api.loginSecondFactorPasskey({ body: { challenge, credential: await passkey.signIn(passkeyOptions) } });
      expect(signedIn.foundUser.username).toBe(omar.username);
      c.token = signedIn.encodedToken;
      expect(await howSignedIn(c)).toBe('passkey');
    });

    it('a passkey registered already, here or to another account, is refused', async () => {
      const c = contract();
      const passkey = await omarWithPasskey(c);
      await c.as(priya.username);
      const { options } = await c.api.startPasskeyRegistration({ body: { password: priya.password } });
      expect(await refusalOf(c.api.registerPasskey({ body: { name: 'Stolen', credential: await passkey.register(options) } }))).toEqual({
        status: 409,
        code: 'passkey.already_registered',
        message: messages.passkeyAlreadyRegistered,
      });
      expect((await c.api.getTwoFactor()).twoFactor.passkeys).toEqual([]);
      // Nor can another account remove it: it is none of theirs.
      expect(await refusalOf(c.api.removePasskey({ passkeyId: passkey.id, body: { password: priya.password } }))).toMatchObject({
        status: 404,
        code: 'passkey.not_found',
      });
    });

    it('removing the last passkey asks for the password, ends the recovery codes, and logins ask for no second step', async () => {
      const c = contract();
      await c.as(omar.username);
      const { passkey } = await registered(c, omar.password);
      expect(await refusalOf(c.api.removePasskey({ passkeyId: passkey.id, body: { password: 'not-his-password' } }))).toMatchObject({
        status: 401,
        code: 'password.wrong',
      });
      expect(await refusalOf(c.api.removePasskey({ passkeyId: 'no-such-passkey', body: { password: omar.password } }))).toEqual({
        status: 404,
        code: 'passkey.not_found',
        message: messages.passkeyNotFound,
      });
      const { twoFactor } = await c.api.removePasskey({ passkeyId: passkey.id, body: { password: omar.password } });
      expect(twoFactor).toEqual({ authenticator: false, recoveryCodesLeft: 0, passkeys: [] });
      expect('encodedToken' in (await c.api.login({ body: omar }))).toBe(true);
      // With no second factor left, no recovery codes stand in for one.
      expect(await refusalOf(c.api.makeRecoveryCodes({ body: { password: omar.password } }))).toEqual({
        status: 409,
        code: 'second_factor.none',
        message: messages.noSecondFactor,
      });
      // Removed, it signs in no more.
      const { options } = await c.api.passkeySignInOptions();
      const credential = await passkey.signIn(options);
      expect(await refusalOf(c.api.signInWithPasskey({ body: { challenge: options.challenge, credential } }))).toMatchObject({
        status: 401,
        code: 'passkey.unknown',
      });
    });

    it('where the community asks staff for a second factor, a passkey is one', async () => {
      const c = contract();
      c.harness.requireStaffTwoFactor();
      await c.harness.makeAdmin(omar.username);
      await c.as(omar.username);
      expect(await refusalOf(c.api.getJobs())).toMatchObject({ status: 403, code: 'staff.two_factor_required' });
      await registered(c, omar.password);
      expect(await c.api.getJobs()).toMatchObject({ mail: false });
    });
  });
}
