import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { NumberedEvent } from 'api-contract/events';
import type { EventSink } from 'api-core/events';

export type EventStreamOptions = {
  /** A comment line every so often, so proxies, browsers and the server's own idle timeout keep a quiet stream open. */
  keepAliveEveryMs?: number;
  /**
   * A client with this much not yet sent to it has stopped reading, or reads slower than events
   * come: it is dropped (it reconnects with Last-Event-ID and resumes from the table), so no
   * client holds more of the server's memory than this.
   */
  mostBufferedBytes?: number;
  /**
   * Whether the stream opens by telling a browser when to reconnect (`retry:`). Mastodon's apps
   * read every block as an event, and abort on one without a name: their streams say nothing.
   */
  announceRetry?: boolean;
};

/** The most a stream holds for a client that does not read (`mostBufferedBytes`), whatever carries it. */
export const unreadBytesMax = 256 * 1024;

/** How long a browser waits before it reconnects. */
const reconnectAfterMs = 3_000;

/**
 * One client's stream of server-sent events, as its answer's body. `end` finishes it (the server
 * shuts down); `drop` closes it at once, with whatever it had not yet sent.
 */
export type EventStream = EventSink & {
  body: PassThrough;
  /** Sends an event with no id: a state sent whole (a private stream's count), which no client resumes after. */
  sendState: (state: object) => void;
  /** Sends an event by its name, as Mastodon's streaming API does (`event: update`, its data as given). */
  sendNamed: (name: string, data: string) => void;
  end: () => void;
  ended: Promise<void>;
};

/**
 * A comment of the stream: a line alone, which every client passes over. No blank line follows,
 * as none follows Mastodon's own (`:)` when a stream opens, `:thump`): Mastodon.py takes a blank
 * line after a comment for an event, finds no name in it, and ends the stream.
 */
const comment = (text: string): string => `:${text}\n`;

/** The text/event-stream framing of an event: its id (to resume from), and the JSON of what happened. */
export const frame = ({ id, event }: NumberedEvent): string => `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`;

export function openEventStream({
  keepAliveEveryMs = 15_000,
  mostBufferedBytes = unreadBytesMax,
  announceRetry = true,
}: EventStreamOptions = {}): EventStream {
  const body = new PassThrough();
  let open = true;
  const keepAlive = setInterval(() => write(comment(' keep-alive')), keepAliveEveryMs);
  const ended = new Promise<void>((resolve) => body.once('close', resolve));
  const close = (how: 'end' | 'drop') => {
    if (!open) return;
    open = false;
    clearInterval(keepAlive);
    // Ending waits for the client to read what is buffered; a client that does not read would
    // keep it, and its connection, for ever: destroying lets both go.
    if (how === 'end') body.end();
    else body.destroy();
  };
  const write = (text: string) => {
    if (!open) return;
    body.write(text);
    // Both sides of the body: what waits to be passed on, and what waits for the socket to take it.
    if (body.writableLength + body.readableLength > mostBufferedBytes) close('drop');
  };
  // The first bytes send the answer's headers: its client knows at once that the stream is open
  // and followed, not at its first event or keep-alive.
  write(announceRetry ? `retry: ${reconnectAfterMs}\n\n` : comment(')'));
  return {
    body,
    send: (event) => write(frame(event)),
    sendState: (state) => write(`data: ${JSON.stringify(state)}\n\n`),
    sendNamed: (name, data) => write(`event: ${name}\ndata: ${data.replace(/\n/g, '\ndata: ')}\n\n`),
    ready: async () => {
      if (open && body.writableNeedDrain) await Promise.race([once(body, 'drain'), ended]);
    },
    end: () => close('end'),
    drop: () => close('drop'),
    ended,
  };
}
