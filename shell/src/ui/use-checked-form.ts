import { useCallback, useState } from 'react';
import type * as v from 'valibot';
import { fieldProblems, validate } from 'api-contract/validate';

/**
 * A form checked with the contract's own schema, the one the server and the mock check with:
 * `check()` on send gives the accepted values (trimmed, complete) or null, and from the first
 * send on, `problems` names what is wrong with each field as the person edits it.
 */
export function useCheckedForm<S extends v.GenericSchema>(schema: S, input: unknown) {
  const [sent, setSent] = useState(false);
  const problems = sent ? fieldProblems(schema, input) : {};
  const check = (): v.InferOutput<S> | null => {
    setSent(true);
    const result = validate(schema, input);
    return result.ok ? result.value : null;
  };
  const reset = useCallback(() => setSent(false), []);
  return { problems, check, reset };
}
