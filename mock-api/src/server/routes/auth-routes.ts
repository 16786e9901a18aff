import { CredentialsSchema, SignupSchema } from 'api-contract/schemas';
import { chain } from 'api-contract/rules/result';
import { validate } from 'api-contract/validate';
import { readBody, respond } from '../http';
import { newId, now } from '../ids';
import { showOneUser } from '../lists';
import { checkCredentials, createUser } from '../records';
import { signToken } from '../token';
import { guard, type RouteContext } from './route-kit';

export function registerAuthRoutes({ server, db }: RouteContext): void {
  server.post(
    '/auth/signup',
    guard((request) => {
      const created = chain(
        chain(readBody(request), (body) => validate(SignupSchema, body)),
        (data) => createUser(db.users(), data, newId('user'), now()),
      );
      if (created.ok) db.saveUser(created.value);
      return respond(created, 201, (user) => ({ createdUser: showOneUser(db, user, user), encodedToken: signToken(user) }));
    }),
  );

  server.post(
    '/auth/login',
    guard((request) => {
      const found = chain(
        chain(readBody(request), (body) => validate(CredentialsSchema, body)),
        (credentials) => checkCredentials(db.users(), credentials),
      );
      return respond(found, 200, (user) => ({ foundUser: showOneUser(db, user, user), encodedToken: signToken(user) }));
    }),
  );
}
