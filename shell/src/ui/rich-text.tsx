import { Fragment, type ReactNode } from 'react';
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
 */
export function RichText({ text }: RichTextProps) {
  return (
    <>
      {parseRichText(text).map((part, index) => {
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
