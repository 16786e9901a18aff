import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { UserRef } from 'api-contract/entities';
import { liftSuspension } from '../store/moderation-actions';
import { selectIsLifting, selectLiftRefusal } from '../store/log-slice';
import { ReasonDialog } from './reason-dialog';

/** "Lift suspension" on a suspension that still holds: asks the reason, then ends it. */
export function LiftSuspension({ subject }: { subject: UserRef }) {
  const dispatch = useDispatch();
  const lifting = useSelector(selectIsLifting(subject._id));
  const refusal = useSelector(selectLiftRefusal(subject._id));
  const [open, setOpen] = useState(false);
  const { username } = subject;
  return (
    <>
      <button type="button" className="button" disabled={lifting} onClick={() => setOpen(true)}>
        {t`Lift suspension`}
      </button>
      {open && (
        <ReasonDialog
          title={t`Lift the suspension of @${username}`}
          confirmLabel={t`Lift the suspension`}
          pendingLabel={t`Lifting…`}
          pending={lifting}
          refusal={refusal}
          onConfirm={(reason) => dispatch(liftSuspension.request({ userId: subject._id, reason }))}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
