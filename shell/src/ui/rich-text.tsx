import { Fragment, useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import type { EmojiElsewhere, User } from 'api-contract/entities';
import { parseRichText } from 'api-contract/rich-text';
import { Link } from 'shell/router';
import { selectIsSignedIn } from '../features/session';
import { profilePath, tagPath } from '../app/paths';
import './rich-text.css';

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

type ElsewhereTextProps = {
  html: string;
  /** The custom emoji of its server its text uses (`:blobcat:`), drawn as their pictures. */
  emojis?: EmojiElsewhere[];
};

const noEmojis: EmojiElsewhere[] = [];

/** The pictures of `emojis` by shortcode, made again only when the list changes. */
const usePictures = (emojis: EmojiElsewhere[]): ReadonlyMap<string, string> =>
  useMemo(() => new Map(emojis.map(({ shortcode, url }) => [shortcode, url])), [emojis]);

/**
 * A plain text of someone of elsewhere (their name, their bio) with the custom emoji of their
 * server it uses drawn as pictures (`Alice :verified:`), as Mastodon's apps draw them; a text
 * with none, or of a member, is drawn as written.
 */
export function TextWithEmojis({ text, emojis = noEmojis }: { text: string; emojis?: EmojiElsewhere[] | undefined }) {
  return <>{withEmojis(text, usePictures(emojis), 'text')}</>;
}

/** A person's full name as every list and page shows it, with the emoji of elsewhere it uses drawn. */
export function FullName({ person }: { person: Pick<User, 'firstName' | 'lastName' | 'emojis'> }) {
  return <TextWithEmojis text={`${person.firstName} ${person.lastName}`.trim()} emojis={person.emojis} />;
}

/** How a text of elsewhere is drawn: whether mentions open profiles here, and the pictures of its emoji by shortcode. */
type Drawing = { mentionsHere: boolean; emojis: ReadonlyMap<string, string> };

/**
 * A post of another server's text: the HTML its server wrote, as the community kept it (cut
 * down to paragraphs, line breaks, links and mentions when it arrived: api-core's
 * remote-html.ts), drawn element by element. Nothing of it goes into the page as HTML: a tag
 * this does not know shows its words (a script or a style nothing), a link only an http(s)
 * address, opened apart. For someone signed in, a mention opens the person's profile here
 * (where they can follow them), as Mastodon's app opens it, not their server's page; a visitor,
 * for whom nobody elsewhere is looked up, goes to their server.
 */
export function ElsewhereText({ html, emojis = noEmojis }: ElsewhereTextProps) {
  const nodes = useMemo(() => Array.from(new DOMParser().parseFromString(html, 'text/html').body.childNodes), [html]);
  const mentionsHere = useSelector(selectIsSignedIn);
  const pictures = usePictures(emojis);
  return <>{nodes.map((node, index) => drawn(node, String(index), { mentionsHere, emojis: pictures }))}</>;
}

/** One node of a post of elsewhere, as React draws it (`drawing`). */
function drawn(node: ChildNode, key: string, drawing: Drawing): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return <Fragment key={key}>{withEmojis(node.textContent ?? '', drawing.emojis, key)}</Fragment>;
  if (!(node instanceof Element)) return null;
  const children = Array.from(node.childNodes).map((child, index) => drawn(child, `${key}.${index}`, drawing));
  const href = node.getAttribute('href');
  const handle = drawing.mentionsHere && href ? mentionedHandle(node, href) : null;
  switch (node.tagName) {
    case 'P':
      return <p key={key}>{children}</p>;
    case 'BR':
      return <br key={key} />;
    case 'A':
      if (handle !== null) {
        return (
          <Link key={key} to={profilePath(handle)}>
            {children}
          </Link>
        );
      }
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

/**
 * Whom a mention link of another server's HTML names (Mastodon, Pixelfed and Misskey mark it
 * `mention`, and write `@name`, or `@name@host` for someone of a third server): `name@host`, the
 * host its words say or its address's; this community's own name for one of its members. Null
 * for any other link (a hashtag is marked `mention hashtag`, and goes to its server, whose tag
 * page holds what this community's does not).
 */
function mentionedHandle(link: Element, href: string): string | null {
  if (!link.classList.contains('mention') || link.classList.contains('hashtag')) return null;
  const words = /^@([\p{L}\p{N}_.-]+)(?:@([\p{L}\p{N}.-]+(?::\d+)?))?$/u.exec(link.textContent?.trim() ?? '');
  const host = words?.[2] ?? hostOf(href);
  if (!words || !host) return null;
  return host === window.location.host ? words[1]! : `${words[1]}@${host}`;
}

/** The host of an http(s) address; null for any other. */
function hostOf(href: string): string | null {
  try {
    const address = new URL(href);
    return /^https?:$/.test(address.protocol) ? address.host : null;
  } catch {
    return null;
  }
}

/**
 * A text of elsewhere with each `:shortcode:` its server's emoji names drawn as its picture,
 * named by its shortcode (as Mastodon draws them); any other stays as written.
 */
function withEmojis(text: string, emojis: ReadonlyMap<string, string>, key: string): ReactNode {
  if (emojis.size === 0 || !text.includes(':')) return text;
  // Split on a capture: the shortcodes are the odd parts.
  return text.split(/:([A-Za-z0-9_]{1,64}):/).map((part, index) => {
    if (index % 2 === 0) return part;
    const url = emojis.get(part);
    if (!url) return `:${part}:`;
    return <img key={`${key}:${index}`} className="emoji" src={url} alt={`:${part}:`} title={`:${part}:`} draggable={false} />;
  });
}
