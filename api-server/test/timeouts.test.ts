import { connect, type Socket } from 'node:net';
import { appClientFor, guest } from './api';
import { startInProcess, type InProcessServer } from './in-process';
import { openEvents } from './live-events';
import { databaseName } from './test-databases';

/** A raw connection to `url`'s port: what it receives, and a promise of its closing. */
async function rawConnection(url: string): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const { port } = new URL(url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => received, closed };
}

/** Resolves once `promise` does, or rejects after `ms` saying what did not happen. */
function within<T>(promise: Promise<T>, what: string, ms = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A server with `env`'s timeouts, listening on a loopback socket. */
function serverWith(env: Record<string, string>) {
  const running = { server: undefined as InProcessServer | undefined, url: '' };
  beforeAll(async () => {
    running.server = await startInProcess({ env });
    ({ url: running.url } = await running.server.listen());
  }, 60_000);
  afterAll(() => running.server?.close());
  return running;
}

// The review found no request, connection or idle timeout: a client that sent half a request, or
// nothing at all, held its connection for ever.
describe(`the request timeout, on ${databaseName}`, () => {
  const running = serverWith({ SOCIAL_REQUEST_TIMEOUT_SECONDS: '1', SOCIAL_IDLE_TIMEOUT_SECONDS: '2' });

  it('a request whose body stops arriving is answered 408 and its connection closed', async () => {
    const connection = await rawConnection(running.url);
    // The headers promise 100 bytes of body; ten come, then nothing.
    connection.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"usernam',
    );
    await within(connection.closed, 'the connection closing');
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a connection that never sends its request is answered 408 and closed', async () => {
    const connection = await rawConnection(running.url);
    await within(connection.closed, 'the silent connection closing');
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a live stream is cut by neither timeout: it still receives events after both have passed', async () => {
    const stream = await openEvents(running.url);
    expect(stream.status).toBe(200);
    // Longer than the request timeout and the idle timeout together.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const api = await appClientFor({ url: running.url, fetch }, guest);
    const { post } = await api.createPost({ body: { caption: 'Still live', content: 'After the timeouts' } });
    const { event } = await stream.next(({ event: next }) => next.type === 'post.created' && next.postId === post._id);
    expect(event).toMatchObject({ type: 'post.created', postId: post._id });
    // The quiet stream was kept open by its keep-alive comments.
    expect(stream.text()).toContain(': keep-alive');
    stream.close();
  });
});

describe(`the idle timeout, on ${databaseName}`, () => {
  const running = serverWith({ SOCIAL_REQUEST_TIMEOUT_SECONDS: '0', SOCIAL_IDLE_TIMEOUT_SECONDS: '1' });

  it('a connection on which nothing moves is closed, with no request timeout to answer it', async () => {
    const connection = await rawConnection(running.url);
    await within(connection.closed, 'the idle connection closing');
    expect(connection.received()).toBe('');
  });
});
