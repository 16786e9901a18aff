import { useState, type FormEvent } from 'react';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
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

/** A field of the form; its label a `msg` descriptor, shown with `i18n._`. */
type Field = {
  name: 'firstName' | 'lastName' | 'username' | 'email' | 'inviteCode';
  label: MessageDescriptor;
  type: string;
  autoComplete: string;
};

const fields: Field[] = [
  { name: 'firstName', label: msg`First name`, type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: msg`Last name`, type: 'text', autoComplete: 'family-name' },
  { name: 'username', label: msg`Username`, type: 'text', autoComplete: 'username' },
  { name: 'email', label: msg`Email address`, type: 'email', autoComplete: 'email' },
];

const inviteField: Field = { name: 'inviteCode', label: msg`Invite code`, type: 'text', autoComplete: 'off' };

const empty: SignupData = { firstName: '', lastName: '', username: '', email: '', password: '', inviteCode: '', reason: '' };

/** `?invite=CODE`: the link an invite's maker shares fills the code in. */
const inviteIn = (search: string): string => new URLSearchParams(search).get('invite') ?? '';

export function SignupPage() {
  useDocumentTitle(t`Sign up`);
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
    name === 'inviteCode' && codeMissing && !values.inviteCode?.trim() ? t`Invite code is required.` : problems[name];

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
        <h1>{t`Hi Mate!!`}</h1>
        <RegistrationNote mode={mode} />
        {shown.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`signup-${field.name}`}>{i18n._(field.label)}</label>
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
          label={t`Password`}
          value={values.password}
          onChange={(password) => setValues({ ...values, password })}
          problem={problems.password}
          strength={strength}
        />
        {mode === 'approval' && (
          <div className="field">
            <label htmlFor="signup-reason">{t`Why do you want to join? (optional)`}</label>
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
          {pending ? t`Creating…` : t`Create a Account`}
        </button>
        <p>
          {t`Already have an account?`} <Link to="/login">{t`Login`}</Link>
        </p>
      </form>
    </main>
  );
}
