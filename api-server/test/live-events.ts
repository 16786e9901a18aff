import type { NumberedEvent } from 'api-contract/events';

/** What a test reads from `GET /api/events`: the events as they arrived, and the raw text. */
export type EventClient = {
  status: number;
  headers: Headers;
  events: NumberedEvent[];
  text: () => string;
  /** Resolves with the first event (from those already received too) that `matches`, within `ms`. */
  next: (matches: (event: NumberedEvent) => boolean, ms?: number) => Promise<NumberedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

/** Opens the live events as a browser's EventSource would, resuming after `lastEventId` when given. */
export async function openEvents(
  url: string,
  { lastEventId, viaQuery = false, headers = {} }: { lastEventId?: string; viaQuery?: boolean; headers?: Record<string, string> } = {},
): Promise<EventClient> {
  const controller = new AbortController();
  const resume = lastEventId === undefined ? '' : viaQuery ? `?lastEventId=${lastEventId}` : '';
  const response = await fetch(`${url}/api/events${resume}`, {
    headers: {
      accept: 'text/event-stream',
      ...(lastEventId !== undefined && !viaQuery ? { 'last-event-id': lastEventId } : {}),
      ...headers,
    },
    signal: controller.signal,
  });
  const events: NumberedEvent[] = [];
  let raw = '';
  let waiting: Array<() => void> = [];
  const arrived = () => {
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  };
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for await (const chunk of response.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        raw += text;
        pending += text;
        const frames = pending.split('\n\n');
        pending = frames.pop() ?? '';
        for (const frame of frames) {
          const id = /^id: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (id !== undefined && data !== undefined) events.push({ id, event: JSON.parse(data) as NumberedEvent['event'] });
        }
        arrived();
      }
    } catch {
      // Aborted by the test.
    }
    arrived();
  })();
  const next = (matches: (event: NumberedEvent) => boolean, ms = 5_000) =>
    new Promise<NumberedEvent>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No such event within ${ms} ms; received ${JSON.stringify(events)}`)), ms);
      const look = () => {
        const found = events.find(matches);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiting.push(look);
      };
      look();
    });
  return { status: response.status, headers: response.headers, events, text: () => raw, next, ended, close: () => controller.abort() };
}
