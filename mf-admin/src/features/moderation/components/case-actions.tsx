import { useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ReportCase } from 'api-contract/entities';
import { decideCase, type ModerationAction } from '../store/moderation-actions';
import { targetNames } from '../store/moderation-words';
import { caseKey, selectDecisionRefusal, selectIsDeciding } from '../store/reports-slice';
import { ReasonDialog } from './reason-dialog';

/** The lengths a moderator suspends for, in days; null: for good. */
const suspensionLengths = [
  { label: '1 day', days: 1 },
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: 'For good', days: null },
] as const;

const day = 24 * 60 * 60 * 1000;

/** When a suspension of `days` from now ends, as the contract takes it (null: for good). */
const endAfter = (days: number | null): string | null => (days === null ? null : new Date(Date.now() + days * day).toISOString());

/** The words of each action's dialog, for a case about a `thing` ("post") by `username`. */
function dialogWords(action: ModerationAction, thing: string, username: string) {
  if (action === 'remove') return { title: `Remove this ${thing}`, confirmLabel: `Remove the ${thing}`, pendingLabel: 'Removing…' };
  if (action === 'suspend') return { title: `Suspend @${username}`, confirmLabel: `Suspend @${username}`, pendingLabel: 'Suspending…' };
  return { title: 'Dismiss the reports', confirmLabel: 'Dismiss the reports', pendingLabel: 'Dismissing…' };
}

/** Remove (a post or a comment still there), Suspend its author, Dismiss: each asks its reason first. */
export function CaseActions({ reported }: { reported: ReportCase }) {
  const dispatch = useDispatch();
  const key = caseKey(reported);
  const deciding = useSelector(selectIsDeciding(key));
  const refusal = useSelector(selectDecisionRefusal(key));
  const [open, setOpen] = useState<ModerationAction | null>(null);
  const [days, setDays] = useState<number | null>(1);
  const lengthId = useId();
  const { targetType, content, author } = reported;
  const removable = targetType !== 'user' && content.exists;

  const confirm = (action: ModerationAction) => (reason: string) =>
    dispatch(
      decideCase.request({ caseKey: key, reportId: reported._id, action, reason, until: action === 'suspend' ? endAfter(days) : null }),
    );

  return (
    <div className="moderation__buttons">
      {removable && (
        <button type="button" className="button button--danger" disabled={deciding} onClick={() => setOpen('remove')}>
          Remove
        </button>
      )}
      <button type="button" className="button" disabled={deciding} onClick={() => setOpen('suspend')}>
        Suspend
      </button>
      <button type="button" className="button" disabled={deciding} onClick={() => setOpen('dismiss')}>
        Dismiss
      </button>
      {open && (
        <ReasonDialog
          {...dialogWords(open, targetNames[targetType], author.username)}
          pending={deciding}
          refusal={refusal}
          onConfirm={confirm(open)}
          onClose={() => setOpen(null)}
        >
          {open === 'suspend' && (
            <div className="field">
              <label htmlFor={lengthId}>For how long</label>
              <select
                id={lengthId}
                className="input"
                value={days ?? ''}
                onChange={(event) => setDays(event.target.value === '' ? null : Number(event.target.value))}
              >
                {suspensionLengths.map(({ label, days: length }) => (
                  <option key={label} value={length ?? ''}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          )}
        </ReasonDialog>
      )}
    </div>
  );
}
