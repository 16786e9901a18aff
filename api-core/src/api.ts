import * as v from 'valibot';
import {
  answerSchema,
  endpoints,
  operationIds,
  pathParamsSchema,
  type Endpoint,
  type OperationId,
  type Variant,
} from 'api-contract/endpoints';
import { errorBody, minimalPreference, prefersMinimal, tokenFrom } from 'api-contract/http';
import * as reasons from 'api-contract/reasons';
import { fail, succeed, type Failure, type Result } from 'api-contract/rules/result';
import { hasRole } from 'api-contract/runtime-config';
import { unwrap, validate } from 'api-contract/validate';
import { checkSession, sessionRefusal } from './auth/session-store';
import { hasSecondFactor } from './auth/two-factor';
import { isDatabaseBusy } from './db/database';
import type { Viewer } from './handler';
import { createHandlers } from './handlers';
import type { Platform } from './platform';

export type { Viewer } from './handler';

/**
 * A request as a transport received it: the path's parameters decoded, the query parsed, the
 * body's JSON as read (a malformed body is refused only once the caller is known, as Fastify
 * does), and three headers.
 */
export type RawRequest = {
  params: Record<string, string>;
  query: unknown;
  body: Result<unknown>;
  authorization?: string | string[];
  prefer?: string | string[];
  userAgent?: string;
};

/** What a transport sends back: the status, the headers, and a body already in its schema's shape. */
export type ApiResponse = { status: number; headers: Record<string, string>; body: unknown };

/** What a handler runs with, once the transport has read and checked the request. */
export type CheckedRequest = {
  viewer: Viewer | null;
  userAgent: string | undefined;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  minimal: boolean;
};

export type Api = {
  /**
   * Who makes the call: the user the token names and its session, or no one when no token is
   * sent. A token sent is checked on any call: a 401 when it is not valid or its session has
   * ended, the spec's 404 "not Registered" when its user is gone; a call that needs a signed-in
   * user and has no token is a 401.
   */
  authenticate: (operation: OperationId, authorization: string | string[] | undefined) => Promise<Result<Viewer | null>>;
  /** The path's parameters as the router decoded them, each checked (a 400 naming the first that holds what no id holds). */
  checkParams: (operation: OperationId, params: unknown) => Result<Record<string, string>>;
  /** The query, checked with the endpoint's schema (a 400 in the schema's words). */
  checkQuery: (operation: OperationId, query: unknown) => Result<unknown>;
  /** The body, unwrapped from the key the spec wraps it in and checked with the endpoint's schema. */
  checkBody: (operation: OperationId, body: unknown) => Result<unknown>;
  /** Runs the handler and answers: its status and body through the answer's schema, or its refusal. */
  run: (operation: OperationId, request: CheckedRequest) => Promise<ApiResponse>;
  /** The whole call, for a transport with no pipeline of its own (the mock's Mirage). */
  respond: (operation: OperationId, request: RawRequest) => Promise<ApiResponse>;
  /**
   * Whether a person whose address is `emailConfirmed` or not may make this call only by reading
   * it: what `authenticate` refuses, for a transport that finds the person another way (an app's token).
   */
  mayOnlyRead: (operation: OperationId, emailConfirmed: boolean) => boolean;
};

/** A refusal in the contract's shape. */
export const refusal = ({ status, code, message }: Pick<Failure, 'status' | 'code' | 'message'>): ApiResponse => ({
  status,
  headers: {},
  body: errorBody({ code, message }),
});

/** How long a caller refused by a busy database is told to wait. */
const busyRetrySeconds = 5;

/**
 * An exception: reported to the operator with what it says, answered with words that give
 * nothing away; a database too busy to answer in time is a 503 the caller may retry.
 */
export const crash = (error: unknown, report: (error: unknown) => void): ApiResponse => {
  report(error);
  if (isDatabaseBusy(error)) {
    return { status: 503, headers: { 'Retry-After': String(busyRetrySeconds) }, body: errorBody(reasons.serverBusy(busyRetrySeconds)) };
  }
  return { status: 500, headers: {}, body: errorBody(reasons.serverFailure) };
};

type AnyHandler = (request: CheckedRequest) => Promise<Result<{ variant: Variant; body: unknown }>>;

/** Headers of a change that can answer minimally: caches keep the two answers apart, and the client learns which it got. */
function preferenceHeaders(endpoint: Endpoint, variant: Variant): Record<string, string> {
  if (!endpoint.minimal) return {};
  return { Vary: 'Prefer', ...(variant === 'minimal' ? { 'Preference-Applied': minimalPreference } : {}) };
}

/**
 * The headers of a call's answer: which variant it is, and whether any cache may keep it. None
 * may keep an answer that carries a secret (a token), nor one that is someone's own: a call only
 * a signed-in person makes (their sessions, notifications, bookmarks, mutes, feed), or any call
 * made with a token, whose answer says what that person sees (`likedBy`, `followedByMe`).
 */
const answerHeaders = (endpoint: Endpoint, variant: Variant, viewer: Viewer | null): Record<string, string> => ({
  ...preferenceHeaders(endpoint, variant),
  ...(endpoint.noStore || endpoint.signedIn || viewer !== null ? { 'Cache-Control': 'no-store' } : {}),
});

