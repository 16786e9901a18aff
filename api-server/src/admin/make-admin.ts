import { makeAdmin } from 'api-core/roles';
import { runOperatorCommand, UsageError } from './operator-command';

/**
 * `pnpm --filter api-server make-admin -- <username>`: makes an existing account an admin. How a
 * community gets its first admin, by whoever runs the server's machine; admins then give roles
 * in the app.
 */
runOperatorCommand('Usage: pnpm --filter api-server make-admin -- <username>', async (db, _config, username) => {
  const id = await makeAdmin(db, username);
  if (id === null) throw new UsageError(`No account is named "${username}": sign up first, then run this again.`);
  return `${username} is an admin now (account ${id}).`;
});
