import { parseRichText } from 'api-contract/rich-text';

/** Text made safe to write inside HTML, its attributes included. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * A post's caption and text as the HTML every fediverse server shows: a paragraph each, line
 * breaks kept, a mention a link to the person's profile here (`@name@<this host>` is the member
 * `name`) and a tag to its page (the classes
 * Mastodon writes, which other servers know), everything else escaped.
 */
export function postHtml(origin: string, ...texts: string[]): string {
  const here = new URL(origin).host;
  const paragraph = (text: string) =>
    parseRichText(text, { here })
      .map((part) => {
        if (part.kind === 'mention') {
          const href = `${origin}/profile/${encodeURIComponent(part.username)}`;
          return `<span class="h-card"><a href="${escapeHtml(href)}" class="u-url mention">@<span>${escapeHtml(part.username)}</span></a></span>`;
        }
        if (part.kind === 'tag') {
          const href = `${origin}/tags/${encodeURIComponent(part.tag)}`;
          return `<a href="${escapeHtml(href)}" class="mention hashtag" rel="tag">#<span>${escapeHtml(part.text.slice(1))}</span></a>`;
        }
        return escapeHtml(part.text).replace(/\r?\n/g, '<br>');
      })
      .join('');
  return texts
    .filter((text) => text.trim() !== '')
    .map((text) => `<p>${paragraph(text)}</p>`)
    .join('');
}
