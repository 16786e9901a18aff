import { t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { Modal } from '../../ui/modal';
import { noticeText } from './notice-text';
import { readNotices, selectIsReadingNotices, selectNotices } from './notices-slice';

/** What moderators did, each with its reason; OK marks them read, so they show once. */
export function NoticesDialog() {
  const dispatch = useDispatch();
  const notices = useSelector(selectNotices);
  const reading = useSelector(selectIsReadingNotices);
  if (notices.length === 0) return null;
  const read = () => {
    if (!reading) dispatch(readNotices.request());
  };
  return (
    <Modal title={t`A moderator acted on your account`} onClose={read}>
      <div className="safety-dialog">
        <ul className="safety-dialog__notices" aria-label={t`What the moderators did`}>
          {notices.map((notice) => {
            const { reason } = notice;
            return (
              <li key={notice._id}>
                <p>{noticeText(notice)}</p>
                <p className="muted">{t`The moderators' reason: ${reason}`}</p>
              </li>
            );
          })}
        </ul>
        <button type="button" className="button button--primary" disabled={reading} onClick={read}>
          {t`OK`}
        </button>
      </div>
    </Modal>
  );
}
