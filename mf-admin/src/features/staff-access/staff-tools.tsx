import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { hasRole } from 'api-contract/runtime-config';
import { staffTwoFactorRequired } from 'shell/community-settings';
import { settingsPath } from 'shell/paths';
import { Link } from 'shell/router';
import { selectCurrentUser } from 'shell/users';

/**
 * The staff's tools (`children`), for someone whose record gives them the role `atLeast` or more: a member
 * is told the screen is not theirs, and a staff member without a second factor, where the
 * community asks for one, is sent to Settings to set it up (the server refuses every staff call
 * until then, so the screen does not make them). A role given or taken, or a factor set up,
 * shows at once: the shell's users follow the person's own record.
 */
export function StaffTools({ atLeast, children }: { atLeast: 'moderator' | 'admin'; children: ReactNode }) {
  const me = useSelector(selectCurrentUser);
  if (!me || !hasRole(me.role, atLeast)) {
    return <p>{atLeast === 'admin' ? t`Only admins can see this page.` : t`Only moderators and admins can see this page.`}</p>;
  }
  if (staffTwoFactorRequired() && me.twoFactor !== true) {
    return (
      <p role="status">
        <Trans>
          This community asks moderators and admins to sign in with two factors. Set up an authenticator app or a passkey in{' '}
          <Link to={settingsPath}>Settings</Link> to open these tools.
        </Trans>
      </p>
    );
  }
  return children;
}
