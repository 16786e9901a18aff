import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import type { PrivateEvent } from 'api-contract/events';
import type { TokenClaims } from 'api-contract/token-claims';
import { sessionEndNotice, logout, selectSession, selectSignedIn, type SessionState } from '../session';
import { liveEventReceived } from '../live';
import { unreadMessagesChanged, unreadNotificationsChanged } from './bell-slice';
import type { PrivateEventSource, PrivateStreamSession } from './private-events';

/**
 * Follows one session's private stream until cancelled: each count it sends becomes the navigation's;
 * the end of the session signs the page out at once, saying why (every tab of it hears the
 * stream), with no call needed to find out.
 */
function* followPrivateEvents(source: PrivateEventSource, session: PrivateStreamSession) {
  // Only the latest of each kind matters; a few waiting are enough, and the newest replace the oldest.
  const channel = (yield call(() =>
    eventChannel<PrivateEvent>((emit) => source(session, emit), buffers.sliding(8)),
  )) as EventChannel<PrivateEvent>;
  try {
    while (true) {
      const event = (yield take(channel)) as PrivateEvent;
      if (event.type === 'notifications.unread') {
        yield put(unreadNotificationsChanged({ unread: event.unread }));
        continue;
      }
      if (event.type === 'messages.unread') {
        yield put(unreadMessagesChanged({ unread: event.unread, latest: event.latest }));
        continue;
      }
      if (event.type === 'reader.event') {
        // As the public stream's events are taken (a post that is not public is only told here):
        // not numbered, since nothing resumes from it.
        yield put(liveEventReceived({ id: '', event: event.event }));
        continue;
      }
      // The stream is this session's: a newer sign-in would have cancelled it first. The end of
      // a Logout or an account's deletion this page asked for may come before that call's own
      // answer: its worker signs out and says so, once.
      const { token, status } = (yield select(selectSession)) as SessionState;
      if (token === session.token && status !== 'leaving') yield put(logout(sessionEndNotice(event)));
      return;
    }
  } catch (error) {
    // Nothing here throws but a reducer; the bell then waits for the next sign-in or load.
    console.error('The unread count stopped following the server.', error);
  } finally {
    channel.close();
  }
}

/**
 * Keeps the bell live while someone is signed in: follows the private stream of the session
 * the page holds, follows the new one after a sign-in (here or in another tab), and stops at
 * sign-out. The count itself resets with every other slice when the person changes.
 */
export function* bellSaga(source: PrivateEventSource) {
  let followed: string | null = null;
  let task: Task | null = null;
  while (true) {
    const { token } = (yield select(selectSession)) as { token: string | null };
    const me = (yield select(selectSignedIn)) as TokenClaims | null;
    if (token !== followed) {
      if (task) yield cancel(task);
      task = token !== null && me ? ((yield fork(followPrivateEvents, source, { token, userId: me._id })) as Task) : null;
      followed = token;
    }
    // Whatever action set the session's token (a sign-in, a sign-out, another tab's), it is read again after it.
    yield take('*');
  }
}
