import type { UnknownAction } from 'redux';
import type { Notification } from 'api-contract/entities';
import { ownEntry, withEntry } from 'shell/own-entries';
import { withRecords } from 'shell/paged-list';
import { fetchNewestNotifications, fetchNotifications, readAllNotifications, readNotification } from './notification-actions';

/** Every notification the screen has read, by id, as the server last answered it. */
export type NotificationsState = { byId: Readonly<Record<string, Notification>> };

const initialState: NotificationsState = { byId: {} };
const idOf = (notification: Notification) => notification._id;

/** Every record read, as the server now has them after "mark all as read". */
function allRead(byId: NotificationsState['byId']): NotificationsState['byId'] {
  const unread = Object.values(byId).filter((notification) => !notification.read);
  return withRecords(
    byId,
    unread.map((notification) => ({ ...notification, read: true })),
    idOf,
  );
}

export function notificationsReducer(state: NotificationsState = initialState, action: UnknownAction): NotificationsState {
  if (fetchNotifications.success.match(action) || fetchNewestNotifications.success.match(action))
    return { byId: withRecords(state.byId, action.payload.items, idOf) };
  if (readNotification.success.match(action)) {
    const { notification } = action.payload;
    return { byId: withEntry(state.byId, notification._id, notification) };
  }
  if (readAllNotifications.success.match(action)) return { byId: allRead(state.byId) };
  return state;
}

type WithNotifications = { notifications?: NotificationsState };
export const selectNotification = (id: string) => (state: WithNotifications) => ownEntry((state.notifications ?? initialState).byId, id);
