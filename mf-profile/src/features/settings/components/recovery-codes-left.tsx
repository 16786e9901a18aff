import { plural, t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { makeRecoveryCodes, selectTwoFactorState } from '../store/two-factor-slice';
import { PasswordStep } from './password-step';
import { useTwoFactorForm } from './use-two-factor-form';

type RecoveryCodesLeftProps = {
  left: number;
  /** The authenticator app's line says how many are left already. */
  counted: boolean;
};

/**
 * The recovery codes, which stand in for any second factor (the app or a passkey): how many are
 * left, and ten new ones after the password.
 */
export function RecoveryCodesLeft({ left, counted }: RecoveryCodesLeftProps) {
  const dispatch = useDispatch();
  const { pending, refusal } = useSelector(selectTwoFactorState);
  const { open, opener, cancel } = useTwoFactorForm();

  return (
    <>
      {!counted && <p>{plural(left, { one: '# recovery code left.', other: '# recovery codes left.' })}</p>}
      {open === 'newCodes' ? (
        <PasswordStep
          label={t`Password, to confirm`}
          submitLabel={t`Make new codes`}
          pending={pending === 'newCodes'}
          refusal={refusal?.step === 'newCodes' ? refusal.words : null}
          onSubmit={(password) => dispatch(makeRecoveryCodes.request({ password }))}
          onCancel={cancel}
        >
          <p>{t`The recovery codes you have now will stop working.`}</p>
        </PasswordStep>
      ) : (
        <div className="settings__actions">
          <button type="button" className="button" {...opener('newCodes')}>
            {t`New recovery codes`}
          </button>
        </div>
      )}
    </>
  );
}
