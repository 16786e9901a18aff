import { t } from '@lingui/core/macro';
import type { TwoFactor } from 'api-contract/entities';
import { useEffect, useRef, type RefObject } from 'react';
import { AddPasskey } from './add-passkey';
import { PasskeyRow } from './passkey-row';
import { useTwoFactorForm } from './use-two-factor-form';

/** A passkey form that closed as its call succeeded took the focus with it: the subsection's heading takes it, above the changed list. */
function useFocusAfterDone(heading: RefObject<HTMLHeadingElement | null>) {
  const { open } = useTwoFactorForm();
  const before = useRef(open);
  useEffect(() => {
    const was = before.current;
    before.current = open;
    const passkeyForm = was !== null && (was === 'addPasskey' || was.startsWith('removePasskey:'));
    if (passkeyForm && open === null && document.activeElement === document.body) heading.current?.focus();
  }, [open, heading]);
}

/**
 * Passkeys, the section's second kind of factor: what they are, the person's own (each with
 * Remove), and Add a passkey.
 */
export function Passkeys({ twoFactor }: { twoFactor: TwoFactor }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { authenticator, passkeys } = twoFactor;
  useFocusAfterDone(heading);

  return (
    <div className="two-factor__passkeys">
      <h3 ref={heading} tabIndex={-1}>
        {t`Passkeys`}
      </h3>
      <p>{t`Sign in with your fingerprint, face or screen lock, or a security key, instead of a password.`}</p>
      {passkeys.length > 0 && (
        <ul className="record-list" aria-label={t`Your passkeys`}>
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} last={!authenticator && passkeys.length === 1} />
          ))}
        </ul>
      )}
      <AddPasskey />
    </div>
  );
}
