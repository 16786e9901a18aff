import { isErrorCode, type Reason } from './error-codes';
import * as reasons from './reasons';
import type { ErrorBody } from './payloads';
import { fail, succeed, type Result } from './rules/result';
import { isRecord } from './schemas/validate';

/**
 * What the API's HTTP means, whichever transport carries it (the server's Fastify, the mock's
 * Mirage) and for its clients: the error body, the token header, the `Prefer` header, and how
 * the table's paths become routes and addresses. Written once here so the transports cannot
 * read a request two ways.
 */

/** Every failed call answers with `{errors: [message], code}`: the spec's words, and the code programs branch on. */
export const errorBody = ({ code, message }: Reason): ErrorBody => ({ errors: [message], code });

/** The words of an error body (`errors[0]`), whatever its code says, if it has any. */
export function wordsOf(body: unknown): string | undefined {
  const { errors } = (body ?? {}) as Partial<ErrorBody>;
  return Array.isArray(errors) && typeof errors[0] === 'string' ? errors[0] : undefined;
}

/** The code and words of an error body, if it is one. */
export function reasonOf(body: unknown): Reason | undefined {
  const { errors, code } = (body ?? {}) as Partial<ErrorBody>;
  const [message] = Array.isArray(errors) ? errors : [];
  return typeof message === 'string' && typeof code === 'string' && isErrorCode(code) ? { code, message } : undefined;
}

/**
 * A request body: a JSON object. An empty body reads as `{}` (the spec's calls with no payload);
 * anything else (broken JSON, a list, a bare string) is the contract's 400.
 */
export function readJsonObject(text: string): Result<Record<string, unknown>> {
  if (text.trim() === '') return succeed({});
  try {
    const body: unknown = JSON.parse(text);
    return isRecord(body) ? succeed(body) : fail(400, reasons.malformedJson);
  } catch {
    return fail(400, reasons.malformedJson);
  }
}

/** The preference the app's client sends with every change, to get the changed record alone. */
export const minimalPreference = 'return=minimal';

/**
 * Whether a `Prefer` header asks for the minimal answer (RFC 7240): a comma-separated list of
 * preferences, each `name=value` with optional `; parameters`, names and values in any case and
 * values possibly quoted. `return=minimal; x=y` asks for it too.
 */
export function prefersMinimal(header: string | readonly string[] | undefined): boolean {
  const preferences = (typeof header === 'string' ? header : (header ?? []).join(',')).split(',');
  return preferences.some((preference) => {
    const [name = '', value = ''] = (preference.split(';')[0] ?? '').split('=').map((part) => part.trim().toLowerCase());
    return name === 'return' && value.replace(/^"(.*)"$/, '$1') === 'minimal';
  });
}

/** The token of an `authorization` header, as the spec's client sends it (or with `Bearer`); null when there is none. */
export function tokenFrom(header: string | readonly string[] | undefined): string | null {
  const token = typeof header === 'string' ? header.replace(/^Bearer\s+/i, '').trim() : '';
  return token === '' ? null : token;
}

/** A table path as routers write it: `/posts/{postId}` becomes `/posts/:postId`. */
export const routePath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** A table path with its parameters filled in, each encoded as one path segment. */
export const addressOf = (path: string, params: Readonly<Record<string, string>>): string =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

type QueryValue = string | number | readonly string[] | null | undefined;

/** A query string (`?limit=20&sort=newest`), or nothing when no value is given; a list is comma-separated. */
export function queryString(values: Readonly<Record<string, QueryValue>> | undefined): string {
  const entries = Object.entries(values ?? {}).flatMap(([key, value]): Array<[string, string]> => {
    if (value === undefined || value === null) return [];
    return [[key, typeof value === 'object' ? value.join(',') : String(value)]];
  });
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}
