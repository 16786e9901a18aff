import { t } from '@lingui/core/macro';
import { useEffect, useRef, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { limits } from 'api-contract/limits';
import type { SecondStep } from 'api-contract/payloads';
import { canUsePasskeys } from '../passkey-support';
import { loginSecondStep, secondStepLeft, selectSession } from '../session-slice';

/** What the step asks for, in words: the kinds of answer the account has. */
function noteFor(methods: SecondStep['methods']): string {
  const app = methods.includes('authenticator');
  if (!methods.includes('passkey')) return t`Enter the 6-digit code your authenticator app shows, or one of your recovery codes.`;
  if (app) return t`Use your passkey, or enter the 6-digit code your authenticator app shows, or one of your recovery codes.`;
  return t`Use your passkey, or enter one of your recovery codes.`;
}

/**
 * A login's second step, once its password was right: one of the person's passkeys, a code of
 * their authenticator app, or one of their recovery codes. A wrong or used code is said in the
 * login's alert, and the field, emptied, keeps the focus for the next; a step that ended goes
 * back to the password.
 */
export function SecondStepForm({ methods: offered }: { methods: SecondStep['methods'] }) {
  const dispatch = useDispatch();
  const { status, error } = useSelector(selectSession);
  // A browser without WebAuthn is not offered the account's passkeys: its codes remain.
  const methods = canUsePasskeys() ? offered : offered.filter((method) => method !== 'passkey');
  const passkey = methods.includes('passkey');
  // An uncontrolled field: its code is read when sent, and a refusal empties it in place.
  const field = useRef<HTMLInputElement>(null);
  const pending = status === 'pending';
  const refused = status === 'failed';

  // A refused code will not do: the field is emptied for the next, and has the focus the Verify button took.
  useEffect(() => {
    if (!refused || !field.current) return;
    field.current.value = '';
    field.current.focus();
  }, [refused, error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(loginSecondStep.request({ code: field.current?.value.trim() ?? '' }));
  };

  return (
    <form className="auth-card" onSubmit={submit} aria-describedby={error ? 'login-error' : undefined}>
      <h1>{t`Two-factor sign-in`}</h1>
      <p className="auth-card__note">{noteFor(methods)}</p>
      {passkey && (
        <button
          type="button"
          className="button button--primary"
          disabled={pending}
          onClick={() => dispatch(loginSecondStep.request({ passkey: true }))}
        >
          {t`Use a passkey`}
        </button>
      )}
      <label className="field">
        <span>{t`Code`}</span>
        <input
          ref={field}
          className="input"
          name="code"
          autoComplete="one-time-code"
          // Recovery codes have letters: not a digits-only keyboard.
          inputMode="text"
          // The form takes the place of the password form whose Login button had the focus (the
          // passkey's button comes first, and is pressed rather than typed into).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={!passkey}
          spellCheck={false}
          autoCapitalize="off"
          required
          maxLength={limits.secondFactorCodeMax}
        />
      </label>
      {error && (
        <p id="login-error" className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={passkey ? 'button' : 'button button--primary'} disabled={pending}>
        {pending ? t`Verifying…` : t`Verify`}
      </button>
      <button type="button" className="button" disabled={pending} onClick={() => dispatch(secondStepLeft())}>
        {t`Back to the password`}
      </button>
    </form>
  );
}
