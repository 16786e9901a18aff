import * as v from 'valibot';
import type { WebSocket } from '@fastify/websocket';
import type { CallContext } from 'api-core/mastodon/call-context';
import { followAppStream, streamKinds, type StreamKind, type StreamSources } from 'api-core/mastodon/streaming';
import type { HeldStream } from '../events/event-routes';

/** What a client may ask of an open socket, as Mastodon's apps send it: to hear a stream, or no longer. */
const ClientMessageSchema = v.object({ type: v.picklist(['subscribe', 'unsubscribe']), stream: v.string() });

export const isStreamKind = (kind: unknown): kind is StreamKind =>
  typeof kind === 'string' && (streamKinds as readonly string[]).includes(kind);

export const unknownStream = `Unknown stream: choose one of ${streamKinds.join(', ')}.`;

/** Who opens the socket, and what its token lets them hear. */
export type SocketCaller = { context: CallContext; notifications: boolean };

export type SocketOptions = {
  /** How often a quiet socket is pinged, so proxies and the server's idle timeout keep it open. */
  keepAliveEveryMs: number;
  /** A client with this much not yet sent has stopped reading: it is let go, as a stream of server-sent events would be. */
  mostBufferedBytes: number;
};

/**
 * The streams of one connection: followed before it becomes a socket (`follow`), then carried by
 * the socket (`attach`). It holds its place among the process's streams from its request until
 * `ended`: its connection closed, whether or not it became a socket, or `end` (the server shuts down).
 */
export type StreamingSocket = HeldStream & {
  /** Follows a stream; done once its events are followed. */
  follow: (kind: StreamKind) => Promise<void>;
  /** The socket, once open, carries what the streams send (what came before it first). */
  attach: (socket: WebSocket) => void;
  /** Stops following every stream: the connection closed. */
  stop: () => void;
};

/** How many of a client's messages may wait for the ones before them (each a subscription, quick): more is a client to let go. */
const waitingMessagesMax = 16;

/**
 * Mastodon's streaming API over one WebSocket, as Elk, Phanpy, Ivory and Ice Cubes use it: the
 * socket opens on the stream its address names (if any), the client subscribes to more and
 * unsubscribes with `{"type": "subscribe", "stream": "public"}`, and each event comes as
 * `{"stream": ["user"], "event": "update", "payload": "<the status's JSON>"}`. What each stream
 * carries is `followAppStream`'s, as over server-sent events. The stream an address names is
 * followed before the socket opens, so nothing falls between; one asked for later, from then on
 * (Mastodon does not answer a subscription either). A request the socket cannot follow is
 * answered on it in words (`{"error": …, "status": 400}`), and the socket stays open.
 */
export function streamingSocket(
  connection: { destroy: () => void },
  caller: SocketCaller,
  sources: StreamSources,
  onError: (error: unknown) => void,
  { keepAliveEveryMs, mostBufferedBytes }: SocketOptions,
): StreamingSocket {
  const subscriptions = new Map<StreamKind, Promise<() => void>>();
  let socket: WebSocket | null = null;
  /** What the streams sent before the socket opened, and its length. */
  let waiting: string[] = [];
  let waitingBytes = 0;
  let stopped = false;
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));

  const send = (message: object) => {
    if (stopped) return;
    const text = JSON.stringify(message);
    if (!socket) {
      waiting.push(text);
      waitingBytes += text.length;
      // A connection that does not become a socket while its streams speak is let go.
      if (waitingBytes > mostBufferedBytes) connection.destroy();
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    socket.send(text);
    if (socket.bufferedAmount > mostBufferedBytes) socket.terminate();
  };
  const refuse = (error: string, status: number) => send({ error, status });
  const close = () => {
    stop();
    if (socket?.readyState === socket?.OPEN) socket?.close(1000);
  };

  const follow = async (kind: StreamKind) => {
    if (stopped || subscriptions.has(kind)) return;
    if (kind === 'user' && caller.context.viewer === null) return refuse('This stream requires an authenticated user', 401);
    const sink = { send: (event: string, payload: string) => send({ stream: [kind], event, payload }), end: close };
    const following = followAppStream(caller.context, { kind, notifications: caller.notifications }, sources, sink, onError);
    subscriptions.set(kind, following);
    try {
      const stopFollowing = await following;
      // The connection closed while the stream opened.
      if (stopped) stopFollowing();
    } catch (error) {
      subscriptions.delete(kind);
      onError(error);
      refuse('The stream could not open. Please try again.', 503);
    }
  };
  const unfollow = (kind: StreamKind) => {
    const following = subscriptions.get(kind);
    subscriptions.delete(kind);
    void following?.then(
      (stopFollowing) => stopFollowing(),
      () => undefined,
    );
  };
  const stop = () => {
    stopped = true;
    for (const kind of [...subscriptions.keys()]) unfollow(kind);
    markEnded();
  };

  /** What one message asks, done: a subscription once its stream is followed. */
  const answer = async (data: unknown, isBinary: boolean) => {
    let parsed: unknown;
    try {
      parsed = isBinary ? undefined : JSON.parse(String(data));
    } catch {
      parsed = undefined;
    }
    const message = v.safeParse(ClientMessageSchema, parsed);
    if (!message.success) return refuse('A message is JSON: {"type": "subscribe" or "unsubscribe", "stream": a stream\'s name}.', 400);
    const { type, stream } = message.output;
    if (!isStreamKind(stream)) return refuse(unknownStream, 400);
    if (type === 'subscribe') await follow(stream);
    else unfollow(stream);
  };
  // Messages are done in the order they came, each after the one before: whatever the socket
  // answers after a subscription, it answers once the subscription's stream is followed.
  let messages = Promise.resolve();
  let messagesWaiting = 0;
  const heard = (data: unknown, isBinary: boolean) => {
    if (++messagesWaiting > waitingMessagesMax) return socket?.close(1008, 'Too many messages at once');
    messages = messages
      .then(() => answer(data, isBinary))
      .catch(onError)
      .finally(() => (messagesWaiting -= 1));
  };

  const attach = (opened: WebSocket) => {
    socket = opened;
    opened.once('close', stop);
    if (stopped) return opened.close(1000);
    for (const message of waiting) opened.send(message);
    waiting = [];
    opened.on('message', heard);
    // A client that answers no ping between two is gone (its connection died silently): let go.
    let answered = true;
    opened.on('pong', () => (answered = true));
    const keepAlive = setInterval(() => {
      if (!answered) return opened.terminate();
      answered = false;
      opened.ping();
    }, keepAliveEveryMs);
    void ended.then(() => clearInterval(keepAlive));
  };

  /** A server that shuts down says it is going away (the app reconnects to the next); a connection not yet a socket just closes. */
  const end = () => {
    if (socket) socket.close(1001);
    else connection.destroy();
  };

  return { follow, attach, stop, ended, end };
}
