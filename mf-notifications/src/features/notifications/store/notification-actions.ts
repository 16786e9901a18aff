import { msg } from '@lingui/core/macro';
import type { Notification } from 'api-contract/entities';
import { createAction, createAsyncAction } from 'shell/actions';
import { apiAction } from 'shell/api-call';
import { unreadNotificationsChanged } from 'shell/bell';
import type { PageAnswer, PageRequest } from 'shell/paged-list';

/** The screen was opened: its first page is read afresh, and the count is followed while it stays open. */
export const notificationsOpened = createAction('notifications/opened');
/** The screen was left: what was marked new on arrival is no longer. */
export const notificationsLeft = createAction('notifications/left');

/** A page of the person's notifications, the latest first (`cursor: null`: the first, read afresh). */
export const fetchNotifications = createAsyncAction<PageRequest, PageAnswer<Notification>>('notifications/fetch');

/** The newest page again, read while the screen is open because the count went up: added above what is shown. */
export const fetchNewestNotifications = apiAction('notifications/fetchNewest', {
  call: (api, _request: void) => api.getNotifications({ query: {} }),
  // The count each answer gives goes to the bell first, so a rise it brings is not read as news.
  keep: ({ unread }) => unreadNotificationsChanged({ unread }),
  success: ({ notifications, nextCursor }) => ({ items: notifications, nextCursor }),
  fallback: msg`Could not load your newest notifications.`,
  // The screen keeps what it shows; the next change of the count asks again.
  shownInPlace: true,
  take: 'latest',
});

/**
 * Every notification marked read. `keepNew`: opening the screen asked it, and what was unread
 * stays marked new until the screen is left; the person's "Mark all as read" does not keep them.
 */
export const readAllNotifications = apiAction('notifications/readAll', {
  call: (api, _request: { keepNew: boolean }) => api.readNotifications(),
  keep: ({ unread }) => unreadNotificationsChanged({ unread }),
  success: ({ unread }) => ({ unread }),
  fallback: msg`Could not mark your notifications as read.`,
  take: 'leading',
});

/** One notification marked read (the person opened it). */
export const readNotification = apiAction('notifications/readOne', {
  call: (api, { notificationId }: { notificationId: string }) => api.readNotification({ notificationId }),
  keep: ({ unread }) => unreadNotificationsChanged({ unread }),
  success: ({ notification, unread }) => ({ notification, unread }),
  fallback: msg`Could not mark that notification as read.`,
  subject: ({ notificationId }) => notificationId,
});

/** One notification put away: it leaves the list and the count, on every device (Mastodon's dismiss). */
export const dismissNotification = apiAction('notifications/dismiss', {
  call: (api, { notificationId }: { notificationId: string }) => api.dismissNotification({ notificationId }),
  keep: ({ unread }) => unreadNotificationsChanged({ unread }),
  success: ({ notificationId }) => ({ notificationId }),
  fallback: msg`Could not remove that notification.`,
  subject: ({ notificationId }) => notificationId,
});

/** Every notification put away: the list is empty, and so is the count. The dialog that asked shows a refusal. */
export const clearNotifications = apiAction('notifications/clear', {
  call: (api, _request: void) => api.clearNotifications(),
  keep: ({ unread }) => unreadNotificationsChanged({ unread }),
  success: ({ unread, clearedAt }) => ({ unread, clearedAt }),
  fallback: msg`Could not clear your notifications.`,
  shownInPlace: true,
  take: 'leading',
});
