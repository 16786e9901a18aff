import type { MediaElsewhere } from 'api-contract/entities';
import { t } from '@lingui/core/macro';
import './media-elsewhere.css';

/**
 * What a post or reply of another server (a reply is a comment here) carries besides the images
 * it shows (videos, sounds, files, and images past the first four); none is copied here: a link
 * to each where it is on that server, which the reader follows or not (the page never loads
 * them), as Mastodon shows an attachment it cannot show. Named by its description, or by its
 * file's name when it has none. The post card and the comments draw it.
 */
export function MediaElsewhereLinks({ media }: { media: MediaElsewhere[] }) {
  if (media.length === 0) return null;
  return (
    <ul className="media-elsewhere" aria-label={t`Media on their server`}>
      {media.map((one) => (
        <li key={one.url}>
          <a href={one.url} rel="nofollow noopener noreferrer" target="_blank" dir="auto">
            {linkWords(one)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A link's words: its kind, then its description or its file's name, as a language writes the two. */
function linkWords(media: MediaElsewhere): string {
  const kind = kindWord(media.kind);
  const name = media.description || fileName(media.url);
  return t({
    message: `${kind}: ${name}`,
    comment: 'A link to an attachment on another server: its kind (Image, Video, Audio, File), then its description or file name',
  });
}

function kindWord(kind: MediaElsewhere['kind']): string {
  switch (kind) {
    case 'image':
      return t({ message: 'Image', comment: 'The kind of an attachment on another server, before its description' });
    case 'video':
      return t({ message: 'Video', comment: 'The kind of an attachment on another server, before its description' });
    case 'audio':
      return t({ message: 'Audio', comment: 'The kind of an attachment on another server, before its description' });
    case 'file':
      return t({ message: 'File', comment: 'The kind of an attachment on another server, before its description' });
  }
}

/** The last part of an address's path, as its server named the file (the address itself when it names none). */
function fileName(url: string): string {
  let last: string | undefined;
  try {
    last = new URL(url).pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : url;
  } catch {
    return last ?? url; // not percent-encoded text, or no address: as written
  }
}
