import { operatorResetLink } from 'api-core/password-resets';
import { resetLinkOf } from '../mail/password-reset-mail';
import { createTokens, tokenSecret } from '../platform/tokens';
import { runOperatorCommand, UsageError } from './operator-command';

/**
 * `pnpm --filter api-server reset-link -- <username>`: prints a one-time link for the account to
 * choose a new password within the hour, for whoever runs the server's machine to hand over by
 * other means than mail (an admin can make one in the app too). The link leads to
 * SOCIAL_PUBLIC_URL, and works with the server's own secret.
 */
runOperatorCommand('Usage: pnpm --filter api-server reset-link -- <username>', async (db, config, username) => {
  const link = await operatorResetLink(db, createTokens(tokenSecret(config.dataDir, config.jwtSecret)), username);
  if (link === null) throw new UsageError(`No account is named "${username}".`);
  return `A link for ${link.username} to choose a new password, working once until ${link.expiresAt} (hand it over privately):\n${resetLinkOf(config.publicUrl, link.token)}`;
});
