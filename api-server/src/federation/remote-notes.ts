import { limits } from 'api-contract/limits';
import {
  Article,
  Audio,
  Create,
  Document,
  Emoji,
  Link,
  Note,
  Page,
  PUBLIC_COLLECTION,
  Question,
  traverseCollection,
  Video,
  type Actor,
} from '@fedify/vocab';
import { escapeHtml } from 'api-core/post-html';
import type { RemoteImage } from 'api-core/remote-images';
import type { RemoteEmoji } from 'api-core/remote-emojis';
import type { RemoteMedia, RemoteNote } from 'api-core/remote-posts';

/**
 * What the community keeps as a post of elsewhere: a Note, as most servers write one; a poll (a
 * Question, as Mastodon and Misskey write one), shown with its choices; a long text (an Article
 * or a Page: blogs, Lemmy, Friendica), shown with its title, as Mastodon shows them.
 */
export type PostObject = Note | Question | Article | Page;

export const isPostObject = (object: unknown): object is PostObject =>
  object instanceof Note || object instanceof Question || object instanceof Article || object instanceof Page;

/**
 * What a post object carries that is read apart (named by its id alone, or listed): its images,
 * its other media (videos, sounds, files), a poll's choices, and the custom emoji it uses.
 */
export type Carried = { images: RemoteImage[]; otherMedia: RemoteMedia[]; choices: string[]; emojis: RemoteEmoji[] };

/** Who wrote a Note, as far as reading it needs: their actor's id, and their followers collection's. */
export type NoteAuthor = { uri: string; followers: string | null };

/** The author of Notes an `actor` is. */
export const authorOf = (actor: Actor): NoteAuthor | null =>
  actor.id ? { uri: actor.id.href, followers: actor.followersId?.href ?? null } : null;

/** Who a Note by `author` is for, as its addressing says: everyone, their followers, or neither (null). */
export function audienceOf(note: PostObject, author: NoteAuthor): RemoteNote['visibility'] | null {
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
export function remoteNoteOf(
  note: PostObject,
  author: NoteAuthor,
  members: MembersNamed,
  { images, otherMedia, choices, emojis }: Carried,
): RemoteNote | null {
  if (!note.id || note.attributionId?.href !== author.uri) return null;
  const named = [...new Set([...members.mentioned, ...members.addressed])];
  const visibility = audienceOf(note, author) ?? (named.length > 0 ? 'mentioned' : null);
  if (!visibility) return null;
  const content = note.content;
  return {
    uri: note.id.href,
    url: addressOf(note.url),
    html: htmlOf(note, choices),
    // An Article's summary is its abstract, not a warning.
    contentWarning: isLongText(note) ? '' : (note.summary?.toString() ?? ''),
    published: note.published ? new Date(note.published.epochMilliseconds) : null,
    updated: note.updated ? new Date(note.updated.epochMilliseconds) : null,
    language: typeof content === 'object' && content !== null && 'locale' in content ? content.locale.language : null,
    visibility,
    inReplyTo: note.replyTargetId?.href ?? null,
    mentioned: visibility === 'mentioned' ? named : members.mentioned,
    // As many others as a member's post looks up at once (each is looked up as it arrives).
    othersAddressed:
      visibility === 'mentioned' ? members.elsewhere.filter((uri) => uri !== author.uri).slice(0, limits.mentionsNotifiedMax) : [],
    images,
    otherMedia,
    sensitive: note.sensitive === true,
    emojis,
  };
}

/** How many of a poll's choices are kept (Mastodon allows 4, others more). */
const pollChoicesMax = 20;

/** A document loader that loads nothing: what is read of an object is what it carries. */
export const notFetched = (url: string): Promise<never> => Promise.reject(new Error(`${url} is not fetched.`));

const isLongText = (object: PostObject): object is Article | Page => object instanceof Article || object instanceof Page;

/**
 * The HTML kept of `object`: its content; a long text's title before it (its summary when it has
 * no content), a poll's choices after it, a line each (the cleaning keeps no lists).
 */
function htmlOf(object: PostObject, choices: string[]): string {
  const content = object.content?.toString() ?? '';
  if (!isLongText(object))
    return choices.length === 0 ? content : `${content}<p>${choices.map((choice) => `• ${escapeHtml(choice)}`).join('<br>')}</p>`;
  const title = object.name ? `<p>${escapeHtml(object.name.toString())}</p>` : '';
  return title + (content || (object.summary?.toString() ?? ''));
}

/**
 * What `object` carries (`Carried`): its attachments, with their descriptions (`name`, where
 * Mastodon and Pixelfed put them): images (a Document or Image of an image type, or of none said,
 * as some servers write), and the others (a Video or Audio, or a Document of such a type or
 * another); and a poll's choices, by their names. Attachments and choices that cannot be read
 * are passed over.
 */
export async function carriedBy(object: PostObject, options: Parameters<Note['getAttachments']>[0]): Promise<Carried> {
  const images: RemoteImage[] = [];
  const otherMedia: RemoteMedia[] = [];
  for await (const attachment of object.getAttachments({ ...options, suppressError: true })) {
    if (!(attachment instanceof Document) || attachment instanceof Page) continue;
    const url = addressOf(attachment.url);
    if (!url) continue;
    const alt = attachment.name?.toString() ?? '';
    const kind = mediaKindOf(attachment);
    if (kind === 'image') images.push({ url, alt });
    else otherMedia.push({ kind, url, alt });
  }
  const choices: string[] = [];
  if (object instanceof Question) {
    // The choices the poll carries, never fetched one by one (a hostile poll could name thousands).
    const read = { ...options, documentLoader: notFetched, suppressError: true };
    for (const listed of [object.getExclusiveOptions(read), object.getInclusiveOptions(read)]) {
      for await (const choice of listed) if (choice.name && choices.length < pollChoicesMax) choices.push(choice.name.toString());
    }
  }
  return { images, otherMedia, choices, emojis: await emojisOf(object, options) };
}

/**
 * The custom emoji `object` (a post, or an actor: their name's and bio's) names in its tags
 * (`Emoji`, `:shortcode:` and its picture, as Mastodon and Misskey write them), carried in it:
 * never fetched one by one.
 */
export async function emojisOf(object: Pick<PostObject, 'getTags'>, options: Parameters<Note['getTags']>[0] = {}): Promise<RemoteEmoji[]> {
  const read = { ...options, documentLoader: notFetched, suppressError: true };
  const emojis: RemoteEmoji[] = [];
  for await (const tag of object.getTags(read)) {
    if (!(tag instanceof Emoji)) continue;
    const shortcode = /^:([A-Za-z0-9_]{1,64}):$/.exec(tag.name?.toString() ?? '')?.[1];
    const icon = shortcode ? await tag.getIcon(read).catch(() => null) : null;
    const url = icon ? addressOf(icon.url) : null;
    if (shortcode && url) emojis.push({ shortcode, url });
  }
  return emojis;
}

/** What an attachment is: by its type when its server says one, else by its class (Video, Audio; a Document or Image is taken for an image). */
function mediaKindOf(attachment: Document): 'image' | RemoteMedia['kind'] {
  const type = attachment.mediaType?.split('/')[0];
  if (type === undefined) return attachment instanceof Video ? 'video' : attachment instanceof Audio ? 'audio' : 'image';
  return type === 'image' || type === 'video' || type === 'audio' ? type : 'file';
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
      const note = isPostObject(object) ? remoteNoteOf(object, author, noMembersNamed, await carriedBy(object, options)) : null;
      if (note) notes.push(note);
    }
  } catch {
    // A page that fails ends the reading: what was read is kept.
  }
  return notes;
}
