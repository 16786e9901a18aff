import { fail, succeed, type Result } from './result';

/** A body field as the client sent it; anything but a string is refused. */
export function readText(
  body: Record<string, unknown>,
  field: string,
  label: string,
  { required, max }: { required: boolean; max?: number },
): Result<string> {
  const raw = body[field];
  if (raw === undefined || raw === null) {
    return required ? fail(400, `${label} is required.`) : succeed('');
  }
  if (typeof raw !== 'string') return fail(400, `${label} must be text.`);
  const value = raw.trim();
  if (required && value === '') return fail(400, `${label} is required.`);
  if (max !== undefined && value.length > max) {
    return fail(400, `${label} must be at most ${max} characters.`);
  }
  return succeed(value);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The payload the spec wraps in a named key (`{postData}`, `{commentData}`, `{userData}`). */
export function unwrap(body: unknown, key: string): Result<Record<string, unknown>> {
  if (!isRecord(body) || !isRecord(body[key])) return fail(400, `The request body must hold "${key}".`);
  return succeed(body[key]);
}
