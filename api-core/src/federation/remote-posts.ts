import type { MediaElsewhere, UserRef } from 'api-contract/entities';
import { isLanguageCode } from 'api-contract/languages';
import { limits } from 'api-contract/limits';
import { succeed } from 'api-contract/rules/result';
import type { Database, Queryable } from '../db/database';
import { changeWithImages } from '../media/image-changes';
import { keepRemoteEmojis, type RemoteEmoji } from '../media/remote-emojis';
import { remoteImagesOf, sameRemoteImages, writeRemoteImages, type ImagePlace, type RemoteImage } from '../media/remote-images';
import type { ImageStore } from '../platform';
import { authorOfPost, checkMayInteract } from '../safety/interactions';
import { postFacts } from '../posts/post-store';
import { notSuspended, postShownTo } from '../safety/visibility';
import { keepReaction, reactedElsewhere } from './reactions-elsewhere';
import { cleanRemoteHtml, textOfCleanHtml } from './remote-html';
import { limitedServerSql } from './server-blocks';

/**
 * A post of another server as its Note says it (api-server's federation reads the Note): its id
 * and address, its HTML as their server wrote it, its content warning, when it was published,
 * its language, and who it is for: everyone, their followers, or the members it names alone.
 */
export type RemoteNote = {
  uri: string;
  url: string | null;
  html: string;
  contentWarning: string;
  published: Date | null;
  /** When its server says it was last edited (none when it was not). */
  updated: Date | null;
  language: string | null;
  visibility: 'public' | 'followers' | 'mentioned';
  /** What it answers (a Note's id), null for a post. */
  inReplyTo: string | null;
  /** The members it mentions (their ids here), whom it notifies; for a post for them alone, everyone it names, who alone see it. */
  mentioned: string[];
  /** For a post for the people it names alone: those of elsewhere it names besides its author (their actors' ids), whom a member's answer goes to as well. */
  othersAddressed: string[];
  /** Its images (the first `limits.postImagesMax`), by their addresses there: fetched when a reader asks (remote-images.ts). */
  images: RemoteImage[];
  /** What it carries besides images (videos, sounds, other files), by their addresses there: shown as links, never fetched. */
  otherMedia: RemoteMedia[];
  /** Whether its author marked its media sensitive: hidden until the reader shows them. */
  sensitive: boolean;
  /** The custom emoji of its server its text uses (`:blobcat:`), as its Emoji tags name them. */
  emojis: RemoteEmoji[];
};

/** A video, a sound or another file of a post of elsewhere, as its Note names it: its address there and its description. */
export type RemoteMedia = { kind: MediaElsewhere['kind']; url: string; alt: string };

/** What keeping the posts of elsewhere needs: the database, and the image store their images' copies go to and leave. */
type RemotePostDeps = { db: Database; images: ImageStore };

/** How long a Delete is remembered, so the Create it overtook is not stored: longer than any server tries a delivery again. */
const tombstoneDays = 30;

/** The longest text of elsewhere kept (migration 038): longer is cut, as a longer bio is. */
const htmlMax = 60_000;
const textMax = 20_000;

/**
 * Keeps a post of `author`, a person of another server, that their Create brought: once (by its
 * id, whatever the number of deliveries), only while a member follows them (their server sends
 * it to their followers here) or when it mentions a member (who is notified), and never one
 * whose Delete came first. A post for the members it names alone is theirs (their private
 * threads); from a server admins limited, only those of them who follow its author, and not
 * kept when none does. Answers its id here, or null when it is not kept.
 */
export async function receiveRemotePost(db: Database, author: UserRef, note: RemoteNote): Promise<string | null> {
  // A post alone is one statement, which needs no transaction (the inbox's hot path); with its
  // images, its emoji or the notifications of those it mentions, all are written together or none is.
  if (note.images.length === 0 && note.mentioned.length === 0 && note.emojis.length === 0) {
    return insertRemotePost(db, author, note, 'followed');
  }
  return db.transaction(async (tx) => keepRemotePost(tx, author, note, await membersWhoHear(tx, author, note.mentioned)));
}

