import { Fragment, useMemo, type ReactNode } from 'react';
import { parseRichText } from 'api-contract/rich-text';
import { Link } from 'shell/router';
import { profilePath, tagPath } from '../app/paths';

type RichTextProps = { text: string };

/** Plain text with its line breaks kept as `<br>`, so it reads the same in any element. */
function withLineBreaks(text: string, key: string): ReactNode {
  const lines = text.split('\n');
  return lines.map((line, index) => (
    <Fragment key={`${key}-${index}`}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/**
 * A post's or comment's text as people wrote it, with each `@username` linked to that profile
 * and each `#tag` to its tag page. Only `parseRichText` decides what is a mention or a tag: it
 * is the reading the server stores and notifies by, so a link here is exactly what was notified.
 * It reads where the server does, at the community's host (the page's: the server serves it), so
 * `@name@<this host>` links to the member `name`.
 */
export function RichText({ text }: RichTextProps) {
  return (
    <>
      {parseRichText(text, { here: window.location.host }).map((part, index) => {
        const key = String(index);
        if (part.kind === 'mention') {
          return (
            <Link key={key} to={profilePath(part.username)}>
              {part.text}
            </Link>
          );
        }
        if (part.kind === 'tag') {
          return (
            <Link key={key} to={tagPath(part.tag)}>
              {part.text}
            </Link>
          );
        }
        return <Fragment key={key}>{withLineBreaks(part.text, key)}</Fragment>;
      })}
    </>
  );
}

type ElsewhereTextProps = { html: string };

/**
 * A post of another server's text: the HTML its server wrote, as the community kept it (cut
 * down to paragraphs, line breaks, links and mentions when it arrived: api-core's
 * remote-html.ts), drawn element by element. Nothing of it goes into the page as HTML: a tag
 * this does not know shows its words (a script or a style nothing), a link only an http(s)
 * address, opened apart.
 */
export function ElsewhereText({ html }: ElsewhereTextProps) {
  const nodes = useMemo(() => Array.from(new DOMParser().parseFromString(html, 'text/html').body.childNodes), [html]);
  return <>{nodes.map((node, index) => drawn(node, String(index)))}</>;
}

/** One node of a post of elsewhere, as React draws it. */
function drawn(node: ChildNode, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return <Fragment key={key}>{node.textContent}</Fragment>;
  if (!(node instanceof Element)) return null;
  const children = Array.from(node.childNodes).map((child, index) => drawn(child, `${key}.${index}`));
  const href = node.getAttribute('href');
  switch (node.tagName) {
    case 'P':
      return <p key={key}>{children}</p>;
    case 'BR':
      return <br key={key} />;
    case 'A':
      return href && /^https?:\/\//i.test(href) ? (
        <a key={key} href={href} rel="nofollow noopener noreferrer" target="_blank">
          {children}
        </a>
      ) : (
        <Fragment key={key}>{children}</Fragment>
      );
    case 'SCRIPT':
    case 'STYLE':
    case 'TEMPLATE':
    case 'NOSCRIPT':
      // Never kept by the server; what their text is, is no one's to read.
      return null;
    case 'SPAN':
      // Mastodon's shortened links: the scheme and the tail are hidden, an ellipsis says so.
      if (node.classList.contains('invisible')) return null;
      return (
        <Fragment key={key}>
          {children}
          {node.classList.contains('ellipsis') ? '…' : null}
        </Fragment>
      );
    default:
      return <Fragment key={key}>{children}</Fragment>;
  }
}
