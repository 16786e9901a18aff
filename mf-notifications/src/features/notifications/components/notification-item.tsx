import { t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'shell/router';
import { formatRelativeTime } from 'shell/relative-time';
import { dismissNotification, readNotification } from '../store/notification-actions';
import { selectIsDismissing, selectIsNew } from '../store/notification-list-slice';
import { selectNotification } from '../store/notifications-slice';
import { notificationPath, notificationText } from '../store/notification-words';
import { Avatar } from 'shell/avatar';

/**
 * One notification: who did what, how long ago, and what it is about, as a link to it. A new
 * one looks it and says so ("New", which a screen reader reads with the rest); opening an
 * unread one marks it read. Its Remove button puts it away, here and on every device.
 */
export function NotificationItem({ notificationId, onRemove }: { notificationId: string; onRemove: (notificationId: string) => void }) {
  const dispatch = useDispatch();
  const notification = useSelector(selectNotification(notificationId));
  const isNew = useSelector(selectIsNew(notificationId));
  const dismissing = useSelector(selectIsDismissing(notificationId));
  if (!notification) return null;
  const text = notificationText(notification);
  const path = notificationPath(notification);
  const actor = notification.actors[0];
  // A comment behind a warning shows its warning, never its words.
  const { contentWarning } = notification;
  const excerpt = contentWarning ? t`Content warning: ${contentWarning}` : notification.excerpt;
  const content = (
    <>
      {actor ? <Avatar person={actor} size="small" /> : <span className="notification__no-avatar" />}
      <span className="notification__body">
        {isNew && <span className="notification__new">{t({ message: 'New', context: 'an unread notification' })}</span>}
        <span className="notification__text">{text}</span>{' '}
        <time className="muted" dateTime={notification.createdAt}>
          {formatRelativeTime(notification.createdAt)}
        </time>
        {excerpt && (
          <span className="notification__excerpt" dir="auto">
            {excerpt}
          </span>
        )}
      </span>
    </>
  );
  const markRead = () => {
    if (!notification.read) dispatch(readNotification.request({ notificationId }));
  };
  return (
    <li className={isNew ? 'notification notification--new' : 'notification'} data-notification={notificationId}>
      {path ? (
        <Link to={path} className="notification__link" onClick={markRead}>
          {content}
        </Link>
      ) : (
        <div className="notification__link">{content}</div>
      )}
      <button
        type="button"
        className="notification__dismiss"
        aria-label={t`Remove: ${text}`}
        // Not `disabled` while under way: a disabled button loses the focus, and the keyboard's place with it.
        aria-disabled={dismissing}
        onClick={() => {
          if (dismissing) return;
          onRemove(notificationId);
          dispatch(dismissNotification.request({ notificationId }));
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
