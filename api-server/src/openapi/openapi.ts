import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { endpoints, errorCodesOf, operationIds, pathParamNames, type Endpoint, type OperationId } from 'api-contract/endpoints';
import type { ErrorCode } from 'api-contract/error-codes';

import type { FastifyInstance } from 'fastify';

type JsonSchema = Record<string, unknown>;

/** The codes of a server that failed or cannot answer now (a 5xx); every other code is a 4xx. */
const serverCodes: ReadonlySet<ErrorCode> = new Set(['server.failure', 'server.busy', 'server.unavailable', 'server.streams_full']);

/** A schema as JSON Schema; the checks JSON Schema cannot say (trimming, image bytes) are left to the descriptions. */
const jsonSchema = (schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema =>
  toJsonSchema(schema, { errorMode: 'ignore', typeMode }) as JsonSchema;

/**
 * A refusal of the call: `code` says what happened, for programs to branch on (one of the codes
 * the call lists, stable for good), and `errors[0]` says it in words a person can read.
 */
const errorResponse = (codes: readonly string[]) => ({
  description:
    'The call was refused: `code` says why for programs (one of those listed, each stable for good), `errors[0]` in words a person can read.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { errors: { type: 'array', items: { type: 'string' } }, code: { type: 'string', enum: codes } },
        required: ['errors', 'code'],
      },
    },
  },
});

const preferMinimal = {
  name: 'Prefer',
  in: 'header',
  required: false,
  description: "`return=minimal`: answer with the changed record alone instead of the spec's whole list.",
  schema: { type: 'string', enum: ['return=minimal'] },
};

/** The query parameters a list takes (`limit`, `cursor`, `sort`, `q`, `usernames`), all optional. */
const queryParameters = (endpoint: Endpoint) =>
  Object.entries(endpoint.query?.entries ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
    schema: jsonSchema(schema, 'input'),
  }));

/** The answer of a call: the spec's shape, or one of the alternatives a `limit` or `Prefer: return=minimal` asks for. */
/** What a call answers with: JSON in its schema, or a file (the export's zip) as bytes. */
function answerContent(endpoint: Endpoint): Record<string, { schema: JsonSchema }> {
  if (endpoint.download) return { [endpoint.download.contentType]: { schema: { type: 'string', format: 'binary' } } };
  return { 'application/json': { schema: responseSchema(endpoint) } };
}

function responseSchema(endpoint: Endpoint): JsonSchema {
  const alternatives = [endpoint.response.schema, endpoint.paged, endpoint.minimal].filter((schema) => schema !== undefined);
  const [only] = alternatives;
  return alternatives.length === 1 && only
    ? jsonSchema(only, 'output')
    : { oneOf: alternatives.map((schema) => jsonSchema(schema, 'output')) };
}

function operation(operationId: OperationId, endpoint: Endpoint) {
  const parameters = [
    ...pathParamNames(endpoint.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...queryParameters(endpoint),
    ...(endpoint.minimal ? [preferMinimal] : []),
  ];
  const body = endpoint.body && {
    required: true,
    content: {
      'application/json': {
        schema: endpoint.body.wrappedIn
          ? {
              type: 'object',
              properties: { [endpoint.body.wrappedIn]: jsonSchema(endpoint.body.schema, 'input') },
              required: [endpoint.body.wrappedIn],
            }
          : jsonSchema(endpoint.body.schema, 'input'),
      },
    },
  };
  return {
    operationId,
    summary: endpoint.summary,
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    ...(endpoint.signedIn ? { security: [{ token: [] }] } : {}),
    responses: {
      [endpoint.response.status]: { description: 'Done', content: answerContent(endpoint) },
      '4XX': errorResponse(errorCodesOf(endpoint).filter((code) => !serverCodes.has(code))),
      '5XX': errorResponse([...serverCodes].filter((code) => errorCodesOf(endpoint).includes(code))),
    },
  };
}

/** The OpenAPI 3.1 document of the API, generated from the contract's endpoint table and schemas. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operationId of operationIds) {
    const endpoint: Endpoint = endpoints[operationId];
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operation(operationId, endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Social API', version: '1.0.0', description: 'The calls of the social network (spec section 7). Paths are under /api.' },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'authorization', description: 'The encodedToken of a login or signup.' },
      },
    },
    paths,
  };
}

export async function openApiRoutes(app: FastifyInstance) {
  const document = openApiDocument();
  app.get('/openapi.json', () => document);
}
