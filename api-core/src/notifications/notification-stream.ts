import type { PrivateEvent } from 'api-contract/events';
import { checkSession, sessionRefusal } from '../auth/session-store';
import type { Queryable } from '../db/database';
import type { EventHub } from '../events/event-hub';
import type { Viewer } from '../handler';
import { unreadConversations } from '../messages/conversation-store';
import { unreadCount } from './notification-store';
import type { NotificationSignals } from './notification-signals';

/** Where a person's private events go: `send` each; `end` closes the stream (their session has ended). */
export type PrivateEventSink = { send: (event: PrivateEvent) => void; end: () => void };

/** How often a stream checks its session again when nothing else has: a session expires with no signal. */
const recheckEveryMs = 5 * 60_000;

/**
 * A person's private events, for as long as their session is open: what happens to the posts that
 * are not public which they may see (`reader.event`, as it happens); their unread counts (of
 * notifications, and of conversations with the latest message) at once, then again after each
 * signal that their notifications or conversations changed, each kind when it differs from what
 * the stream said of it last. Signals that come while a count
 * is being read make one more reading, not one each, and a count is sent only in the order read.
 * Before each count, the session the stream was opened with is checked again: once it has ended
 * (signed out, a password changed, suspended, the account deleted: each signals as a change does;
 * expired: seen within `recheckEveryMs`), the stream sends why (`session.ended`, with the refusal
 * its next call would answer) and ends. Returns what stops following.
 */
export function followNotifications(
  { db, signals, events }: { db: Queryable; signals: NotificationSignals; events: Pick<EventHub, 'followAsReader'> },
  viewer: Viewer,
  sink: PrivateEventSink,
  onError: (error: unknown) => void,
): () => void {
  let stopped = false;
  let reading = false;
  let again = false;
  // What this stream said last of each kind: a signal about one's messages need not repeat the
  // notifications' count, nor the other way round.
  const said = new Map<PrivateEvent['type'], string>();
  const sendChanged = (event: PrivateEvent) => {
    const words = JSON.stringify(event);
    if (said.get(event.type) === words) return;
    said.set(event.type, words);
    sink.send(event);
  };

  const end = () => {
    stop();
    sink.end();
  };

  // The flag is cleared in the same run of code that last looked at `again`: no signal can fall between.
  const readAndSend = async () => {
    reading = true;
    try {
      do {
        again = false;
        const session = await checkSession(db, viewer._id, viewer.sessionId);
        if (stopped) return;
        if (session.kind !== 'open') {
          const { code, message } = sessionRefusal(session);
          sink.send({ type: 'session.ended', code, message });
          return end();
        }
        const unread = await unreadCount(db, viewer._id);
        const conversations = await unreadConversations(db, viewer._id);
        if (stopped) return;
        sendChanged({ type: 'notifications.unread', unread });
        sendChanged({ type: 'messages.unread', ...conversations });
      } while (again && !stopped);
    } catch (error) {
      onError(error);
      end();
    } finally {
      reading = false;
    }
  };

  const changed = () => {
    if (stopped) return;
    if (reading) again = true;
    else void readAndSend();
  };

  const unwatch = signals.watch(viewer._id, changed);
  // What happens to the posts that are not public which the person may see, as it happens.
  const unfollowPosts = events.followAsReader(viewer._id, (event) => {
    if (!stopped) sink.send({ type: 'reader.event', event });
  });
  const recheck = setInterval(changed, recheckEveryMs);
  // In Node, the check alone must not keep the process running (a page's timers are numbers, with no unref).
  if (typeof recheck === 'object') recheck.unref();
  const stop = () => {
    stopped = true;
    clearInterval(recheck);
    unwatch();
    unfollowPosts();
  };
  changed();
  return stop;
}
