import * as v from 'valibot';
import { fail, succeed, type Result } from '../rules/result';

/** Checks `input` against `schema`: its output, or a 400 with the first problem in words. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Result<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, input, { abortEarly: true });
  if (parsed.success) return succeed(parsed.output);
  return fail(400, parsed.issues[0]?.message ?? 'The request is not valid.');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The payload the spec wraps in a named key (`{postData}`, `{commentData}`, `{userData}`). */
export function unwrap(body: unknown, key: string): Result<Record<string, unknown>> {
  if (!isRecord(body) || !Object.hasOwn(body, key) || !isRecord(body[key])) return fail(400, `The request body must hold "${key}".`);
  return succeed(body[key]);
}

/**
 * The first problem with each field of `input`, in the schema's own words, for a form to show
 * beside the fields; empty when the input is acceptable.
 */
export function fieldProblems<S extends v.GenericSchema>(schema: S, input: unknown): Partial<Record<string, string>> {
  const parsed = v.safeParse(schema, input);
  const problems: Partial<Record<string, string>> = {};
  for (const issue of parsed.issues ?? []) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !Object.hasOwn(problems, key)) problems[key] = issue.message;
  }
  return problems;
}
