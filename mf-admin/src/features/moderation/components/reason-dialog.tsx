import { t } from '@lingui/core/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { limits } from 'api-contract/limits';
import { UnsuspendSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { LimitedField } from 'shell/limited-field';
import { Modal } from 'shell/modal';

type ReasonDialogProps = {
  /** "Remove this post": what the dialog decides. */
  title: string;
  /** The confirming button's words ("Remove the post"), and while the call is under way ("Removing…"). */
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Why the server refused, in its words; shown until the next try. */
  refusal: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** Fields of this decision beside the reason (a suspension's length). */
  children?: ReactNode;
};

/**
 * The small form every moderator action opens: the reason, which the log keeps and the person
 * acted on reads, required and within its limit, then the confirming button. The dialog stays
 * open on a refusal, saying why; on success its case or entry changes and it goes.
 */
export function ReasonDialog({ title, confirmLabel, pendingLabel, pending, refusal, onConfirm, onClose, children }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  // A refusal of an earlier try (before this dialog opened) is not this one's to show.
  const [sent, setSent] = useState(false);
  // Every action's reason follows the one rule of the contract's (the same field in each call's schema).
  const { problems, check } = useCheckedForm(UnsuspendSchema, { reason });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check();
    if (!checked || pending) return;
    setSent(true);
    onConfirm(checked.reason);
  };

  return (
    <Modal title={title} onClose={onClose}>
      <form className="moderation__form" onSubmit={submit} noValidate>
        {children}
        <LimitedField
          label={t`Reason`}
          value={reason}
          max={limits.moderationReasonMax}
          problem={problems.reason}
          onChange={setReason}
          multiline
        />
        {sent && refusal && (
          <p className="form-error" role="alert">
            {refusal}
          </p>
        )}
        <div className="moderation__buttons">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
