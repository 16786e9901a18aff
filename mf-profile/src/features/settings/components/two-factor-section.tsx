import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LoadFailed, Loading } from 'shell/status';
import { fetchTwoFactor, selectTwoFactorState, twoFactorLeft, type TwoFactorState } from '../store/two-factor-slice';
import { AuthenticatorOff } from './authenticator-off';
import { AuthenticatorOn } from './authenticator-on';
import { AuthenticatorSetup } from './authenticator-setup';
import { RecoveryCodes } from './recovery-codes';

type View = 'loading' | 'failed' | 'off' | 'setup' | 'codes' | 'on';

/** What the section shows: the codes just made first, then an app being set up, then whether one is. */
function viewOf({ status, twoFactor, setup, recoveryCodes }: TwoFactorState): View {
  if (recoveryCodes) return 'codes';
  if (setup) return 'setup';
  if (status === 'loaded' && twoFactor) return twoFactor.authenticator ? 'on' : 'off';
  return status === 'failed' ? 'failed' : 'loading';
}

/**
 * Two-factor sign-in: an authenticator app's code asked for after the password. Off, its setup
 * (the password, the QR code, a code from the app), the recovery codes shown once, and on.
 * Each step the person takes brings the focus to what it shows: the new step's heading, or the
 * section's when it is back to on or off.
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
    const heading = section.current?.querySelector<HTMLElement>('h3') ?? section.current?.querySelector<HTMLElement>('h2');
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
      {view === 'off' && <AuthenticatorOff />}
      {view === 'setup' && state.setup && <AuthenticatorSetup setup={state.setup} />}
      {view === 'codes' && state.recoveryCodes && <RecoveryCodes codes={state.recoveryCodes} />}
      {view === 'on' && <AuthenticatorOn recoveryCodesLeft={state.twoFactor?.recoveryCodesLeft ?? 0} />}
    </section>
  );
}
