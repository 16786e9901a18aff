import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { deleteAccount, selectAccountDeletion } from '../store/account-slice';
import { CurrentPasswordField } from 'shell/password-field';

/**
 * Delete my account: says what goes, and asks for the username typed out and the password
 * before the button does anything. Success signs this browser out (the account's every session
 * has gone with it).
 */
export function DeleteAccountForm({ username }: { username: string }) {
  const dispatch = useDispatch();
  const { pending, error } = useSelector(selectAccountDeletion);
  const [typedName, setTypedName] = useState('');
  const [password, setPassword] = useState('');
  const nameId = useId();
  const confirmed = typedName === username && password !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed) dispatch(deleteAccount.request({ password }));
  };

  return (
    <form className="settings__form settings__form--danger" onSubmit={submit} noValidate aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t`Delete your account`}</h2>
      <p>
        {t`Your profile, posts, comments, likes, follows, bookmarks and images are deleted at once, for good. Download your data below first if you want to keep it.`}
      </p>
      <div className="field">
        <label htmlFor={nameId}>
          <Trans>
            Type your username, <strong dir="auto">{username}</strong>, to confirm
          </Trans>
        </label>
        <input
          id={nameId}
          className="input"
          autoComplete="off"
          spellCheck={false}
          value={typedName}
          onChange={(event) => setTypedName(event.target.value)}
        />
      </div>
      <CurrentPasswordField label={t`Your password`} value={password} onChange={setPassword} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--danger" disabled={!confirmed || pending}>
        {pending ? t`Deleting…` : t`Delete my account`}
      </button>
    </form>
  );
}
