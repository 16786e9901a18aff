import { t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { selectTwoFactorState, startTotpSetup } from '../store/two-factor-slice';
import { PasswordStep } from './password-step';
import { useTwoFactorForm } from './use-two-factor-form';

/** No authenticator app yet: what one is for, and its setup, which asks for the password first. */
export function AuthenticatorOff() {
  const dispatch = useDispatch();
  const { pending, refusal } = useSelector(selectTwoFactorState);
  const { open, opener, cancel } = useTwoFactorForm();

  return (
    <>
      <p>{t`Protect your account with a code from an authenticator app, asked for after your password.`}</p>
      {open === 'start' ? (
        <PasswordStep
          label={t`Password, to set up two-factor sign-in`}
          submitLabel={t`Continue`}
          pending={pending === 'start'}
          refusal={refusal?.step === 'start' ? refusal.words : null}
          onSubmit={(password) => dispatch(startTotpSetup.request({ password }))}
          onCancel={cancel}
        />
      ) : (
        <button type="button" className="button button--primary" {...opener('start')}>
          {t`Set up an authenticator app`}
        </button>
      )}
    </>
  );
}
