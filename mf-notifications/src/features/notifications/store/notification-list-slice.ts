import type { UnknownAction } from 'redux';
import type { Notification } from 'api-contract/entities';
import { trackPending } from 'shell/actions';
import { idleCall, type CallStatus } from 'shell/api-call';
import { emptyPagedList, pagedListStep, type PagedList } from 'shell/paged-list';
import {
  clearNotifications,
  dismissNotification,
  fetchNewestNotifications,
  fetchNotifications,
  notificationsLeft,
  readAllNotifications,
} from './notification-actions';
import { selectNotification, type NotificationsState } from './notifications-slice';

/**
 * The screen's list: the notifications' ids, the latest first, with the cursor and how loading
 * went; the ids that were unread when they reached the screen (opening it marks them read, yet
 * they look new until it is left); whether "mark all as read" is under way; the ones being
 * removed, and those removed while it is open (a page read before, answered after, must not bring
 * one back: a notification put away never returns, a new like opens a new one); when they were
 * all cleared, by the server's clock (such a page may also hold ones never shown, no later than
 * that); and how clearing them all went.
 */
export type NotificationListState = {
  list: PagedList;
  newIds: string[];
  readingAll: boolean;
  dismissing: string[];
  putAway: string[];
  clearedAt: string | null;
  clearing: CallStatus;
};

const initialState: NotificationListState = {
  list: emptyPagedList,
  newIds: [],
  readingAll: false,
  dismissing: [],
  putAway: [],
  clearedAt: null,
  clearing: idleCall,
};
const idOf = (notification: Notification) => notification._id;

/**
 * The newest page put above the list shown. When it reaches what is shown, the list keeps its
 * older pages and their cursor (a notification that grew, such as another like, moves up);
 * when it does not, more came than a page holds and it starts the list afresh.
 */
export function withNewest(list: PagedList, ids: string[], nextCursor: string | null): PagedList {
  const fresh = new Set(ids);
  if (list.status !== 'loaded' || !list.ids.some((id) => fresh.has(id))) return { ...list, ids, nextCursor, status: 'loaded', error: null };
  return { ...list, ids: [...ids, ...list.ids.filter((id) => !fresh.has(id))] };
}

/** What putting notifications away does to the list: one leaves it, or all do (nothing older is left to show). */
function putAwayStep(state: NotificationListState, action: UnknownAction): NotificationListState {
  const dismissing = trackPending(state.dismissing, action, [dismissNotification], 'notificationId');
  const clearing = clearNotifications.statusStep(state.clearing, action);
  let { list, putAway } = state;
  // Put away here, or already (on another device): it leaves this list.
  const gone = dismissNotification.success.match(action)
    ? action.payload.notificationId
    : dismissNotification.failure.match(action) && action.payload.code === 'notification.not_found'
      ? action.payload.subject
      : undefined;
  if (gone !== undefined) {
    list = { ...list, ids: list.ids.filter((id) => id !== gone) };
    putAway = withPutAway(putAway, [gone]);
  }
  let { clearedAt } = state;
  if (clearNotifications.success.match(action)) {
    // What was shown is put away with the rest (a page asked before, answered after, could not bring them back).
    putAway = withPutAway(putAway, list.ids);
    list = { ...list, ids: [], nextCursor: null };
    clearedAt = action.payload.clearedAt;
  }
  return dismissing === state.dismissing && clearing === state.clearing && list === state.list
    ? state
    : { ...state, list, dismissing, clearing, putAway, clearedAt };
}

const withPutAway = (putAway: string[], ids: readonly string[]): string[] => [...new Set([...putAway, ...ids])];

/** A page's list without what was put away since it was asked for. */
const withoutPutAway = (list: PagedList, putAway: readonly string[]): PagedList =>
  putAway.length === 0 || !list.ids.some((id) => putAway.includes(id))
    ? list
    : { ...list, ids: list.ids.filter((id) => !putAway.includes(id)) };

/** The ids of a page's notifications that a Clear put away: no later than it (none it did not is). */
const clearedOf = (clearedAt: string | null, items: readonly Notification[]): string[] =>
  clearedAt === null ? [] : items.filter((item) => Date.parse(item.createdAt) <= Date.parse(clearedAt)).map(idOf);

/**
 * What a page answered may not show: what was put away since it was asked for, and what a Clear
 * put away unseen. Every action of the page passes here: one that brings no page costs nothing.
 */
function hiddenFrom(state: NotificationListState, action: UnknownAction): readonly string[] {
  const page = fetchNewestNotifications.success.match(action) || fetchNotifications.success.match(action) ? action.payload.items : [];
  const cleared = clearedOf(state.clearedAt, page);
  return cleared.length === 0 ? state.putAway : withPutAway(state.putAway, cleared);
}

function listStep(state: NotificationListState, action: UnknownAction): NotificationListState {
  const hidden = hiddenFrom(state, action);
  if (fetchNewestNotifications.success.match(action))
    return {
      ...state,
      list: withoutPutAway(withNewest(state.list, action.payload.items.map(idOf), action.payload.nextCursor), hidden),
    };
  const stepped = pagedListStep(state.list, action, fetchNotifications, idOf);
  // Only a list a page changed can hold what was put away: every other action passes untouched.
  const list = stepped === state.list ? stepped : withoutPutAway(stepped, hidden);
  if (fetchNotifications.success.match(action) && action.payload.cursor === null) {
    const arrivedUnread = action.payload.items.filter((notification) => !notification.read).map(idOf);
    return { ...state, list, newIds: [...new Set([...state.newIds, ...arrivedUnread])] };
  }
  return list === state.list ? state : { ...state, list };
}

export function notificationListReducer(state: NotificationListState = initialState, action: UnknownAction): NotificationListState {
  const next = putAwayStep(listStep(state, action), action);
  // Leaving the screen forgets what was put away: opening it again reads the first page afresh.
  if (notificationsLeft.match(action)) return { ...next, newIds: [], putAway: [], clearedAt: null };
  if (readAllNotifications.request.match(action))
    // Opening the screen's own read keeps what was unread marked new, and leaves the button as it is.
    return action.payload.keepNew ? next : { ...next, readingAll: true, newIds: [] };
  if (readAllNotifications.success.match(action) || readAllNotifications.failure.match(action)) return { ...next, readingAll: false };
  return next;
}

type WithList = { notificationList?: NotificationListState; notifications?: NotificationsState };
const listOf = (state: WithList) => state.notificationList ?? initialState;

export const selectNotificationList = (state: WithList) => listOf(state).list;
export const selectIsReadingAll = (state: WithList) => listOf(state).readingAll;
export const selectIsDismissing = (id: string) => (state: WithList) => listOf(state).dismissing.includes(id);
export const selectClearing = (state: WithList) => listOf(state).clearing;

/** Whether the notification shows as new: unread, or unread when it reached the screen, which is still open. */
export const selectIsNew = (id: string) => (state: WithList) =>
  listOf(state).newIds.includes(id) || selectNotification(id)(state)?.read === false;
