import type { Notification } from 'api-contract/entities';
import { createAction, createAsyncAction } from 'shell/actions';
import type { PageAnswer, PageRequest } from 'shell/paged-list';

/** The screen was opened: its first page is read afresh, and the count is followed while it stays open. */
export const notificationsOpened = createAction('notifications/opened');
/** The screen was left: what was marked new on arrival is no longer. */
export const notificationsLeft = createAction('notifications/left');

/** A page of the person's notifications, the latest first (`cursor: null`: the first, read afresh). */
export const fetchNotifications = createAsyncAction<PageRequest, PageAnswer<Notification>>('notifications/fetch');

/** The newest page again, read while the screen is open because the count went up: added above what is shown. */
export const fetchNewestNotifications = createAsyncAction<void, { items: Notification[]; nextCursor: string | null }>(
  'notifications/fetchNewest',
);

/**
 * Every notification marked read. `keepNew`: opening the screen asked it, and what was unread
 * stays marked new until the screen is left; the person's "Mark all as read" does not keep them.
 */
export const readAllNotifications = createAsyncAction<{ keepNew: boolean }, { unread: number }>('notifications/readAll');

/** One notification marked read (the person opened it). */
export const readNotification = createAsyncAction<{ notificationId: string }, { notification: Notification; unread: number }>(
  'notifications/readOne',
);
