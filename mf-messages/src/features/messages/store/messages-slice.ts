import type { UnknownAction } from 'redux';
import type { Message } from 'api-contract/entities';
import { idleCall, type CallStatus } from 'shell/api-call';
import { ownEntry, withEntry, withoutEntry } from 'shell/own-entries';
import { emptyPagedList, pageAt, pageFailedInList, pageReceived, pageRequested, withRecords, type PagedList } from 'shell/paged-list';
import { fetchMessages, fetchNewestMessages, leaveConversation, sendMessage, startConversation } from './message-actions';
import { withNewestPage } from './newest-page';

/**
 * One conversation's messages on screen: their ids as the server pages them (the latest first),
 * the message being sent and how many were sent from here (the composer empties when it grows),
 * and whether the conversation is there at all for the person.
 */
export type MessageThread = PagedList & {
  sending: CallStatus;
  sent: number;
  /** The server answered that no such conversation has the person in it (or it is gone). */
  missing: boolean;
};

/** Every message the page has read, by id, and each conversation's thread of them, by the conversation's id. */
export type MessagesState = { byId: Readonly<Record<string, Message>>; threads: Readonly<Record<string, MessageThread>> };

const initialState: MessagesState = { byId: {}, threads: {} };
export const emptyThread: MessageThread = { ...emptyPagedList, sending: idleCall, sent: 0, missing: false };
const idOf = (message: Message) => message._id;

const threadOf = (state: MessagesState, conversationId: string) => ownEntry(state.threads, conversationId) ?? emptyThread;

function withThread(state: MessagesState, conversationId: string, change: (thread: MessageThread) => MessageThread): MessagesState {
  return { ...state, threads: withEntry(state.threads, conversationId, change(threadOf(state, conversationId))) };
}

/** `message` put in, at the latest end of its conversation's thread when that is on screen. */
function withNewMessage(state: MessagesState, message: Message, sent: boolean): MessagesState {
  const byId = withEntry(state.byId, message._id, message);
  return withThread({ ...state, byId }, message.conversationId, (thread) => ({
    ...thread,
    ids: thread.status === 'loaded' ? [message._id, ...thread.ids.filter((id) => id !== message._id)] : thread.ids,
    ...(sent ? { sending: idleCall, sent: thread.sent + 1 } : {}),
  }));
}

/** A conversation left: its thread and its messages go from the page. */
function withoutConversation(state: MessagesState, conversationId: string): MessagesState {
  const gone = new Set(threadOf(state, conversationId).ids);
  const byId = Object.fromEntries(Object.entries(state.byId).filter(([id]) => !gone.has(id)));
  return { byId, threads: withoutEntry(state.threads, conversationId) };
}

export function messagesReducer(state: MessagesState = initialState, action: UnknownAction): MessagesState {
  if (fetchMessages.request.match(action)) {
    const { conversationId, cursor } = action.payload;
    return withThread(state, conversationId, (thread) => ({ ...thread, ...pageRequested(thread, { cursor }), missing: false }));
  }
  if (fetchMessages.success.match(action)) {
    const { conversationId, cursor, items, nextCursor } = action.payload;
    return withThread({ ...state, byId: withRecords(state.byId, items, idOf) }, conversationId, (thread) => ({
      ...thread,
      ...pageReceived(thread, pageAt(cursor), items.map(idOf), nextCursor),
    }));
  }
  if (fetchMessages.failure.match(action)) {
    const { subject = '', message, code } = action.payload;
    return withThread(state, subject, (thread) => ({ ...pageFailedInList(thread, message), missing: code === 'conversation.not_found' }));
  }
  if (fetchNewestMessages.success.match(action)) {
    const { conversationId, items, nextCursor } = action.payload;
    return withThread({ ...state, byId: withRecords(state.byId, items, idOf) }, conversationId, (thread) => ({
      ...thread,
      ...withNewestPage(thread, items.map(idOf), nextCursor),
    }));
  }
  if (sendMessage.request.match(action))
    return withThread(state, action.payload.conversationId, (thread) => ({ ...thread, sending: { pending: true, error: null } }));
  if (sendMessage.success.match(action)) return withNewMessage(state, action.payload, true);
  if (sendMessage.failure.match(action))
    return withThread(state, action.payload.subject ?? '', (thread) => ({
      ...thread,
      sending: { pending: false, error: action.payload.message },
    }));
  if (startConversation.success.match(action)) return withNewMessage(state, action.payload.message, false);
  if (leaveConversation.success.match(action)) return withoutConversation(state, action.payload.conversationId);
  return state;
}

type WithMessages = { messages?: MessagesState };
const messagesOf = (state: WithMessages) => state.messages ?? initialState;

export const selectThread = (conversationId: string) => (state: WithMessages) => threadOf(messagesOf(state), conversationId);
export const selectMessage = (id: string) => (state: WithMessages) => ownEntry(messagesOf(state).byId, id);
