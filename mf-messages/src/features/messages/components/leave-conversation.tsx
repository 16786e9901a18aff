import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from 'shell/confirm-dialog';
import { leaveConversation } from '../store/message-actions';
import { selectLeaving } from '../store/conversations-slice';

/**
 * "Leave conversation", which asks first (as blocking does), saying what leaving does. The answer
 * leads back to the list; a refusal shows in the dialog, which stays open.
 */
export function LeaveConversation({ conversationId }: { conversationId: string }) {
  const dispatch = useDispatch();
  const leaving = useSelector(selectLeaving);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
        {t`Leave conversation`}
      </button>
      {asking && (
        <ConfirmDialog
          title={t`Leave this conversation?`}
          text={t`It will leave your list, and you will not read or write in it again. The others keep what was written.`}
          confirm={t({ message: 'Leave', context: 'a conversation' })}
          confirming={t`Leaving…`}
          status={leaving}
          onConfirm={() => dispatch(leaveConversation.request({ conversationId }))}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
