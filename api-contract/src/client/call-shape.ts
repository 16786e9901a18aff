import type { Endpoint } from '../endpoints';

/**
 * What a client sends a call with, and all it reads of the call's entry in the endpoint table:
 * its method and path, whether it takes a body and the key the spec wraps it in, whether its
 * list pages, and whether its answer is a file.
 */
export type CallShape = {
  method: Endpoint['method'];
  path: string;
  body?: { wrappedIn?: string };
  paged?: true;
  download?: true;
};

/** A call's shape, read from its entry: what `call-table.ts` holds for every call. */
export function callShapeOf(endpoint: Endpoint): CallShape {
  const { body } = endpoint;
  return {
    method: endpoint.method,
    path: endpoint.path,
    ...(body === undefined ? {} : { body: body.wrappedIn === undefined ? {} : { wrappedIn: body.wrappedIn } }),
    ...(endpoint.paged === undefined ? {} : { paged: true }),
    ...(endpoint.download === undefined ? {} : { download: true }),
  };
}
