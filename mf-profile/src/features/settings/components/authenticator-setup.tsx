import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { TotpCodeSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { twoFactorCancelled, confirmTotp, selectTwoFactorState, type TotpSetup } from '../store/two-factor-slice';
import { QrCode } from './qr-code';

/** A secret as a person types it from the screen: in groups of four letters ("JBSW Y3DP …"). */
const inFours = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: its QR code to scan, the same key to type by hand, and a
 * code from the app, which confirms it (or Cancel, which forgets it).
 */
export function AuthenticatorSetup({ setup }: { setup: TotpSetup }) {
  const dispatch = useDispatch();
  const { pending, refusal } = useSelector(selectTwoFactorState);
  const [code, setCode] = useState('');
  const { problems, check } = useCheckedForm(TotpCodeSchema, { code });
  const codeId = useId();
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const accepted = check();
    if (accepted) dispatch(confirmTotp.request(accepted));
  };

  return (
    <div className="two-factor__step">
      <h3 tabIndex={-1}>{t`Set up your authenticator app`}</h3>
      <p>{t`Scan this QR code with your authenticator app, then enter the 6-digit code it shows.`}</p>
      <QrCode text={setup.uri} label={t`QR code for your authenticator app`} />
      <dl className="two-factor__key">
        <dt>{t`Or enter this key by hand`}</dt>
        <dd>
          <code data-testid="authenticator-key" translate="no">
            {inFours(setup.secret)}
          </code>
        </dd>
      </dl>
      <form className="settings__form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={codeId}>{t`Code from the app`}</label>
          <input
            id={codeId}
            className="input two-factor__code-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
            value={code}
            aria-invalid={problems.code ? true : undefined}
            aria-describedby={problems.code ? problemId : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          {problems.code && (
            <small id={problemId} className="form-error">
              {problems.code}
            </small>
          )}
        </div>
        {refusal?.step === 'confirm' && (
          <p className="form-error" role="alert">
            {refusal.words}
          </p>
        )}
        <div className="settings__actions">
          <button type="submit" className="button button--primary" disabled={pending === 'confirm'}>
            {t`Confirm`}
          </button>
          <button type="button" className="button" onClick={() => dispatch(twoFactorCancelled())}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </div>
  );
}
