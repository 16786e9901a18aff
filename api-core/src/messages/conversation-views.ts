import type { Conversation, Message } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import { grantedAddress } from '../media/media-grants';
import type { DataDeps } from '../platform';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';

/** One's conversations, the one with the latest message first (the conversation_members_latest index). */
export const conversationKeyset: Keyset = {
  list: 'conversations',
  columns: [column('last_message_at', 'time'), column('conversation_id', 'id')],
  descending: true,
};

/** A conversation's messages, the latest first (the messages_latest index). */
export const messageKeyset: Keyset = {
  list: 'conversation.messages',
  columns: [column('created_at', 'time'), column('id', 'id')],
  descending: true,
};

export function conversationPageQuery(userId: string, page: Page): SqlQuery {
  const { params, param } = parameters([userId]);
  return {
    sql: `select m.conversation_id as id, ${keysSelected(conversationKeyset, 'm')} from conversation_members m
           where m.user_id = $1 and m.left_at is null and ${startsAfter(conversationKeyset, 'm', page, param)}
           order by ${orderedBy(conversationKeyset, 'm')} limit ${param(page.limit + 1)}`,
    params,
  };
}

export function messagePageQuery(conversationId: string, page: Page): SqlQuery {
  const { params, param } = parameters([conversationId]);
  return {
    sql: `select x.id, ${keysSelected(messageKeyset, 'x')} from messages x
           where x.conversation_id = $1 and ${startsAfter(messageKeyset, 'x', page, param)}
           order by ${orderedBy(messageKeyset, 'x')} limit ${param(page.limit + 1)}`,
    params,
  };
}

type MessageRow = {
  id: string;
  conversation_id: string;
  author_id: string;
  author_username: string;
  text: string;
  media_id: string | null;
  image_alt: string;
  created_at: Date;
};

/**
 * A message as its conversation's people read it. Its image's address carries a grant
 * (media-grants.ts): nobody else is given it, and without it the file is not served.
 */
const toMessage = async (deps: Omit<DataDeps, 'db'>, row: MessageRow, now: number): Promise<Message> => ({
  _id: row.id,
  conversationId: row.conversation_id,
  author: { _id: row.author_id, username: row.author_username },
  text: row.text,
  image: row.media_id ? { id: row.media_id, url: await grantedAddress(deps, row.media_id, now), alt: row.image_alt } : null,
  createdAt: row.created_at.toISOString(),
});

/** The messages `ids` name, in that order. */
export async function readMessages(deps: DataDeps, ids: readonly string[]): Promise<Message[]> {
  const { rows } = await deps.db.query<MessageRow & { ordinal: number }>(
    `select x.id, x.conversation_id, x.author_id, u.username as author_username, x.text, x.media_id, x.image_alt, x.created_at
       from unnest($1::text[]) with ordinality as ids (id, ordinal)
       join messages x on x.id = ids.id join users u on u.id = x.author_id
      order by ids.ordinal`,
    [ids],
  );
  const now = Date.now();
  return Promise.all(rows.map((row) => toMessage(deps, row, now)));
}

/** The most unread messages a conversation counts: more than a badge shows. */
const unreadMax = limits.pageSizeMax;

type ConversationRow = {
  id: string;
  others: Array<{ _id: string; username: string }>;
  unread: number;
  last_message_at: Date;
  last_message_id: string | null;
};

/**
 * The conversations `ids` name as `viewerId` sees them, in that order: the others still in each,
 * its latest message, and how many messages of others came since the viewer read it (counted on
 * messages_latest, at most `unreadMax`: a badge says "99+" beyond).
 */
export async function readConversations(deps: DataDeps, ids: readonly string[], viewerId: string): Promise<Conversation[]> {
  const { rows } = await deps.db.query<ConversationRow>(
    `select m.conversation_id as id, m.last_message_at, m.last_message_id,
            coalesce((select json_agg(json_build_object('_id', u.id, 'username', u.username) order by u.username)
                        from conversation_members o join users u on u.id = o.user_id
                       where o.conversation_id = m.conversation_id and o.user_id <> $2 and o.left_at is null), '[]'::json) as others,
            (select count(*)::int from (select 1 from messages x
               where x.conversation_id = m.conversation_id and x.created_at > m.last_read_at and x.author_id <> $2
               limit ${unreadMax}) as unread_messages) as unread
       from unnest($1::text[]) with ordinality as ids (id, ordinal)
       join conversation_members m on m.conversation_id = ids.id and m.user_id = $2 and m.left_at is null
      order by ids.ordinal`,
    [ids, viewerId],
  );
  const latest = await readMessages(
    deps,
    rows.flatMap((row) => (row.last_message_id ? [row.last_message_id] : [])),
  );
  return rows.map((row) => ({
    _id: row.id,
    others: row.others,
    lastMessage: latest.find((message) => message._id === row.last_message_id) ?? null,
    unread: row.unread,
    updatedAt: row.last_message_at.toISOString(),
  }));
}
