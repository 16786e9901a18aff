import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { limits } from 'api-contract/limits';
import { PasskeyRegistrationSchema, PasswordConfirmationSchema } from 'api-contract/schemas';
import { validate } from 'api-contract/validate';
import { useCheckedForm } from 'shell/checked-form';
import { LimitedField } from 'shell/limited-field';
import { CurrentPasswordField } from 'shell/password-field';
import { addPasskey, selectTwoFactorState } from '../store/two-factor-slice';
import { usePasskeySupport } from './use-passkey-support';
import { useTwoFactorForm } from './use-two-factor-form';

/** The name's rule, the contract's own: required, at most `passkeyNameMax` characters, plain text. */
const nameRule = PasskeyRegistrationSchema.entries.name;

/**
 * A new passkey's name (what the list will call it) and the password, checked in words as they
 * are sent; then the browser's own prompt makes the passkey.
 */
function AddPasskeyForm({ onCancel }: { onCancel: () => void }) {
  const dispatch = useDispatch();
  const { pending, refusal } = useSelector(selectTwoFactorState);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { problems, check } = useCheckedForm(PasswordConfirmationSchema, { password });
  const [sent, setSent] = useState(false);
  const named = validate(nameRule, name);
  const form = useRef<HTMLFormElement>(null);

  // It opens on the button the person pressed, which it takes the place of.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    const accepted = check();
    if (named.ok && accepted) dispatch(addPasskey.request({ name: named.value, password: accepted.password }));
  };

  return (
    <form ref={form} className="settings__form" onSubmit={submit} noValidate>
      <LimitedField
        label={t`Name of the passkey`}
        value={name}
        max={limits.passkeyNameMax}
        problem={sent && !named.ok ? named.message : null}
        onChange={setName}
      />
      <CurrentPasswordField label={t`Password, to add a passkey`} value={password} onChange={setPassword} problem={problems.password} />
      {refusal?.step === 'addPasskey' && (
        <p className="form-error" role="alert">
          {refusal.words}
        </p>
      )}
      <div className="settings__actions">
        <button type="submit" className="button button--primary" disabled={pending === 'addPasskey'}>
          {t`Add passkey`}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}

/** Adding a passkey, where the browser can make one: a button that opens its form in its place. */
export function AddPasskey() {
  const supported = usePasskeySupport();
  const { open, opener, cancel } = useTwoFactorForm();
  if (supported === null) return null;
  if (!supported) return <p className="muted">{t`This browser cannot use passkeys.`}</p>;
  if (open === 'addPasskey') return <AddPasskeyForm onCancel={cancel} />;
  return (
    <button type="button" className="button" {...opener('addPasskey')}>
      {t`Add a passkey`}
    </button>
  );
}
