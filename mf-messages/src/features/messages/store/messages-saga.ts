import { t } from '@lingui/core/macro';
import type { Action, UnknownAction } from 'redux';
import { all, call, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Message } from 'api-contract/entities';
import type { PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { discardOwnDraft, draftOwner, keepDraftAgain } from 'shell/draft-saga';
import { selectLatestMessage, unreadMessagesChanged } from 'shell/bell';
import type { PagedList } from 'shell/paged-list';
import { selectSignedIn } from 'shell/session';
import {
  conversationClosed,
  conversationList,
  conversationOpened,
  fetchMessages,
  fetchNewestConversations,
  fetchNewestMessages,
  inboxClosed,
  inboxOpened,
  leaveConversation,
  readConversation,
  sendMessage,
  startConversation,
  type MessagesRequest,
} from './message-actions';
import { selectConversationList } from './conversations-slice';
import { selectMessage, selectThread, type MessageThread } from './messages-slice';
import { conversationDraftSubject, newMessageDraftSubject, withoutImage, type NewMessageDraft } from './kept-drafts';
import type { MessageDraft } from './message-draft';

/** A page of a conversation's messages; with the latest, the conversation itself, read afresh. */
function* fetchMessagesWorker(action: PayloadAction<MessagesRequest>) {
  const { conversationId, cursor } = action.payload;
  try {
    const conversation = cursor === null ? (yield* apiCall((api) => api.getConversation({ conversationId }))).conversation : null;
    const { messages, nextCursor } = yield* apiCall((api) => api.getMessages({ conversationId, query: cursor === null ? {} : { cursor } }));
    yield put(fetchMessages.success({ conversationId, cursor, items: messages, nextCursor, conversation }));
  } catch (error) {
    // Shown in place (not found, or Try again): no toast.
    const failure = toActionError(error, t`Could not load this conversation.`);
    yield put(fetchMessages.failure({ ...failure, subject: conversationId }, { silent: true }));
  }
}

/**
 * Calls `onNews` each time the private stream names another latest message in any of one's
 * conversations (a message came, or one was sent from another tab). Its other news (a count that
 * fell as one read) changes nothing on screen. News that comes while `onNews` is under way is
 * read from the store once it ends, so none is missed.
 */
function* followLatest(onNews: () => Generator) {
  let known = (yield select(selectLatestMessage)) as string | null;
  while (true) {
    yield take(unreadMessagesChanged.type);
    let latest = (yield select(selectLatestMessage)) as string | null;
    while (latest !== null && latest !== known) {
      known = latest;
      yield call(onNews);
      latest = (yield select(selectLatestMessage)) as string | null;
    }
    known = latest;
  }
}

/** The list's first page again, merged above what is shown, once it has loaded (until then its first page brings the news). */
function* newestConversations() {
  const list = (yield select(selectConversationList)) as PagedList;
  if (list.status === 'loaded') yield put(fetchNewestConversations.request());
}

/** The list is open: its first page afresh, and the stream followed until it is closed (or opened again). */
function* inboxWorker() {
  try {
    yield put(conversationList.fetch.request({ cursor: null }));
    yield race([call(followLatest, newestConversations), take(inboxClosed.type)]);
  } catch (error) {
    // Only a reducer could throw here; the list then shows what it has, without news.
    console.error('The list of conversations stopped following new messages.', error);
  }
}

type Matcher = { match: (action: UnknownAction) => boolean };

/**
 * Whether an action ends the request for `conversationId` of a call (`fetchMessages`,
 * `fetchNewestMessages`): its success, which names the conversation, or its failure, whose subject it is.
 */
const endOf =
  ({ success, failure }: { success: Matcher; failure: Matcher }, conversationId: string) =>
  (action: Action): boolean => {
    const { payload } = action as PayloadAction<{ conversationId?: string; subject?: string }> & UnknownAction;
    if (failure.match(action)) return payload.subject === conversationId;
    return success.match(action) && payload.conversationId === conversationId;
  };

/** Whether `action` closes the conversation `conversationId`. */
const closes = (conversationId: string) => (action: Action) =>
  conversationClosed.match(action) && (action as PayloadAction<{ conversationId: string }>).payload.conversationId === conversationId;

/** Whether any of `ids` is a message someone else wrote: what makes the conversation unread again. */
function* anyFromOthers(ids: string[]) {
  const me = (yield select(selectSignedIn)) as { _id: string } | null;
  for (const id of ids) {
    const message = (yield select(selectMessage(id))) as Message | undefined;
    if (message && message.author._id !== me?._id) return true;
  }
  return false;
}

/** The latest page again, merged by id; read, when it brought someone else's message. */
function* newestMessages(conversationId: string) {
  const before = (yield select(selectThread(conversationId))) as MessageThread;
  if (before.status !== 'loaded') return;
  yield put(fetchNewestMessages.request({ conversationId }));
  const ended = (yield take(endOf(fetchNewestMessages, conversationId))) as UnknownAction;
  if (!fetchNewestMessages.success.match(ended)) return;
  const known = new Set(before.ids);
  const arrived = ended.payload.items.map((message) => message._id).filter((id) => !known.has(id));
  if (yield* anyFromOthers(arrived)) yield put(readConversation.request({ conversationId }));
}

/** An open conversation: read it and its latest messages, mark it read, then follow the stream. */
function* followConversation(conversationId: string) {
  yield put(fetchMessages.request({ conversationId, cursor: null }));
  const loaded = (yield take(endOf(fetchMessages, conversationId))) as UnknownAction;
  if (fetchMessages.success.match(loaded)) yield put(readConversation.request({ conversationId }));
  yield* followLatest(() => newestMessages(conversationId));
}

/** A conversation is open until it is closed, or another opens. */
function* conversationWorker(action: PayloadAction<{ conversationId: string }>) {
  const { conversationId } = action.payload;
  try {
    yield race([call(followConversation, conversationId), take(closes(conversationId))]);
  } catch (error) {
    // Only a reducer could throw here; the conversation then shows what it has, without news.
    console.error('The conversation stopped following new messages.', error);
  }
}

/**
 * A message's draft goes as it is sent (so a reload before the answer leaves nothing to send
 * twice, the request going on without the page): kept again if the send fails.
 */
function* keepDraftOfUnsentMessage(action: PayloadAction<MessageDraft & { conversationId: string }>) {
  const { conversationId, text, image } = action.payload;
  const sender = yield* draftOwner();
  const ended = (yield take(
    (done: Action) =>
      (sendMessage.success.match(done) && done.payload.conversationId === conversationId) ||
      (sendMessage.failure.match(done) && done.payload.subject === conversationId),
  )) as UnknownAction;
  yield* settleMessageDraft(conversationDraftSubject(conversationId), { text, image }, sendMessage.failure.match(ended), sender);
}

/** A new message's draft goes as it is sent, and is kept again if the send fails, as a conversation's does. */
function* keepDraftOfUnstartedConversation(action: PayloadAction<MessageDraft & { to: string[] }>) {
  const { to, text, image } = action.payload;
  const sender = yield* draftOwner();
  const ended = (yield take([startConversation.success.type, startConversation.failure.type])) as UnknownAction;
  const whole: NewMessageDraft = { to: to.join(' '), text, image };
  yield* settleMessageDraft(newMessageDraftSubject, whole, startConversation.failure.match(ended), sender);
}

/**
 * A message's draft once its send has ended: kept again when it `failed`; when stored, one with a
 * picture (kept while the page uploaded it) goes, if it still holds the words sent.
 */
function* settleMessageDraft<Draft extends MessageDraft>(subject: string, whole: Draft, failed: boolean, sender: string | null) {
  if (failed) yield* keepDraftAgain(subject, { whole, smaller: withoutImage(whole) }, sender);
  else if (whole.image) yield* discardOwnDraft<Draft>(subject, (kept) => kept.text.trim() === whole.text.trim(), sender);
}

export function* messagesSaga() {
  yield all([
    takeLatest(inboxOpened.type, inboxWorker),
    takeLatest(conversationOpened.type, conversationWorker),
    takeEvery(fetchMessages.request.type, fetchMessagesWorker),
    conversationList.saga(),
    fetchNewestConversations.saga(),
    fetchNewestMessages.saga(),
    startConversation.saga(),
    takeEvery(startConversation.request.type, keepDraftOfUnstartedConversation),
    sendMessage.saga(),
    takeEvery(sendMessage.request.type, keepDraftOfUnsentMessage),
    readConversation.saga(),
    leaveConversation.saga(),
  ]);
}