/**
 * The API, implemented once on a platform (the server's or the page's). A transport routes each
 * endpoint of the contract's table here: it authenticates, checks the query and body, and runs
 * the endpoint's handler, the same steps in the same order whichever carries the call.
 */
export function createApi(platform: Platform, report: (error: unknown) => void = () => undefined): Api {
  const handlers = createHandlers(platform);

  /**
   * Where the community asks for confirmed addresses, an account whose address is not confirmed
   * reads, and makes only the changes that are its own affair (`whileUnconfirmed`).
   */
  const mayOnlyRead = (operation: OperationId, emailConfirmed: boolean): boolean => {
    const endpoint: Endpoint = endpoints[operation];
    // A call that needs no one (opening a confirmation or reset link) is never held back by the token a page sends with it.
    const heldBack = endpoint.signedIn && endpoint.method !== 'get' && !endpoint.whileUnconfirmed;
    return platform.community.requireVerifiedEmail && !emailConfirmed && heldBack;
  };

  const authenticate: Api['authenticate'] = async (operation, authorization) => {
    // Signing in reads no token: a stale one a client still sends must not stop a new login.
    if ((endpoints[operation] as Endpoint).opensSession) return succeed(null);
    const token = tokenFrom(authorization);
    if (token === null) return endpoints[operation].signedIn ? fail(401, reasons.sessionRequired) : succeed(null);
    // A token that is sent is checked on every call, one that needs no one included: a token
    // whose session has ended is refused everywhere, not read as no one.
    const claims = await platform.tokens.read(token);
    if (!claims) return fail(401, reasons.invalidToken);
    const found = await checkSession(platform.db, claims._id, claims.sessionId);
    if (found.kind !== 'open') return sessionRefusal(found);
    // The role as the database has it now: one taken away works no more, on the next call.
    const { role } = endpoints[operation] as Endpoint;
    if (role && !hasRole(found.viewer.role, role)) return fail(403, reasons.staffOnly(role));
    // Where the community asks it, staff tools answer only accounts a stolen password alone cannot
    // open: read for those calls alone, not on every call a token makes.
    if (role && platform.community.staffRequireTwoFactor && !(await hasSecondFactor(platform.db, found.viewer._id))) {
      return fail(403, reasons.twoFactorRequired);
    }
    if (mayOnlyRead(operation, found.emailConfirmed)) return fail(403, reasons.emailUnconfirmed);
    return succeed(found.viewer);
  };

  const paramsSchemas = new Map(operationIds.map((operation) => [operation, pathParamsSchema(endpoints[operation].path)]));
  const checkParams: Api['checkParams'] = (operation, params) =>
    validate(paramsSchemas.get(operation)!, params ?? {}, 'request.invalid_path_value');

  const checkQuery: Api['checkQuery'] = (operation, query) => {
    const endpoint: Endpoint = endpoints[operation];
    return endpoint.query ? validate(endpoint.query, query ?? {}) : succeed(undefined);
  };

  const checkBody: Api['checkBody'] = (operation, body) => {
    const { body: declared }: Endpoint = endpoints[operation];
    if (!declared) return succeed(undefined);
    // A call whose payload is missing reads as `{}`, so each field says what it lacks.
    const sent = body ?? {};
    const payload = declared.wrappedIn ? unwrap(sent, declared.wrappedIn) : succeed(sent);
    return payload.ok ? validate(declared.schema, payload.value) : payload;
  };

  const run: Api['run'] = async (operation, request) => {
    // The request was checked against this endpoint's schemas, which its handler's input type says.
    const handler = handlers[operation] as unknown as AnyHandler;
    const result = await handler(request);
    if (!result.ok) return refusal(result);
    const endpoint: Endpoint = endpoints[operation];
    const { variant, body } = result.value;
    // What leaves is what the answer's schema names, whatever the handler's records hold.
    const shaped = v.parse(answerSchema(endpoint, variant), body);
    return { status: endpoint.response.status, headers: answerHeaders(endpoint, variant, request.viewer), body: shaped };
  };

  const respond: Api['respond'] = async (operation, request) => {
    try {
      const viewer = await authenticate(operation, request.authorization);
      if (!viewer.ok) return refusal(viewer);
      // Fastify checks the path's parameters, then the body, then the query; so does this.
      const params = checkParams(operation, request.params);
      if (!params.ok) return refusal(params);
      if (!request.body.ok) return refusal(request.body);
      const body = checkBody(operation, request.body.value);
      if (!body.ok) return refusal(body);
      const query = checkQuery(operation, request.query);
      if (!query.ok) return refusal(query);
      const minimal = prefersMinimal(request.prefer);
      return await run(operation, {
        viewer: viewer.value,
        userAgent: request.userAgent,
        params: params.value,
        query: query.value,
        body: body.value,
        minimal,
      });
    } catch (error) {
      return crash(error, report);
    }
  };

  return { authenticate, checkParams, checkQuery, checkBody, run, respond, mayOnlyRead };
}
