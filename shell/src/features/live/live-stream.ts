import * as v from 'valibot';
import { LiveEventSchema, type NumberedEvent } from 'api-contract/events';
import type { Framed, StreamOptions } from './event-stream';
import { lazySubscription, loadEventStream } from './lazy-subscription';

/**
 * Where a page's live events come from: a subscription that calls `onEvent` with each event
 * and returns its end. On the server, `serverLiveEvents` on `/api/events`; on the in-page
 * mock, the mock's own subscription (the same events, without a stream).
 */
export type LiveEventSource = (onEvent: (event: NumberedEvent) => void) => () => void;

function parseLiveEvent({ data, id }: Framed): NumberedEvent | null {
  if (id === undefined) return null;
  try {
    const parsed = v.safeParse(LiveEventSchema, JSON.parse(data));
    return parsed.success ? { id, event: parsed.output } : null;
  } catch {
    return null;
  }
}

/** The header that resumes the stream after the last event seen, none before the first. */
const resumeAfter = (last: Framed | null): Record<string, string> => (last?.id === undefined ? {} : { 'Last-Event-ID': last.id });

/**
 * The public stream at `url`: one per browser, resumed after the last event seen (its
 * `Last-Event-ID`), so a tab that takes it over or a connection opened again misses nothing.
 * A change, never handed again to a tab opened later, which would apply it twice.
 */
export const liveStreamOptions = (url: string): StreamOptions<NumberedEvent> => ({
  name: 'social-live-events',
  request: (last) => ({ url, headers: resumeAfter(last) }),
  parse: parseLiveEvent,
  // Every event of it is a change.
  stateOf: () => null,
});

/** The server's public stream at `url`, read by the one stream module (a chunk of its own). */
export const serverLiveEvents = (url: string): LiveEventSource =>
  lazySubscription(() =>
    loadEventStream().then(
      ({ subscribeToStream }) =>
        (onEvent: (event: NumberedEvent) => void) =>
          subscribeToStream(liveStreamOptions(url), onEvent),
    ),
  );
