import { t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { readAllNotifications } from '../store/notification-actions';
import { selectIsReadingAll } from '../store/notification-list-slice';

/** "Mark all as read": every notification read, none of them marked new any more. */
export function MarkAllRead() {
  const dispatch = useDispatch();
  const reading = useSelector(selectIsReadingAll);
  return (
    <button type="button" className="button" disabled={reading} onClick={() => dispatch(readAllNotifications.request({ keepNew: false }))}>
      {reading ? t`Marking as read…` : t`Mark all as read`}
    </button>
  );
}