/** receiveRemotePost's writing, in the caller's transaction: the post, and the members it names who hear it (`heard`). */
async function keepRemotePost(tx: Queryable, author: UserRef, note: RemoteNote, heard: string[]): Promise<string | null> {
  if (note.visibility === 'mentioned' && heard.length === 0) return null;
  // Asked for when it mentions a member; else only while a member follows its author.
  const id = await insertRemotePost(tx, author, note, note.mentioned.length > 0 ? 'always' : 'followed');
  if (id) await notifyMentioned(tx, author, heard, { postId: id, commentId: null });
  return id;
}

/**
 * Keeps the recent public posts of `author` that their outbox shows, read when a member looks them
 * up, so their profile here shows what they wrote before anyone here followed them (as the posts
 * that arrive later show). Not their replies, nor anything but public posts; posts kept already
 * stay as they are, and the members they mention are not told now of what was written before.
 * Answers how many were new.
 */
export async function keepRecentRemotePosts(db: Database, author: UserRef, notes: readonly RemoteNote[]): Promise<number> {
  let kept = 0;
  for (const note of notes) {
    if (note.visibility !== 'public' || note.inReplyTo) continue;
    if (await db.transaction((tx) => insertRemotePost(tx, author, note, 'always', { fromOutbox: true }))) kept += 1;
  }
  return kept;
}

/**
 * A repost by `reposter`, a person of elsewhere a member follows, of `note`, a public post of
 * elsewhere by `author` (their Announce of it): the post kept as the author's (once, by its id;
 * never after its Delete, nor while its author is suspended here) and the repost as theirs, so
 * it shows in their followers' Home as "reposted by" them, as a member's repost does. Nothing is
 * kept when no member follows the reposter, the post is not public (a limited server's posts
 * are its followers' here), or a block keeps the two apart. A reply is kept as a post (naming
 * what it answers, as Mastodon shows a boosted reply) when what it answers is not here
 * (`answersHere`: the community's own id of it, from its address); one to something here is
 * kept as a comment under it (receiveRemoteReply), and not reposted. Answers the id here of the
 * post (or comment), or null.
 */
export async function receiveRemoteRepost(
  db: Database,
  reposter: UserRef,
  author: UserRef,
  note: RemoteNote,
  answersHere: string | null,
): Promise<string | null> {
  if (note.visibility !== 'public') return null;
  const comment = await keptUnderWhatItAnswers(db, author, note, answersHere);
  if (comment !== undefined) return comment;
  return db
    .transaction(async (tx) => {
      if (!(await followedByMembers(tx, reposter))) return null;
      const postId = (await insertRemotePost(tx, author, note, 'always')) ?? (await postIdOf(tx, note.uri));
      // A post kept only for a repost that is refused goes with it.
      if (postId && !(await keepReaction(tx, reposter, postId, 'repost'))) throw new RepostRefused();
      return postId;
    })
    .catch((error: unknown) => {
      if (error instanceof RepostRefused) return null;
      throw error;
    });
}

class RepostRefused extends Error {}

/**
 * A reply to something here belongs under it: the comment its Create makes (which its author's
 * server sends here only when it names a member or someone here follows its author), by
 * receiveRemoteReply. Its id (null: not kept), or undefined when `note` answers nothing here.
 */
async function keptUnderWhatItAnswers(
  db: Database,
  author: UserRef,
  note: RemoteNote,
  answersHere: string | null,
): Promise<string | null | undefined> {
  if (!note.inReplyTo) return undefined;
  const answered = { localId: answersHere, uri: note.inReplyTo };
  return (await replyTargetOf(db, answered)) ? receiveRemoteReply(db, author, answered, note) : undefined;
}

/**
 * A public post of elsewhere that a post kept here answers (`note`, by `author`), read from its
 * server so its thread is followed here: kept as their post (once, by its id; never after its
 * Delete, nor while its author is suspended here), which whoever may see it reads, in no one's
 * Home, as Mastodon keeps the posts of a thread it reads. One that answers something here is a
 * comment under it instead (`keptUnderWhatItAnswers`). Answers the id here of the post kept, or
 * null: nothing kept, or a comment (the thread is here from there on).
 */
export async function keepAnsweredRemotePost(
  db: Database,
  author: UserRef,
  note: RemoteNote,
  answersHere: string | null,
): Promise<string | null> {
  if (note.visibility !== 'public') return null;
  if ((await keptUnderWhatItAnswers(db, author, note, answersHere)) !== undefined) return null;
  return db.transaction(async (tx) => (await insertRemotePost(tx, author, note, 'always')) ?? (await postIdOf(tx, note.uri)));
}

