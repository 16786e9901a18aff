import type { PrivateEvent } from 'api-contract/events';

/** Whose private stream to follow: the session's token, which the server checks, and its person, whose tabs share one stream. */
export type PrivateStreamSession = { token: string; userId: string };

/**
 * Where a page's private events come from (the signed-in person's unread count): a
 * subscription for one session that calls `onEvent` with each event and returns its end. On
 * the server, its stream `/api/notifications/events`; on the in-page mock, the mock's own.
 */
export type PrivateEventSource = (session: PrivateStreamSession, onEvent: (event: PrivateEvent) => void) => () => void;

/**
 * The server's private stream at `url`. Its reader (and the parser of server-sent events it
 * uses) is a chunk of its own, fetched once someone is signed in: a signed-out page never loads it.
 */
export function serverPrivateEvents(url: string): PrivateEventSource {
  return (session, onEvent) => {
    let stopped = false;
    let stop: () => void = () => undefined;
    import(/* webpackChunkName: "private-stream" */ './private-stream')
      .then(({ subscribeToPrivateEvents }) => {
        if (!stopped) stop = subscribeToPrivateEvents(url, session, onEvent);
      })
      // The bell then follows the calls that answer the count (a read), until the next sign-in or load.
      .catch(() => undefined);
    return () => {
      stopped = true;
      stop();
    };
  };
}
