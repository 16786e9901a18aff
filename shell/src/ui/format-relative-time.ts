import { t } from '@lingui/core/macro';
import { intlLanguage } from '../i18n/catalogues';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** An age in one unit, short ("5 min", "8 Std.", "3 日"), in `language`. */
const unitAge = (language: string, count: number, unit: 'minute' | 'hour' | 'day'): string =>
  new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(count);

/**
 * How long ago something happened (a comment, a session's last use): "just now", "5m", "8h",
 * "3d", then the date ("Oct 11, 2026"); in another language, as `Intl` writes them in it.
 */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const age = Math.max(0, now - time);
  if (age < minute) return t`just now`;
  const language = intlLanguage();
  if (language === null) {
    if (age < hour) return `${Math.floor(age / minute)}m`;
    if (age < day) return `${Math.floor(age / hour)}h`;
    if (age < 7 * day) return `${Math.floor(age / day)}d`;
    const date = new Date(time);
    return `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
  }
  if (age < hour) return unitAge(language, Math.floor(age / minute), 'minute');
  if (age < day) return unitAge(language, Math.floor(age / hour), 'hour');
  if (age < 7 * day) return unitAge(language, Math.floor(age / day), 'day');
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(time);
}