/** Their Undo of a repost of a post of elsewhere, named by its id there. */
export async function undoRemoteRepost(db: Database, reposter: UserRef, uri: string): Promise<void> {
  const postId = await postIdOf(db, uri);
  if (postId) await reactedElsewhere(db, reposter, postId, 'repost', false);
}

/** Whether a member follows `person`. */
export async function followedByMembers(db: Queryable, person: UserRef): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from follows f join users u on u.id = f.follower_id where f.followee_id = $1 and u.domain is null limit 1',
    [person._id],
  );
  return rows.length > 0;
}

/** Whether a post or reply of elsewhere whose id there is `uri` is kept here. */
export async function keptHere(db: Queryable, uri: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from posts where uri = $1 union all select 1 from comments where uri = $1 limit 1', [uri]);
  return rows.length > 0;
}

/**
 * Whether the post or reply of elsewhere `uri` was last written here before `at` (when its server
 * says it was edited): read again from there, one edited since is edited here, and a copy from
 * before (Fedify's loader keeps a document for minutes) changes nothing.
 */
export async function writtenHereBefore(db: Queryable, uri: string, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from posts where uri = $1 and updated_at < $2
     union all
     select 1 from comments where uri = $1 and updated_at < $2 limit 1`,
    [uri, at],
  );
  return rows.length > 0;
}

/** The id here of the post of elsewhere whose id there is `uri`. */
async function postIdOf(db: Queryable, uri: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('select id from posts where uri = $1', [uri]);
  return rows[0]?.id ?? null;
}

/**
 * Writes a post of elsewhere (with its images), unless it is here already, its Delete came first,
 * its author is suspended here (a moderator's suspension keeps out what they post next, as
 * Mastodon's does), or it was not asked for (`followed`: no member follows its author now): its
 * id, or null. The rules are the statement's own conditions, so a post is one round trip.
 */
async function insertRemotePost(
  db: Queryable,
  author: UserRef,
  note: RemoteNote,
  asked: 'always' | 'followed',
  { fromOutbox = false }: { fromOutbox?: boolean } = {},
): Promise<string | null> {
  const fields = postFields(note);
  const published = note.published && note.published.getTime() < Date.now() ? note.published : new Date();
  const { rows } = await db.query<{ id: string }>(
    `insert into posts (id, author_id, caption, content, content_warning, language, visibility, uri, url, html, created_at, updated_at,
                        others_addressed, media_elsewhere, media_sensitive, in_reply_to_uri)
     select gen_random_uuid()::text, $1, '', $2, $3, $4,
            -- A server admins limited reaches only its followers here (a post for some stays theirs).
            case when $5::text = 'public' and ${limitedServerSql('$1::text')} then 'followers' else $5::text end,
            $6, $7, $8, $9, $9, $11::text[], $12::jsonb, $13, $14
      where not exists (select 1 from remote_tombstones where uri = $6)
        and ${notSuspended('$1::text')}
        and ($10::text = 'always'
             or exists (select 1 from follows f join users u on u.id = f.follower_id where f.followee_id = $1 and u.domain is null))
     on conflict (uri) do nothing returning id`,
    [
      author._id,
      fields.content,
      fields.contentWarning,
      fields.language,
      note.visibility,
      note.uri,
      note.url,
      fields.html,
      published,
      asked,
      note.visibility === 'mentioned' ? note.othersAddressed : null,
      fields.media,
      note.sensitive,
      fields.inReplyTo,
    ],
  );
  const id = rows[0]?.id ?? null;
  // Its emoji once it is kept (a post with emoji is written in a transaction: receiveRemotePost).
  const emojis = id ? await keepRemoteEmojis(db, author._id, note.emojis, { repoint: !fromOutbox }) : null;
  if (emojis) await db.query('update posts set emojis = $2::jsonb where id = $1', [id, emojis]);
  // A post just written has no images yet: only those it names are written.
  if (id && fields.images.length > 0) await writeRemoteImages(db, 'post', id, fields.images);
  return id;
}

/**
 * Their reply (`note`) to a post here or one of its comments: a comment by them on that post,
 * answering the thread's first comment when it answers a comment (one level, as a member's
 * reply), with its content warning and its mark on its media (migration 061) and its images
 * (migration 065). What it answers is found by the community's own id of it (`localId`, from its
 * address here) or by its id elsewhere (a post or reply of elsewhere kept here). Only where they may
 * comment: on a post they may see, never across a block, nor while suspended. Once (by its id),
 * and never after its Delete. Its post's author, the comment it answers and the members it
 * mentions are notified as for a member's. Answers its id here, or null.
 *
 * A comment is seen by whoever sees its post, so a reply for fewer than everyone is one only
 * when nobody else would see it: a reply for the members it names, to a post for them alone
 * that nobody here but they sees (a direct conversation), is a comment; any other is kept as a
 * post for them alone, as receiveRemotePost keeps it. A reply for their followers is not kept.
 */
export async function receiveRemoteReply(
  db: Database,
  author: UserRef,
  answered: { localId: string | null; uri: string },
  note: RemoteNote,
): Promise<string | null> {
  if (note.visibility === 'followers') return null;
  const fields = postFields(note);
  return db.transaction(async (tx) => {
    const target = await replyTargetOf(tx, answered);
    const heard = await membersWhoHear(tx, author, note.mentioned);
    if (note.visibility === 'mentioned' && !(target && (await seenOnlyBy(tx, target.postId, author, heard)))) {
      return keepRemotePost(tx, author, note, heard);
    }
    if (!target || (await deletedBefore(tx, note.uri))) return null;
    const post = await postFacts(tx, target.postId, { lock: true });
    // A post they may not see (who it is for) is refused here too, as for a member.
    if (!post.ok || !(await checkMayInteract(tx, author, [authorOfPost(post.value)])).ok) return null;
    // Someone of a server admins limited answers only the posts of those who follow them.
    if ((await limited(tx, author)) && !(await follows(tx, post.value.authorId, author._id))) return null;
    const { rows } = await tx.query<{ id: string }>(
      `insert into comments (id, post_id, author_id, text, parent_id, uri, url, html, media_elsewhere, content_warning, media_sensitive)
       values (gen_random_uuid()::text, $1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)
       on conflict (uri) do nothing returning id`,
      [
        target.postId,
        author._id,
        fields.content,
        target.threadId,
        note.uri,
        note.url,
        fields.html,
        fields.media,
        fields.contentWarning,
        note.sensitive,
      ],
    );
    const id = rows[0]?.id ?? null;
    // A reply just written has no images yet: only those it names are written.
    if (id && fields.images.length > 0) await writeRemoteImages(tx, 'comment', id, fields.images);
    const emojis = id ? await keepRemoteEmojis(tx, author._id, note.emojis, { repoint: true }) : null;
    if (emojis) await tx.query('update comments set emojis = $2::jsonb where id = $1', [id, emojis]);
    if (id) await notifyMentioned(tx, author, heard, { postId: target.postId, commentId: id });
    return id;
  });
}

/**
 * Whether the post `postId` is for the people it names alone, `reader` is one of them (or wrote
 * it), and every member who sees it is among `memberIds` (those who hear the reply).
 */
async function seenOnlyBy(db: Queryable, postId: string, reader: UserRef, memberIds: string[]): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from posts p
      where p.id = $1 and p.visibility = 'mentioned' and ${postShownTo('p', '$2')}
        and not exists (select 1 from (select p.author_id as user_id union select m.user_id from post_mentions m where m.post_id = p.id) people
                          join users u on u.id = people.user_id
                         where u.domain is null and people.user_id <> all($3::text[]))`,
    [postId, reader._id, memberIds],
  );
  return rows.length > 0;
}

