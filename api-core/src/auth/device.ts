import Bowser from 'bowser';

/** The browser and the system a session ran on: names of products, null when unknown. */
export type Device = { browser: string | null; system: string | null };

/** The longest name kept of each (the sessions table's checks). */
const longestName = 50;

/**
 * What a person sees for one of their sessions: the browser and the system its User-Agent names,
 * read by a maintained parser. The page writes them in its reader's language ("Firefox on
 * Linux", "Unknown device" when neither is known), so the server keeps the names alone.
 */
export function deviceOf(userAgent: string | undefined): Device {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  const named = (name: string | undefined) => (name ? name.slice(0, longestName) : null);
  return { browser: named(parsed.browser.name), system: named(parsed.os.name) };
}
