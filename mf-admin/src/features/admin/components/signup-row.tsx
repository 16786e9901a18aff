import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatRelativeTime } from 'shell/relative-time';
import { approveSignup, refuseSignup, selectIsDeciding, selectSignup } from '../store/signups-slice';

/**
 * One waiting signup: who they say they are, why they want to join and since when, with
 * Approve, and Refuse, which asks first: a refusal forgets the signup and cannot be undone.
 */
export function SignupRow({ signupId }: { signupId: string }) {
  const dispatch = useDispatch();
  const signup = useSelector(selectSignup(signupId));
  const deciding = useSelector(selectIsDeciding(signupId));
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);

  // The Refuse button that had the focus is gone: the question takes it, for keyboard users.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  if (!signup) return null;
  const { username } = signup;
  const decision = { userId: signup._id, username };
  const asked = formatRelativeTime(signup.createdAt);
  return (
    <li className="record-row">
      <div className="admin-row__body">
        <p>
          <strong dir="auto">@{username}</strong>{' '}
          <span dir="auto">
            {signup.firstName} {signup.lastName}
          </span>
        </p>
        <p className="muted">
          <span dir="auto">{signup.email}</span> · <time dateTime={signup.createdAt}>{t`asked ${asked}`}</time>
        </p>
        <p className="admin-row__reason">{signup.reason || t`No reason given.`}</p>
      </div>
      <div className="admin-row__actions">
        {confirming ? (
          <>
            <span>{t`Refuse @${username}?`}</span>
            <button
              ref={confirmButton}
              type="button"
              className="button button--danger"
              disabled={deciding}
              onClick={() => dispatch(refuseSignup.request(decision))}
            >
              {deciding ? t`Refusing…` : t`Yes, refuse ${username}`}
            </button>
            <button type="button" className="button" disabled={deciding} onClick={() => setConfirming(false)}>
              {t`Cancel`}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={deciding}
              aria-label={deciding ? t`Approving ${username}` : t`Approve ${username}`}
              onClick={() => dispatch(approveSignup.request(decision))}
            >
              {deciding ? t`Approving…` : t`Approve`}
            </button>
            <button
              type="button"
              className="button"
              disabled={deciding}
              aria-label={t`Refuse ${username}`}
              onClick={() => setConfirming(true)}
            >
              {t`Refuse`}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
