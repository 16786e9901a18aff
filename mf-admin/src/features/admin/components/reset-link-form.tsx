import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { makeResetLink, selectResetLinkMaking, selectResetLinkRefusal, type ResetLinkRefusal } from '../store/reset-links-slice';

/** Why no link was made, in words: by the refusal's code where the server's words would not fit this form. */
function refusalWords({ username, code, message }: ResetLinkRefusal): string {
  if (code === 'user.not_found') return t`No one has the username ${username}.`;
  if (code === 'profile.unavailable')
    return t`The account of ${username} is hidden from you (it is suspended, or it blocks you), so no link can be made for it here.`;
  if (code === 'account.guest_kept') return t`The demo's shared guest account keeps its password: it belongs to every visitor.`;
  return message;
}

/** The member, named by username (an "@" before it is fine), whose reset link to make. */
export function ResetLinkForm() {
  const dispatch = useDispatch();
  const making = useSelector(selectResetLinkMaking);
  const refusal = useSelector(selectResetLinkRefusal);
  const [username, setUsername] = useState('');
  const [missing, setMissing] = useState(false);
  const usernameId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim().replace(/^@/, '');
    setMissing(name === '');
    if (name !== '' && !making) dispatch(makeResetLink.request({ username: name }));
  };

  const problem = missing ? t`Enter a username.` : refusal && refusalWords(refusal);
  return (
    <form className="admin__form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={usernameId}>{t`Member's username`}</label>
        <input
          id={usernameId}
          className="input"
          value={username}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={problem !== null}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={making}>
        {making ? t`Making…` : t`Make a link`}
      </button>
    </form>
  );
}
