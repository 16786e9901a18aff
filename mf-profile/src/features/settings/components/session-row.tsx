import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Session } from 'api-contract/entities';
import { useDispatch, useSelector } from 'react-redux';
import { formatRelativeTime } from 'shell/relative-time';
import { endSessions, endingKey, selectIsEnding, selectSessionById } from '../store/sessions-slice';

/**
 * A session's browser and system as a person says them ("Firefox on Linux"), or the app a
 * member signed in ("Ivory on iOS"): the names are products', the words ours.
 */
function deviceName({ browser, system, app }: Pick<Session, 'browser' | 'system' | 'app'>): string {
  const product = app?.name ?? browser;
  if (product && system)
    return t({ message: `${product} on ${system}`, comment: 'A signed-in session: "Firefox on Linux", "Ivory on iOS"' });
  return product ?? system ?? t`Unknown device`;
}

/** How a session was signed in, as its row says it. */
function signedInWith(how: Session['signedInWith']): string {
  switch (how) {
    case 'password':
      return t`Signed in with a password`;
    case 'authenticator':
      return t`Signed in with a password and an authenticator code`;
    case 'recovery_code':
      return t`Signed in with a password and a recovery code`;
    case 'passkey':
      return t`Signed in with a passkey`;
  }
}

/** One signed-in browser or device: what it is, how and when it was signed in, when it was last used, and Sign out (not for this one: Logout does that). */
export function SessionRow({ sessionId }: { sessionId: string }) {
  const dispatch = useDispatch();
  const session = useSelector(selectSessionById(sessionId));
  const ending = useSelector(selectIsEnding(endingKey(sessionId)));
  if (!session) return null;
  const device = deviceName(session);
  const signedIn = formatRelativeTime(session.createdAt);
  const lastActive = formatRelativeTime(session.lastSeenAt);
  return (
    <li className="record-row session">
      <div>
        <p className="session__device">
          {device}
          {session.current && <span className="session__current"> {t`(this browser)`}</span>}
        </p>
        <p className="muted">
          <Trans>
            Signed in: <time dateTime={session.createdAt}>{signedIn}</time> · Last active:{' '}
            <time dateTime={session.lastSeenAt}>{lastActive}</time>
          </Trans>
        </p>
        <p className="muted">{signedInWith(session.signedInWith)}</p>
        {session.app && <p className="muted">{t`An app you allowed to: ${session.app.scopes.join(', ')}`}</p>}
      </div>
      {!session.current && (
        <button
          type="button"
          className="button"
          disabled={ending}
          aria-label={t`Sign out ${device}`}
          onClick={() => dispatch(endSessions.request({ sessionId }))}
        >
          {ending ? t`Signing out…` : t`Sign out`}
        </button>
      )}
    </li>
  );
}
