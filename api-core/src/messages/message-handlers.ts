import type { UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import type { PageQuery } from 'api-contract/queries';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { Queryable } from '../db/database';
import { answer, type Handlers } from '../handler';
import { readPage } from '../pages/keyset';
import type { Platform } from '../platform';
import { leaveConversation, markConversationRead, membershipOf, sendMessage, startConversation } from './conversation-store';
import { conversationListRequest, messageListRequest } from './conversation-lists';
import { readConversations, readMessages } from './conversation-views';

type MessageHandlers = Pick<
  Handlers,
  'getConversations' | 'startConversation' | 'getConversation' | 'getMessages' | 'sendMessage' | 'readConversation' | 'leaveConversation'
>;

/**
 * Direct messages: conversations of two or more people, each person's list of them, their
 * messages, and writing, reading and leaving. Only the people in a conversation read it; to
 * anyone else (one who left too) it does not exist.
 */
export function messageHandlers(platform: Platform): MessageHandlers {
  const { db } = platform;

  /** The conversation as `viewer` sees it, or the contract's 404 (a conversation everyone left is gone). */
  const conversationFor = async (tx: Queryable, conversationId: string, viewer: UserRef) => {
    const [conversation] = await readConversations({ ...platform, db: tx }, [conversationId], viewer._id);
    return conversation ? succeed(conversation) : fail(404, reasons.conversationNotFound(conversationId));
  };

  /** Reading a conversation's messages: only while one is in it. */
  const readable = async (conversationId: string, viewer: UserRef): Promise<Result<true>> =>
    (await membershipOf(db, conversationId, viewer._id)) === 'member'
      ? succeed(true)
      : fail(404, reasons.conversationNotFound(conversationId));

  const conversationsPage = async (viewer: UserRef, query: PageQuery) => {
    const planned = conversationListRequest(viewer._id, query);
    if (!planned.ok) return planned;
    const { ids, nextCursor } = await readPage(db, planned.value.query, planned.value.keyset, planned.value.page);
    return succeed(answer('full', { conversations: await readConversations(platform, ids, viewer._id), nextCursor }));
  };

  const messagesPage = async (conversationId: string, viewer: UserRef, query: PageQuery) => {
    const planned = messageListRequest(conversationId, query);
    if (!planned.ok) return planned;
    const allowed = await readable(conversationId, viewer);
    if (!allowed.ok) return allowed;
    const { ids, nextCursor } = await readPage(db, planned.value.query, planned.value.keyset, planned.value.page);
    return succeed(answer('full', { messages: await readMessages(platform, ids), nextCursor }));
  };

  const written = async (messageId: string) => {
    const [message] = await readMessages(platform, [messageId]);
    return message;
  };

  return {
    getConversations: ({ query, viewer }) => conversationsPage(viewer, query),

    startConversation: async ({ body, viewer }) => {
      const started = await startConversation(platform, viewer, body.to, body);
      if (!started.ok) return started;
      const { conversationId, messageId } = started.value;
      const conversation = await conversationFor(db, conversationId, viewer);
      const message = await written(messageId);
      if (!conversation.ok) return conversation;
      return message
        ? succeed(answer('full', { conversation: conversation.value, message }))
        : fail(404, reasons.conversationNotFound(conversationId));
    },

    getConversation: async ({ params, viewer }) => {
      const conversation = await conversationFor(db, params.conversationId, viewer);
      return conversation.ok ? succeed(answer('full', { conversation: conversation.value })) : conversation;
    },

    getMessages: ({ params, query, viewer }) => messagesPage(params.conversationId, viewer, query),

    sendMessage: async ({ params, body, viewer }) => {
      const sent = await sendMessage(platform, viewer, params.conversationId, body);
      if (!sent.ok) return sent;
      const message = await written(sent.value);
      return message ? succeed(answer('full', { message })) : fail(404, reasons.conversationNotFound(params.conversationId));
    },

    readConversation: async ({ params, viewer }) => {
      const marked = await markConversationRead(db, viewer, params.conversationId);
      if (!marked.ok) return marked;
      const conversation = await conversationFor(db, params.conversationId, viewer);
      return conversation.ok ? succeed(answer('full', { conversation: conversation.value })) : conversation;
    },

    leaveConversation: async ({ params, viewer }) => {
      const left = await leaveConversation(platform, viewer, params.conversationId);
      return left.ok ? succeed(answer('full', { left: params.conversationId })) : left;
    },
  };
}
