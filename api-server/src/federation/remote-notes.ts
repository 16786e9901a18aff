import { limits } from 'api-contract/limits';
import { Create, Document, Link, Note, PUBLIC_COLLECTION, traverseCollection, type Actor } from '@fedify/vocab';
import type { RemoteImage } from 'api-core/remote-images';
import type { RemoteNote } from 'api-core/remote-posts';

/** Who wrote a Note, as far as reading it needs: their actor's id, and their followers collection's. */
export type NoteAuthor = { uri: string; followers: string | null };

/** The author of Notes an `actor` is. */
export const authorOf = (actor: Actor): NoteAuthor | null =>
  actor.id ? { uri: actor.id.href, followers: actor.followersId?.href ?? null } : null;

/** Who a Note by `author` is for, as its addressing says: everyone, their followers, or neither (null). */
export function audienceOf(note: Note, author: NoteAuthor): RemoteNote['visibility'] | null {
  const addressed = [...note.toIds, ...note.ccIds].map((id) => id.href);
  if (addressed.includes(PUBLIC_COLLECTION.href)) return 'public';
  return author.followers && addressed.includes(author.followers) ? 'followers' : null;
}

/**
 * Whom a Note names: the members by its Mention tags (who are told) and by its addressing (who may
 * read it), their ids; and the actors of elsewhere it mentions or is addressed to, their ids there.
 */
export type MembersNamed = { mentioned: string[]; addressed: string[]; elsewhere: string[] };

/** Nobody named: a Note read from an outbox or a repost, which tells nobody here and is public. */
export const noMembersNamed: MembersNamed = { mentioned: [], addressed: [], elsewhere: [] };

/**
 * A Note of another server as the community keeps it (api-core's remote-posts.ts), with the
 * members it names, or null for one it does not keep: without an id, or by someone other than
 * `author` (an actor speaks only for their own posts). A Note for neither everyone nor the
 * author's followers is for the people it names alone (a direct message, as Mastodon calls it):
 * kept for the members it mentions or is addressed to, as Mastodon keeps those it addresses
 * (silently mentioned), and not at all when it names none.
 */
export function remoteNoteOf(note: Note, author: NoteAuthor, members: MembersNamed, images: RemoteImage[]): RemoteNote | null {
  if (!note.id || note.attributionId?.href !== author.uri) return null;
  const named = [...new Set([...members.mentioned, ...members.addressed])];
  const visibility = audienceOf(note, author) ?? (named.length > 0 ? 'mentioned' : null);
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
    mentioned: visibility === 'mentioned' ? named : members.mentioned,
    // As many others as a member's post looks up at once (each is looked up as it arrives).
    othersAddressed:
      visibility === 'mentioned' ? members.elsewhere.filter((uri) => uri !== author.uri).slice(0, limits.mentionsNotifiedMax) : [],
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

/** How many of an outbox's items are read when someone is looked up: its newest, whatever they are. */
const outboxItemsRead = 40;

/**
 * The recent posts `actor`'s outbox shows (the Notes of its newest Creates, theirs alone), as
 * remoteNoteOf reads them: what their profile here shows before anyone here follows them. An
 * outbox that cannot be read, or an item that cannot, gives nothing.
 */
export async function recentNotesOf(actor: Actor, options: Parameters<Actor['getOutbox']>[0] & object): Promise<RemoteNote[]> {
  const outbox = await actor.getOutbox({ ...options, suppressError: true }).catch(() => null);
  const author = authorOf(actor);
  if (!outbox || !author) return [];
  const notes: RemoteNote[] = [];
  let read = 0;
  try {
    for await (const item of traverseCollection(outbox, { ...options, suppressError: true })) {
      if (++read > outboxItemsRead) break;
      const object = item instanceof Create ? await item.getObject({ ...options, suppressError: true }).catch(() => null) : null;
      const note = object instanceof Note ? remoteNoteOf(object, author, noMembersNamed, await imagesOfNote(object, options)) : null;
      if (note) notes.push(note);
    }
  } catch {
    // A page that fails ends the reading: what was read is kept.
  }
  return notes;
}
