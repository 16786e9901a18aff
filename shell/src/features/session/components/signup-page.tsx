import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useLocation } from 'shell/router';
import type { SignupData } from 'api-contract/payloads';
import { SignupSchema } from 'api-contract/schemas';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { NewPasswordField, useNewPasswordProblem } from '../../../ui/new-password-field';
import { useCheckedForm } from '../../../ui/use-checked-form';
import type { RegistrationMode } from 'api-contract/runtime-config';
import { currentRegistration } from '../../../start/community-settings';
import { selectSession, signup } from '../session-slice';
import { RegistrationNote, SignupAwaiting, SignupClosed } from './registration-notes';

type Field = { name: 'firstName' | 'lastName' | 'username' | 'email' | 'inviteCode'; label: string; type: string; autoComplete: string };

const fields: Field[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
];

const inviteField: Field = { name: 'inviteCode', label: 'Invite code', type: 'text', autoComplete: 'off' };

const empty: SignupData = { firstName: '', lastName: '', username: '', email: '', password: '', inviteCode: '', reason: '' };

/** `?invite=CODE`: the link an invite's maker shares fills the code in. */
const inviteIn = (search: string): string => new URLSearchParams(search).get('invite') ?? '';

export function SignupPage() {
  useDocumentTitle('Sign up');
  const { mode } = currentRegistration();
  const { awaitingApproval } = useSelector(selectSession);
  if (awaitingApproval) return <SignupAwaiting username={awaitingApproval} />;
  if (mode === 'closed') return <SignupClosed />;
  return <SignupForm mode={mode} />;
}

function SignupForm({ mode }: { mode: RegistrationMode }) {
  const dispatch = useDispatch();
  const { token, status, error } = useSelector(selectSession);
  const { search } = useLocation();
  const [values, setValues] = useState<SignupData>({ ...empty, inviteCode: inviteIn(search) });
  const { problems, check } = useCheckedForm(SignupSchema, values);
  const strength = useNewPasswordProblem(values.password, [values.username, values.firstName, values.lastName, values.email]);
  const [codeMissing, setCodeMissing] = useState(false);
  const pending = status === 'pending';
  const shown = mode === 'invite' ? [...fields, inviteField] : fields;
  const problemOf = (name: Field['name']) =>
    name === 'inviteCode' && codeMissing && !values.inviteCode?.trim() ? 'Invite code is required.' : problems[name];

  if (token) return <Navigate to="/home" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const accepted = check();
    const lacksCode = mode === 'invite' && !values.inviteCode?.trim();
    setCodeMissing(lacksCode);
    // A password already judged too easy is not sent; one not judged yet the server judges.
    if (accepted && !strength && !lacksCode) dispatch(signup.request(accepted));
  };

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={submit} noValidate>
        <h1>Hi Mate!!</h1>
        <RegistrationNote mode={mode} />
        {shown.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`signup-${field.name}`}>{field.label}</label>
            <input
              id={`signup-${field.name}`}
              className="input"
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              aria-invalid={problemOf(field.name) !== undefined}
              aria-describedby={`signup-${field.name}-problem`}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
            <small id={`signup-${field.name}-problem`} className="form-error">
              {problemOf(field.name)}
            </small>
          </div>
        ))}
        <NewPasswordField
          label="Password"
          value={values.password}
          onChange={(password) => setValues({ ...values, password })}
          problem={problems.password}
          strength={strength}
        />
        {mode === 'approval' && (
          <div className="field">
            <label htmlFor="signup-reason">Why do you want to join? (optional)</label>
            <textarea
              id="signup-reason"
              className="input"
              name="reason"
              rows={3}
              aria-invalid={problems.reason !== undefined}
              aria-describedby="signup-reason-problem"
              value={values.reason ?? ''}
              onChange={(event) => setValues({ ...values, reason: event.target.value })}
            />
            <small id="signup-reason-problem" className="form-error">
              {problems.reason}
            </small>
          </div>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? 'Creating…' : 'Create a Account'}
        </button>
        <p>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      </form>
    </main>
  );
}
