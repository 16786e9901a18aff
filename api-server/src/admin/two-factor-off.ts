import { operatorTurnOffTwoFactor } from 'api-core/two-factor';
import { runOperatorCommand, UsageError } from './operator-command';

/**
 * `pnpm --filter api-server two-factor-off -- <username>`: turns off the authenticator app, the
 * passkeys and the recovery codes of a member who lost them, once whoever runs the server's
 * machine knows it is them. Their password still signs them in; they can set up new ones in Settings.
 */
runOperatorCommand('Usage: pnpm --filter api-server two-factor-off -- <username>', async (db, _config, username) => {
  const turned = await operatorTurnOffTwoFactor(db, username);
  if (turned === null) throw new UsageError(`No account is named "${username}".`);
  return turned.wasOn
    ? `Two-factor sign-in is off for ${turned.username}: their password alone signs them in until they set up an authenticator app or a passkey again.`
    : `${turned.username} had no two-factor sign-in: nothing changed.`;
});
