import type { UnknownAction } from 'redux';
import type { Conversation, Message } from 'api-contract/entities';
import { idleCall, type CallStatus } from 'shell/api-call';
import { ownEntry, withEntry, withoutEntry } from 'shell/own-entries';
import { emptyPagedRecords, withRecords, type PagedList, type PagedRecords } from 'shell/paged-list';
import {
  conversationList,
  fetchMessages,
  fetchNewestConversations,
  leaveConversation,
  readConversation,
  sendMessage,
  startConversation,
} from './message-actions';
import { withNewestPage } from './newest-page';

/**
 * One's conversations: each by id, the list as ids (the latest message first); the new message
 * being sent and the conversation it started; leaving one under way, and the ones left.
 */
export type ConversationsState = PagedRecords<Conversation> & {
  starting: CallStatus;
  /** The conversation the last new message started (or went on in), so the form can open it. */
  started: string | null;
  leaving: CallStatus;
  /** The conversations left from this page: their screen leads back to the list. */
  left: string[];
};

const initialState: ConversationsState = { ...emptyPagedRecords, starting: idleCall, started: null, leaving: idleCall, left: [] };
const idOf = (conversation: Conversation) => conversation._id;

/** `id` first in the list, as the server now lists it (a message moves its conversation up). */
const onTop = (list: PagedList, id: string): PagedList => ({ ...list, ids: [id, ...list.ids.filter((other) => other !== id)] });

/** The conversation with `message` as its latest, on top of the list: what sending one does. */
function withLatest(state: ConversationsState, message: Message): ConversationsState {
  const conversation = ownEntry(state.byId, message.conversationId);
  if (!conversation) return state;
  const latest = { ...conversation, lastMessage: message, updatedAt: message.createdAt };
  return { ...state, byId: withEntry(state.byId, conversation._id, latest), list: onTop(state.list, conversation._id) };
}

function recordsStep(state: ConversationsState, action: UnknownAction): ConversationsState {
  const next = conversationList.recordsStep(state, action);
  if (next !== state) return next;
  if (fetchNewestConversations.success.match(action)) {
    const { items, nextCursor } = action.payload;
    return { ...state, byId: withRecords(state.byId, items, idOf), list: withNewestPage(state.list, items.map(idOf), nextCursor) };
  }
  if (startConversation.success.match(action)) {
    const { conversation } = action.payload;
    return { ...state, byId: withEntry(state.byId, conversation._id, conversation), list: onTop(state.list, conversation._id) };
  }
  if (fetchMessages.success.match(action) && action.payload.conversation) {
    const { conversation } = action.payload;
    return { ...state, byId: withEntry(state.byId, conversation._id, conversation) };
  }
  if (readConversation.success.match(action)) return { ...state, byId: withEntry(state.byId, action.payload._id, action.payload) };
  if (sendMessage.success.match(action)) return withLatest(state, action.payload);
  if (leaveConversation.success.match(action)) {
    const { conversationId } = action.payload;
    const list = { ...state.list, ids: state.list.ids.filter((id) => id !== conversationId) };
    return { ...state, byId: withoutEntry(state.byId, conversationId), list, left: [...state.left, conversationId] };
  }
  return state;
}

export function conversationsReducer(state: ConversationsState = initialState, action: UnknownAction): ConversationsState {
  const next = recordsStep(state, action);
  const starting = startConversation.statusStep(next.starting, action);
  const started = startConversation.request.match(action)
    ? null
    : startConversation.success.match(action)
      ? action.payload.conversation._id
      : next.started;
  const leaving = leaveConversation.statusStep(next.leaving, action);
  if (starting === next.starting && started === next.started && leaving === next.leaving) return next;
  return { ...next, starting, started, leaving };
}

type WithConversations = { conversations?: ConversationsState };
const conversationsOf = (state: WithConversations) => state.conversations ?? initialState;

export const selectConversationList = (state: WithConversations) => conversationsOf(state).list;
export const selectConversation = (id: string) => (state: WithConversations) => ownEntry(conversationsOf(state).byId, id);
export const selectStarting = (state: WithConversations) => conversationsOf(state).starting;
export const selectStarted = (state: WithConversations) => conversationsOf(state).started;
export const selectLeaving = (state: WithConversations) => conversationsOf(state).leaving;
export const selectHasLeft = (id: string) => (state: WithConversations) => conversationsOf(state).left.includes(id);
