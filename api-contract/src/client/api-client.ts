import type { AnswerBody, BodyInput, Endpoints, OperationId, ParamsOf, QueryOf, VariantsOf } from '../endpoints';
import { addressOf, minimalPreference, queryString, reasonOf, wordsOf } from '../http';
import { limits } from '../limits';
import { endsSession, type Reason } from '../error-codes';
import { ApiError } from './api-error';
import type { CallShape } from './call-shape';
import { callTable } from './call-table';
import { keepAliveBudget } from './keep-alive';
import { canReportProgress, sendWithProgress, type Answered } from './send-with-progress';

export type ApiClientOptions = {
  /** Where the API lives: `/api` on the page's origin. */
  baseUrl?: string;
  /** The signed-in user's token, read at each call so a new login takes effect at once. */
  getToken: () => string | null;
  /**
   * Told when the server refuses the token a call was made with (one of `sessionEndingCodes`:
   * it does not verify, its session ended, its account is suspended or gone), with that token
   * and the refusal, once per such call.
   */
  onSessionRejected?: (token: string, reason: Reason) => void;
  /** How a request is sent: the page's `fetch` (looked up at each call, so an in-page mock that replaces it answers), or a test's. */
  fetch?: typeof fetch;
};

/** A call's query as a client gives it: any of its fields, none required, null meaning absent. */
type QueryArgs<K extends OperationId> = { [P in keyof QueryOf<K>]?: QueryOf<K>[P] | null };

/**
 * What a call takes: its path's parameters by name (`{postId}`), and its `query` and `body`
 * when it has them (`{postId, body: {text}}`); the client wraps a body the spec wraps.
 */
export type CallArgs<K extends OperationId> = ParamsOf<K> &
  (QueryOf<K> extends undefined ? unknown : { query?: QueryArgs<K> }) &
  (BodyInput<K> extends undefined ? unknown : { body: BodyInput<K>; onUploadProgress?: UploadProgress });

/**
 * Told how much of a call's body has been sent (0 to 1), for a large one (an image's upload).
 * The page's own client reports it; a client given its own `fetch` (a test's) sends as before.
 */
export type UploadProgress = (fraction: number) => void;

type Call<K extends OperationId, Answer> = (
  ...args: object extends CallArgs<K> ? [args?: CallArgs<K>] : [args: CallArgs<K>]
) => Promise<Answer>;

/** The answer the app's client gets: the changed record alone where there is one, a page where a list pages. */
export type AppAnswer<K extends OperationId> =
  'minimal' extends VariantsOf<K>
    ? AnswerBody<K, 'minimal'>
    : 'paged' extends VariantsOf<K>
      ? AnswerBody<K, 'paged'>
      : AnswerBody<K, 'full'>;

/** A call whose answer is a file (`download` in its entry) gives the client the file, as a Blob. */
type Received<K extends OperationId, Answer> = Endpoints[K] extends { download: object } ? Blob : Answer;

export type ApiClient = { [K in OperationId]: Call<K, Received<K, AppAnswer<K>>> };
export type SpecClient = { [K in OperationId]: Call<K, Received<K, AnswerBody<K, 'full'>>> };

type RawArgs = { query?: Record<string, string | number | readonly string[] | null | undefined>; body?: unknown } & Record<string, unknown>;