/** The post a reply answers, and the thread's first comment when it answers a comment (null: the post itself). */
async function replyTargetOf(db: Queryable, { localId, uri }: { localId: string | null; uri: string }) {
  const { rows } = await db.query<{ post_id: string; thread_id: string | null }>(
    `select id as post_id, null as thread_id from posts where (id = $1 and uri is null) or uri = $2
     union all
     select post_id, coalesce(parent_id, id) from comments where (id = $1 and uri is null) or uri = $2
     limit 1`,
    [localId, uri],
  );
  return rows[0] ? { postId: rows[0].post_id, threadId: rows[0].thread_id } : null;
}

/** Those of `memberIds` who hear from `author`: all, or when admins limited their server, those who follow them. */
async function membersWhoHear(tx: Queryable, author: UserRef, memberIds: string[]): Promise<string[]> {
  if (memberIds.length === 0) return [];
  return (await limited(tx, author)) ? followersAmong(tx, author, memberIds) : memberIds;
}

/**
 * The members a post or reply of elsewhere names (`heard`, as membersWhoHear found them): a
 * post's are written as its mentions (post_mentions, whom a post for some shows to), and the
 * first `mentionsNotifiedMax` are told, as a member's post writes and tells them (mentions.ts).
 */
async function notifyMentioned(tx: Queryable, author: UserRef, heard: string[], place: { postId: string; commentId: string | null }) {
  if (heard.length === 0) return;
  if (place.commentId === null) {
    await tx.query(
      `insert into post_mentions (post_id, user_id) select $1, u.id from users u where u.id = any($2::text[]) and u.domain is null
       on conflict do nothing`,
      [place.postId, heard],
    );
  }
  await tx.query(
    `select notify(u.id, $1, 'mention', $2, $3) from users u where u.id = any($4::text[]) and u.domain is null order by u.id`,
    [author._id, place.postId, place.commentId, heard.slice(0, limits.mentionsNotifiedMax)],
  );
}

