import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Passkey } from 'api-contract/entities';
import { useDispatch, useSelector } from 'react-redux';
import { formatRelativeTime } from 'shell/relative-time';
import { removePasskey, selectTwoFactorState } from '../store/two-factor-slice';
import { PasswordStep } from './password-step';
import { useTwoFactorForm } from './use-two-factor-form';

/** When a passkey last signed someone in, or that it never has. */
function LastUsed({ at }: { at: string | null }) {
  if (at === null) return <>{t`Never used`}</>;
  const lastUsed = formatRelativeTime(at);
  return (
    <Trans>
      Last used <time dateTime={at}>{lastUsed}</time>
    </Trans>
  );
}

type PasskeyRowProps = {
  passkey: Passkey;
  /** It is the account's only second factor: removing it ends the recovery codes too. */
  last: boolean;
};

/** One of the person's passkeys: its name, when it was added and last used, and Remove, which asks for the password in its place. */
export function PasskeyRow({ passkey, last }: PasskeyRowProps) {
  const dispatch = useDispatch();
  const { pending, refusal } = useSelector(selectTwoFactorState);
  const { open, opener, cancel } = useTwoFactorForm();
  const { id, name, createdAt, lastUsedAt } = passkey;
  const form = `removePasskey:${id}` as const;
  const added = formatRelativeTime(createdAt);

  return (
    <li className="record-row passkey">
      <div>
        <p className="passkey__name" dir="auto">
          {name}
        </p>
        <p className="muted">
          <Trans>
            Added <time dateTime={createdAt}>{added}</time>
          </Trans>
          {' · '}
          <LastUsed at={lastUsedAt} />
        </p>
      </div>
      {open === form ? (
        <PasswordStep
          label={t`Password, to remove this passkey`}
          submitLabel={t`Remove passkey`}
          danger
          pending={pending === 'removePasskey'}
          refusal={refusal?.step === 'removePasskey' ? refusal.words : null}
          onSubmit={(password) => dispatch(removePasskey.request({ passkeyId: id, password }))}
          onCancel={cancel}
        >
          {last && (
            <p>{t`This is your only second factor: signing in will ask for your password only, and your recovery codes will stop working.`}</p>
          )}
        </PasswordStep>
      ) : (
        <button type="button" className="button" aria-label={t`Remove passkey ${name}`} {...opener(form)}>
          {t`Remove`}
        </button>
      )}
    </li>
  );
}
