import { plural, t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { createInvite, selectInviteCreation } from '../store/invites-slice';

/** The choices the form offers, all within the contract's limits (1-100 uses, 1-30 days). */
const usesChoices = [1, 5, 10, 25, 50, 100];
const dayChoices = [1, 7, 30];

/** Makes an invite code: how many people it lets in, and for how long. */
export function InviteForm() {
  const dispatch = useDispatch();
  const { pending, error } = useSelector(selectInviteCreation);
  const [uses, setUses] = useState(1);
  const [expiresInDays, setExpiresInDays] = useState(7);
  const usesId = useId();
  const daysId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) dispatch(createInvite.request({ uses, expiresInDays }));
  };

  return (
    <form className="admin__form" onSubmit={submit} aria-label={t`Make an invite code`}>
      <div className="admin__fields">
        <div className="field">
          <label htmlFor={usesId}>{t`Uses`}</label>
          <select id={usesId} className="input" value={uses} onChange={(event) => setUses(Number(event.target.value))}>
            {usesChoices.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={daysId}>{t`Expires in`}</label>
          <select id={daysId} className="input" value={expiresInDays} onChange={(event) => setExpiresInDays(Number(event.target.value))}>
            {dayChoices.map((days) => (
              <option key={days} value={days}>
                {plural(days, { one: '# day', other: '# days' })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t`Making…` : t`Make an invite code`}
      </button>
    </form>
  );
}
