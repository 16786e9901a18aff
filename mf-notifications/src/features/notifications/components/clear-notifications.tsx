import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
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
  const { pending, error } = useSelector(selectClearing);
  const { ids } = useSelector(selectNotificationList);
  const [asking, setAsking] = useState(false);
  // A refusal of an earlier try (before this dialog opened) is not this one's to show.
  const [tried, setTried] = useState(false);
  // Once they are gone the dialog is done: it shows no more until asked again.
  const done = tried && !pending && error === null;
  // The button that opened the dialog waits disabled over an empty list: the keyboard goes to the heading.
  useEffect(() => {
    if (done) focusNotificationsHeading();
  }, [done]);
  const open = () => {
    setTried(false);
    setAsking(true);
  };
  const clear = () => {
    setTried(true);
    dispatch(clearNotifications.request());
  };
  return (
    <>
      <button type="button" className="button" disabled={ids.length === 0} onClick={open}>
        {t({ message: 'Clear all', context: 'notifications' })}
      </button>
      {asking && !done && (
        <ConfirmDialog
          title={t`Clear all notifications?`}
          text={t`They will leave your list on every device, and cannot be brought back.`}
          confirm={t({ message: 'Clear all', context: 'notifications' })}
          confirming={t`Clearing…`}
          pending={pending}
          error={tried ? error : null}
          onConfirm={clear}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