/**
 * Their Update of a post or reply of theirs: its text, warning, language, images, other media and
 * emoji change (a post's version it replaces is kept, as a member's edit's is, by
 * posts_keep_version, its images marked changed when they or its other media did; images that
 * changed let their copies go). Only the author's own post changes: an Update of someone else's changes nothing. Answers
 * whether it changed.
 */
export async function editRemotePost(deps: RemotePostDeps, author: UserRef, note: RemoteNote): Promise<boolean> {
  const fields = postFields(note);
  const changed = await changeWithImages(deps, async ({ tx, hold }) => {
    const kept = await keptRemoteNote(tx, author, note.uri);
    const before = kept ? await remoteImagesOf(tx, kept.place, kept.id) : [];
    const newImages = kept !== null && !sameRemoteImages(before, fields.images);
    if (newImages) {
      await hold(before.map((image) => image.mediaId));
      await writeRemoteImages(tx, kept.place, kept.id, fields.images);
    }
    const post = await tx.query(
      `update posts set content = $3, content_warning = $4, language = $5, html = $6, url = $7, updated_at = ${writtenAt('$11')},
              images_changed_at = case when $8 or media_elsewhere is distinct from $9::jsonb then now() else images_changed_at end,
              media_elsewhere = $9::jsonb,
              media_sensitive = $10
        where uri = $1 and author_id = $2`,
      [
        note.uri,
        author._id,
        fields.content,
        fields.contentWarning,
        fields.language,
        fields.html,
        note.url,
        newImages,
        fields.media,
        note.sensitive,
        note.updated,
      ],
    );
    // Or a reply of theirs.
    const reply = await tx.query(
      `update comments set text = $3, html = $4, url = $5, media_elsewhere = $6::jsonb, content_warning = $7, media_sensitive = $8,
              updated_at = ${writtenAt('$9')}
        where uri = $1 and author_id = $2`,
      [note.uri, author._id, fields.content, fields.html, note.url, fields.media, fields.contentWarning, note.sensitive, note.updated],
    );
    // Its emoji once it is theirs and here (an Update of nothing kept changes no emoji).
    if (kept) await writeEmojisOf(tx, kept, author, note);
    return succeed(post.rowCount + reply.rowCount > 0);
  });
  return changed.ok && changed.value;
}

/**
 * A post or reply of `author` kept before this server read all a Note carries (backfill.ts), read
 * again from its server (`note`): what migrations 055 to 061 read besides its words is written
 * (its other media, its mark on its media, its emoji, what it answers, a reply's warning), and its
 * images when none is kept (a reply kept before migration 058 kept none). That is no edit: no
 * version is kept and it is not marked edited (posts_keep_version watches its words and
 * `images_changed_at`, which stay as kept; an edit of those is `editRemotePost`'s).
 */
export async function completeRemoteNote(db: Database, author: UserRef, note: RemoteNote): Promise<void> {
  await db.transaction(async (tx) => {
    // Both, when it is kept as a post and as a reply (each table holds an id there once).
    for (const kept of await keptRemoteNotes(tx, author, note.uri)) await completeKept(tx, kept, author, note);
  });
}

