import { useDispatch, useSelector } from 'react-redux';
import { formatRelativeTime } from 'shell/relative-time';
import { endSessions, endingKey, selectIsEnding, selectSessionById } from '../store/sessions-slice';

/** One signed-in browser or device: what it is, when it was last used, and Sign out (not for this one: Logout does that). */
export function SessionRow({ sessionId }: { sessionId: string }) {
  const dispatch = useDispatch();
  const session = useSelector(selectSessionById(sessionId));
  const ending = useSelector(selectIsEnding(endingKey(sessionId)));
  if (!session) return null;
  return (
    <li className="record-row session">
      <div>
        <p className="session__device">
          {session.device}
          {session.current && <span className="session__current"> (this browser)</span>}
        </p>
        <p className="muted">
          Signed in: <time dateTime={session.createdAt}>{formatRelativeTime(session.createdAt)}</time>
          {' · '}Last active: <time dateTime={session.lastSeenAt}>{formatRelativeTime(session.lastSeenAt)}</time>
        </p>
      </div>
      {!session.current && (
        <button
          type="button"
          className="button"
          disabled={ending}
          aria-label={`Sign out ${session.device}`}
          onClick={() => dispatch(endSessions.request({ sessionId }))}
        >
          {ending ? 'Signing out…' : 'Sign out'}
        </button>
      )}
    </li>
  );
}
