import type { Server } from 'miragejs';
import { errorBody } from 'api-contract/http';
import * as reasons from 'api-contract/reasons';

type PretenderRequest = { respond: (status: number, headers: Record<string, string>, body: string) => void };
type RoutingPretender = { checkPassthrough: (request: PretenderRequest) => boolean; handleRequest: (request: PretenderRequest) => void };

/**
 * Mirage's router decodes a path before any handler sees it, and throws a URIError on a
 * malformed percent-encoding: such a request is answered here, with the contract's 400.
 */
export function answerMalformedAddresses(server: Server): void {
  const pretender = server.pretender as unknown as RoutingPretender;
  const checkPassthrough = pretender.checkPassthrough.bind(pretender);
  const handleRequest = pretender.handleRequest.bind(pretender);
  const refusesToDecode = (error: unknown) => error instanceof URIError;
  pretender.checkPassthrough = (request) => {
    try {
      return checkPassthrough(request);
    } catch (error) {
      if (refusesToDecode(error)) return false;
      throw error;
    }
  };
  pretender.handleRequest = (request) => {
    try {
      handleRequest(request);
    } catch (error) {
      if (!refusesToDecode(error)) throw error;
      request.respond(400, { 'Content-Type': 'application/json' }, JSON.stringify(errorBody(reasons.malformedAddress)));
    }
  };
}
