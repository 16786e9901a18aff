import OAuth2Server, {
  OAuthError,
  Request as OAuthRequest,
  Response as OAuthResponse,
  type AuthorizationCodeModel,
  type ClientCredentialsModel,
  type RefreshTokenModel,
} from '@node-oauth/oauth2-server';
import cors from '@fastify/cors';
import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deviceOf } from 'api-core/device';
import { appSessionIdleDays, openAppSession } from 'api-core/sessions';
import {
  appByClientId,
  codeRecord,
  isAppSecret,
  keepTokens,
  refreshTokenHolder,
  revokeAppToken,
  takeCode,
  takeRefreshToken,
} from 'api-core/mastodon/app-tokens';
import { defaultScopes, firstUncovered, parseScopes } from 'api-core/mastodon/scopes';
import type { ServerDeps } from '../deps';
import { addressKey } from '../http/client-address';
import { appsCors } from './apps-cors';

/** Whom a token is for, as the library carries it from a grant to `saveToken`. */
type Holder =
  | { kind: 'member'; userId: string; scopes: string[]; signedInWith: Parameters<typeof openAppSession>[1]['signedInWith'] }
  | { kind: 'session'; sessionId: string; scopes: string[] }
  | { kind: 'app' };

/** The library's model of the grants taken here; codes are given by the consent screen's call, not by the library. */
type Model = Omit<AuthorizationCodeModel, 'saveAuthorizationCode'> & RefreshTokenModel & ClientCredentialsModel;

/** How long the library says a token lasts: as long as an app's session stays open unused (each use renews it). */
const tokenSeconds = appSessionIdleDays * 24 * 60 * 60;

/**
 * OAuth 2's token and revocation endpoints (RFC 6749, RFC 7636's PKCE, RFC 7009), spoken by
 * `@node-oauth/oauth2-server`: it checks the app's credentials, that a code is used once, by its
 * app, at its redirect address, with its verifier, and renews by refresh tokens. Its model is
 * api-core's store of apps, codes and tokens; a member's token opens a session like a browser's.
 * The consent screen that gives a code is the shell's, by the contract's own calls.
 */
