import { Link } from 'shell/router';
import type { RegistrationMode } from 'api-contract/runtime-config';
import { messages } from 'api-contract/messages';

/** What the signup screen says of how people join, mode by mode; an open community says nothing. */
const notes: Record<RegistrationMode, string | null> = {
  open: null,
  approval: 'New accounts wait for an admin to approve them before they can log in.',
  invite: 'This community takes new members by invitation: you need an invite code from a member.',
  closed: messages.signupsClosed,
};

export function RegistrationNote({ mode }: { mode: RegistrationMode }) {
  const note = notes[mode];
  return note ? <p className="auth-card__note">{note}</p> : null;
}

/** The signup screen of a community that takes nobody: the reason, and the way to log in. */
export function SignupClosed() {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="signup-closed">
        <h1 id="signup-closed">Signups are closed</h1>
        <RegistrationNote mode="closed" />
        <p>
          Already have an account? <Link to="/login">Login</Link>
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
        <h1 id="signup-awaiting">Thanks for signing up!</h1>
        <p role="status">
          Your account <strong>{username}</strong> is waiting for an admin to approve it. You can log in once they have.
        </p>
        <p>
          <Link to="/login">Go to login</Link>
        </p>
      </section>
    </main>
  );
}
