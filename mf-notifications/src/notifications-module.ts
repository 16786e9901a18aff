import type { RemoteModule } from 'shell/remote-module';
import { withEnglish } from 'shell/i18n';
import { NotificationsPage, notificationListReducer, notificationsReducer, notificationsSaga } from './features/notifications';
import * as english from './locales/en.po';

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
  catalogues: withEnglish(english.messages, (language) => import(/* webpackExclude: /en\.po$/ */ `./locales/${language}.po`)),
};

export default notificationsModule;
