import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate } from 'shell/router';
import { guestCredentials } from 'api-contract/guest';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { guestLoginOffered } from '../../../start/community-settings';
import { canUsePasskeys } from '../passkey-support';
import { login, passkeyLogin, selectSession } from '../session-slice';
import { useReturnPath } from './require-auth';
import { usePasswordChangedFor } from './reset-screens';
import { SecondStepForm } from './second-step-form';

export function LoginPage() {
  const { token, secondStep } = useSelector(selectSession);
  useDocumentTitle(secondStep ? t`Two-factor sign-in` : t`Login`);
  const returnPath = useReturnPath();
  // Opened by a reset link that changed a password: that account's username, filled in.
  const passwordChangedFor = usePasswordChangedFor();
  // Kept for the password form's return from a second step; the password goes with its form.
  const [username, setUsername] = useState(passwordChangedFor ?? '');
  const [askedForCode, setAskedForCode] = useState(false);
  if (secondStep && !askedForCode) setAskedForCode(true);

  if (token) return <Navigate to={returnPath} replace />;

  return (
    <main className="auth-page">
      {secondStep ? (
        <SecondStepForm methods={secondStep.methods} />
      ) : (
        <PasswordForm
          username={username}
          onUsernameChange={setUsername}
          passwordChangedFor={passwordChangedFor}
          focusPassword={askedForCode}
        />
      )}
    </main>
  );
}

type PasswordFormProps = {
  username: string;
  onUsernameChange: (username: string) => void;
  passwordChangedFor: string | null;
  /** Back from a second step: the password field takes the focus the second step's buttons had. */
  focusPassword: boolean;
};

function PasswordForm({ username, onUsernameChange, passwordChangedFor, focusPassword }: PasswordFormProps) {
  const dispatch = useDispatch();
  const { status, error } = useSelector(selectSession);
  const [password, setPassword] = useState('');
  const passwordField = useRef<HTMLInputElement>(null);
  const pending = status === 'pending';

  useEffect(() => {
    if (focusPassword) passwordField.current?.focus();
  }, [focusPassword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(login.request({ username: username.trim(), password }));
  };

  return (
    <form className="auth-card" onSubmit={submit} aria-describedby={error ? 'login-error' : undefined}>
      <h1>{t`Hello Again!`}</h1>
      {passwordChangedFor !== null && (
        <p className="auth-card__notice" role="status">
          {t`Your password is changed. Log in with the new one.`}
        </p>
      )}
      <label className="field">
        <span>{t`Username`}</span>
        <input
          className="input"
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => onUsernameChange(event.target.value)}
        />
      </label>
      <label className="field">
        <span>{t`Password`}</span>
        <input
          ref={passwordField}
          className="input"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <p className="auth-card__note">
        <Link to="/forgot-password">{t`Forgot your password?`}</Link>
      </p>
      {error && (
        <p id="login-error" className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t`Logging in…` : t`Login`}
      </button>
      {canUsePasskeys() && (
        <button type="button" className="button" disabled={pending} onClick={() => dispatch(passkeyLogin.request())}>
          {t`Sign in with a passkey`}
        </button>
      )}
      {guestLoginOffered() && (
        <button type="button" className="button" disabled={pending} onClick={() => dispatch(login.request({ ...guestCredentials }))}>
          {t`Login as a Guest`}
        </button>
      )}
      <p>
        {t`New here?`} <Link to="/signup">{t`Create an account`}</Link>
      </p>
    </form>
  );
}
