import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { signedUp } from 'api-contract/payloads';
import { appTokenFor, clientFor, send } from './api';
import { startInProcess, type InProcessServer } from './in-process';

/**
 * Mastodon's streaming API over a WebSocket, as Elk, Phanpy and Ivory open it, through Node's own
 * WebSocket (undici's, a browser's API: no headers, the token in the address or the subprotocol).
 */

let server: InProcessServer;
let socketBase: string;

beforeAll(async () => {
  server = await startInProcess();
  socketBase = (await server.listen()).url.replace(/^http/, 'ws');
}, 60_000);
afterAll(() => server.close());

const person = (username: string) => ({
  username,
  password: 'tide-pool-harbour-9',
  firstName: username,
  lastName: 'Sands',
  email: `${username}@example.com`,
});

/** A member signed up: their browser's token, and the API client of their pages. */
async function member(username: string) {
  const browser = signedUp(await (await clientFor(server)).signup({ body: person(username) })).encodedToken;
  return { browser, pages: await clientFor(server, { username, password: person(username).password }) };
}

/** The id of a post `author` writes (the answer lists every post: it is found by its caption). */
async function postOf(author: Awaited<ReturnType<typeof member>>['pages'], caption: string, content: string): Promise<string> {
  const { posts } = await author.createPost({ body: { caption, content } });
  return posts.find((post) => post.caption === caption)!._id;
}

type Message = { stream?: string[]; event?: string; payload?: string; error?: string; status?: number };

/** A socket opened and what it has heard so far; `next` waits for the first message after those read. */
async function openSocket(address: string, protocols?: string, base = socketBase) {
  const socket = new WebSocket(`${base}${address}`, protocols);
  const heard: Message[] = [];
  const waiting: Array<() => void> = [];
  socket.addEventListener('message', (event) => {
    heard.push(JSON.parse(String(event.data)) as Message);
    waiting.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error(`the socket to ${address} did not open`)));
  });
  let read = 0;
  const next = async (): Promise<Message> => {
    while (heard.length <= read) await new Promise<void>((wake) => waiting.push(wake));
    return heard[read++]!;
  };
  return { socket, next, protocol: socket.protocol };
}

/** The event of a message and what its payload names: a status's author and content, a notification's type and who, or an id. */
function gist({ stream, event, payload = '' }: Message) {
  const parsed = event === 'delete' ? payload : (JSON.parse(payload) as { account: { acct: string }; content?: string; type?: string });
  if (typeof parsed === 'string') return [stream, event, parsed];
  return [stream, event, parsed.type ?? parsed.content, parsed.account.acct];
}

