import { formatPostDate } from '../format-post-date';

describe("the post date label, 'hh:mm AM/PM Mon DD,YYYY'", () => {
  it.each([
    [new Date(2026, 9, 1, 9, 5), '09:05 AM Oct 01,2026'],
    [new Date(2026, 0, 15, 0, 30), '12:30 AM Jan 15,2026'],
    [new Date(2026, 11, 31, 12, 0), '12:00 PM Dec 31,2026'],
    [new Date(2026, 5, 9, 23, 59), '11:59 PM Jun 09,2026'],
  ])('%s reads %s', (date, label) => {
    expect(formatPostDate(date.toISOString())).toBe(label);
  });

  it('an unreadable date gives no label', () => {
    expect(formatPostDate('not a date')).toBe('');
  });
});