/** The one way both clients call the API: JSON in, JSON out, failures as `ApiError` with the server's words. */
function createRequest(
  { baseUrl = '/api', getToken, onSessionRejected, fetch: customFetch }: ApiClientOptions,
  extraHeaders: Record<string, string>,
) {
  const send = customFetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const keepAlive = keepAliveBudget();
  return async function request(
    method: string,
    address: string,
    body: unknown,
    { download = false, onUploadProgress }: { download?: boolean; onUploadProgress?: UploadProgress } = {},
  ): Promise<unknown> {
    const token = getToken();
    const json = body === undefined ? undefined : JSON.stringify(body);
    const url = `${baseUrl}${address}`;
    const withProgress = onUploadProgress !== undefined && customFetch === undefined && canReportProgress();
    // A change outlives the page that made it, within the browser's quota (see keep-alive.ts);
    // an upload with progress goes by XMLHttpRequest, which cannot.
    const share = method !== 'GET' && !withProgress ? keepAlive.take(json) : null;
    const sent = {
      method,
      headers: { 'Content-Type': 'application/json', ...extraHeaders, ...(token ? { authorization: token } : {}) },
      body: json,
      keepalive: share !== null,
    };
    try {
      return await answerOf(withProgress ? sendWithProgress(url, sent, onUploadProgress) : send(url, sent), token, download);
    } finally {
      share?.giveBack();
    }
  };

  async function answerOf(sending: Promise<Answered>, token: string | null, download: boolean): Promise<unknown> {
    let response: Answered;
    try {
      response = await sending;
    } catch {
      throw new ApiError(0, 'network.unreachable', 'Could not reach the server. Check your connection and try again.');
    }
    if (response.ok && download) return response.blob();
    const parsed: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const reason = reasonOf(parsed);
      // An answer not in the contract's shape, or with a code this client does not know (a newer
      // server's): its words, if any, are still the person's to read.
      if (!reason) throw new ApiError(response.status, 'server.unreadable', wordsOf(parsed) ?? `The server answered ${response.status}.`);
      // The token does not verify, its session ended, or its account is suspended or gone.
      const sessionRejected = token !== null && endsSession(reason.code);
      if (sessionRejected) onSessionRejected?.(token, reason);
      throw new ApiError(response.status, reason.code, reason.message, sessionRejected);
    }
    return parsed;
  }
}

/**
 * One function per call of the endpoint table, each built from its entry (its shape, in
 * `call-table.ts`): the address from its
 * path and the parameters, the query, the body (wrapped as the spec wraps it; `{}` for a change
 * that takes none). `pageAlways` asks every list that pages for a page.
 */
function buildClient(options: ApiClientOptions, { headers, pageAlways }: { headers: Record<string, string>; pageAlways: boolean }) {
  const request = createRequest(options, headers);
  const call =
    (endpoint: CallShape) =>
    (args: RawArgs = {}) => {
      const params = Object.fromEntries(Object.entries(args).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      const query = pageAlways && endpoint.paged ? { ...args.query, limit: args.query?.limit ?? limits.pageSizeDefault } : args.query;
      const { body: declared, method } = endpoint;
      const body = declared ? (declared.wrappedIn ? { [declared.wrappedIn]: args.body } : args.body) : method === 'get' ? undefined : {};
      const onUploadProgress = typeof args.onUploadProgress === 'function' ? (args.onUploadProgress as UploadProgress) : undefined;
      return request(method.toUpperCase(), `${addressOf(endpoint.path, params)}${queryString(query)}`, body, {
        download: endpoint.download !== undefined,
        onUploadProgress,
      });
    };
  // Each function is built from its own entry of the table, whose types say what it takes and
  // answers: the mapped types below are that promise, which a loop over the keys cannot check.
  return Object.fromEntries(Object.entries(callTable).map(([id, shape]) => [id, call(shape)])) as unknown;
}

/**
 * The app's client: every list that pages is read a page at a time (`limits.pageSizeDefault`
 * unless the call names a `limit`), and every change asks for the minimal answer
 * (`Prefer: return=minimal`), the changed record alone.
 */
export const createApiClient = (options: ApiClientOptions): ApiClient =>
  buildClient(options, { headers: { Prefer: minimalPreference }, pageAlways: true }) as ApiClient;

/**
 * The client of spec section 7 as written: every call with the spec's own answer (whole lists).
 * What a client written to the spec sees; the contract suite checks every implementation with it.
 */
export const createSpecClient = (options: ApiClientOptions): SpecClient =>
  buildClient(options, { headers: {}, pageAlways: false }) as SpecClient;
