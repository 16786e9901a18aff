import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'shell/router';
import type { RegistrationMode } from 'api-contract/runtime-config';
import type { Reason } from 'api-contract/error-codes';
import * as reasons from 'api-contract/reasons';
import { serverWordsFor } from '../../../i18n';

/**
 * What the signup screen says of how people join, mode by mode (`msg` descriptors, or the
 * contract's refusal for a closed community, in the reader's language); an open community says
 * nothing.
 */
const notes: Record<RegistrationMode, MessageDescriptor | Reason | null> = {
  open: null,
  approval: msg`New accounts wait for an admin to approve them before they can log in.`,
  invite: msg`This community takes new members by invitation: you need an invite code from a member.`,
  closed: reasons.signupsClosed,
};

export function RegistrationNote({ mode }: { mode: RegistrationMode }) {
  const note = notes[mode];
  if (note === null) return null;
  return <p className="auth-card__note">{'code' in note ? serverWordsFor(note.code, note.message) : i18n._(note)}</p>;
}

/** The signup screen of a community that takes nobody: the reason, and the way to log in. */
export function SignupClosed() {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="signup-closed">
        <h1 id="signup-closed">{t`Signups are closed`}</h1>
        <RegistrationNote mode="closed" />
        <p>
          {t`Already have an account?`} <Link to="/login">{t`Login`}</Link>
        </p>
      </section>
    </main>
  );
}

/** After a signup the admins must approve: what happens next, and nothing to log in with yet. */
export function SignupAwaiting({ username }: { username: string }) {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="signup-awaiting">
        <h1 id="signup-awaiting">{t`Thanks for signing up!`}</h1>
        <p role="status">
          <Trans>
            Your account <strong dir="auto">{username}</strong> is waiting for an admin to approve it.
          </Trans>{' '}
          {t`You can log in once they have.`}
        </p>
        <p>
          <Link to="/login">{t`Go to login`}</Link>
        </p>
      </section>
    </main>
  );
}
