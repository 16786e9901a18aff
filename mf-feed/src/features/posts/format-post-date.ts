import { intlLanguage } from 'shell/i18n';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * The spec's date label, 'hh:mm AM/PM Mon DD,YYYY', in the reader's time zone; in another
 * language of the interface, the date and time as that language writes them.
 */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const language = intlLanguage();
  if (language) {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
  const hours = date.getHours() % 12 || 12;
  const period = date.getHours() < 12 ? 'AM' : 'PM';
  return `${pad(hours)}:${pad(date.getMinutes())} ${period} ${months[date.getMonth()]} ${pad(date.getDate())},${date.getFullYear()}`;
}
