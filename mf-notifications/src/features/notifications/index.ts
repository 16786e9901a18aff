export { NotificationsPage } from './pages/notifications-page';
export { notificationListReducer } from './store/notification-list-slice';
export { notificationsSaga } from './store/notifications-saga';
export { notificationsReducer } from './store/notifications-slice';
