import { plural, t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { selectTwoFactorState, turnOffTotp } from '../store/two-factor-slice';
import { PasswordStep } from './password-step';
import { useTwoFactorForm } from './use-two-factor-form';

type AuthenticatorOnProps = { recoveryCodesLeft: number; passkeys: number };

/**
 * An authenticator app set up: that it is, with how many recovery codes are left, and turning it
 * off after the password (new codes are the recovery codes' own, beside it).
 */
export function AuthenticatorOn({ recoveryCodesLeft, passkeys }: AuthenticatorOnProps) {
  const dispatch = useDispatch();
  const { pending, refusal } = useSelector(selectTwoFactorState);
  const { open, opener, cancel } = useTwoFactorForm();

  return (
    <>
      <p>
        {plural(recoveryCodesLeft, {
          one: 'An authenticator app is set up. # recovery code left.',
          other: 'An authenticator app is set up. # recovery codes left.',
        })}
      </p>
      {open === 'turnOff' ? (
        <PasswordStep
          label={t`Password, to confirm`}
          submitLabel={t`Turn off`}
          danger
          pending={pending === 'turnOff'}
          refusal={refusal?.step === 'turnOff' ? refusal.words : null}
          onSubmit={(password) => dispatch(turnOffTotp.request({ password }))}
          onCancel={cancel}
        >
          <p>
            {passkeys > 0
              ? t`Signing in will no longer ask for a code from the app. Your passkeys and recovery codes keep working.`
              : t`Signing in will ask for your password only, and your recovery codes will stop working.`}
          </p>
        </PasswordStep>
      ) : (
        <div className="settings__actions">
          <button type="button" className="button" {...opener('turnOff')}>
            {t`Turn off`}
          </button>
        </div>
      )}
    </>
  );
}
