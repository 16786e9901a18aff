import { useEffect, useRef, useState, type FormEvent } from 'react';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { limits } from 'api-contract/limits';
import { ReportRequestSchema, type reportReasons } from 'api-contract/schemas';
import { LimitedField } from '../../ui/limited-field';
import { Modal } from '../../ui/modal';
import { useCheckedForm } from '../../ui/use-checked-form';
import { selectSignedIn } from '../session';
import { selectUserById } from '../users';
import { closeSafetyDialog, openBlockDialog, sendReport, type ReportDialog as ReportDialogState } from './safety-dialog-slice';

type Reason = (typeof reportReasons)[number];

/** The reasons in the words a person reads (shown with `i18n._`), in the order moderators sort reports by. */
const reasonLabels: ReadonlyArray<{ reason: Reason; label: MessageDescriptor }> = [
  { reason: 'spam', label: msg`Spam` },
  { reason: 'harassment', label: msg`Harassment` },
  { reason: 'illegal', label: msg`Illegal content` },
  { reason: 'other', label: msg`Something else` },
];

/** "Report post", "Report comment", "Report message", "Report @name". */
export function reportTitle({ target, author }: Pick<ReportDialogState, 'target' | 'author'>): string {
  const { username } = author;
  switch (target.targetType) {
    case 'user':
      return t`Report @${username}`;
    case 'comment':
      return t`Report comment`;
    case 'message':
      return t`Report message`;
    case 'post':
      return t`Report post`;
  }
}

type ReportDialogProps = { dialog: ReportDialogState };

/**
 * The server of the person reported when they are of another (their username is `name@host`):
 * a copy of the report may go there. None for a message, which stays here.
 */
function serverOf({ target, author }: Pick<ReportDialogState, 'target' | 'author'>): string | null {
  const at = author.username.indexOf('@');
  return target.targetType === 'message' || at < 0 ? null : author.username.slice(at + 1);
}

/** A report: why (one of four reasons), in words (required for "Something else"), then thanks and a way to block. */
export function ReportDialog({ dialog }: ReportDialogProps) {
  const dispatch = useDispatch();
  const close = () => dispatch(closeSafetyDialog());
  return (
    <Modal title={reportTitle(dialog)} onClose={close}>
      {dialog.status === 'sent' ? <ReportThanks dialog={dialog} onClose={close} /> : <ReportForm dialog={dialog} />}
    </Modal>
  );
}

function ReportForm({ dialog }: ReportDialogProps) {
  const dispatch = useDispatch();
  const [reason, setReason] = useState<Reason | ''>('');
  const [text, setText] = useState('');
  const [forward, setForward] = useState(false);
  const server = serverOf(dialog);
  const { problems, check } = useCheckedForm(ReportRequestSchema, { ...dialog.target, reason, text, forward: server !== null && forward });
  const [reasonMissing, setReasonMissing] = useState(false);
  const sending = dialog.status === 'sending';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setReasonMissing(reason === '');
    const report = check();
    if (report && !sending) dispatch(sendReport.request(report));
  };

  return (
    <form className="safety-dialog" onSubmit={submit} noValidate>
      <fieldset className="safety-dialog__reasons" aria-describedby={reasonMissing && reason === '' ? 'report-reason-missing' : undefined}>
        <legend>{t`Why are you reporting this?`}</legend>
        {reasonLabels.map((choice) => (
          <label key={choice.reason} className="safety-dialog__reason">
            <input
              type="radio"
              name="reason"
              value={choice.reason}
              checked={reason === choice.reason}
              onChange={() => setReason(choice.reason)}
            />
            {i18n._(choice.label)}
          </label>
        ))}
      </fieldset>
      {reasonMissing && reason === '' && (
        <p id="report-reason-missing" className="form-error">
          {t`Choose why you are reporting this.`}
        </p>
      )}
      <LimitedField
        label={reason === 'other' ? t`Details (required)` : t`Details (optional)`}
        value={text}
        max={limits.reportTextMax}
        problem={reason === '' ? null : (problems.text ?? null)}
        onChange={setText}
        multiline
      />
      {server && (
        <div>
          <label className="safety-dialog__reason">
            <input
              type="checkbox"
              checked={forward}
              aria-describedby="report-forward-hint"
              onChange={(event) => setForward(event.target.checked)}
            />
            {t`Also send this report to ${server}`}
          </label>
          <p id="report-forward-hint" className="muted">
            {t`The account is on another server. Its moderators receive a copy from this community, without your name.`}
          </p>
        </div>
      )}
      {dialog.status === 'failed' && (
        <p className="form-error" role="alert">
          {dialog.error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t`Sending…` : t`Send`}
      </button>
    </form>
  );
}

/** The thanks, read out as it appears; "Block @name" unless the person is blocked already. */
function ReportThanks({ dialog, onClose }: ReportDialogProps & { onClose: () => void }) {
  const dispatch = useDispatch();
  const author = useSelector(selectUserById(dialog.author.userId));
  const me = useSelector(selectSignedIn);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  // The Send button that had the focus is gone: the focus goes to the thanks.
  useEffect(() => thanksRef.current?.focus(), []);
  const canBlock = author?.blockedByMe !== true && me?._id !== dialog.author.userId;
  const { username } = dialog.author;
  return (
    <div className="safety-dialog">
      <p ref={thanksRef} tabIndex={-1} role="status">
        {t`Thanks for your report. A moderator will look at it.`}
      </p>
      <div className="safety-dialog__actions">
        {canBlock && (
          <button type="button" className="button" onClick={() => dispatch(openBlockDialog({ author: dialog.author }))}>
            {t`Block @${username}`}
          </button>
        )}
        <button type="button" className="button button--primary" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </div>
  );
}
