import type { UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import { changeWithImages, type ImageChange } from '../media/image-changes';
import { takeListedUploads } from '../media/uploads';
import { suspendedNow } from '../moderation/suspensions';
import type { Platform } from '../platform';
import type { MessagesFrom } from '../users/profile-store';

/** Where someone stands in a conversation: in it, gone from it, or never in it (or it is gone). */
export type Membership = 'member' | 'left' | 'none';

export async function membershipOf(db: Queryable, conversationId: string, userId: string): Promise<Membership> {
  const { rows } = await db.query<{ left: boolean }>(
    'select left_at is not null as left from conversation_members where conversation_id = $1 and user_id = $2',
    [conversationId, userId],
  );
  if (!rows[0]) return 'none';
  return rows[0].left ? 'left' : 'member';
}

/** A person one writes to, as the checks read them. */
type Addressee = {
  id: string;
  username: string;
  messages_from: MessagesFrom;
  blocked: boolean;
  suspended: boolean;
  follows_writer: boolean;
};

/**
 * The people `writerId` writes to, their rows held (`for share`) until the transaction ends, in id
 * order as a block takes its two (`for no key update`): a block made meanwhile waits for the
 * message, or the message for it, and is read here either way. Any number may write to the same
 * person at once; shares do not wait on each other.
 */
async function heldAddressees(tx: Queryable, writerId: string, userIds: readonly string[]): Promise<Addressee[]> {
  await tx.query('select 1 from users where id = any($1::text[]) order by id for share', [[writerId, ...userIds]]);
  const { rows } = await tx.query<Addressee>(
    `select u.id, u.username, u.messages_from,
            exists (select 1 from blocks b where (b.blocker_id = u.id and b.blocked_id = $1) or (b.blocker_id = $1 and b.blocked_id = u.id)) as blocked,
            coalesce(${suspendedNow('u')}, false) as suspended,
            exists (select 1 from follows f where f.follower_id = u.id and f.followee_id = $1) as follows_writer
       from users u where u.id = any($2::text[]) order by u.id`,
    [writerId, userIds],
  );
  return rows;
}

/**
 * The first of `addressees` who does not take messages from the writer: a block either way or a
 * suspension always; their choice of who may start a conversation only when `starting` one.
 */
function refusedAddressee(addressees: readonly Addressee[], starting: boolean): Addressee | undefined {
  const mayStart = (person: Addressee) =>
    person.messages_from === 'everyone' || (person.messages_from === 'following' && person.follows_writer);
  return addressees.find((person) => person.blocked || person.suspended || (starting && !mayStart(person)));
}

/** The ids of the people `usernames` name, without the writer and each once; a name nobody has is the contract's 404. */
async function idsNamed(db: Queryable, writer: UserRef, usernames: readonly string[]): Promise<Result<string[]>> {
  const { rows } = await db.query<{ id: string; username: string }>('select id, username from users where username = any($1::text[])', [
    usernames,
  ]);
  const unknown = usernames.find((name) => !rows.some((row) => row.username === name));
  if (unknown !== undefined) return fail(404, reasons.usernameNotFound(unknown));
  const others = rows.map((row) => row.id).filter((id) => id !== writer._id);
  return others.length === 0 ? fail(400, reasons.conversationSelf) : succeed(others);
}

/**
 * A conversation `writerId` is in with exactly `otherIds`, that nobody left: writing to the same
 * people again goes on there, as Mastodon's and Bluesky's direct messages do. Read over the
 * writer's own rows (their list's index), each probed on its key.
 */
async function sameConversation(tx: Queryable, writerId: string, otherIds: readonly string[]): Promise<string | null> {
  const everyone = [writerId, ...otherIds].sort();
  const { rows } = await tx.query<{ conversation_id: string }>(
    `select m.conversation_id from conversation_members m
      where m.user_id = $1 and m.left_at is null
        and (select array_agg(x.user_id order by x.user_id) from conversation_members x where x.conversation_id = m.conversation_id) = $2::text[]
        and not exists (select 1 from conversation_members x where x.conversation_id = m.conversation_id and x.left_at is not null)
      limit 1`,
    [writerId, everyone],
  );
  return rows[0]?.conversation_id ?? null;
}

/** What a message says: its words (maybe none) and its image with its description (maybe none). */
export type MessageContent = { text: string; image: { mediaId: string; alt: string } | null };

async function insertMessage(tx: Queryable, conversationId: string, writer: UserRef, { text, image }: MessageContent): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    'insert into messages (conversation_id, author_id, text, media_id, image_alt) values ($1, $2, $3, $4, $5) returning id',
    [conversationId, writer._id, text, image?.mediaId ?? null, image?.alt ?? ''],
  );
  return rows[0]!.id;
}

