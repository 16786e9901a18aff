import { limits } from '../limits';

/** A handle: `@name@host` or `name@host`, the host a name with a dot, or with a port (as servers on one machine are). */
const handle = /^@?[^@\s/:]+@(?:[^@\s/:]+\.[^@\s/:]+|[^@\s/:]+:\d{1,5})$/;
const address = /^https?:\/\/[^\s]+$/;

/**
 * Whether `q` names someone of another server whole: their handle (`@name@host` or `name@host`,
 * as Mastodon's search takes them) or the address of their profile or actor. Such a search is
 * asked of their server, not of the community's usernames.
 */
export const namesSomeoneElsewhere = (q: string): boolean => {
  const text = q.trim();
  return text.length <= limits.elsewhereMax && (handle.test(text) || address.test(text));
};
