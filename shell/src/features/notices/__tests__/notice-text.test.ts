import type { ModerationNotice } from 'api-contract/entities';
import { messages } from 'api-contract/messages';
import { noticeText, suspensionEnd } from '../notice-text';

const notice = (fields: Partial<ModerationNotice>): ModerationNotice => ({
  _id: 'n1',
  action: 'remove',
  targetType: 'post',
  content: { postId: 'post-6', title: 'Hello there', text: 'Trying out this place.', exists: false },
  reason: 'Spam',
  until: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...fields,
});

test.each<[string, Partial<ModerationNotice>, string]>([
  ['a removed post, by its caption', {}, 'Your post "Hello there" was removed.'],
  [
    'a removed comment, by its words',
    { targetType: 'comment', content: { postId: 'post-2', title: '', text: 'Nice one', exists: false } },
    'Your comment "Nice one" was removed.',
  ],
  [
    'a long removed comment, cut short',
    { targetType: 'comment', content: { postId: 'post-2', title: '', text: 'x'.repeat(200), exists: false } },
    `Your comment "${'x'.repeat(79)}…" was removed.`,
  ],
  [
    'a suspension until a time',
    { action: 'suspend', targetType: 'user', until: '2026-12-01T10:30:00.000Z' },
    'Your account was suspended until 2026-12-01 10:30 UTC.',
  ],
  ['a suspension for good', { action: 'suspend', targetType: 'user', until: 'infinity' }, 'Your account was suspended for good.'],
  ['a suspension lifted', { action: 'unsuspend', targetType: 'user' }, 'Your suspension was lifted.'],
])('%s', (_case, fields, text) => {
  expect(noticeText(notice(fields))).toBe(text);
});

test("a suspension's end reads as the login's refusal says it", () => {
  for (const until of ['2026-12-01T10:30:00.000Z', null]) {
    expect(messages.accountSuspended(until, 'x')).toContain(`suspended ${suspensionEnd(until)}.`);
  }
});
