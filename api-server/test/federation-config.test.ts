import { readConfig } from '../src/config';

/** SOCIAL_FEDERATION and SOCIAL_FEDERATION_ALLOW_PRIVATE: off unless said; a federating community names its https address. */
describe('the federation settings', () => {
  const read = (env: Record<string, string>) => () => readConfig({ SOCIAL_DATA_DIR: '/tmp/unused', ...env });

  it('are off unless set, as for the demo', () => {
    expect(read({})().federation).toEqual({
      enabled: false,
      allowPrivate: false,
      remoteMediaDays: 30,
      inboxesAtOnce: 64,
      inboxWaitingMax: 10_000,
    });
  });

  it('federate at an https address', () => {
    expect(read({ SOCIAL_FEDERATION: 'on', SOCIAL_PUBLIC_URL: 'https://social.example' })().federation).toEqual({
      enabled: true,
      allowPrivate: false,
      remoteMediaDays: 30,
      inboxesAtOnce: 64,
      inboxWaitingMax: 10_000,
    });
  });

  it('stop the start in words on a value that is not on or off', () => {
    expect(read({ SOCIAL_FEDERATION: 'yes' })).toThrow(/^SOCIAL_FEDERATION must be on or off, not "yes"\.$/);
    expect(read({ SOCIAL_FEDERATION_ALLOW_PRIVATE: 'true' })).toThrow(/^SOCIAL_FEDERATION_ALLOW_PRIVATE must be on or off/);
  });

  it('refuse an http address, and allow one on loopback only when private addresses are allowed (tests)', () => {
    expect(read({ SOCIAL_FEDERATION: 'on' })).toThrow(/needs SOCIAL_PUBLIC_URL to be the community's https address/);
    expect(read({ SOCIAL_FEDERATION: 'on', SOCIAL_PUBLIC_URL: 'http://127.0.0.1:3000' })).toThrow(/SOCIAL_FEDERATION_ALLOW_PRIVATE=on/);
    const onLoopback = { SOCIAL_FEDERATION: 'on', SOCIAL_FEDERATION_ALLOW_PRIVATE: 'on' };
    expect(read({ ...onLoopback, SOCIAL_PUBLIC_URL: 'http://social.example' })).toThrow(/https address/);
    expect(read({ ...onLoopback, SOCIAL_PUBLIC_URL: 'http://127.0.0.2:3000' })().federation).toEqual({
      enabled: true,
      allowPrivate: true,
      remoteMediaDays: 30,
      inboxesAtOnce: 64,
      inboxWaitingMax: 10_000,
    });
  });

  it('keep the images of other servers 30 days, or the whole number of days SOCIAL_REMOTE_MEDIA_DAYS says', () => {
    expect(read({ SOCIAL_REMOTE_MEDIA_DAYS: '7' })().federation.remoteMediaDays).toBe(7);
    expect(read({ SOCIAL_REMOTE_MEDIA_DAYS: 'a week' })).toThrow(/^SOCIAL_REMOTE_MEDIA_DAYS must be a whole number, not "a week"\.$/);
    expect(read({ SOCIAL_REMOTE_MEDIA_DAYS: '0' })).toThrow(/^SOCIAL_REMOTE_MEDIA_DAYS must be at least 1\.$/);
  });

  it('read 64 deliveries at once, or as many as SOCIAL_INBOX_AT_ONCE says (0: no bound)', () => {
    expect(read({ SOCIAL_INBOX_AT_ONCE: '50' })().federation.inboxesAtOnce).toBe(50);
    expect(read({ SOCIAL_INBOX_AT_ONCE: '0' })().federation.inboxesAtOnce).toBe(0);
    expect(read({ SOCIAL_INBOX_AT_ONCE: 'many' })).toThrow(/^SOCIAL_INBOX_AT_ONCE must be a whole number, not "many"\.$/);
  });

  it('let 10,000 deliveries taken wait to be read, or as many as SOCIAL_INBOX_WAITING_MAX says (0: no bound)', () => {
    expect(read({ SOCIAL_INBOX_WAITING_MAX: '500' })().federation.inboxWaitingMax).toBe(500);
    expect(read({ SOCIAL_INBOX_WAITING_MAX: '0' })().federation.inboxWaitingMax).toBe(0);
    expect(read({ SOCIAL_INBOX_WAITING_MAX: '-1' })).toThrow(/^SOCIAL_INBOX_WAITING_MAX must be a whole number, not "-1"\.$/);
  });

  it('refuse a public address with a path: actors and WebFinger live at the origin', () => {
    expect(read({ SOCIAL_FEDERATION: 'on', SOCIAL_PUBLIC_URL: 'https://example.org/social' })).toThrow(/an origin with no path/);
  });
});