/** completeRemoteNote's writing of one post or reply kept (`kept`), in its transaction. */
async function completeKept(tx: Queryable, kept: KeptNote, author: UserRef, note: RemoteNote): Promise<void> {
  const { media, contentWarning, inReplyTo, images } = postFields(note);
  if (kept.place === 'post') {
    await tx.query(
      `update posts set media_elsewhere = $2::jsonb, media_sensitive = $3, in_reply_to_uri = coalesce(in_reply_to_uri, $4) where id = $1`,
      [kept.id, media, note.sensitive, inReplyTo],
    );
  } else {
    await tx.query(`update comments set media_elsewhere = $2::jsonb, media_sensitive = $3, content_warning = $4 where id = $1`, [
      kept.id,
      media,
      note.sensitive,
      contentWarning,
    ]);
  }
  if (images.length > 0 && (await remoteImagesOf(tx, kept.place, kept.id)).length === 0) {
    await writeRemoteImages(tx, kept.place, kept.id, images);
  }
  await writeEmojisOf(tx, kept, author, note);
}

/** The emoji `note` names, kept (`keepRemoteEmojis`) and written on its post or reply here (`kept`). */
async function writeEmojisOf(tx: Queryable, kept: KeptNote, author: UserRef, note: RemoteNote): Promise<void> {
  const emojis = await keepRemoteEmojis(tx, author._id, note.emojis, { repoint: true });
  await tx.query(`update ${noteTables[kept.place]} set emojis = $2::jsonb where id = $1`, [kept.id, emojis]);
}

/**
 * SQL: when a post or reply of elsewhere's edit is written here: when its server says it was
 * edited (`updatedSql`), never later than now, so that the next read of it from there
 * (`writtenHereBefore`) takes an edit made since, however long after it was written here.
 */
const writtenAt = (updatedSql: string) => `least(coalesce(${updatedSql}::timestamptz, now()), now())`;

/** The table that keeps each kind of Note of elsewhere: a post, or a reply (a comment here). */
export const noteTables = { post: 'posts', comment: 'comments' } as const satisfies Record<ImagePlace, string>;

/** A post or reply of elsewhere kept here: where, and its id here. */
type KeptNote = { place: ImagePlace; id: string };

/** Their post or reply kept here of id `uri` there (locked until the change ends), or null. */
async function keptRemoteNote(tx: Queryable, author: UserRef, uri: string): Promise<KeptNote | null> {
  return (await keptRemoteNotes(tx, author, uri))[0] ?? null;
}

/** Their post and reply kept here of id `uri` there, the post first (each locked until the change ends). */
async function keptRemoteNotes(tx: Queryable, author: UserRef, uri: string): Promise<KeptNote[]> {
  const kept: KeptNote[] = [];
  for (const [place, table] of Object.entries(noteTables) as Array<[ImagePlace, string]>) {
    const { rows } = await tx.query<{ id: string }>(`select id from ${table} where uri = $1 and author_id = $2 for update`, [
      uri,
      author._id,
    ]);
    if (rows[0]) kept.push({ place, id: rows[0].id });
  }
  return kept;
}

/**
 * Their Delete of a post or reply of theirs: it goes here too, with its likes, comments and
 * notifications, and a Create of it that comes later is not kept. A Delete of someone else's
 * changes nothing. One its server now answers 404 for, at two reads in a row, goes too but is
 * not `remembered` gone: a server may answer so for a while, and the post is kept again when it
 * comes again (found by its address, reposted, answered), as Mastodon leaves no tombstone for it
 * (mastodon/mastodon#37533).
 */
export async function deleteRemotePost(deps: RemotePostDeps, author: UserRef, uri: string, { remembered = true } = {}): Promise<void> {
  await changeWithImages(deps, async ({ tx, hold }) => {
    const { rows } = await tx.query<{ author_id: string }>(
      'select author_id from posts where uri = $1 union all select author_id from comments where uri = $1',
      [uri],
    );
    if (rows.some((row) => row.author_id !== author._id)) return succeed(false);
    // A reply's copies would go at the next sweep (migration 065's notes); they go now, as a post's.
    const { rows: images } = await tx.query<{ media_id: string }>(
      `select i.media_id from post_images i join posts p on p.id = i.post_id where p.uri = $1 and i.media_id is not null
       union select i.media_id from comment_images i join comments c on c.id = i.comment_id where c.uri = $1 and i.media_id is not null`,
      [uri],
    );
    await hold(images.map((image) => image.media_id));
    await tx.query('delete from posts where uri = $1', [uri]);
    await tx.query('delete from comments where uri = $1', [uri]);
    if (!remembered) return succeed(true);
    // An unknown post's Delete is remembered only from someone the community knows (the caller's `author`).
    await tx.query('insert into remote_tombstones (uri) values ($1) on conflict (uri) do update set deleted_at = now()', [uri]);
    await tx.query(`delete from remote_tombstones where deleted_at < now() - make_interval(days => $1)`, [tombstoneDays]);
    return succeed(true);
  });
}

