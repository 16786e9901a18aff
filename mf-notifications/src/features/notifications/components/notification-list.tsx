import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PagedListView } from 'shell/paged-list-view';
import { fetchNotifications } from '../store/notification-actions';
import { selectNotificationList } from '../store/notification-list-slice';
import { NotificationItem } from './notification-item';

/** The id of the screen's heading, where the keyboard goes when what it was on is gone. */
export const notificationsHeadingId = 'notifications-heading';

/** Puts the keyboard on the heading of the screen (its list, or what says it is empty, follows it). */
export const focusNotificationsHeading = () => document.getElementById(notificationsHeadingId)?.focus();

/**
 * The person's notifications, the latest first, a page at a time with "Show more". Once one is
 * removed, the keyboard goes to the next one's Remove (or the one before, or the heading).
 */
export function NotificationList() {
  const dispatch = useDispatch();
  const list = useSelector(selectNotificationList);
  const load = useCallback((cursor: string | null) => dispatch(fetchNotifications.request({ cursor })), [dispatch]);
  const listRef = useRef<HTMLUListElement>(null);
  const afterRemoval = useRef<{ removed: string; next: string | null } | null>(null);
  const onRemove = useCallback(
    (removed: string) => {
      const index = list.ids.indexOf(removed);
      afterRemoval.current = { removed, next: list.ids[index + 1] ?? list.ids[index - 1] ?? null };
    },
    [list.ids],
  );
  useEffect(() => {
    const wanted = afterRemoval.current;
    if (!wanted || list.ids.includes(wanted.removed)) return;
    afterRemoval.current = null;
    const next = wanted.next && listRef.current?.querySelector<HTMLElement>(`[data-notification="${CSS.escape(wanted.next)}"] button`);
    if (next) next.focus();
    else focusNotificationsHeading();
  }, [list.ids]);
  return (
    <PagedListView list={list} label={t`your notifications`} empty={t`No notifications yet`} onLoad={load}>
      <ul className="notifications__list" aria-label={t`Notifications`} ref={listRef}>
        {list.ids.map((id) => (
          <NotificationItem key={id} notificationId={id} onRemove={onRemove} />
        ))}
      </ul>
    </PagedListView>
  );
}
