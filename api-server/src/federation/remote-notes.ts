import { Document, Link, Note, PUBLIC_COLLECTION, type Actor } from '@fedify/vocab';
import type { RemoteImage } from 'api-core/remote-images';
import type { RemoteNote } from 'api-core/remote-posts';

/**
 * A Note of another server as the community keeps it (api-core's remote-posts.ts), with the
 * members it `mentioned` (their ids), or null for one it does not keep: without an id, by
 * someone other than `author` (an actor speaks only for their own posts), or for the people it
 * mentions alone (not kept yet).
 */
export function remoteNoteOf(note: Note, author: Actor, mentioned: string[], images: RemoteImage[]): RemoteNote | null {
  if (!note.id || !author.id || note.attributionId?.href !== author.id.href) return null;
  const audience = [...note.toIds, ...note.ccIds].map((id) => id.href);
  const visibility = audience.includes(PUBLIC_COLLECTION.href)
    ? 'public'
    : author.followersId && audience.includes(author.followersId.href)
      ? 'followers'
      : null;
  if (!visibility) return null;
  const content = note.content;
  return {
    uri: note.id.href,
    url: addressOf(note.url),
    html: content?.toString() ?? '',
    contentWarning: note.summary?.toString() ?? '',
    published: note.published ? new Date(note.published.epochMilliseconds) : null,
    language: typeof content === 'object' && content !== null && 'locale' in content ? content.locale.language : null,
    visibility,
    inReplyTo: note.replyTargetId?.href ?? null,
    mentioned,
    images,
  };
}

/**
 * The images a Note shows: its attachments that are images (a Document or Image of an image
 * type, or of none said, as some servers write), with their descriptions (`name`, where Mastodon
 * and Pixelfed put them). Attachments that cannot be read are passed over.
 */
export async function imagesOfNote(note: Note, options: Parameters<Note['getAttachments']>[0]): Promise<RemoteImage[]> {
  const images: RemoteImage[] = [];
  for await (const attachment of note.getAttachments({ ...options, suppressError: true })) {
    if (!(attachment instanceof Document)) continue;
    if (attachment.mediaType && !attachment.mediaType.startsWith('image/')) continue;
    const url = addressOf(attachment.url);
    if (url) images.push({ url, alt: attachment.name?.toString() ?? '' });
  }
  return images;
}

/** Where people read a post on its server: its `url`, an http(s) address only. */
function addressOf(url: URL | Link | null): string | null {
  const href = url instanceof Link ? url.href : url;
  return href && /^https?:$/.test(href.protocol) ? href.href : null;
}
