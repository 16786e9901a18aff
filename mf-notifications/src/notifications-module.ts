import type { RemoteModule } from 'shell/remote-module';
import { NotificationsPage, notificationListReducer, notificationsReducer, notificationsSaga } from './features/notifications';

/**
 * mf-notifications' module: the notifications screen, with the notifications by id and the
 * screen's list of them; the unread count is the shell's (its bell), and the people named are
 * in the notifications themselves.
 */
export const notificationsModule: RemoteModule<'mf_notifications'> = {
  id: 'mf_notifications',
  reducers: { notifications: notificationsReducer, notificationList: notificationListReducer },
  saga: notificationsSaga,
  pages: { notifications: NotificationsPage },
};

export default notificationsModule;