/**
 * The message's image, held (the images first, as every change that shows or lets go of one takes
 * them) and taken from the writer's uploads: the 400 of a post's image that is no upload of theirs.
 */
const takeImage = (change: ImageChange, writer: UserRef, { image }: MessageContent): Promise<Result<true>> =>
  image ? takeListedUploads(change, [image.mediaId], [], writer._id) : Promise.resolve(succeed(true));

/**
 * `writer` writes `content` to the people `usernames` name: in the conversation they already have
 * with exactly them, or a new one. Each must take messages from the writer (no block either way,
 * not suspended, and, for a new conversation, their choice of who may start one allows it), or
 * nothing is written. Answers the conversation's id and the message's.
 */
export async function startConversation(
  platform: Pick<Platform, 'db' | 'images'>,
  writer: UserRef,
  usernames: readonly string[],
  content: MessageContent,
): Promise<Result<{ conversationId: string; messageId: string }>> {
  const others = await idsNamed(platform.db, writer, usernames);
  if (!others.ok) return others;
  return changeWithImages(platform, async (change) => {
    const taken = await takeImage(change, writer, content);
    if (!taken.ok) return taken;
    const { tx } = change;
    const addressees = await heldAddressees(tx, writer._id, others.value);
    // A name deleted since it was read is the 404 it would have been.
    const gone = others.value.find((id) => !addressees.some((person) => person.id === id));
    if (gone !== undefined) return fail(404, reasons.userNotFound(gone));
    await holdPeopleTogether(tx, [writer._id, ...others.value]);
    const existing = await sameConversation(tx, writer._id, others.value);
    const refused = refusedAddressee(addressees, existing === null);
    if (refused) return fail(403, reasons.messagesRefused(refused.username));
    const conversationId = existing ?? (await newConversation(tx, [writer._id, ...others.value]));
    await heldMembers(tx, conversationId);
    return succeed({ conversationId, messageId: await insertMessage(tx, conversationId, writer, content) });
  });
}

/**
 * Holds, until the transaction ends, the right to start a conversation between exactly these
 * people (in any order): two first messages to the same people at once take turns, and the second
 * reads the conversation the first made and goes on in it, instead of making another.
 */
async function holdPeopleTogether(tx: Queryable, people: readonly string[]): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(4147005, hashtext($1))', [[...people].sort().join(' ')]);
}

/**
 * A conversation of `memberIds`, none of whom has read anything in it yet (the writer of its first
 * message has read it once written, by that message's trigger). Not read "as of now": PGlite's
 * clock may tell the same microsecond to this and to the first message, which would then count as
 * read by everyone.
 */
async function newConversation(tx: Queryable, memberIds: readonly string[]): Promise<string> {
  const { rows } = await tx.query<{ id: string }>('insert into conversations default values returning id');
  const conversationId = rows[0]!.id;
  await tx.query(
    `insert into conversation_members (conversation_id, user_id, last_message_at, last_read_at)
     select $1, id, clock_timestamp(), '-infinity' from unnest($2::text[]) as id`,
    [conversationId, memberIds],
  );
  return conversationId;
}

/**
 * The people of a conversation, their rows in it locked (`for no key update`, in id order) for the
 * message about to be written, whose trigger moves each: two messages at once wait for each other
 * instead of each holding some rows the other wants.
 */
async function heldMembers(tx: Queryable, conversationId: string): Promise<Array<{ user_id: string; left: boolean }>> {
  const { rows } = await tx.query<{ user_id: string; left: boolean }>(
    `select user_id, left_at is not null as left from conversation_members
      where conversation_id = $1 order by user_id for no key update`,
    [conversationId],
  );
  return rows;
}

/**
 * `writer` writes `content` in a conversation they are in: not one they left, and not while they
 * and anyone else still in it block one another (or that person is suspended). The image is held
 * first, then the people, then their places in the conversation, in the order a new
 * conversation's first message holds them too.
 */
