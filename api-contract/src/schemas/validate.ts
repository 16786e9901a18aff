import * as v from 'valibot';
import type { ErrorCode } from '../error-codes';
import * as reasons from '../reasons';
import { fail, succeed, type Result } from '../rules/result';

/** The fields that answer a code of their own when refused: a page's, whose client starts again from the first page. */
export const fieldCodes: Partial<Record<string, ErrorCode>> = {
  limit: 'page.invalid_limit',
  cursor: 'page.invalid_cursor',
  sort: 'page.invalid_sort',
  usernames: 'input.invalid_usernames',
};

/**
 * Checks `input` against `schema`: its output, or a 400 with the first problem in the schema's
 * words, coded as its field's code or else `code` (`input.invalid`).
 */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  code: ErrorCode = 'input.invalid',
): Result<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, input, { abortEarly: true });
  if (parsed.success) return succeed(parsed.output);
  const [issue] = parsed.issues;
  const field = issue.path?.[0]?.key;
  const fieldCode = typeof field === 'string' && Object.hasOwn(fieldCodes, field) ? fieldCodes[field] : undefined;
  return fail(400, { code: fieldCode ?? code, message: issue.message });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The payload the spec wraps in a named key (`{postData}`, `{commentData}`, `{userData}`). */
export function unwrap(body: unknown, key: string): Result<Record<string, unknown>> {
  if (!isRecord(body) || !Object.hasOwn(body, key) || !isRecord(body[key])) return fail(400, reasons.unwrappedBody(key));
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
