import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { TwoFactor } from 'api-contract/entities';
import { LoadFailed, Loading } from 'shell/status';
import { fetchTwoFactor, selectTwoFactorState, twoFactorLeft, type TwoFactorState } from '../store/two-factor-slice';
import { AuthenticatorOff } from './authenticator-off';
import { AuthenticatorOn } from './authenticator-on';
import { AuthenticatorSetup } from './authenticator-setup';
import { Passkeys } from './passkeys';
import { RecoveryCodes } from './recovery-codes';
import { RecoveryCodesLeft } from './recovery-codes-left';

type View = 'loading' | 'failed' | 'off' | 'setup' | 'codes' | 'on';

/** What the section shows: the codes just made first, then an app being set up, then whether one is. */
function viewOf({ status, twoFactor, setup, recoveryCodes }: TwoFactorState): View {
  if (recoveryCodes) return 'codes';
  if (setup) return 'setup';
  if (status === 'loaded' && twoFactor) return twoFactor.authenticator ? 'on' : 'off';
  return status === 'failed' ? 'failed' : 'loading';
}

/** The factors as they are: the app, the recovery codes while any factor is set up, then the passkeys. */
function Factors({ twoFactor }: { twoFactor: TwoFactor }) {
  const { authenticator, recoveryCodesLeft, passkeys } = twoFactor;
  return (
    <>
      {authenticator ? <AuthenticatorOn recoveryCodesLeft={recoveryCodesLeft} passkeys={passkeys.length} /> : <AuthenticatorOff />}
      {(authenticator || passkeys.length > 0) && <RecoveryCodesLeft left={recoveryCodesLeft} counted={authenticator} />}
      <Passkeys twoFactor={twoFactor} />
    </>
  );
}

/**
 * Two-factor sign-in: an authenticator app's code, or a passkey, asked for after the password.
 * The app off, its setup (the password, the QR code, a code from the app), the recovery codes
 * shown once, and on; the passkeys, added and removed. Each step the person takes brings the
 * focus to what it shows: the new step's heading, or the section's when it is back to on or off.
 */
export function TwoFactorSection() {
  const dispatch = useDispatch();
  const state = useSelector(selectTwoFactorState);
  const section = useRef<HTMLElement>(null);
  const view = viewOf(state);
  const lastView = useRef<View>(view);

  useEffect(() => {
    dispatch(fetchTwoFactor.request());
    return () => {
      dispatch(twoFactorLeft());
    };
  }, [dispatch]);

  useEffect(() => {
    const from = lastView.current;
    lastView.current = view;
    if (from === view || from === 'loading' || from === 'failed') return;
    // A step's own heading (the setup's, the codes'), not the passkeys' that on and off show.
    const heading =
      section.current?.querySelector<HTMLElement>('.two-factor__step h3') ?? section.current?.querySelector<HTMLElement>('h2');
    heading?.focus();
  }, [view]);

  return (
    <section ref={section} className="settings__form" aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" tabIndex={-1}>{t`Two-factor sign-in`}</h2>
      {view === 'loading' && <Loading label={t`your two-factor sign-in`} />}
      {view === 'failed' && (
        <LoadFailed
          message={state.error ?? t`Could not load your two-factor sign-in.`}
          onRetry={() => dispatch(fetchTwoFactor.request())}
        />
      )}
      {(view === 'off' || view === 'on') && state.twoFactor && <Factors twoFactor={state.twoFactor} />}
      {view === 'setup' && state.setup && <AuthenticatorSetup setup={state.setup} />}
      {view === 'codes' && state.recoveryCodes && <RecoveryCodes codes={state.recoveryCodes} />}
    </section>
  );
}
