import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PasswordChangeSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { NewPasswordField, useNewPasswordProblem } from 'shell/new-password-field';
import { changePassword, selectPasswordChange } from '../store/account-slice';
import { CurrentPasswordField } from 'shell/password-field';

const empty = { currentPassword: '', newPassword: '' };

/**
 * Change password: the current one, then the new one, judged as it is typed by the rule the
 * server applies. Success signs out every other browser and device, and empties the form.
 */
export function PasswordForm({ username }: { username: string }) {
  const dispatch = useDispatch();
  const { pending, error } = useSelector(selectPasswordChange);
  const [values, setValues] = useState(empty);
  const { problems, check, reset } = useCheckedForm(PasswordChangeSchema, values);
  const strength = useNewPasswordProblem(values.newPassword, [username, values.currentPassword]);
  const wasPending = useRef(false);

  // Empty once the change went through (it was under way, and ended without a reason to show).
  useEffect(() => {
    if (wasPending.current && !pending && error === null) {
      setValues(empty);
      reset();
    }
    wasPending.current = pending;
  }, [pending, error, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const accepted = check();
    if (accepted && !strength) dispatch(changePassword.request(accepted));
  };

  return (
    <form className="settings__form" onSubmit={submit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">{t`Change password`}</h2>
      {/* Password managers fill the account the change is for from this. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <CurrentPasswordField
        label={t`Current password`}
        value={values.currentPassword}
        onChange={(currentPassword) => setValues({ ...values, currentPassword })}
        problem={problems.currentPassword}
      />
      <NewPasswordField
        label={t`New password`}
        value={values.newPassword}
        onChange={(newPassword) => setValues({ ...values, newPassword })}
        problem={problems.newPassword}
        strength={strength}
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="muted">{t`Changing it signs you out everywhere else.`}</p>
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t`Changing…` : t`Change password`}
      </button>
    </form>
  );
}