export async function sendMessage(
  platform: Pick<Platform, 'db' | 'images'>,
  writer: UserRef,
  conversationId: string,
  content: MessageContent,
): Promise<Result<string>> {
  // Not in it at all: its 404 before anything of the message is looked at.
  if ((await membershipOf(platform.db, conversationId, writer._id)) === 'none')
    return fail(404, reasons.conversationNotFound(conversationId));
  return changeWithImages(platform, async (change) => {
    const taken = await takeImage(change, writer, content);
    if (!taken.ok) return taken;
    const { tx } = change;
    const { rows: people } = await tx.query<{ user_id: string }>('select user_id from conversation_members where conversation_id = $1', [
      conversationId,
    ]);
    const addressees = await heldAddressees(
      tx,
      writer._id,
      people.map((row) => row.user_id).filter((id) => id !== writer._id),
    );
    const members = await heldMembers(tx, conversationId);
    const own = members.find((row) => row.user_id === writer._id);
    if (!own) return fail(404, reasons.conversationNotFound(conversationId));
    if (own.left) return fail(403, reasons.conversationLeft);
    const stillIn = addressees.filter((person) => members.some((row) => row.user_id === person.id && !row.left));
    const refused = refusedAddressee(stillIn, false);
    if (refused) return fail(403, reasons.messagesRefused(refused.username));
    return succeed(await insertMessage(tx, conversationId, writer, content));
  });
}

/** `reader` has read every message of the conversation so far: it is unread no more, on each of their devices. */
export async function markConversationRead(db: Queryable, reader: UserRef, conversationId: string): Promise<Result<true>> {
  const { rowCount } = await db.query(
    `update conversation_members set last_read_at = greatest(last_read_at, last_message_at)
      where conversation_id = $1 and user_id = $2 and left_at is null`,
    [conversationId, reader._id],
  );
  return rowCount === 1 ? succeed(true) : fail(404, reasons.conversationNotFound(conversationId));
}

/**
 * `person` leaves the conversation: it leaves their list, and they read and write it no more. The
 * last to leave takes it with its messages (migration 030), and their images with them unless
 * something else shows them: every image of it is held first, as the change may let go of them.
 */
export function leaveConversation(
  platform: Pick<Platform, 'db' | 'images'>,
  person: UserRef,
  conversationId: string,
): Promise<Result<true>> {
  return changeWithImages(platform, async ({ tx, hold }) => {
    if ((await membershipOf(tx, conversationId, person._id)) !== 'member') return fail(404, reasons.conversationNotFound(conversationId));
    await hold(await imagesOfConversations(tx, [conversationId]));
    const { rowCount } = await tx.query(
      'update conversation_members set left_at = now() where conversation_id = $1 and user_id = $2 and left_at is null',
      [conversationId, person._id],
    );
    return rowCount === 1 ? succeed(true) : fail(404, reasons.conversationNotFound(conversationId));
  });
}

/** The images the messages of `conversationIds` show (messages_latest, then each row). */
export async function imagesOfConversations(tx: Queryable, conversationIds: readonly string[]): Promise<string[]> {
  const { rows } = await tx.query<{ media_id: string }>(
    'select distinct media_id from messages where conversation_id = any($1::text[]) and media_id is not null',
    [conversationIds],
  );
  return rows.map((row) => row.media_id);
}

/**
 * What the private stream says of `userId`'s conversations: how many are unread (the
 * conversation_members_unread index), and the latest message in any of them (the list's index).
 */
export async function unreadConversations(db: Queryable, userId: string): Promise<{ unread: number; latest: string | null }> {
  const { rows } = await db.query<{ unread: number; latest: string | null }>(
    `select (select count(*)::int from conversation_members where user_id = $1 and left_at is null and last_message_at > last_read_at) as unread,
            (select last_message_id from conversation_members where user_id = $1 and left_at is null
              order by last_message_at desc, conversation_id desc limit 1) as latest`,
    [userId],
  );
  return rows[0]!;
}

/**
 * The first half of a moderator's removal of a message, as a change of `changeWithImages`: its row
 * locked and its image held (it goes with the message unless something else shows it); gone
 * already: the 404 of what was reported. `removeMessage` in the same transaction is the second.
 */
export async function holdMessageForRemoval({ tx, hold }: ImageChange, messageId: string): Promise<Result<true>> {
  const { rows } = await tx.query<{ media_id: string | null }>('select media_id from messages where id = $1 for update', [messageId]);
  if (!rows[0]) return fail(404, reasons.reportedGone);
  await hold([rows[0].media_id]);
  return succeed(true);
}

/** A message a moderator removed: its conversation's people read it no more (migration 030 moves their latest). */
export async function removeMessage(tx: Queryable, messageId: string): Promise<void> {
  await tx.query('delete from messages where id = $1', [messageId]);
}
