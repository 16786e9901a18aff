import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate } from 'shell/router';
import type { SignupData } from 'api-contract/payloads';
import { SignupSchema } from 'api-contract/schemas';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { NewPasswordField, useNewPasswordProblem } from '../../../ui/new-password-field';
import { useCheckedForm } from '../../../ui/use-checked-form';
import { selectSession, signup } from '../session-slice';

type Field = { name: Exclude<keyof SignupData, 'password'>; label: string; type: string; autoComplete: string };

const fields: Field[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
];

const empty: SignupData = { firstName: '', lastName: '', username: '', email: '', password: '' };

export function SignupPage() {
  useDocumentTitle('Sign up');
  const dispatch = useDispatch();
  const { token, status, error } = useSelector(selectSession);
  const [values, setValues] = useState<SignupData>(empty);
  const { problems, check } = useCheckedForm(SignupSchema, values);
  const strength = useNewPasswordProblem(values.password, [values.username, values.firstName, values.lastName, values.email]);
  const pending = status === 'pending';

  if (token) return <Navigate to="/home" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const accepted = check();
    // A password already judged too easy is not sent; one not judged yet the server judges.
    if (accepted && !strength) dispatch(signup.request(accepted));
  };

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={submit} noValidate>
        <h1>Hi Mate!!</h1>
        {fields.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`signup-${field.name}`}>{field.label}</label>
            <input
              id={`signup-${field.name}`}
              className="input"
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              aria-invalid={problems[field.name] !== undefined}
              aria-describedby={`signup-${field.name}-problem`}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
            <small id={`signup-${field.name}-problem`} className="form-error">
              {problems[field.name]}
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
