import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate } from 'shell/router';
import type { ApiErrorCode } from 'api-contract/api-error';
import { limits } from 'api-contract/limits';
import { PasswordResetSchema } from 'api-contract/schemas';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { NewPasswordField, useNewPasswordProblem } from '../../../ui/new-password-field';
import { useCheckedForm } from '../../../ui/use-checked-form';
import { chooseNewPassword, selectPasswordReset } from '../password-reset-slice';
import { selectIsSignedIn } from '../session-slice';
import { passwordChangedState, useForgottenOnLeaving, useLinkToken } from './reset-screens';
import { TakingMessage } from './taking-message';

/** The refusals that mean the link itself will never work: a new one is needed. */
const deadLink: ReadonlySet<ApiErrorCode | undefined> = new Set<ApiErrorCode>(['reset.invalid', 'reset.expired', 'reset.used']);

/**
 * A reset link's screen: a new password for the account, chosen once with the link's token.
 * Success ends every session of the account and opens the login screen on its username; a link
 * that cannot work (incomplete, not valid, expired, used) says so, and where to ask for another.
 */
export function ResetPasswordPage() {
  useDocumentTitle(t`Choose a new password`);
  const signedIn = useSelector(selectIsSignedIn);
  const { choosing, changedFor } = useSelector(selectPasswordReset);
  const token = useLinkToken();
  useForgottenOnLeaving();

  if (signedIn) return <Navigate to="/home" replace />;
  if (changedFor !== null) return <Navigate to="/login" replace state={passwordChangedState(changedFor)} />;

  const refusal = choosing.refusal && deadLink.has(choosing.refusal.code) ? choosing.refusal : null;
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="reset-password-heading">
        <h1 id="reset-password-heading">{t`Choose a new password`}</h1>
        {token === '' ? (
          <LinkUnusable
            message={t`This link to choose a new password is incomplete. Check that you have the whole link, or ask for a new one.`}
          />
        ) : token.length > limits.resetTokenMax ? (
          <LinkUnusable message={t`This link to choose a new password is not valid. Ask for a new one.`} />
        ) : refusal ? (
          <LinkUnusable message={refusal.message} refused />
        ) : (
          <ResetPasswordForm token={token} />
        )}
      </section>
    </main>
  );
}

type LinkUnusableProps = { message: string; refused?: boolean };

/** Why the link cannot be used (read out and focused when the server just said so), and where to get another. */
function LinkUnusable({ message, refused = false }: LinkUnusableProps) {
  return (
    <>
      <TakingMessage role={refused ? 'alert' : undefined}>{message}</TakingMessage>
      <p>
        <Link to="/forgot-password">{t`Ask for a new link`}</Link>
      </p>
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const dispatch = useDispatch();
  const { choosing } = useSelector(selectPasswordReset);
  const [newPassword, setNewPassword] = useState('');
  const { problems, check } = useCheckedForm(PasswordResetSchema, { token, newPassword });
  const strength = useNewPasswordProblem(newPassword, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const accepted = check();
    // A password already judged too easy is not sent; one not judged yet the server judges.
    if (accepted && !strength) dispatch(chooseNewPassword.request(accepted));
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={choosing.refusal ? 'reset-password-error' : undefined}>
      <NewPasswordField
        label={t`New password`}
        value={newPassword}
        onChange={setNewPassword}
        problem={problems.newPassword}
        strength={strength}
      />
      {choosing.refusal && (
        <p id="reset-password-error" className="form-error" role="alert">
          {choosing.refusal.message}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={choosing.pending}>
        {choosing.pending ? t`Saving…` : t`Choose this password`}
      </button>
    </form>
  );
}
