import { msg, t } from '@lingui/core/macro';
import type { Conversation, Message } from 'api-contract/entities';
import { createAction, createAsyncAction } from 'shell/actions';
import { apiAction } from 'shell/api-call';
import { pagedListCall } from 'shell/paged-list';
import { sendWithImage, type MessageDraft } from './message-draft';

/** The list of conversations was opened: its first page is read afresh, and the live stream followed until it is closed. */
export const inboxOpened = createAction('conversations/inboxOpened');
export const inboxClosed = createAction('conversations/inboxClosed');

/** A conversation was opened: it and its latest messages are read, it is marked read, and it is followed until closed. */
export const conversationOpened = createAction<{ conversationId: string }>('conversations/opened');
export const conversationClosed = createAction<{ conversationId: string }>('conversations/closed');

/** One's conversations, the one with the latest message first, a page at a time. */
export const conversationList = pagedListCall('conversationList', {
  read: (api, query) => api.getConversations({ query }),
  items: (answer) => answer.conversations,
  idOf: (conversation: Conversation) => conversation._id,
  fallback: msg`Could not load your conversations.`,
});
export const fetchConversations = conversationList.fetch;

/** The first page again, read while the list is open because a message came: merged above what is shown. */
export const fetchNewestConversations = apiAction('conversations/fetchNewest', {
  call: (api, _request: void) => api.getConversations({ query: {} }),
  success: ({ conversations, nextCursor }) => ({ items: conversations, nextCursor }),
  fallback: msg`Could not load your newest conversations.`,
  // The list keeps what it shows; the next message asks again.
  shownInPlace: true,
  take: 'latest',
});

/** Writes to people by username: the conversation with exactly them (an existing one goes on), and its first message. */
export const startConversation = apiAction('conversations/start', {
  call: (api, { to, text, image }: MessageDraft & { to: string[] }) =>
    sendWithImage(api, image, (sent) => api.startConversation({ body: { to, text, image: sent } })),
  success: ({ conversation, message }) => ({ conversation, message }),
  fallback: msg`Could not send your message.`,
  // The form says why, in an alert beside its button.
  shownInPlace: true,
  take: 'leading',
});

/** Marks a conversation's messages read: its unread count, and the navigation's, clear. */
export const readConversation = apiAction('conversations/read', {
  call: (api, { conversationId }: { conversationId: string }) => api.readConversation({ conversationId }),
  success: ({ conversation }) => conversation,
  fallback: msg`Could not mark the conversation as read.`,
  subject: ({ conversationId }) => conversationId,
  // Read again at the next message or visit; nothing to tell the person.
  shownInPlace: true,
});

/** Leaves a conversation: it leaves one's list, and one reads and writes it no more. */
export const leaveConversation = apiAction('conversations/leave', {
  call: (api, { conversationId }: { conversationId: string }) => api.leaveConversation({ conversationId }),
  success: ({ left }) => ({ conversationId: left }),
  toast: () => t`You left the conversation.`,
  fallback: msg`Could not leave the conversation.`,
  subject: ({ conversationId }) => conversationId,
  // The dialog that asked says why, and stays open.
  shownInPlace: true,
  take: 'leading',
});

/** Which page of a conversation's messages: `cursor: null` is the latest (with the conversation itself, read afresh). */
export type MessagesRequest = { conversationId: string; cursor: string | null };
export type MessagesAnswer = MessagesRequest & {
  items: Message[];
  nextCursor: string | null;
  /** The conversation as the server has it now, read with the latest page. */
  conversation: Conversation | null;
};

/** A page of a conversation's messages, the latest first (the screen shows them the other way up). */
export const fetchMessages = createAsyncAction<MessagesRequest, MessagesAnswer>('conversationMessages/fetch');

/** The latest page again, read while the conversation is open because a message came: merged by id. */
export const fetchNewestMessages = apiAction('conversationMessages/fetchNewest', {
  call: (api, { conversationId }: { conversationId: string }) => api.getMessages({ conversationId, query: {} }),
  success: ({ messages, nextCursor }, { conversationId }) => ({ conversationId, items: messages, nextCursor }),
  fallback: msg`Could not load the newest messages.`,
  subject: ({ conversationId }) => conversationId,
  shownInPlace: true,
  take: 'latest',
});

/** Writes in a conversation one is in: words, an image with its description, or both. */
export const sendMessage = apiAction('conversationMessages/send', {
  call: (api, { conversationId, text, image }: MessageDraft & { conversationId: string }) =>
    sendWithImage(api, image, (sent) => api.sendMessage({ conversationId, body: { text, image: sent } })),
  success: ({ message }) => message,
  fallback: msg`Could not send your message.`,
  subject: ({ conversationId }) => conversationId,
  // The composer says why, in an alert beside its button, and keeps the text.
  shownInPlace: true,
});
