import type { LiveEvent, PrivateEvent } from 'api-contract/events';
import type { EventHub } from '../events/event-hub';
import type { NotificationSignals } from '../notifications/notification-signals';
import { followNotifications } from '../notifications/notification-stream';
import { callContract } from './answers';
import { by, type CallContext } from './call-context';
import { notificationsPage } from './notifications';
import { statusById } from './threads';

/** The streams of Mastodon's streaming API this community answers. */
export const streamKinds = ['user', 'public', 'public:local'] as const;
export type StreamKind = (typeof streamKinds)[number];

/** Where a stream's events go: Mastodon's `event:` name and its `data:` (a status's JSON, or an id). */
export type AppStreamSink = { send: (name: 'update' | 'delete' | 'notification', data: string) => void; end: () => void };

/** What a stream follows: the live events everyone's pages hear, and the member's own. */
export type StreamSources = { events: EventHub; signals: NotificationSignals };

/**
 * Mastodon's streaming API (`/api/v1/streaming`) as a translation of the community's live
 * events: a new post the caller may see is an `update` with its status, a deleted one a
 * `delete` with its id; on the member's own stream (`user`), only the posts of Home (their own
 * and those of the people they follow), and, with the scope to read them (`notifications`), each
 * new notification as a `notification`. Events are read and sent one at a time, in the order
 * they came. Answers the stop.
 */
export async function followAppStream(
  context: CallContext,
  { kind, notifications }: { kind: StreamKind; notifications: boolean },
  sources: StreamSources,
  sink: AppStreamSink,
  onError: (error: unknown) => void,
): Promise<() => void> {
  let queue = Promise.resolve();
  /** Runs one event's translation after the ones before it. */
  const inOrder = (work: () => Promise<void>) => {
    queue = queue.then(work).catch(onError);
  };
  const onPost = (event: LiveEvent) => {
    if (event.type === 'post.deleted') return inOrder(() => Promise.resolve(sink.send('delete', event.postId)));
    if (event.type !== 'post.created') return;
    inOrder(async () => {
      const status = await statusById(context, event.postId);
      if (!status.ok) return;
      if (kind !== 'user' && status.value.visibility !== 'public') return;
      if (kind === 'user' && !(await inHome(context, event.author._id))) return;
      sink.send('update', JSON.stringify(status.value));
    });
  };
  const stopPublic = await sources.events.follow(null, {
    send: ({ event }) => onPost(event),
    ready: () => Promise.resolve(),
    drop: () => sink.end(),
  });
  const { viewer } = context;
  if (kind !== 'user' || viewer === null) return stopPublic;
  try {
    // What is there when the stream opens is no news: read before the client hears the stream is open.
    const seen = new Set<string>();
    if (notifications) await newNotifications(context, seen, false, () => undefined);
    const stopPrivate = followNotifications(
      { db: context.db, signals: sources.signals, events: sources.events },
      viewer,
      {
        send: (event: PrivateEvent) => {
          if (event.type === 'reader.event') onPost(event.event);
          if (event.type === 'session.ended') sink.end();
          if (event.type !== 'notifications.unread' || !notifications) return;
          inOrder(() => newNotifications(context, seen, true, (data) => sink.send('notification', data)));
        },
        end: () => sink.end(),
      },
      onError,
    );
    return () => {
      stopPublic();
      stopPrivate();
    };
  } catch (error) {
    // A stream that could not open follows nothing.
    stopPublic();
    throw error;
  }
}

/** Whether a post by `authorId` belongs in the member's Home: theirs, or of someone they follow. */
async function inHome(context: CallContext, authorId: string): Promise<boolean> {
  if (authorId === context.viewer?._id) return true;
  const author = await callContract(context.api, 'getUser', {
    ...by(context),
    params: { userId: authorId },
  });
  return author.ok && author.value.user.followedByMe === true;
}

/** The newest notifications not sent before (none the first time: they were there already), the oldest first. */
async function newNotifications(context: CallContext, seen: Set<string>, announce: boolean, send: (data: string) => void) {
  const page = await notificationsPage({ ...context, query: { limit: '5' } });
  if (!page.ok) return;
  // A notification the community grouped anew (a second like of one post) comes back with its new time: news again.
  const key = (notification: { id: string; created_at: string }) => `${notification.id} ${notification.created_at}`;
  const newest = (page.value as Array<{ id: string; created_at: string }>).filter((notification) => !seen.has(key(notification)));
  for (const notification of newest) seen.add(key(notification));
  if (announce) for (const notification of [...newest].reverse()) send(JSON.stringify(notification));
}
