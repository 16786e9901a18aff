import { messages } from '../messages';
import type { Role } from '../runtime-config';
import { checkModeration, checkUnsuspend, maySuspend, type ModerationFacts } from './moderation-rules';

const now = new Date('2026-11-01T12:00:00.000Z');
const facts = (changes: Partial<ModerationFacts> = {}): ModerationFacts => ({
  action: 'suspend',
  targetType: 'post',
  subject: { _id: 'u-ann', username: 'ann', role: 'member' },
  moderator: { _id: 'u-mod', username: 'mod', role: 'moderator' },
  until: null,
  now,
  ...changes,
});
const as = (role: Role) => ({ _id: 'u-other', username: 'other', role });

describe('who may suspend whom', () => {
  it.each<[Role, Role, boolean]>([
    ['moderator', 'member', true],
    ['moderator', 'moderator', false],
    ['moderator', 'admin', false],
    ['admin', 'member', true],
    ['admin', 'moderator', true],
    ['admin', 'admin', false],
    ['member', 'member', false],
  ])('a %s suspending a %s: %s', (actor, subject, allowed) => {
    expect(maySuspend(actor, subject)).toBe(allowed);
  });
});

describe('deciding on a report', () => {
  it.each<[string, Partial<ModerationFacts>, true | string]>([
    ['a suspension of a member for good', {}, true],
    ['a suspension until a time to come', { until: '2026-11-01T12:00:00.001Z' }, true],
    ['a suspension until now', { until: '2026-11-01T12:00:00.000Z' }, messages.untilPassed],
    ['a suspension of a moderator by a moderator', { subject: as('moderator') }, messages.suspendStaff],
    ['a suspension of a moderator by an admin', { subject: as('moderator'), moderator: { ...as('admin'), _id: 'u-boss' } }, true],
    ['a suspension of an admin by an admin', { subject: as('admin'), moderator: { ...as('admin'), _id: 'u-boss' } }, messages.suspendStaff],
    ['a staff rule before a time already past', { subject: as('admin'), until: '2020-01-01T00:00:00.000Z' }, messages.suspendStaff],
    [
      'any action on a case about oneself',
      { action: 'dismiss', subject: { _id: 'u-mod', username: 'mod', role: 'moderator' } },
      messages.moderateSelf,
    ],
    ['removing a person', { action: 'remove', targetType: 'user' }, messages.removePerson],
    ['removing a comment', { action: 'remove', targetType: 'comment' }, true],
    // A moderator could take down, or quietly close, a case about another member of staff (issue 32).
    ['dismissing a report about an admin, by a moderator', { action: 'dismiss', subject: as('admin') }, messages.moderateStaffContent],
    ['removing a post of a moderator, by a moderator', { action: 'remove', subject: as('moderator') }, messages.moderateStaffContent],
    [
      'removing a post of a moderator, by an admin',
      { action: 'remove', subject: as('moderator'), moderator: { ...as('admin'), _id: 'u-boss' } },
      true,
    ],
    [
      'dismissing a report about an admin, by another admin',
      { action: 'dismiss', subject: as('admin'), moderator: { ...as('admin'), _id: 'u-boss' } },
      true,
    ],
  ])('%s', (_case, changes, expected) => {
    const decided = checkModeration(facts(changes));
    expect(decided.ok ? true : decided.message).toBe(expected);
  });

  it.each<[Role, Role, boolean, true | string]>([
    ['moderator', 'member', true, true],
    ['moderator', 'member', false, messages.notSuspended],
    ['moderator', 'moderator', true, messages.suspendStaff],
    ['admin', 'moderator', true, true],
  ])('a %s lifting the suspension of a %s (suspended: %s)', (actor, subject, suspended, expected) => {
    const decided = checkUnsuspend(actor, subject, suspended);
    expect(decided.ok ? true : decided.message).toBe(expected);
  });
});
