import type { Request, Response, Server } from 'miragejs';
import { messages } from '../../contract/messages';
import type { Post } from '../../contract/entities';
import type { StoredUser } from '../../rules/auth-rules';
import { fail, succeed, type Result } from '../../rules/result';
import { errorResponse } from '../http';
import { injectedFault } from '../faults';
import type { MockDb } from '../mock-db';

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

export const findPost = (db: MockDb, postId: string): Result<Post> => {
  const post = db.findPost(postId);
  return post ? succeed(post) : fail(404, messages.postNotFound(postId));
};

export const findUser = (db: MockDb, userId: string): Result<StoredUser> => {
  const user = db.findUser(userId);
  return user ? succeed(user) : fail(404, messages.userNotFound(userId));
};

/** Route params arrive URL-encoded. */
export const param = (request: Request, name: string): string => decodeURIComponent(request.params[name] ?? '');
