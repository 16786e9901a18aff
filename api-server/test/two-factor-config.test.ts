import { readConfig } from '../src/config';

/** SOCIAL_STAFF_REQUIRE_2FA: off unless said, on or off only. */
describe('the staff two-factor setting', () => {
  const read = (env: Record<string, string>) => () => readConfig({ SOCIAL_DATA_DIR: '/tmp/unused', ...env });

  it('is off unless set, and on with on', () => {
    expect(read({})().staffRequireTwoFactor).toBe(false);
    expect(read({ SOCIAL_STAFF_REQUIRE_2FA: 'off' })().staffRequireTwoFactor).toBe(false);
    expect(read({ SOCIAL_STAFF_REQUIRE_2FA: 'on' })().staffRequireTwoFactor).toBe(true);
  });

  it('stops the start in words on anything else', () => {
    expect(read({ SOCIAL_STAFF_REQUIRE_2FA: 'yes' })).toThrow(/^SOCIAL_STAFF_REQUIRE_2FA must be on or off, not "yes"\.$/);
  });
});
