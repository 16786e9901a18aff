import { readConfig } from '../src/config';

/** Mail's settings: both or neither, each checked, a wrong one stopping the start in words that name it. */
describe('mail settings', () => {
  const read = (env: Record<string, string>) => () => readConfig({ SOCIAL_DATA_DIR: '/tmp/unused', ...env });

  it('is off without SOCIAL_SMTP_URL, and links lead to the server’s own address', () => {
    expect(read({})()).toMatchObject({ mail: null, publicUrl: 'http://localhost:3000', communityName: 'localhost:3000' });
  });

  it('is on with an SMTP address and a sender; the public address loses its trailing slash', () => {
    const config = read({
      SOCIAL_SMTP_URL: 'smtp://user:secret@smtp.example:587',
      SOCIAL_MAIL_FROM: 'Town Square <social@town.example>',
      SOCIAL_PUBLIC_URL: 'https://town.example/',
    })();
    expect(config).toMatchObject({
      mail: { smtpUrl: 'smtp://user:secret@smtp.example:587', from: 'Town Square <social@town.example>' },
      publicUrl: 'https://town.example',
      communityName: 'town.example',
    });
  });

  it.each([
    [{ SOCIAL_SMTP_URL: 'mail.example.org' }, /^SOCIAL_SMTP_URL must be an SMTP server's address/],
    [{ SOCIAL_SMTP_URL: 'https://smtp.example' }, /^SOCIAL_SMTP_URL must be an SMTP server's address/],
    [{ SOCIAL_SMTP_URL: 'smtp://smtp.example:587' }, /^SOCIAL_MAIL_FROM must be set with SOCIAL_SMTP_URL/],
    [{ SOCIAL_SMTP_URL: 'smtp://smtp.example:587', SOCIAL_MAIL_FROM: 'not an address' }, /^SOCIAL_MAIL_FROM must be an email address/],
    [{ SOCIAL_MAIL_FROM: 'social@town.example' }, /^SOCIAL_MAIL_FROM is set but SOCIAL_SMTP_URL is not/],
    [{ SOCIAL_PUBLIC_URL: 'town.example' }, /^SOCIAL_PUBLIC_URL must be the community's address/],
    [{ SOCIAL_PUBLIC_URL: 'https://town.example/?a=1' }, /^SOCIAL_PUBLIC_URL must be the community's address/],
    [{ SOCIAL_JOB_TIMEOUT_SECONDS: '0' }, /^SOCIAL_JOB_TIMEOUT_SECONDS must be at least 1/],
    [{ SOCIAL_REQUIRE_VERIFIED_EMAIL: 'on' }, /^SOCIAL_REQUIRE_VERIFIED_EMAIL=on needs mail/],
    [{ SOCIAL_REQUIRE_VERIFIED_EMAIL: 'yes' }, /^SOCIAL_REQUIRE_VERIFIED_EMAIL must be on or off/],
  ])('%o stops the start in words', (env, words) => {
    expect(read(env)).toThrow(words);
  });

  it('never repeats the SMTP password in its words', () => {
    let words = '';
    try {
      read({ SOCIAL_SMTP_URL: 'ftp://user:hunter2@smtp.example' })();
    } catch (error) {
      words = (error as Error).message;
    }
    expect(words).toMatch(/^SOCIAL_SMTP_URL must be/);
    expect(words).not.toContain('hunter2');
  });
});
