import sanitizeHtml from 'sanitize-html';

/**
 * What of another server's HTML is kept (issue 38): paragraphs, line breaks, links (http and
 * https only, opened apart from the page, followed by no search engine) and the spans Mastodon
 * marks mentions, hashtags and shortened links with. Everything else goes: a tag's text stays
 * (a `<b>` reads as its words, a link to `javascript:` as its words without the link), a
 * script's or a style's goes whole, and so does every other attribute (event handlers, styles,
 * ids). sanitize-html parses as browsers do, so what a
 * browser would read as markup is what it judges.
 */
const kept: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'a', 'span'],
  allowedAttributes: { a: ['href', 'class', 'rel', 'target'], span: ['class'] },
  allowedClasses: { a: ['mention', 'hashtag', 'u-url'], span: ['h-card', 'invisible', 'ellipsis'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow noopener noreferrer', target: '_blank' } }),
  },
};

/** Another server's HTML, cut down to what is kept (above): the only HTML of theirs the community stores or shows. */
export const cleanRemoteHtml = (html: string): string => sanitizeHtml(html, kept).trim();

/** The text of HTML that `cleanRemoteHtml` kept, without markup: paragraphs apart by a blank line, line breaks kept. */
export function textOfCleanHtml(clean: string): string {
  const marked = clean
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p>\s*<p>/g, '\n\n')
    // Mastodon hides the scheme and the tail of a long link; the text reads as it shows.
    .replace(/<span class="invisible">[^<]*<\/span>/g, '');
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
