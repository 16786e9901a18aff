import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { judgeNewPassword } from './judge-new-password';
import { PasswordField } from './password-field';

/** How long typing pauses before the password is judged: not on every key. */
const judgeAfterMs = 250;

/**
 * Why the password being typed may not be chosen, judged by the contract's own rule (the one
 * the server applies) as the person types: undefined until judged, null when it is fine. The
 * rule's dictionaries load on first use, in a worker (judgeNewPassword).
 */
export function useNewPasswordProblem(password: string, personal: readonly string[]): string | null | undefined {
  const [judged, setJudged] = useState<{ password: string; problem: string | null } | null>(null);
  const personalKey = personal.join('\n');
  useEffect(() => {
    if (password === '') return undefined;
    let current = true;
    const timer = setTimeout(() => {
      judgeNewPassword(password, personalKey.split('\n')).then(
        (problem) => {
          if (current) setJudged({ password, problem });
        },
        // The rule could not load (its chunks): no reason shows, and the server judges on send.
        () => undefined,
      );
    }, judgeAfterMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, personalKey]);
  return judged?.password === password ? judged.problem : undefined;
}

type NewPasswordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the form found wrong on send (the schema's words); shown before the strength reason. */
  problem?: string | undefined;
  /** What was judged of the password as typed (useNewPasswordProblem). */
  strength: string | null | undefined;
};

/**
 * A field for a password being chosen (signup, password change): the reason it may not be
 * chosen shows under it as the person types, before anything is sent.
 */
export function NewPasswordField({ label, value, onChange, problem, strength }: NewPasswordFieldProps) {
  const shown = problem ?? (value === '' ? undefined : (strength ?? undefined));
  return (
    <PasswordField
      label={label}
      value={value}
      onChange={onChange}
      autoComplete="new-password"
      message={shown ?? (strength === null && value !== '' ? t`Strong enough.` : '')}
      invalid={shown !== undefined}
      live
    />
  );
}
