import { Response, type Request, type Server } from 'miragejs';
import { endpoints, operationIds, type Endpoint } from 'api-contract/endpoints';
import { eventsPath } from 'api-contract/events';
import { errorBody, routePath } from 'api-contract/http';
import { messages } from 'api-contract/messages';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { isRecord } from 'api-contract/validate';
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

/** The body's JSON object; an empty body reads as `{}` (the spec's calls with no payload), anything else is the contract's 400. */
function bodyOf(request: Request): Result<unknown> {
  if (!request.requestBody) return succeed({});
  try {
    const body: unknown = JSON.parse(request.requestBody);
    return isRecord(body) ? succeed(body) : fail(400, messages.malformedJson);
  } catch {
    return fail(400, messages.malformedJson);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every call of the contract's endpoint table as a Mirage route (under the server's `api`
 * namespace), answered by the API's own pipeline (`api.respond`: the token, the body, the query,
 * the handler), once the API is up. An answer arrives no sooner than `latency` ms after its
 * request, as over a network: work done meanwhile (the in-page database starting) is not added.
 * `track` is told of each call under way, so a shutdown can wait for them.
 */
export function registerApiRoutes(server: Server, api: Promise<Api>, latency: number, track: (call: Promise<unknown>) => void): void {
  for (const operation of operationIds) {
    const endpoint: Endpoint = endpoints[operation];
    const verb = endpoint.method === 'delete' ? 'del' : endpoint.method;
    server[verb](routePath(endpoint.path), (_schema, request) => {
      const answered = answer(operation, request);
      track(answered);
      return answered;
    });
  }
  async function answer(operation: (typeof operationIds)[number], request: Request): Promise<Response> {
    const sent = Date.now();
    const started = await api.then(
      (running) => running,
      () => null,
    );
    const answer = started
      ? (injectedFault(request) ??
        (await started.respond(operation, {
          params: request.params,
          query: queryOf(request),
          body: bodyOf(request),
          authorization: header(request, 'authorization'),
          prefer: header(request, 'prefer'),
        })))
      : new Response(503, {}, errorBody('The API in this page could not start. Reload the page to try again.'));
    await sleep(latency - (Date.now() - sent));
    return answer instanceof Response ? answer : new Response(answer.status, answer.headers, answer.body as object);
  }
  // EventSource is not a fetch Mirage could answer: the page subscribes in the page instead.
  server.get(eventsPath, () => new Response(404, {}, errorBody('The mock delivers live events in the page, not as a stream.')));
  for (const verb of ['get', 'post', 'del'] as const) {
    server[verb]('/*call', (_schema, request) => {
      const method = verb === 'del' ? 'DELETE' : verb.toUpperCase();
      return new Response(404, {}, errorBody(messages.noSuchCall(method, new URL(request.url, 'http://localhost').pathname)));
    });
  }
}
