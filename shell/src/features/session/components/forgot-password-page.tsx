import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate } from 'shell/router';
import { limits } from 'api-contract/limits';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { mailSent } from '../../../start/community-settings';
import { askForResetLink, selectPasswordReset } from '../password-reset-slice';
import { selectIsSignedIn } from '../session-slice';
import { useForgottenOnLeaving } from './reset-screens';
import { TakingMessage } from './taking-message';

/**
 * "Forgot your password?": a link to choose a new one, mailed to the account the email address
 * or username names. The same confirmation whether or not one matches, so the form tells nobody
 * who is a member. A community that sends no mail says to ask an admin for a link instead.
 */
export function ForgotPasswordPage() {
  useDocumentTitle(t`Forgot your password?`);
  const signedIn = useSelector(selectIsSignedIn);
  const { asking, sent } = useSelector(selectPasswordReset);
  useForgottenOnLeaving();

  if (signedIn) return <Navigate to="/home" replace />;

  const refusedForMail = asking.refusal?.code === 'mail.off';
  const minutes = limits.passwordResetMinutes;
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="forgot-password-heading">
        <h1 id="forgot-password-heading">{t`Forgot your password?`}</h1>
        {!mailSent() || refusedForMail ? (
          <TakingMessage role={refusedForMail ? 'alert' : undefined}>
            {t`This community does not send mail. Ask one of its admins for a link to choose a new password.`}
          </TakingMessage>
        ) : sent ? (
          <TakingMessage role="status">
            {t`If an account matches, a link to choose a new password is on its way to its email address. The link works for ${minutes} minutes.`}
          </TakingMessage>
        ) : (
          <ForgotPasswordForm />
        )}
        <p>
          <Link to="/login">{t`Back to login`}</Link>
        </p>
      </section>
    </main>
  );
}

function ForgotPasswordForm() {
  const dispatch = useDispatch();
  const { asking } = useSelector(selectPasswordReset);
  const [login, setLogin] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(askForResetLink.request({ login: login.trim() }));
  };

  return (
    <form onSubmit={submit} aria-describedby={asking.refusal ? 'forgot-password-error' : undefined}>
      <p className="auth-card__note">{t`We will send a link to choose a new password to your account's email address.`}</p>
      <label className="field">
        <span>{t`Email address or username`}</span>
        <input
          className="input"
          name="login"
          autoComplete="username"
          required
          maxLength={limits.emailMax}
          value={login}
          onChange={(event) => setLogin(event.target.value)}
        />
      </label>
      {asking.refusal && (
        <p id="forgot-password-error" className="form-error" role="alert">
          {asking.refusal.message}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={asking.pending}>
        {asking.pending ? t`Sending…` : t`Send the link`}
      </button>
    </form>
  );
}
