import type { FastifyInstance } from 'fastify';
import { readJsonObject } from 'api-contract/http';

/**
 * Bodies are JSON objects, read as both transports read them (`readJsonObject`): an empty body
 * is `{}`, anything else (broken JSON, a list, a bare string) is the contract's 400, and another
 * media type a 415, before a route sees it.
 */
export function acceptJsonObjects(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const body = readJsonObject(typeof text === 'string' ? text : '');
    if (body.ok) return done(null, body.value);
    return done(
      Object.assign(new Error(body.message), { statusCode: body.status, refusal: { code: body.code, message: body.message } }),
      undefined,
    );
  });
}