describe('the streaming API over a WebSocket', () => {
  it('opens the member’s stream its address names and hears a post of someone followed, then a like, in order', async () => {
    const gale = await member('gale');
    const hugo = await member('hugo');
    await gale.pages.follow({ followUserId: (await gale.pages.getUserByUsername({ username: 'hugo' })).user._id });
    const boat = await postOf(gale.pages, 'Gale’s boat', 'Fresh paint.');
    const token = (await appTokenFor(server, gale.browser)).replace('Bearer ', '');
    const { socket, next } = await openSocket(`/api/v1/streaming?stream=user&access_token=${token}`);

    await hugo.pages.createPost({ body: { caption: 'Hugo ashore', content: 'Dry land at last.' } });
    await hugo.pages.likePost({ postId: boat });
    expect(gist(await next())).toEqual([['user'], 'update', '<p>Hugo ashore</p><p>Dry land at last.</p>', 'hugo']);
    expect(gist(await next())).toEqual([['user'], 'notification', 'favourite', 'hugo']);
    socket.close();
  });

  it('takes the token as the subprotocol a browser offers, and answers with it; subscribes and unsubscribes by message', async () => {
    const iris = await member('iris');
    const jude = await member('jude');
    const token = (await appTokenFor(server, iris.browser)).replace('Bearer ', '');
    const { socket, next, protocol } = await openSocket('/api/v1/streaming', token);
    // The browser keeps the socket only when the server names the protocol it offered.
    expect(protocol).toBe(token);

    socket.send(JSON.stringify({ type: 'subscribe', stream: 'public:local' }));
    // Nothing says the subscription is made (nor does Mastodon's): a message the server answers,
    // read after it, shows it has read the subscription before.
    socket.send(JSON.stringify({ type: 'subscribe', stream: 'list' }));
    expect(await next()).toEqual({ error: 'Unknown stream: choose one of user, public, public:local.', status: 400 });
    const kite = await postOf(jude.pages, 'Jude’s kite', 'Up it goes.');
    expect(gist(await next())).toEqual([['public:local'], 'update', '<p>Jude’s kite</p><p>Up it goes.</p>', 'jude']);
    await jude.pages.deletePost({ postId: kite });
    expect(gist(await next())).toEqual([['public:local'], 'delete', kite]);

    socket.send(JSON.stringify({ type: 'unsubscribe', stream: 'public:local' }));
    socket.send('not json');
    expect(await next()).toMatchObject({ status: 400, error: expect.stringContaining('A message is JSON') as unknown });
    await jude.pages.createPost({ body: { caption: 'Unheard', content: 'Nobody is subscribed.' } });
    // Heard on the public stream, after the unheard post: by then the local stream, had it still
    // been followed, would have sent that post, and this one too.
    socket.send(JSON.stringify({ type: 'subscribe', stream: 'public' }));
    socket.send(JSON.stringify({ type: 'subscribe', stream: 'list' }));
    expect(await next()).toMatchObject({ status: 400 });
    const heard = await postOf(jude.pages, 'Heard', 'On the public stream.');
    const since: Message[] = [];
    // Its update is read before it is deleted: a post deleted first may never be sent as one.
    do since.push(await next());
    while (since.at(-1)!.event !== 'update');
    await jude.pages.deletePost({ postId: heard });
    do since.push(await next());
    while (!(since.at(-1)!.event === 'delete' && since.at(-1)!.payload === heard));
    expect(since.map(gist)).toEqual([
      [['public'], 'update', '<p>Heard</p><p>On the public stream.</p>', 'jude'],
      [['public'], 'delete', heard],
    ]);
    socket.close();
  });

  it('refuses in words, before the socket opens, a member’s stream without a token, an unknown token or an unknown stream', async () => {
    expect(await upgradeRefused('/api/v1/streaming?stream=user')).toEqual([401, { error: 'The access token is invalid' }]);
    expect(await upgradeRefused('/api/v1/streaming?stream=user&access_token=no-such-token')).toEqual([
      401,
      { error: 'The access token is invalid' },
    ]);
    expect(await upgradeRefused('/api/v1/streaming?stream=list')).toEqual([
      400,
      { error: 'Unknown stream: choose one of user, public, public:local.' },
    ]);
    await expect(openSocket('/api/v1/streaming?stream=user')).rejects.toThrow('did not open');
  });

  it('is where the instance tells apps to stream from', async () => {
    const v2 = (await send(server, 'GET', '/api/v2/instance')).body as { configuration: { urls: { streaming: string } } };
    const v1 = (await send(server, 'GET', '/api/v1/instance')).body as { urls: { streaming_api: string } };
    const { domain } = (await send(server, 'GET', '/api/v2/instance')).body as { domain: string };
    expect([v2.configuration.urls.streaming, v1.urls.streaming_api]).toEqual([`ws://${domain}`, `ws://${domain}`]);
  });
});

describe('sockets among the server’s streams', () => {
  let oneStream: InProcessServer;
  let base: string;
  beforeAll(async () => {
    oneStream = await startInProcess({ env: { SOCIAL_STREAMS_PER_ADDRESS: '1' } });
    base = (await oneStream.listen()).url;
  }, 60_000);
  afterAll(() => oneStream.close());

  it('count against the streams an address may hold, with server-sent events: past it, a refusal in Mastodon’s shape', async () => {
    const { socket } = await openSocket('/api/v1/streaming?stream=public', undefined, base.replace(/^http/, 'ws'));
    const second = await upgradeRefused('/api/v1/streaming?stream=public', base);
    expect(second[0]).toBe(429);
    expect(second[1]).toEqual({ error: expect.stringContaining('Too many live streams are open from your address') as unknown });
    const events = await fetch(`${base}/api/v1/streaming/public`);
    expect([events.status, await events.json()]).toEqual([second[0], second[1]]);
    socket.close();
  });
});

/** The status and words of the answer to a WebSocket's opening request to `address`, refused before any upgrade. */
async function upgradeRefused(address: string, base = socketBase.replace(/^ws/, 'http')): Promise<[number, unknown]> {
  const request = httpRequest(`${base}${address}`, {
    // A connection of its own: the server closes one whose upgrade it refused.
    agent: false,
    headers: {
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'sec-websocket-key': randomBytes(16).toString('base64'),
    },
  });
  request.end();
  const [answer] = (await once(request, 'response')) as [IncomingMessage];
  let text = '';
  for await (const chunk of answer) text += String(chunk);
  return [answer.statusCode ?? 0, JSON.parse(text)];
}
