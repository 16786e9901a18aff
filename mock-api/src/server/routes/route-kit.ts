import type { Request, Response, Server } from 'miragejs';
import { messages } from 'api-contract/messages';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { errorResponse } from '../http';
import { injectedFault } from '../faults';
import type { MockDb } from '../mock-db';
import type { StoredPost, StoredUser } from '../records';

export type Handler = (request: Request) => Response;

/** Any exception a handler raises becomes the spec's 500 with the raised error as its message. */
export const guard =
  (handler: Handler) =>
  (_schema: unknown, request: Request): Response => {
    try {
      return injectedFault(request) ?? handler(request);
    } catch (error) {
      return errorResponse(500, error instanceof Error ? error.message : String(error));
    }
  };

export type RouteContext = { server: Server; db: MockDb };

export const findPost = (db: MockDb, postId: string): Result<StoredPost> => {
  const post = db.findPost(postId);
  return post ? succeed(post) : fail(404, messages.postNotFound(postId));
};

export const findUser = (db: MockDb, userId: string): Result<StoredUser> => {
  const user = db.findUser(userId);
  return user ? succeed(user) : fail(404, messages.userNotFound(userId));
};

/** A user by exact username, as the spec's `/posts/user/:username` matches them. */
export const findUserNamed = (db: MockDb, username: string): Result<StoredUser> => {
  const user = db.findUserNamed(username);
  return user ? succeed(user) : fail(404, messages.usernameNotFound(username));
};

/** A route parameter, already decoded by Mirage's router (start-mock-api.ts answers a malformed one). */
export const param = (request: Request, name: string): string => request.params[name] ?? '';
