import type { FastifyInstance } from 'fastify';
import { messages } from 'api-contract/messages';
import { isRecord } from 'api-contract/validate';

/** A body that is not a JSON object: the contract's 400, "The request body is not valid JSON." */
export class MalformedBody extends Error {
  readonly statusCode = 400;
  constructor() {
    super(messages.malformedJson);
  }
}

/**
 * Bodies are JSON objects. An empty body reads as `{}` (the spec's calls with no payload), and
 * anything else (broken JSON, a list, a bare string, another media type) is refused before a
 * route sees it.
 */
export function acceptJsonObjects(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (typeof text !== 'string' || text.trim() === '') return done(null, {});
    try {
      const body: unknown = JSON.parse(text);
      return isRecord(body) ? done(null, body) : done(new MalformedBody(), undefined);
    } catch {
      return done(new MalformedBody(), undefined);
    }
  });
}
