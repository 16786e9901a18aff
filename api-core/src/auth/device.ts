import Bowser from 'bowser';

/**
 * What a person sees for one of their sessions: the browser and the system it ran on, as its
 * User-Agent says ("Firefox on Linux"), read by a maintained parser; "Unknown device" when it
 * says nothing recognisable.
 */
export function deviceOf(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
