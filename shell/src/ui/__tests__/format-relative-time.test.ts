import { formatRelativeTime } from '../format-relative-time';

const now = Date.parse('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;

// The described app showed '8hr ago' for every comment.
describe("a comment's real age", () => {
  it.each([
    [ago(10_000), 'just now'],
    [ago(5 * minute), '5m'],
    [ago(59 * minute), '59m'],
    [ago(8 * 60 * minute), '8h'],
    [ago(3 * 24 * 60 * minute), '3d'],
    ['2026-10-11T09:30:00.000Z', 'Oct 11, 2026'],
    [new Date(now + minute).toISOString(), 'just now'],
  ])('%s reads %s', (iso, label) => {
    expect(formatRelativeTime(iso, now)).toBe(label);
  });
});