/** Whether `person`'s server is one admins limited (server-blocks.ts). */
async function limited(db: Queryable, person: UserRef): Promise<boolean> {
  const { rows } = await db.query<{ limited: boolean }>(`select ${limitedServerSql('$1::text')} as limited`, [person._id]);
  return rows[0]!.limited;
}

async function follows(db: Queryable, followerId: string, followeeId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from follows where follower_id = $1 and followee_id = $2', [followerId, followeeId]);
  return rows.length > 0;
}

/** Those of `memberIds` who follow `person`. */
async function followersAmong(db: Queryable, person: UserRef, memberIds: string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'select follower_id as id from follows where followee_id = $1 and follower_id = any($2::text[])',
    [person._id, memberIds],
  );
  return rows.map((row) => row.id);
}

async function deletedBefore(db: Queryable, uri: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from remote_tombstones where uri = $1', [uri]);
  return rows.length > 0;
}

/** A Note's text as it is stored: its HTML cleaned (remote-html.ts), the same without markup, its warning and a language the app knows. */
function postFields(note: RemoteNote) {
  const html = cleanRemoteHtml(note.html).slice(0, htmlMax);
  const warning = Array.from(note.contentWarning.trim()).slice(0, limits.contentWarningMax).join('').trim();
  const language = note.language?.toLowerCase().split('-')[0] ?? null;
  const images = keptImages(note.images);
  const imageLinks = images.map((image) => ({ kind: 'image' as const, ...image }));
  return {
    html,
    content: Array.from(textOfCleanHtml(html)).slice(0, textMax).join(''),
    contentWarning: warning,
    language: language !== null && isLanguageCode(language) ? language : null,
    images: images.slice(0, limits.postImagesMax),
    // Images past those a post shows (a Pixelfed album, a Misskey note of 16 files) are links, before its other media:
    // four of them at most, so an album never crowds out a video.
    media: keptMedia([...imageLinks.slice(limits.postImagesMax, 2 * limits.postImagesMax), ...note.otherMedia], mediaElsewhereMax),
    inReplyTo: note.inReplyTo !== null && keptAddress(note.inReplyTo, new Set()) ? note.inReplyTo : null,
  };
}

/** A kept address: http(s), of a length a row keeps (migration 039), each once (`seen`). */
function keptAddress(url: string, seen: Set<string>): boolean {
  if (!/^https?:\/\//.test(url) || url.length > 2048 || seen.has(url)) return false;
  seen.add(url);
  return true;
}

const keptAlt = (alt: string): string => Array.from(alt.trim()).slice(0, limits.altTextMax).join('');

/** How many links to what a post or reply of elsewhere carries are kept (migrations 055 and 058). */
const mediaElsewhereMax = 8;

/**
 * What a Note carries besides images as the post keeps it (migration 055), by the rules of its
 * images: as JSON (the column's, `{kind, url, alt}` each), or null when it carries none.
 */
function keptMedia(media: readonly RemoteMedia[], max: number): string | null {
  const seen = new Set<string>();
  const kept = media
    .filter(({ url }) => keptAddress(url, seen))
    .map(({ kind, url, alt }) => ({ kind, url, alt: keptAlt(alt) }))
    .slice(0, max);
  return kept.length === 0 ? null : JSON.stringify(kept);
}

/**
 * The images of a Note that may be kept: http(s) addresses of a length a row keeps, each once,
 * each description cut to `limits.altTextMax` (a post shows the first `limits.postImagesMax`).
 */
function keptImages(images: readonly RemoteImage[]): RemoteImage[] {
  const seen = new Set<string>();
  const kept: RemoteImage[] = [];
  for (const { url, alt } of images) if (keptAddress(url, seen)) kept.push({ url, alt: keptAlt(alt) });
  return kept;
}
