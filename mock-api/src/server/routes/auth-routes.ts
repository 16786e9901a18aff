import { signToken } from '../../token/token';
import { checkCredentials, createUser, toPublicUser, validateCredentials, validateSignup } from '../../rules/auth-rules';
import { chain, readBody, respond } from '../http';
import { newId, now } from '../ids';
import { guard, type RouteContext } from './route-kit';

export function registerAuthRoutes({ server, db }: RouteContext): void {
  server.post(
    '/auth/signup',
    guard((request) => {
      const created = chain(chain(readBody(request), validateSignup), (data) => createUser(db.users(), data, newId('user'), now()));
      if (created.ok) db.saveUser(created.value);
      return respond(created, 201, (user) => ({ createdUser: toPublicUser(user), encodedToken: signToken(user) }));
    }),
  );

  server.post(
    '/auth/login',
    guard((request) => {
      const found = chain(chain(readBody(request), validateCredentials), (credentials) => checkCredentials(db.users(), credentials));
      return respond(found, 200, (user) => ({ foundUser: toPublicUser(user), encodedToken: signToken(user) }));
    }),
  );
}