export async function oauthRoutes(app: FastifyInstance, { deps }: { deps: ServerDeps }) {
  const { db } = deps;
  // Apps send OAuth's forms (RFC 6749 asks for them); JSON is read too, as Mastodon does.
  await app.register(formBody);
  await app.register(cors, appsCors);

  /** The library's model for one request: the session a code opens is named after the app's User-Agent. */
  const modelFor = (request: FastifyRequest): Model => {
    const device = deviceOf(request.headers['user-agent']);
    /** The session a token belongs to: a new one for a member's code, the same one renewed, none for the app's own. */
    const sessionFor = async (holder: Holder, appId: string, scopes: string[]): Promise<string | null> => {
      if (holder.kind === 'app') return null;
      if (holder.kind === 'session') return holder.sessionId;
      return openAppSession(db, { userId: holder.userId, appId, scopes, signedInWith: holder.signedInWith }, device);
    };
    return {
      getClient: async (clientId, clientSecret) => {
        const found = await appByClientId(db, clientId);
        // No secret comes from an app that proves itself by its PKCE verifier: the library asks for one otherwise.
        if (!found || (clientSecret && !isAppSecret(found, clientSecret))) return false;
        return {
          id: found.id,
          redirectUris: found.redirectUris,
          grants: ['authorization_code', 'refresh_token', 'client_credentials'],
          scopes: found.scopes,
        };
      },
      getAuthorizationCode: async (code) => {
        const found = await codeRecord(db, code);
        if (!found) return false;
        const holder: Holder = { kind: 'member', userId: found.userId, scopes: found.scopes, signedInWith: found.signedInWith };
        return {
          authorizationCode: code,
          expiresAt: found.expiresAt,
          redirectUri: found.redirectUri,
          scope: found.scopes,
          client: { id: found.appId, grants: [] },
          user: holder,
          ...(found.challenge ? { codeChallenge: found.challenge.code, codeChallengeMethod: found.challenge.method } : {}),
        };
      },
      revokeAuthorizationCode: (code) => takeCode(db, code.authorizationCode),
      getRefreshToken: async (refreshToken) => {
        // The library refuses a refresh token of another app than the one that authenticated.
        const holder = await refreshTokenHolder(db, refreshToken);
        if (!holder || holder.sessionId === null) return false;
        const user: Holder = { kind: 'session', sessionId: holder.sessionId, scopes: holder.scopes };
        return { refreshToken, scope: holder.scopes, client: { id: holder.appId, grants: [] }, user };
      },
      revokeToken: (token) => takeRefreshToken(db, token.refreshToken),
      getUserFromClient: async () => ({ kind: 'app' }) satisfies Holder,
      validateScope: async (user, client, asked) => {
        const holder = user as Holder;
        const wanted = asked && asked.length > 0 ? asked : holder.kind === 'app' ? [...defaultScopes] : holder.scopes;
        const known = parseScopes(wanted.join(' '));
        if ('unknown' in known) return false;
        const allowed = holder.kind === 'app' ? (client.scopes as string[]) : holder.scopes;
        return firstUncovered(allowed, known.scopes) === null ? known.scopes : false;
      },
      saveToken: async (token, client, user) => {
        const holder = user as Holder;
        const scopes = token.scope ?? [];
        const sessionId = await sessionFor(holder, client.id, scopes);
        const refreshToken = holder.kind === 'app' ? null : (token.refreshToken ?? null);
        await keepTokens(db, { accessToken: token.accessToken, refreshToken, appId: client.id, sessionId, scopes });
        return { ...token, ...(refreshToken === null ? { refreshToken: undefined } : {}), client, user };
      },
      // Calls with a token are checked by the client API's own routes (a token lasts as long as its session).
      getAccessToken: async () => false,
    };
  };

  for (const path of ['/token', '/token/']) {
    app.post(path, async (request, reply) => {
      const admitted = await deps.limiter.admit('auth', { userId: null, address: addressKey(request.ip) });
      if (!admitted.ok)
        return reply.code(429).header('Retry-After', String(admitted.retryAfterSeconds)).send({ error: 'Too many requests' });
      const server = new OAuth2Server({ model: modelFor(request), accessTokenLifetime: tokenSeconds, refreshTokenLifetime: tokenSeconds });
      return answerWith(reply, async (oauthRequest, oauthResponse) => {
        // The app's secret is asked unless it proves itself by its PKCE verifier (the library's rule).
        const token = await server.token(oauthRequest, oauthResponse);
        return {
          access_token: token.accessToken,
          token_type: 'Bearer',
          scope: (token.scope ?? []).join(' '),
          created_at: Math.floor(Date.now() / 1000),
          ...(token.refreshToken ? { refresh_token: token.refreshToken, expires_in: tokenSeconds } : {}),
        };
      })(request);
    });
  }

  for (const path of ['/revoke', '/revoke/']) {
    app.post<{ Body: Record<string, unknown> | undefined }>(path, async (request, reply) => {
      const { client_id: clientId, client_secret: clientSecret, token } = request.body ?? {};
      const found = typeof clientId === 'string' ? await appByClientId(db, clientId) : null;
      if (!found || typeof clientSecret !== 'string' || !isAppSecret(found, clientSecret)) {
        return reply.code(403).send({ error: 'unauthorized_client', error_description: 'You are not authorized to revoke this token' });
      }
      if (typeof token === 'string') await revokeAppToken(db, found.id, token);
      return reply.send({});
    });
  }
}

/**
 * Runs a library call on the request as the library reads it, and answers its result, or its
 * refusal as OAuth's `{"error", "error_description"}` with its status. An app that sends JSON
 * (Mastodon takes both) is read as if it sent the form the library insists on.
 */
function answerWith(reply: FastifyReply, call: (request: OAuthRequest, response: OAuthResponse) => Promise<object>) {
  return async (request: FastifyRequest) => {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    // The library reads only a form with a body (type-is): its body is handed over already parsed.
    const oauthRequest = new OAuthRequest({
      method: request.method,
      query: request.query as Record<string, string>,
      body,
      headers: { ...textHeaders(request), 'content-type': 'application/x-www-form-urlencoded', 'content-length': '1' },
    });
    const oauthResponse = new OAuthResponse();
    try {
      const answered = await call(oauthRequest, oauthResponse);
      return reply.header('Cache-Control', 'no-store').send(answered);
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      for (const [name, value] of Object.entries(oauthResponse.headers ?? {})) reply.header(name, value);
      return reply.code(error.code).send({ error: error.name, error_description: error.message });
    }
  };
}

/** A request's headers sent once, as text (the library reads no repeated header). */
const textHeaders = (request: FastifyRequest): Record<string, string> =>
  Object.fromEntries(Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
