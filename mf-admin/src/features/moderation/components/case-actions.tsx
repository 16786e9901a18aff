import { plural, t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ReportCase } from 'api-contract/entities';
import { decideCase, type ModerationAction } from '../store/moderation-actions';
import { caseKey, selectDecisionRefusal, selectIsDeciding } from '../store/reports-slice';
import { ReasonDialog } from './reason-dialog';

/** The lengths a moderator suspends for, in days; null: for good. */
const suspensionLengths = [1, 7, 30, null] as const;

/** A length's name in the choice: "7 days", "For good". */
const lengthName = (days: number | null): string => (days === null ? t`For good` : plural(days, { one: '# day', other: '# days' }));

const day = 24 * 60 * 60 * 1000;

/** When a suspension of `days` from now ends, as the contract takes it (null: for good). */
const endAfter = (days: number | null): string | null => (days === null ? null : new Date(Date.now() + days * day).toISOString());

/** The words of each action's dialog, for a case about a post, a comment or a message (`targetType`) by `username`. */
function dialogWords(action: ModerationAction, targetType: ReportCase['targetType'], username: string) {
  if (action === 'remove') {
    // Only a post, a comment or a message is removed: a person is suspended.
    if (targetType === 'comment') return { title: t`Remove this comment`, confirmLabel: t`Remove the comment`, pendingLabel: t`Removing…` };
    if (targetType === 'message') return { title: t`Remove this message`, confirmLabel: t`Remove the message`, pendingLabel: t`Removing…` };
    return { title: t`Remove this post`, confirmLabel: t`Remove the post`, pendingLabel: t`Removing…` };
  }
  if (action === 'suspend') return { title: t`Suspend @${username}`, confirmLabel: t`Suspend @${username}`, pendingLabel: t`Suspending…` };
  return { title: t`Dismiss the reports`, confirmLabel: t`Dismiss the reports`, pendingLabel: t`Dismissing…` };
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
          {t`Remove`}
        </button>
      )}
      <button type="button" className="button" disabled={deciding} onClick={() => setOpen('suspend')}>
        {t`Suspend`}
      </button>
      <button type="button" className="button" disabled={deciding} onClick={() => setOpen('dismiss')}>
        {t`Dismiss`}
      </button>
      {open && (
        <ReasonDialog
          {...dialogWords(open, targetType, author.username)}
          pending={deciding}
          refusal={refusal}
          onConfirm={confirm(open)}
          onClose={() => setOpen(null)}
        >
          {open === 'suspend' && (
            <div className="field">
              <label htmlFor={lengthId}>{t`For how long`}</label>
              <select
                id={lengthId}
                className="input"
                value={days ?? ''}
                onChange={(event) => setDays(event.target.value === '' ? null : Number(event.target.value))}
              >
                {suspensionLengths.map((length) => (
                  <option key={length ?? 'for-good'} value={length ?? ''}>
                    {lengthName(length)}
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
