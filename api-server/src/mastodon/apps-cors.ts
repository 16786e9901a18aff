import type { FastifyCorsOptions } from '@fastify/cors';

/**
 * CORS for the apps' calls (the client API and OAuth's token endpoints), as Mastodon answers
 * them: any origin, since a web app sends a token it holds and no cookie (the community's own
 * calls are same-origin and get none of this); the headers apps read from the answer exposed.
 */
export const appsCors: FastifyCorsOptions = {
  origin: '*',
  methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Accept'],
  exposedHeaders: ['Link', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After'],
  maxAge: 86_400,
};
