import { t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from 'shell/confirm-dialog';
import { clearNotifications } from '../store/notification-actions';
import { selectClearing, selectNotificationList } from '../store/notification-list-slice';
import { focusNotificationsHeading } from './notification-list';

/**
 * "Clear all", which asks first, saying what clearing does (they cannot be brought back). The
 * dialog closes once they are gone; a refusal shows in it, and it stays open.
 */
export function ClearNotifications() {
  const dispatch = useDispatch();
  const clearing = useSelector(selectClearing);
  const { ids } = useSelector(selectNotificationList);
  const [asking, setAsking] = useState(false);
  // The button that opened the dialog waits disabled over an empty list: the keyboard goes to the heading.
  const cleared = useCallback(() => {
    setAsking(false);
    focusNotificationsHeading();
  }, []);
  return (
    <>
      <button type="button" className="button" disabled={ids.length === 0} onClick={() => setAsking(true)}>
        {t({ message: 'Clear all', context: 'notifications' })}
      </button>
      {asking && (
        <ConfirmDialog
          title={t`Clear all notifications?`}
          text={t`They will leave your list on every device, and cannot be brought back.`}
          confirm={t({ message: 'Clear all', context: 'notifications' })}
          confirming={t`Clearing…`}
          status={clearing}
          onConfirm={() => dispatch(clearNotifications.request())}
          onClose={() => setAsking(false)}
          onDone={cleared}
        />
      )}
    </>
  );
}
