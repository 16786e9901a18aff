import type { MediaElsewhere } from 'api-contract/entities';
import { t } from '@lingui/core/macro';
import './media-elsewhere.css';

/**
 * What a post of another server carries besides images (videos, sounds, files), or a reply of
 * one (a comment here, which shows no images) carries, images too; none is copied here: a link
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
            {kindWord(one.kind)}: {one.description || fileName(one.url)}
          </a>
        </li>
      ))}
    </ul>
  );
}

function kindWord(kind: MediaElsewhere['kind']): string {
  switch (kind) {
    case 'image':
      return t`Image`;
    case 'video':
      return t`Video`;
    case 'audio':
      return t`Audio`;
    case 'file':
      return t`File`;
  }
}

/** The last part of an address's path, as its server named the file (the host when it names none). */
function fileName(url: string): string {
  const address = new URL(url);
  const last = address.pathname.split('/').filter(Boolean).pop();
  if (!last) return address.host;
  try {
    return decodeURIComponent(last);
  } catch {
    return last; // not percent-encoded text: as written
  }
}
