import { limits } from './limits';

/**
 * The `@mentions` and `#tags` inside a post's caption and content or a comment's text: one
 * reading of them, so the server stores and notifies exactly what every screen links.
 *
 * A mention is `@` and a username (letters, digits, `_` and `.`), not inside a word or an email
 * address ("ada@example.org" mentions nobody); a dot ending it ends the sentence, not the name.
 * Someone of another server is `@name@host`, as the fediverse writes them: the host has a dot or
 * a port (`@bob@mastodon.social`, `@bob@localhost:3000`), and is kept in lower case; their
 * username here is `name@host`, as the community keeps people of elsewhere. `@ada@home` names
 * nobody. Read where the community's own host is known (`here`), `@ada@<that host>` is its member
 * `ada`, as Mastodon reads a handle of its own.
 * A tag is `#` and up to `tagMax` letters, digits or `_` with at least one letter ("#1" is a
 * number, not a tag), not inside a word ("C#" tags nothing). Tags are compared normalized:
 * NFKC, lower case ("#Café" and "#CAFÉ" are one tag).
 */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'mention'; text: string; username: string } | { kind: 'tag'; text: string; tag: string };

// One pass each, no nested quantifiers: a long hostile text costs no more than reading it.
const mentionOrTag =
  /(?<![\p{L}\p{N}_.@#&])(?:@([A-Za-z0-9_.]+)(?:@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?))?|#([\p{L}\p{N}_]+))/gu;
/** The longest name of someone elsewhere before their host (Mastodon's is 30; others allow more). */
const elsewhereNameMax = 64;
const hasLetter = /\p{L}/u;

/** `#Café` → `café`: the form a tag is stored, linked and looked up in. */
export const normalizeTag = (tag: string): string => tag.normalize('NFKC').toLowerCase();

/** What a tag typed in a search or an address is looked up by: its normalized form, without the `#` a person may type. */
export const typedTag = (typed: string): string => normalizeTag(typed.trim().replace(/^#/, ''));

/** Whether `tag` (without its `#`) can be a tag: the tag page's address is checked with it. */
export const isTag = (tag: string): boolean =>
  tag.length > 0 && tag.length <= limits.tagMax && /^[\p{L}\p{N}_]+$/u.test(tag) && hasLetter.test(tag);

/** Where a text is read: `here`, the host of the community reading it (`social.example`), when known. */
export type ReadAt = { here?: string };

/** Whether `name` is as long as a member's username may be. */
const isMembersLength = (name: string) => name.length >= limits.usernameMin && name.length <= limits.usernameMax;

function partOf(match: RegExpMatchArray, { here }: ReadAt): TextPart[] {
  const [whole, name, host, tag] = match;
  if (name !== undefined && host !== undefined) {
    const server = host.toLowerCase();
    const nameRead = !name.startsWith('.') && !name.endsWith('.');
    // The community's own host names its members, whatever it looks like (`localhost` too), with
    // the default port written or not (an address's host leaves it out).
    if (here !== undefined && server.replace(/:(?:443|80)$/, '') === here.toLowerCase()) {
      return [nameRead && isMembersLength(name) ? { kind: 'mention', text: whole, username: name } : { kind: 'text', text: whole }];
    }
    const named = /[.:]/.test(host) && name.length <= elsewhereNameMax && nameRead;
    return [named ? { kind: 'mention', text: whole, username: `${name}@${server}` } : { kind: 'text', text: whole }];
  }
  if (name !== undefined) {
    const username = name.replace(/\.+$/, '');
    const rest = name.slice(username.length);
    if (!isMembersLength(username)) return [{ kind: 'text', text: whole }];
    const mention: TextPart = { kind: 'mention', text: `@${username}`, username };
    return rest === '' ? [mention] : [mention, { kind: 'text', text: rest }];
  }
  if (tag !== undefined && isTag(tag)) return [{ kind: 'tag', text: whole, tag: normalizeTag(tag) }];
  return [{ kind: 'text', text: whole }];
}

/** `text` cut into plain text, mentions and tags, in order; joined, the parts give `text` back. */
export function parseRichText(text: string, readAt: ReadAt = {}): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  const push = (part: TextPart) => {
    const last = parts.at(-1);
    if (part.kind === 'text' && last?.kind === 'text') last.text += part.text;
    else parts.push(part);
  };
  for (const match of text.matchAll(mentionOrTag)) {
    const at = match.index;
    if (at > from) push({ kind: 'text', text: text.slice(from, at) });
    for (const part of partOf(match, readAt)) push(part);
    from = at + match[0].length;
  }
  if (from < text.length) push({ kind: 'text', text: text.slice(from) });
  return parts;
}

/** The usernames `texts` mention, each once (any letter case), in the order first mentioned. */
export function mentionedUsernames(texts: string[], readAt: ReadAt = {}): string[] {
  const seen = new Map<string, string>();
  for (const part of texts.flatMap((text) => parseRichText(text, readAt))) {
    if (part.kind === 'mention' && !seen.has(part.username.toLowerCase())) seen.set(part.username.toLowerCase(), part.username);
  }
  return [...seen.values()];
}

/**
 * Whether `@username` written in a text mentions that very person: a name of elsewhere that a
 * mention cannot spell (`john-doe@host`, whose `@john` would name a member) mentions someone
 * else or no one, so nothing is written to them by a mention.
 */
export function isMentionable(username: string): boolean {
  const parts = parseRichText(`@${username}`);
  const [part] = parts;
  return parts.length === 1 && part?.kind === 'mention' && part.username.toLowerCase() === username.toLowerCase();
}

/** The tags `texts` hold, normalized, each once, in the order first written. */
export function tagsIn(...texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => parseRichText(text)).flatMap((part) => (part.kind === 'tag' ? [part.tag] : [])))];
}
