import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EmailChangeSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { CurrentPasswordField } from 'shell/password-field';
import { selectCurrentUser } from 'shell/users';
import { changeEmail, resendConfirmation, selectEmailState } from '../store/email-slice';

const empty = { email: '', password: '' };

/**
 * One's email address: which it is, whether it is confirmed or a new one waits for its link, a
 * new link on asking, and a change that asks for the password.
 */
export function EmailForm() {
  const dispatch = useDispatch();
  const me = useSelector(selectCurrentUser);
  const { pending, said } = useSelector(selectEmailState);
  const [values, setValues] = useState(empty);
  const { problems, check } = useCheckedForm(EmailChangeSchema, values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const accepted = check();
    if (accepted) dispatch(changeEmail.request(accepted));
  };

  const email = me?.email ?? '';
  const waiting = me?.pendingEmail ?? null;
  return (
    <form className="settings__form" onSubmit={submit} noValidate aria-labelledby="email-heading">
      <h2 id="email-heading">{t`Email address`}</h2>
      <p>
        <span dir="auto">{email}</span>
        {me?.emailConfirmed === false && ` — ${t`not confirmed yet`}`}
      </p>
      {waiting && <p>{t`Waiting for you to open the link we sent to ${waiting}.`}</p>}
      {(waiting || me?.emailConfirmed === false) && (
        <p>
          <button type="button" className="button" disabled={pending} onClick={() => dispatch(resendConfirmation.request())}>
            {t`Send the link again`}
          </button>
        </p>
      )}
      <label className="field">
        <span>{t`New email address`}</span>
        <input
          className="input"
          type="email"
          autoComplete="email"
          value={values.email}
          aria-invalid={problems.email ? true : undefined}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        {problems.email && <span className="form-error">{problems.email}</span>}
      </label>
      <CurrentPasswordField
        label={t`Password, to change the address`}
        value={values.password}
        onChange={(password) => setValues({ ...values, password })}
        problem={problems.password}
      />
      <p role={said?.refused ? 'alert' : 'status'} className={said?.refused ? 'form-error' : undefined}>
        {said?.words ?? ''}
      </p>
      <button type="submit" className="button button--primary" disabled={pending}>
        {t`Change email address`}
      </button>
    </form>
  );
}
