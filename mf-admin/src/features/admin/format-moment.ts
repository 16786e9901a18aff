import { intlLanguage } from 'shell/i18n';

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment a person reads ("Dec 2, 2026, 10:00 AM"), in their own time zone and the interface's
 * language, as the moderation screen writes a suspension's end; the text as given if unreadable.
 */
export function formatMoment(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const locale = intlLanguage() ?? 'en';
  let format = momentFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    momentFormats.set(locale, format);
  }
  return format.format(time);
}
