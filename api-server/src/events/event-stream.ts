import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { NumberedEvent } from 'api-contract/events';
import type { EventSink } from 'api-core/events';

/** A comment line every so often, so proxies and browsers keep a quiet stream open. */
const keepAliveEveryMs = 15_000;
/** A client this far behind is let go: it reconnects with Last-Event-ID and resumes from the table. */
const mostBufferedBytes = 1024 * 1024;
/** How long a browser waits before it reconnects. */
const reconnectAfterMs = 3_000;

/** One client's stream of server-sent events, as its answer's body. */
export type EventStream = EventSink & { body: PassThrough; end: () => void; ended: Promise<void> };

/** The text/event-stream framing of an event: its id (to resume from), and the JSON of what happened. */
export const frame = ({ id, event }: NumberedEvent): string => `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`;

export function openEventStream(): EventStream {
  const body = new PassThrough();
  let open = true;
  const keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveEveryMs);
  const ended = new Promise<void>((resolve) => body.once('close', resolve));
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(keepAlive);
    body.end();
  };
  const write = (text: string) => {
    if (!open) return;
    body.write(text);
    if (body.writableLength > mostBufferedBytes) end();
  };
  write(`retry: ${reconnectAfterMs}\n\n`);
  return {
    body,
    send: (event) => write(frame(event)),
    ready: async () => {
      if (open && body.writableNeedDrain) await Promise.race([once(body, 'drain'), ended]);
    },
    end,
    ended,
  };
}
