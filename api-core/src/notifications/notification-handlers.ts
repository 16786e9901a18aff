import * as reasons from 'api-contract/reasons';
import { fail, succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { notificationListRequest } from './notification-lists';
import { dismiss, dismissAll, markAllRead, markRead, unreadCount } from './notification-store';
import { readNotificationList } from './notification-views';

type NotificationHandlers = Pick<
  Handlers,
  'getNotifications' | 'getNotification' | 'readNotifications' | 'readNotification' | 'dismissNotification' | 'clearNotifications'
>;

/** The calls on one's own notifications: pages of them with the unread count, marking them read, and putting them away. */
export function notificationHandlers(platform: Platform): NotificationHandlers {
  const { db } = platform;
  return {
    getNotifications: async ({ query, viewer }) => {
      const page = notificationListRequest(viewer._id, query);
      if (!page.ok) return page;
      const listed = await readNotificationList(platform, { page: page.value }, viewer._id);
      return succeed(answer('full', { ...listed, unread: await unreadCount(db, viewer._id) }));
    },

    getNotification: async ({ params, viewer }) => {
      const [notification] = (await readNotificationList(platform, { ids: [params.notificationId] }, viewer._id)).notifications;
      return notification ? succeed(answer('full', { notification })) : fail(404, reasons.notificationNotFound(params.notificationId));
    },

    readNotifications: async ({ viewer }) => {
      await markAllRead(db, viewer._id);
      return succeed(answer('full', { unread: await unreadCount(db, viewer._id) }));
    },

    readNotification: async ({ params, viewer }) => {
      if (!(await markRead(db, viewer._id, params.notificationId))) return fail(404, reasons.notificationNotFound(params.notificationId));
      const [notification] = (await readNotificationList(platform, { ids: [params.notificationId] }, viewer._id)).notifications;
      if (!notification) return fail(404, reasons.notificationNotFound(params.notificationId));
      return succeed(answer('full', { notification, unread: await unreadCount(db, viewer._id) }));
    },

    dismissNotification: async ({ params, viewer }) => {
      if (!(await dismiss(db, viewer._id, params.notificationId))) return fail(404, reasons.notificationNotFound(params.notificationId));
      return succeed(answer('full', { notificationId: params.notificationId, unread: await unreadCount(db, viewer._id) }));
    },

    clearNotifications: async ({ viewer }) => {
      const clearedAt = await dismissAll(db, viewer._id);
      return succeed(answer('full', { unread: await unreadCount(db, viewer._id), clearedAt: clearedAt.toISOString() }));
    },
  };
}
