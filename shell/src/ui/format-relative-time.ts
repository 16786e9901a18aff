const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** How long ago something happened (a comment, a session's last use): "just now", "5m", "8h", "3d", then the date ("Oct 11, 2026"). */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const age = Math.max(0, now - time);
  if (age < minute) return 'just now';
  if (age < hour) return `${Math.floor(age / minute)}m`;
  if (age < day) return `${Math.floor(age / hour)}h`;
  if (age < 7 * day) return `${Math.floor(age / day)}d`;
  const date = new Date(time);
  return `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
