import { t } from '@lingui/core/macro';
import { Modal } from './modal';
import './confirm-dialog.css';

type ConfirmDialogProps = {
  title: string;
  /** What the action does, said before it is done. */
  text: string;
  /** The confirming button's words, and its words while the call is under way. */
  confirm: string;
  confirming: string;
  pending: boolean;
  /** The refusal of this try, shown in the dialog, which stays open; null when none. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A dialog that asks before an action that cannot be undone (leaving a conversation, clearing the
 * notifications): what it does, the action in the danger style, and Cancel. The caller keeps the
 * call's status and closes it once done.
 */
export function ConfirmDialog({ title, text, confirm, confirming, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
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
          <button type="button" className="button button--danger" aria-disabled={pending} onClick={pending ? undefined : onConfirm}>
            {pending ? confirming : confirm}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t`Cancel`}
          </button>
        </div>
      </div>
    </Modal>
  );
}
