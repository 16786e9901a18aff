import type { AnswerBody, OperationId, Variant } from 'api-contract/endpoints';
import * as reasons from 'api-contract/reasons';
import type { ErrorBody } from 'api-contract/payloads';
import type { Api, CheckedRequest } from '../api';

/**
 * What a call of Mastodon's client API answers: its entity, or a refusal in Mastodon's shape,
 * `{"error": "..."}` with its status. Apps read the status and show the words; Mastodon's errors
 * carry no code, so these carry none either.
 */
export type MastodonAnswer<T> = { ok: true; value: T; headers?: Record<string, string> } | { ok: false; status: number; error: string };

/** An entity answered, with the headers that go with it (a page's `Link`). */
export const answered = <T>(value: T, headers?: Record<string, string>): MastodonAnswer<T> => ({
  ok: true,
  value,
  ...(headers ? { headers } : {}),
});

export const refused = (status: number, error: string): MastodonAnswer<never> => ({ ok: false, status, error });

/**
 * Runs one call of the community's own contract for a client API call: the same checks of its
 * query and body, the same handler, the same rules; its refusal is said in Mastodon's shape, with
 * the contract's words and status. This is how a Mastodon call is a translation and never a copy.
 */
export async function callContract<K extends OperationId, V extends Variant = 'full'>(
  api: Api,
  operation: K,
  request: Pick<CheckedRequest, 'viewer' | 'userAgent'> & {
    /** Whether the member's address is confirmed: where the community asks it, one not confirmed only reads, as on its own pages. */
    emailConfirmed: boolean;
    params?: Record<string, string>;
    query?: unknown;
    body?: unknown;
    minimal?: boolean;
  },
): Promise<MastodonAnswer<AnswerBody<K, V>>> {
  if (request.viewer && api.mayOnlyRead(operation, request.emailConfirmed)) return refused(403, reasons.emailUnconfirmed.message);
  // A value of the path that no id holds (a NUL, which PostgreSQL's text cannot hold) is the contract's 400.
  const params = api.checkParams(operation, request.params ?? {});
  if (!params.ok) return refused(params.status, params.message);
  const query = api.checkQuery(operation, request.query ?? {});
  if (!query.ok) return refused(422, query.message);
  const body = api.checkBody(operation, request.body);
  if (!body.ok) return refused(422, body.message);
  const response = await api.run(operation, {
    viewer: request.viewer,
    userAgent: request.userAgent,
    params: params.value,
    query: query.value,
    body: body.value,
    minimal: request.minimal ?? false,
  });
  if (response.status >= 400) return refused(response.status, (response.body as ErrorBody).errors[0] ?? 'The request was refused.');
  // The contract's answer, parsed by its schema in `run`, is the variant this call asked for.
  return answered(response.body as AnswerBody<K, V>);
}
