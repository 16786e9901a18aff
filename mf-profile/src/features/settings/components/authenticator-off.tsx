import { t } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import { selectTwoFactorState, startTotpSetup, twoFactorCancelled } from '../store/two-factor-slice';
import { PasswordStep } from './password-step';

/** No authenticator app yet: what one is for, and its setup, which asks for the password first. */
export function AuthenticatorOff() {
  const dispatch = useDispatch();
  const { pending, refusal } = useSelector(selectTwoFactorState);
  const [asking, setAsking] = useState(false);
  const setUp = useRef<HTMLButtonElement>(null);

  const cancel = () => {
    dispatch(twoFactorCancelled());
    // The focus goes back to the button the form took the place of.
    flushSync(() => setAsking(false));
    setUp.current?.focus();
  };

  return (
    <>
      <p>{t`Protect your account with a code from an authenticator app, asked for after your password.`}</p>
      {asking ? (
        <PasswordStep
          label={t`Password, to set up two-factor sign-in`}
          submitLabel={t`Continue`}
          pending={pending === 'start'}
          refusal={refusal?.step === 'start' ? refusal.words : null}
          onSubmit={(password) => dispatch(startTotpSetup.request({ password }))}
          onCancel={cancel}
        />
      ) : (
        <button ref={setUp} type="button" className="button button--primary" onClick={() => setAsking(true)}>
          {t`Set up an authenticator app`}
        </button>
      )}
    </>
  );
}
