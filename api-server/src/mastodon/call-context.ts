import type { FastifyRequest } from 'fastify';
import type { CallContext } from 'api-core/mastodon/call-context';
import type { AppCaller } from 'api-core/mastodon/app-viewer';
import type { ServerDeps } from '../deps';

/** What a client API call runs with, from its request: the community's API, who calls, and what they sent. */
export const callContextFor = (
  deps: ServerDeps,
  request: FastifyRequest,
  { viewer, emailConfirmed }: AppCaller,
  body: Record<string, unknown>,
): CallContext => ({
  api: deps.api,
  db: deps.db,
  origin: deps.config.publicUrl,
  viewer,
  emailConfirmed,
  userAgent: request.headers['user-agent'],
  params: request.params as Record<string, string>,
  query: (request.query ?? {}) as Record<string, unknown>,
  body,
  address: new URL(request.url.split('?')[0]!, deps.config.publicUrl).href,
  imageAddress: (mediaId) => deps.images.addressOf(mediaId),
});
