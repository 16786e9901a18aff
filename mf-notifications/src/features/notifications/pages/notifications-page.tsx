import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useDocumentTitle } from 'shell/document-title';
import { ClearNotifications } from '../components/clear-notifications';
import { MarkAllRead } from '../components/mark-all-read';
import { NotificationList, notificationsHeadingId } from '../components/notification-list';
import { notificationsLeft, notificationsOpened } from '../store/notification-actions';
import '../notifications.css';

/**
 * The notifications screen: what others did to the person's posts, comments and account, the
 * latest first. Opening it reads them (the bell clears), though what was unread looks new
 * until the screen is left; news arriving meanwhile shows at the top without a reload.
 */
export function NotificationsPage() {
  useDocumentTitle(t`Notifications`);
  const dispatch = useDispatch();

  useEffect(() => {
    dispatch(notificationsOpened());
    return () => {
      dispatch(notificationsLeft());
    };
  }, [dispatch]);

  return (
    <section className="notifications">
      <div className="notifications__header">
        <h1 id={notificationsHeadingId} tabIndex={-1}>
          {t`Notifications`}
        </h1>
        <div className="notifications__buttons">
          <MarkAllRead />
          <ClearNotifications />
        </div>
      </div>
      <NotificationList />
    </section>
  );
}
