import { Response, type Request, type Server } from 'miragejs';
import { endpoints, operationIds, type Endpoint } from 'api-contract/endpoints';
import { eventsPath, notificationEventsPath } from 'api-contract/events';
import { errorBody, readJsonObject, routePath } from 'api-contract/http';
import * as reasons from 'api-contract/reasons';
import type { Api } from 'api-core/api';
import { injectedFault } from './page-settings';

/** A request header, whatever the letter case its name was sent in. */
const header = (request: Request, name: string): string | undefined =>
  Object.entries(request.requestHeaders ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];

/** The query as the server reads it: text when a parameter is given once, a list when repeated (which the schemas refuse). */
function queryOf(request: Request): Record<string, string | string[]> {
  const params = new URL(request.url, 'http://localhost').searchParams;
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => [key, params.getAll(key).length === 1 ? params.get(key)! : params.getAll(key)]),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every call of the contract's endpoint table as a Mirage route (under the server's `api`
 * namespace), answered by the API's own pipeline (`api.respond`: the token, the body, the query,
 * the handler), once the API is up. An answer arrives no sooner than `latency` ms after its
 * request, as over a network: work done meanwhile (the in-page database starting) is not added.
 * `track` is handed each call under way (and hands it back), so a shutdown can wait for them.
 */
export function registerApiRoutes(server: Server, api: Promise<Api>, latency: number, track: <T>(call: Promise<T>) => Promise<T>): void {
  for (const operation of operationIds) {
    const endpoint: Endpoint = endpoints[operation];
    server[endpoint.method === 'delete' ? 'del' : endpoint.method](routePath(endpoint.path), (_schema, request) =>
      track(answer(operation, request)),
    );
  }
  async function answer(operation: (typeof operationIds)[number], request: Request): Promise<Response> {
    const sent = Date.now();
    const started = await api.catch(() => null);
    const answer = started
      ? (injectedFault(request) ??
        (await started.respond(operation, {
          params: request.params,
          query: queryOf(request),
          body: readJsonObject(request.requestBody ?? ''),
          authorization: header(request, 'authorization'),
          prefer: header(request, 'prefer'),
          // A page's requests carry no User-Agent header of their own; the browser is the page's.
          userAgent: header(request, 'user-agent') ?? globalThis.navigator?.userAgent,
        })))
      : new Response(503, {}, errorBody(reasons.pageApiFailed));
    await sleep(latency - (Date.now() - sent));
    return answer instanceof Response ? answer : new Response(answer.status, answer.headers, answer.body as object);
  }
  // A stream is not an answer Mirage could give: the page subscribes in the page instead.
  for (const stream of [eventsPath, notificationEventsPath]) {
    server.get(stream, () => new Response(404, {}, errorBody(reasons.noStreamInPage)));
  }
  for (const [verb, method] of [
    ['get', 'GET'],
    ['post', 'POST'],
    ['del', 'DELETE'],
  ] as const) {
    const path = (request: Request) => new URL(request.url, 'http://localhost').pathname;
    server[verb]('/*call', (_schema, request) => new Response(404, {}, errorBody(reasons.noSuchCall(method, path(request)))));
  }
}
