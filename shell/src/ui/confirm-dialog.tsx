import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import type { CallStatus } from '../store/api-call';
import { Modal } from './modal';
import './confirm-dialog.css';

type ConfirmDialogProps = {
  title: string;
  /** What the action does, said before it is done. */
  text: string;
  /** The confirming button's words, and its words while the call is under way. */
  confirm: string;
  confirming: string;
  /** How the action's call went (its `statusStep`): its refusal shows in the dialog, which stays open. */
  status: CallStatus;
  onConfirm: () => void;
  onClose: () => void;
  /** Once the call this dialog made has succeeded (none: what the action does leads elsewhere). */
  onDone?: () => void;
};

/**
 * A dialog that asks before an action that cannot be undone (leaving a conversation, clearing the
 * notifications): what it does, the action in the danger style, and Cancel. It shows only the
 * refusal of its own try, not one of an earlier dialog.
 */
export function ConfirmDialog({ title, text, confirm, confirming, status, onConfirm, onClose, onDone }: ConfirmDialogProps) {
  const [tried, setTried] = useState(false);
  const done = tried && !status.pending && status.error === null;
  useEffect(() => {
    if (done) onDone?.();
  }, [done, onDone]);
  const error = tried ? status.error : null;
  const confirmNow = () => {
    setTried(true);
    onConfirm();
  };
  return (
    <Modal title={title} onClose={onClose}>
      <div className="confirm-dialog">
        <p>{text}</p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="confirm-dialog__buttons">
          {/* Not `disabled` while under way: the focus would leave the dialog, and Escape and Tab with it. */}
          <button
            type="button"
            className="button button--danger"
            aria-disabled={status.pending}
            onClick={status.pending ? undefined : confirmNow}
          >
            {status.pending ? confirming : confirm}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t`Cancel`}
          </button>
        </div>
      </div>
    </Modal>
  );
}
