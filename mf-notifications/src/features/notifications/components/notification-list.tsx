import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PagedListView } from 'shell/paged-list-view';
import { fetchNotifications } from '../store/notification-actions';
import { selectNotificationList } from '../store/notification-list-slice';
import { NotificationItem } from './notification-item';

/** The person's notifications, the latest first, a page at a time with "Show more". */
export function NotificationList() {
  const dispatch = useDispatch();
  const list = useSelector(selectNotificationList);
  const load = useCallback((cursor: string | null) => dispatch(fetchNotifications.request({ cursor })), [dispatch]);
  return (
    <PagedListView list={list} label={t`your notifications`} empty={t`No notifications yet`} onLoad={load}>
      <ul className="notifications__list" aria-label={t`Notifications`}>
        {list.ids.map((id) => (
          <NotificationItem key={id} notificationId={id} />
        ))}
      </ul>
    </PagedListView>
  );
}
