import { plural, t } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import { makeRecoveryCodes, selectTwoFactorState, turnOffTotp, twoFactorCancelled } from '../store/two-factor-slice';
import { PasswordStep } from './password-step';

/**
 * An authenticator app set up: how many recovery codes are left, new ones, and turning it off,
 * each after the password.
 */
export function AuthenticatorOn({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const dispatch = useDispatch();
  const { pending, refusal } = useSelector(selectTwoFactorState);
  const [asking, setAsking] = useState<'newCodes' | 'turnOff' | null>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const refusalOf = (step: 'newCodes' | 'turnOff') => (refusal?.step === step ? refusal.words : null);

  const cancel = () => {
    const was = asking;
    dispatch(twoFactorCancelled());
    // The focus goes back to the button the form took the place of.
    flushSync(() => setAsking(null));
    buttons.current?.querySelector<HTMLButtonElement>(`[data-step="${was}"]`)?.focus();
  };

  return (
    <>
      <p>
        {plural(recoveryCodesLeft, {
          one: 'An authenticator app is set up. # recovery code left.',
          other: 'An authenticator app is set up. # recovery codes left.',
        })}
      </p>
      {asking === 'newCodes' && (
        <PasswordStep
          label={t`Password, to confirm`}
          submitLabel={t`Make new codes`}
          pending={pending === 'newCodes'}
          refusal={refusalOf('newCodes')}
          onSubmit={(password) => dispatch(makeRecoveryCodes.request({ password }))}
          onCancel={cancel}
        >
          <p>{t`The recovery codes you have now will stop working.`}</p>
        </PasswordStep>
      )}
      {asking === 'turnOff' && (
        <PasswordStep
          label={t`Password, to confirm`}
          submitLabel={t`Turn off`}
          danger
          pending={pending === 'turnOff'}
          refusal={refusalOf('turnOff')}
          onSubmit={(password) => dispatch(turnOffTotp.request({ password }))}
          onCancel={cancel}
        >
          <p>{t`Signing in will ask for your password only, and your recovery codes will stop working.`}</p>
        </PasswordStep>
      )}
      {asking === null && (
        <div ref={buttons} className="settings__actions">
          <button type="button" className="button" data-step="newCodes" onClick={() => setAsking('newCodes')}>
            {t`New recovery codes`}
          </button>
          <button type="button" className="button" data-step="turnOff" onClick={() => setAsking('turnOff')}>
            {t`Turn off`}
          </button>
        </div>
      )}
    </>
  );
}
