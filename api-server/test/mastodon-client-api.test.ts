import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { messages } from 'api-contract/messages';
import { signedUp } from 'api-contract/payloads';
import { bytesOf, colourPng } from 'api-contract/test-images';
import { appTokenFor, clientFor, send } from './api';
import { freePort } from './free-port';
import { startInProcess, type InProcessServer } from './in-process';

/** Debian's Python, with Debian's Mastodon.py (tooling/scripts/ensure-mastodon-clients.sh installs it). */
const python = '/usr/bin/python3';
const outOfBand = 'urn:ietf:wg:oauth:2.0:oob';

let server: InProcessServer;
let port: number;
let listening: Promise<string> | null = null;

/** The server's address on a socket, for the clients that run as processes of their own (once per file). */
const address = () => (listening ??= server.listen(port).then(({ url }) => url));

/** Text holding `text`, as an expectation of an answer's field. */
const containing = (text: string) => expect.stringContaining(text) as unknown as string;

const ada = { username: 'ada', password: 'analytical-engine-1843', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const bea = { username: 'bea', password: 'lighthouse-keeper-77', firstName: 'Bea', lastName: 'Quay', email: 'bea@example.com' };

beforeAll(async () => {
  // The address it listens on is its public one: apps open the streams where the instance says.
  port = await freePort();
  server = await startInProcess({ env: { SOCIAL_PUBLIC_URL: `http://127.0.0.1:${port}` } });
}, 60_000);
afterAll(() => server.close());

/** A member signed up, with the token of their browser. */
const signUp = async (person: typeof ada) => signedUp(await (await clientFor(server)).signup({ body: person })).encodedToken;

/** Apps run as processes of their own, stopped with the file if one is still listening when its test fails. */
const apps: ChildProcess[] = [];
afterAll(() => apps.forEach((app) => app.kill()));

/**
 * Runs an app that listens to a stream until it exits: once it says "listening" (its stream is
 * open), `act` does what it should hear. Answers its last line, which says what it saw.
 */
function runListening(command: string, args: string[], act: () => Promise<unknown>): Promise<string> {
  const app = spawn(command, args, { cwd: path.join(__dirname, '..') });
  apps.push(app);
  let said = '';
  let told = '';
  return new Promise<string>((resolve, reject) => {
    app.stdout.on('data', (chunk: Buffer) => {
      const first = !said.startsWith('listening\n');
      said += chunk.toString();
      if (first && said.startsWith('listening\n')) act().catch(reject);
    });
    app.stderr.on('data', (chunk: Buffer) => (told += chunk.toString()));
    app.on('close', (code) => (code === 0 ? resolve(said.split('\n').at(-2)!) : reject(new Error(`${said}${told}`))));
  });
}

describe('the client API, as apps call it', () => {
  it('pages Home as Mastodon does: limit, a Link to the next page, max_id and min_id; an id that is none is refused, and so is a max_id hidden from the member', async () => {
    const browser = await signUp({ ...ada, username: 'pager', email: 'pager@example.com' });
    const member = await clientFor(server, { username: 'pager', password: ada.password });
    for (const n of [1, 2, 3, 4, 5]) await member.createPost({ body: { caption: `Post ${n}`, content: `Number ${n}` } });
    const token = await appTokenFor(server, browser);
    const first = await send(server, 'GET', '/api/v1/timelines/home?limit=2', { token });
    const captions = (body: unknown) => (body as Array<{ content: string }>).map((status) => /Post \d/.exec(status.content)?.[0]);
    expect(captions(first.body)).toEqual(['Post 5', 'Post 4']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')![1]!;
    const second = await send(server, 'GET', new URL(next).pathname + new URL(next).search, { token });
    expect(captions(second.body)).toEqual(['Post 3', 'Post 2']);

    const ids = (first.body as Array<{ id: string }>).map((status) => status.id);
    const older = await send(server, 'GET', `/api/v1/timelines/home?limit=2&max_id=${ids[1]}`, { token });
    expect(captions(older.body)).toEqual(['Post 3', 'Post 2']);
    const newer = await send(server, 'GET', `/api/v1/timelines/home?limit=2&min_id=${(second.body as Array<{ id: string }>)[1]!.id}`, {
      token,
    });
    expect(captions(newer.body)).toEqual(['Post 4', 'Post 3']);

    const bad = await send(server, 'GET', '/api/v1/timelines/home?max_id=no-such-status', { token });
    expect([bad.status, bad.body]).toEqual([422, { error: 'max_id must be the id of a status.' }]);

    // Someone the member does not follow: their public post places a page; their post for their
    // followers places none, as no post would (where the page began would say when it was written).
    await signUp({ ...bea, username: 'hedda', email: 'hedda@example.com' });
    const hedda = await clientFor(server, { username: 'hedda', password: bea.password });
    const idOf = async (caption: string, visibility: 'public' | 'followers') =>
      (await hedda.createPost({ body: { caption, content: 'Hedda’s day', visibility } })).posts.find((post) => post.caption === caption)!
        ._id;
    const open = await idOf('For all', 'public');
    const hidden = await idOf('For followers', 'followers');
    for (const name of ['max_id', 'min_id', 'since_id']) {
      expect((await send(server, 'GET', `/api/v1/timelines/home?${name}=${open}`, { token })).status).toBe(200);
    }
    const refused = await send(server, 'GET', `/api/v1/timelines/home?max_id=${hidden}`, { token });
    expect([refused.status, refused.body]).toEqual([422, { error: 'max_id must be the id of a status.' }]);
    // An app sends its newest status as since_id or min_id on every refresh: one deleted, or
    // hidden since, asks for the newest page, as if the app had sent none.
    const newest = captions((await send(server, 'GET', '/api/v1/timelines/home?limit=2', { token })).body);
    const gone = ids[0]!;
    await member.deletePost({ postId: gone });
    const afterDeleting = captions((await send(server, 'GET', '/api/v1/timelines/home?limit=2', { token })).body);
    expect(afterDeleting).toEqual(['Post 4', 'Post 3']);
    for (const name of ['min_id', 'since_id']) {
      for (const id of [hidden, gone]) {
        const answer = await send(server, 'GET', `/api/v1/timelines/home?limit=2&${name}=${id}`, { token });
        expect([name, answer.status, captions(answer.body)]).toEqual([name, 200, afterDeleting]);
      }
    }
    expect(newest).toEqual(['Post 5', 'Post 4']);
  });

  it('posts to the member’s own default audience when the app names none, and tells apps that default', async () => {
    const browser = await signUp({ ...ada, username: 'quiet', email: 'quiet@example.com' });
    const member = await clientFor(server, { username: 'quiet', password: ada.password });
    await member.editProfile({ body: { defaultVisibility: 'followers' } });
    const token = await appTokenFor(server, browser);
    const me = await send(server, 'GET', '/api/v1/accounts/verify_credentials', { token });
    expect((me.body as { source: { privacy: string } }).source.privacy).toBe('private');
    const posted = await send(server, 'POST', '/api/v1/statuses', { token, body: { status: 'For my followers\nOnly them' } });
    expect((posted.body as { visibility: string }).visibility).toBe('private');
    const named = await send(server, 'POST', '/api/v1/statuses', {
      token,
      body: { status: 'For everyone\nAll of you', visibility: 'public' },
    });
    expect((named.body as { visibility: string }).visibility).toBe('public');
  });

  it('tells a member of comments and replies on their posts, each as the reply it is', async () => {
    const browser = await signUp({ ...ada, username: 'gail', email: 'gail@example.com' });
    await signUp({ ...bea, username: 'hugo', email: 'hugo@example.com' });
    const gail = await clientFor(server, { username: 'gail', password: ada.password });
    const hugo = await clientFor(server, { username: 'hugo', password: bea.password });
    const { posts } = await gail.createPost({ body: { caption: 'Gail’s bay', content: 'Boats and gulls.' } });
    const postId = posts.find((post) => post.caption === 'Gail’s bay')!._id;
    await hugo.addComment({ postId, body: { text: 'What a view!' } });
    const token = await appTokenFor(server, browser);
    const told = await send(server, 'GET', '/api/v1/notifications', { token });
    expect(
      (told.body as Array<{ type: string; account: { acct: string }; status: { in_reply_to_id: string; content: string } }>).map(
        (notification) => [notification.type, notification.account.acct, notification.status.in_reply_to_id, notification.status.content],
      ),
    ).toEqual([['mention', 'hugo', postId, '<p>What a view!</p>']]);
  });

  it('groups notifications as Mastodon 4.3 does: three likes of a post are one group of three, its people and statuses told once; kinds are filtered; a group is dismissed', async () => {
    const browser = await signUp({ ...ada, username: 'kira', email: 'kira@example.com' });
    const likers = ['lars', 'mona', 'nils'];
    for (const username of likers) await signUp({ ...bea, username, email: `${username}@example.com` });
    const kira = await clientFor(server, { username: 'kira', password: ada.password });
    const { posts } = await kira.createPost({ body: { caption: 'Kira’s kiln', content: 'First firing.' } });
    const postId = posts.find((post) => post.caption === 'Kira’s kiln')!._id;
    for (const username of likers) await (await clientFor(server, { username, password: bea.password })).likePost({ postId });
    const nils = await clientFor(server, { username: 'nils', password: bea.password });
    const { comments } = await nils.addComment({ postId, body: { text: 'Lovely glaze.' } });
    const commentId = comments.find((comment) => comment.text === 'Lovely glaze.')!._id;
    const lars = await clientFor(server, { username: 'lars', password: bea.password });
    await lars.follow({ followUserId: (await lars.getUserByUsername({ username: 'kira' })).user._id });
    const token = await appTokenFor(server, browser);

    type Grouped = {
      accounts: Array<{ id: string; acct: string }>;
      statuses: Array<{ id: string; content: string }>;
      notification_groups: Array<{
        group_key: string;
        type: string;
        notifications_count: number;
        sample_account_ids: string[];
        status_id?: string;
      }>;
    };
    const grouped = (await send(server, 'GET', '/api/v2/notifications', { token })).body as Grouped;
    const acct = (id: string) => grouped.accounts.find((account) => account.id === id)?.acct;
    expect(
      grouped.notification_groups.map((group) => [
        group.type,
        group.notifications_count,
        group.sample_account_ids.map(acct),
        group.status_id,
      ]),
    ).toEqual([
      ['follow', 1, ['lars'], undefined],
      ['mention', 1, ['nils'], commentId],
      ['favourite', 3, ['nils', 'mona', 'lars'], postId],
    ]);
    expect(grouped.accounts.map((account) => account.acct).sort()).toEqual(['lars', 'mona', 'nils']);
    expect(grouped.statuses.map((status) => [status.id, status.content])).toEqual([
      [commentId, '<p>Lovely glaze.</p>'],
      [postId, '<p>Kira’s kiln</p><p>First firing.</p>'],
    ]);
    expect((await send(server, 'GET', '/api/v2/notifications/unread_count', { token })).body).toEqual({ count: 3 });

    // Only the kinds an app asks for, in either version, and the next page asks for them too (Ivory's Mentions, a filter of kinds).
    const kinds = (body: unknown) => (body as Array<{ type: string }>).map((notification) => notification.type);
    expect(kinds((await send(server, 'GET', '/api/v1/notifications?types[]=follow', { token })).body)).toEqual(['follow']);
    const notFollows = (await send(server, 'GET', '/api/v2/notifications?exclude_types[]=follow', { token })).body as Grouped;
    expect(notFollows.notification_groups.map((group) => group.type)).toEqual(['mention', 'favourite']);
    expect(kinds((await send(server, 'GET', '/api/v1/notifications?types[]=poll', { token })).body)).toEqual([]);
    const firstOfTwo = await send(server, 'GET', '/api/v1/notifications?types[]=favourite&types[]=follow&limit=1', { token });
    const nextOfTwo = new URL(/<([^>]+)>; rel="next"/.exec(firstOfTwo.headers.get('link') ?? '')![1]!);
    expect([kinds(firstOfTwo.body), kinds((await send(server, 'GET', nextOfTwo.pathname + nextOfTwo.search, { token })).body)]).toEqual([
      ['follow'],
      ['favourite'],
    ]);

    const likes = grouped.notification_groups[2]!.group_key;
    // One group by its key (what an app opens from a push), its people, and one notification in v1's shape.
    const one = (await send(server, 'GET', `/api/v2/notifications/${likes}`, { token })).body as Grouped;
    expect(one.notification_groups).toEqual([grouped.notification_groups[2]]);
    expect(one.statuses.map((status) => status.id)).toEqual([postId]);
    const people = (await send(server, 'GET', `/api/v2/notifications/${likes}/accounts`, { token })).body as Array<{ acct: string }>;
    expect(people.map((account) => account.acct)).toEqual(['nils', 'mona', 'lars']);
    const v1 = (await send(server, 'GET', `/api/v1/notifications/${likes}`, { token })).body;
    expect(v1).toMatchObject({ id: likes, type: 'favourite', account: { acct: 'nils' }, status: { id: postId } });
    const dismissed = await send(server, 'POST', `/api/v2/notifications/${likes}/dismiss`, { token });
    expect([dismissed.status, dismissed.body]).toEqual([200, {}]);
    const after = (await send(server, 'GET', '/api/v2/notifications', { token })).body as Grouped;
    expect(after.notification_groups.map((group) => group.type)).toEqual(['follow', 'mention']);
    const gone = await send(server, 'GET', `/api/v2/notifications/${likes}`, { token });
    expect([gone.status, gone.body]).toEqual([404, { error: messages.notificationNotFound(likes) }]);
    expect((await send(server, 'GET', '/api/v1/notifications/unread_count', { token })).body).toEqual({ count: 2 });
  });

  it('clears a member’s notifications, which their own pages then show none of; a read-only token may not', async () => {
    const browser = await signUp({ ...ada, username: 'ines', email: 'ines@example.com' });
    await signUp({ ...bea, username: 'jon', email: 'jon@example.com' });
    const ines = await clientFor(server, { username: 'ines', password: ada.password });
    const jon = await clientFor(server, { username: 'jon', password: bea.password });
    const { posts } = await ines.createPost({ body: { caption: 'Ines’s garden', content: 'Tomatoes at last.' } });
    await jon.likePost({ postId: posts.find((post) => post.caption === 'Ines’s garden')!._id });
    await jon.follow({ followUserId: (await jon.getUserByUsername({ username: 'ines' })).user._id });
    const reader = await appTokenFor(server, browser, 'read');
    const refusedToReader = await send(server, 'POST', '/api/v1/notifications/clear', { token: reader });
    expect(refusedToReader.status).toBe(403);
    expect((await ines.getNotifications()).notifications).toHaveLength(2);

    const token = await appTokenFor(server, browser);
    const unknown = await send(server, 'POST', '/api/v1/notifications/no-such-one/dismiss', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: expect.stringContaining('no-such-one') as unknown });
    const cleared = await send(server, 'POST', '/api/v1/notifications/clear', { token });
    expect([cleared.status, cleared.body]).toEqual([200, {}]);
    expect(await ines.getNotifications()).toMatchObject({ notifications: [], unread: 0 });
    expect((await send(server, 'GET', '/api/v1/notifications', { token })).body).toEqual([]);
  });

  it('keeps an app’s place in the notifications, sent as a form, and the bell on the community’s pages counts only what is newer', async () => {
    const browser = await signUp({ ...ada, username: 'kim', email: 'kim@example.com' });
    const kim = await clientFor(server, { username: 'kim', password: ada.password });
    const kimId = (await kim.getUserByUsername({ username: 'kim' })).user._id;
    const { posts } = await kim.createPost({ body: { caption: 'Kim’s loaf', content: 'Sourdough, day three.' } });
    await signUp({ ...bea, username: 'lou', email: 'lou@example.com' });
    const lou = await clientFor(server, { username: 'lou', password: bea.password });
    await lou.follow({ followUserId: kimId });
    await lou.likePost({ postId: posts.find((post) => post.caption === 'Kim’s loaf')!._id });
    const token = await appTokenFor(server, browser);
    const [newest, older] = (await send(server, 'GET', '/api/v1/notifications', { token })).body as Array<{ id: string; type: string }>;
    expect([newest!.type, older!.type]).toEqual(['favourite', 'follow']);
    expect((await kim.getNotifications()).unread).toBe(2);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const saved = await send(server, 'POST', '/api/v1/markers', { token, headers: form, body: `notifications[last_read_id]=${older!.id}` });
    expect(saved.body).toMatchObject({ notifications: { last_read_id: older!.id, version: 1 } });
    expect((await kim.getNotifications()).unread).toBe(1);
    await send(server, 'POST', '/api/v1/markers', { token, body: { notifications: { last_read_id: newest!.id } } });
    expect((await kim.getNotifications()).unread).toBe(0);
    const read = await send(server, 'GET', '/api/v1/markers?timeline[]=notifications&timeline[]=home&timeline[]=nonsense', { token });
    expect(read.body).toEqual({ notifications: { last_read_id: newest!.id, version: 2, updated_at: expect.any(String) as unknown } });
    const empty = await send(server, 'POST', '/api/v1/markers', { token, body: {} });
    expect([empty.status, empty.body]).toEqual([422, { error: 'Say where you stopped reading home, notifications, or both.' }]);
  });

  it('holds back the changes of an app allowed before the community asked for confirmed addresses, as its own pages do; it still reads', async () => {
    const browser = await signUp({ ...ada, username: 'nell', email: 'nell@example.com' });
    const token = await appTokenFor(server, browser);
    server.community.requireVerifiedEmail = true;
    try {
      const posted = await send(server, 'POST', '/api/v1/statuses', { token, body: { status: 'Hello\nFrom an app' } });
      expect(posted.status).toBe(403);
      expect(posted.body).toEqual({ error: containing('Confirm your email address first') });
      expect((await send(server, 'GET', '/api/v1/timelines/home', { token })).body).toEqual([]);
      const marked = await send(server, 'POST', '/api/v1/notifications/clear', { token });
      expect(marked.status).toBe(200);
    } finally {
      server.community.requireVerifiedEmail = false;
    }
    const nell = await clientFor(server, { username: 'nell', password: ada.password });
    expect((await nell.getUserPosts({ username: 'nell' })).posts).toEqual([]);
  });

  it('keeps an upload’s description as it was when an app without a confirmed address tries to change it', async () => {
    const browser = await signUp({ ...ada, username: 'odile', email: 'odile@example.com' });
    const token = await appTokenFor(server, browser);
    const form = new FormData();
    form.append('file', new Blob([bytesOf(colourPng.red)], { type: 'image/png' }), 'red.png');
    form.append('description', 'A red square');
    // A multipart body crosses a socket: the in-process `inject` sends strings and buffers only.
    const uploaded = await fetch(`${await address()}/api/v2/media`, { method: 'POST', headers: { authorization: token }, body: form });
    const { id } = (await uploaded.json()) as { id: string };
    server.community.requireVerifiedEmail = true;
    try {
      const described = await send(server, 'PUT', `/api/v1/media/${id}`, { token, body: { description: 'Something else' } });
      expect([described.status, described.body]).toEqual([403, { error: containing('Confirm your email address first') }]);
    } finally {
      server.community.requireVerifiedEmail = false;
    }
    const posted = await send(server, 'POST', '/api/v1/statuses', { token, body: { status: 'Red\nA square', media_ids: [id] } });
    expect((posted.body as { media_attachments: Array<{ description: string }> }).media_attachments[0]!.description).toBe('A red square');
  });

  it('answers an upload to the member who made it, as apps ask after it until it has an address; to anyone else it is not found', async () => {
    const browser = await signUp({ ...ada, username: 'una', email: 'una@example.com' });
    const token = await appTokenFor(server, browser);
    const form = new FormData();
    form.append('file', new Blob([bytesOf(colourPng.red)], { type: 'image/png' }), 'red.png');
    form.append('description', 'A red kite');
    const uploaded = await fetch(`${await address()}/api/v2/media`, { method: 'POST', headers: { authorization: token }, body: form });
    const { id, url } = (await uploaded.json()) as { id: string; url: string };
    const asked = await send(server, 'GET', `/api/v1/media/${id}`, { token });
    expect([asked.status, asked.body]).toEqual([200, expect.objectContaining({ id, url, type: 'image', description: 'A red kite' })]);
    const other = await appTokenFor(server, await signUp({ ...bea, username: 'vik', email: 'vik@example.com' }));
    const refused = await send(server, 'GET', `/api/v1/media/${id}`, { token: other });
    expect([refused.status, refused.body]).toEqual([404, { error: 'Record not found' }]);
  });

  it('answers what apps read as they start of what this community has none of, as Mastodon answers a server without it; trends are Explore’s', async () => {
    const browser = await signUp({ ...ada, username: 'wren', email: 'wren@example.com' });
    const token = await appTokenFor(server, browser);
    for (const path of [
      '/api/v1/custom_emojis',
      '/api/v1/lists',
      '/api/v1/filters',
      '/api/v2/filters',
      '/api/v1/followed_tags',
      '/api/v1/announcements',
      '/api/v1/trends/tags',
      '/api/v1/trends',
    ]) {
      const answer = await send(server, 'GET', path, { token });
      expect([path, answer.status, answer.body]).toEqual([path, 200, []]);
    }
    const makingAList = await send(server, 'POST', '/api/v1/lists', { token, body: { title: 'Friends' } });
    expect(makingAList.status).toBe(404);
    // Mastodon checks no scope on custom emoji and trends: a token that may only write reads them.
    const writer = await appTokenFor(server, browser, 'write');
    for (const path of ['/api/v1/custom_emojis', '/api/v1/trends/statuses']) {
      expect((await send(server, 'GET', path, { token: writer })).status).toBe(200);
    }
    expect((await send(server, 'GET', '/api/v1/lists', { token: writer })).status).toBe(403);

    // Explore's trending pages, as the community's own pages read them.
    type Page = { posts: Array<{ _id: string }>; nextCursor: string };
    const explore = (await send(server, 'GET', '/api/posts?limit=2&sort=trending')).body as Page;
    const exploreAfter = (await send(server, 'GET', `/api/posts?limit=2&sort=trending&cursor=${explore.nextCursor}`)).body as Page;
    const ids = (body: unknown) => (body as Array<{ id: string }>).map((status) => status.id);
    const trending = await send(server, 'GET', '/api/v1/trends/statuses?limit=2');
    expect(ids(trending.body)).toEqual(explore.posts.map((post) => post._id));
    const next = new URL(/<([^>]+)>; rel="next"/.exec(trending.headers.get('link') ?? '')![1]!);
    const after = await send(server, 'GET', next.pathname + next.search);
    expect(ids(after.body)).toEqual(exploreAfter.posts.map((post) => post._id));
    expect(exploreAfter.posts).toHaveLength(2);
    // Mastodon pages trends by offset: the same list, from that far down.
    const third = await send(server, 'GET', '/api/v1/trends/statuses?offset=2&limit=2');
    expect(ids(third.body)).toEqual(exploreAfter.posts.map((post) => post._id));
    const second = await send(server, 'GET', '/api/v1/trends/statuses?offset=1&limit=2');
    expect(ids(second.body)).toEqual([explore.posts[1]!._id, exploreAfter.posts[0]!._id]);
    for (const past of ['300', '100000']) expect((await send(server, 'GET', `/api/v1/trends/statuses?offset=${past}`)).body).toEqual([]);
    // A Link's place is where the page begins, whatever offset the app sent first.
    expect(ids((await send(server, 'GET', `${next.pathname}${next.search}&offset=1`)).body)).toEqual(ids(after.body));
    const bad = await send(server, 'GET', '/api/v1/trends/statuses?offset=-1');
    expect([bad.status, bad.body]).toEqual([422, { error: 'offset must be a whole number.' }]);
  });

  it('takes a conversation out of the list until someone answers it; another’s conversation, or a read-only token, changes nothing', async () => {
    const browser = await signUp({ ...ada, username: 'pia', email: 'pia@example.com' });
    await signUp({ ...bea, username: 'quinn', email: 'quinn@example.com' });
    const quinn = await clientFor(server, { username: 'quinn', password: bea.password });
    const { posts } = await quinn.createPost({ body: { caption: 'Psst', content: 'Cake at four, @pia', visibility: 'mentioned' } });
    const postId = posts.find((post) => post.caption === 'Psst')!._id;
    const token = await appTokenFor(server, browser);
    const listed = async () =>
      ((await send(server, 'GET', '/api/v1/conversations', { token })).body as Array<{ id: string }>).map((c) => c.id);
    expect(await listed()).toEqual([postId]);
    const reader = await appTokenFor(server, browser, 'read');
    const refusedToReader = await send(server, 'DELETE', `/api/v1/conversations/${postId}`, { token: reader });
    expect([refusedToReader.status, refusedToReader.body]).toEqual([403, { error: containing('write:conversations') }]);
    expect(await listed()).toEqual([postId]);
    expect([(await send(server, 'DELETE', `/api/v1/conversations/${postId}`, { token })).status, await listed()]).toEqual([200, []]);
    await quinn.addComment({ postId, body: { text: 'Bring forks' } });
    expect(await listed()).toEqual([postId]);
    const outsider = await appTokenFor(server, await signUp({ ...bea, username: 'rio', email: 'rio@example.com' }));
    const notTheirs = await send(server, 'POST', `/api/v1/conversations/${postId}/read`, { token: outsider });
    expect(notTheirs.status).toBe(404);
    const unread = async () =>
      ((await send(server, 'GET', '/api/v1/conversations', { token })).body as Array<{ unread: boolean }>)[0]!.unread;
    expect(await unread()).toBe(true);
    const read = await send(server, 'POST', `/api/v1/conversations/${postId}/read`, { token });
    expect(read.body).toMatchObject({
      id: postId,
      unread: false,
      accounts: [{ acct: 'quinn' }],
      last_status: { content: containing('Bring forks') },
    });
    expect(await unread()).toBe(false);
  });

  it('pages conversations as Mastodon does: by a Link either way, or by the ids of their last statuses (max_id, min_id, since_id)', async () => {
    const browser = await signUp({ ...ada, username: 'sol', email: 'sol@example.com' });
    await signUp({ ...bea, username: 'tove', email: 'tove@example.com' });
    const tove = await clientFor(server, { username: 'tove', password: bea.password });
    const write = async (caption: string) =>
      (await tove.createPost({ body: { caption, content: `Only us, @sol`, visibility: 'mentioned' } })).posts.find(
        (post) => post.caption === caption,
      )!._id;
    const [a, b, c] = [await write('A'), await write('B'), await write('C')];
    await tove.addComment({ postId: a, body: { text: 'A again' } });
    const token = await appTokenFor(server, browser);
    const page = async (query: string) => {
      const answer = await send(server, 'GET', `/api/v1/conversations?${query}`, { token });
      const link = (rel: string) => new RegExp(`<([^>]+)>; rel="${rel}"`).exec(answer.headers.get('link') ?? '')?.[1];
      const ids = Array.isArray(answer.body) ? (answer.body as Array<{ id: string }>).map((one) => one.id) : null;
      return { ids, link, answer };
    };
    const first = await page('limit=1');
    expect(first.ids).toEqual([a]);
    const lastOfA = (first.answer.body as Array<{ last_status: { id: string; content: string } }>)[0]!.last_status;
    expect(lastOfA.content).toContain('A again');
    const follow = async (address: string | undefined) => page(new URL(address!).search.slice(1));
    expect((await follow(first.link('next'))).ids).toEqual([c]);
    expect((await follow(first.link('prev'))).ids).toEqual([]);
    expect((await page(`limit=5&max_id=${lastOfA.id}`)).ids).toEqual([c, b]);
    const newer = await page(`limit=5&min_id=${b}`);
    expect(newer.ids).toEqual([a, c]);
    expect((await page(`limit=1&min_id=${b}`)).ids).toEqual([c]);
    expect((await follow(newer.link('next'))).ids).toEqual([b]);
    expect((await page(`limit=5&since_id=${b}`)).ids).toEqual([a, c]);
    expect((await page(`limit=1&since_id=${c}`)).ids).toEqual([a]);

    // Someone answers the conversation at the top: asking what is new above it finds it again.
    await tove.addComment({ postId: a, body: { text: 'A once more' } });
    expect((await follow(first.link('prev'))).ids).toEqual([a]);
    expect((await page(`since_id=${lastOfA.id}`)).ids).toEqual([a]);
    expect((await page(`since_id=${c}`)).ids).toEqual([a]);

    // A status of no conversation of the member's places nothing, so it says nothing of when it was written.
    const { posts } = await tove.createPost({ body: { caption: 'For all', content: 'Open to everyone.' } });
    for (const id of ['no-such-status', posts.find((post) => post.caption === 'For all')!._id]) {
      const bad = (await page(`max_id=${id}`)).answer;
      expect([bad.status, bad.body]).toEqual([422, { error: 'max_id must be the id of a status.' }]);
    }
  });

  it('places a comment and a reply in their thread: above, the post and the comment answered; below, a comment’s replies', async () => {
    const browser = await signUp({ ...ada, username: 'wanda', email: 'wanda@example.com' });
    await signUp({ ...bea, username: 'xavi', email: 'xavi@example.com' });
    const wanda = await clientFor(server, { username: 'wanda', password: ada.password });
    const xavi = await clientFor(server, { username: 'xavi', password: bea.password });
    const { posts } = await wanda.createPost({ body: { caption: 'Wanda’s loom', content: 'A new pattern.' } });
    const postId = posts.find((post) => post.caption === 'Wanda’s loom')!._id;
    const { comments } = await xavi.addComment({ postId, body: { text: 'Which wool?' } });
    const comment = comments.find((one) => one.text === 'Which wool?')!;
    await wanda.addComment({ postId, body: { text: 'Merino.', parentId: comment._id } });
    const reply = (await wanda.getReplies({ postId, commentId: comment._id })).comments[0]!;
    const token = await appTokenFor(server, browser, 'read');
    const ids = (statuses: Array<{ id: string }>) => statuses.map((status) => status.id);
    const thread = async (id: string) => {
      const { ancestors, descendants } = (await send(server, 'GET', `/api/v1/statuses/${id}/context`, { token })).body as Record<
        'ancestors' | 'descendants',
        Array<{ id: string }>
      >;
      return { above: ids(ancestors), below: ids(descendants) };
    };
    expect(await thread(postId)).toEqual({ above: [], below: [comment._id, reply._id] });
    expect(await thread(comment._id)).toEqual({ above: [postId], below: [reply._id] });
    expect(await thread(reply._id)).toEqual({ above: [postId, comment._id], below: [] });
    const xaviId = (await xavi.getUserByUsername({ username: 'xavi' })).user._id;

    // Someone who mutes xavi is not shown his comment above the reply, nor, muting wanda, her post.
    const viewer = await signUp({ ...bea, username: 'yusuf', email: 'yusuf@example.com' });
    const yusuf = await clientFor(server, { username: 'yusuf', password: bea.password });
    const yusufToken = await appTokenFor(server, viewer, 'read');
    const seenByYusuf = async (id: string) =>
      ids(
        ((await send(server, 'GET', `/api/v1/statuses/${id}/context`, { token: yusufToken })).body as { ancestors: Array<{ id: string }> })
          .ancestors,
      );
    await yusuf.mute({ userId: xaviId });
    expect(await seenByYusuf(reply._id)).toEqual([postId]);
    await yusuf.mute({ userId: (await wanda.getUserByUsername({ username: 'wanda' })).user._id });
    expect(await seenByYusuf(reply._id)).toEqual([]);
    expect(await thread(reply._id)).toEqual({ above: [postId, comment._id], below: [] });

    expect((await send(server, 'GET', `/api/v1/statuses/${reply._id}`, { token })).body).toMatchObject({
      in_reply_to_id: comment._id,
      in_reply_to_account_id: xaviId,
      content: '<p>Merino.</p>',
    });
  });

  it('lists who follows a member and whom they follow, and who favourited and reblogged a status (a reply too), a page at a time', async () => {
    const browser = await signUp({ ...ada, username: 'jade', email: 'jade@example.com' });
    const jade = await clientFor(server, { username: 'jade', password: ada.password });
    const jadeId = (await jade.getUserByUsername({ username: 'jade' })).user._id;
    const { posts } = await jade.createPost({ body: { caption: 'Jade’s kite', content: 'Up it goes.' } });
    const postId = posts.find((post) => post.caption === 'Jade’s kite')!._id;
    for (const name of ['kato', 'liv']) {
      await signUp({ ...bea, username: name, email: `${name}@example.com` });
      const fan = await clientFor(server, { username: name, password: bea.password });
      await fan.follow({ followUserId: jadeId });
      await fan.likePost({ postId });
    }
    await jade.follow({ followUserId: (await jade.getUserByUsername({ username: 'kato' })).user._id });
    const token = await appTokenFor(server, browser, 'read');
    const accts = (body: unknown) => (body as Array<{ acct: string }>).map((account) => account.acct);

    const first = await send(server, 'GET', `/api/v1/accounts/${jadeId}/followers?limit=1`, { token });
    expect(accts(first.body)).toEqual(['liv']);
    const next = new URL(/<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')![1]!);
    expect(accts((await send(server, 'GET', next.pathname + next.search, { token })).body)).toEqual(['kato']);
    expect(accts((await send(server, 'GET', `/api/v1/accounts/${jadeId}/following`, { token })).body)).toEqual(['kato']);
    expect(accts((await send(server, 'GET', `/api/v1/statuses/${postId}/favourited_by`, { token })).body)).toEqual(['liv', 'kato']);
    expect(accts((await send(server, 'GET', `/api/v1/statuses/${postId}/reblogged_by`, { token })).body)).toEqual([]);
    const missing = await send(server, 'GET', '/api/v1/statuses/no-such-status/favourited_by', { token });
    expect(missing.status).toBe(404);

    // A reply's favourites are the comment's upvotes.
    const liv = await clientFor(server, { username: 'liv', password: bea.password });
    const { comments } = await liv.addComment({ postId, body: { text: 'Higher!' } });
    const replyId = comments.find((comment) => comment.text === 'Higher!')!._id;
    await (await clientFor(server, { username: 'kato', password: bea.password })).upvoteComment({ postId, commentId: replyId });
    await jade.upvoteComment({ postId, commentId: replyId });
    expect(accts((await send(server, 'GET', `/api/v1/statuses/${replyId}/favourited_by`, { token })).body)).toEqual(['jade', 'kato']);
  });

  it("favourites a reply as the comment's upvote, and takes it back; twice changes nothing", async () => {
    const browser = await signUp({ ...ada, username: 'mira', email: 'mira@example.com' });
    const mira = await clientFor(server, { username: 'mira', password: ada.password });
    const { posts } = await mira.createPost({ body: { caption: 'Mira’s boat', content: 'Afloat at last.' } });
    const postId = posts.find((post) => post.caption === 'Mira’s boat')!._id;
    const { comments } = await mira.addComment({ postId, body: { text: 'Well done!' } });
    const replyId = comments.find((comment) => comment.text === 'Well done!')!._id;
    const token = await appTokenFor(server, browser, 'read write');
    const votes = async () => (await mira.getComments({ postId })).comments.find((comment) => comment._id === replyId)!.votes;
    const favourite = async (name: string) => {
      const { status, body } = await send(server, 'POST', `/api/v1/statuses/${replyId}/${name}`, { token });
      const { favourited, favourites_count: count } = body as { favourited: boolean; favourites_count: number };
      return { status, favourited, count };
    };

    expect(await favourite('favourite')).toEqual({ status: 200, favourited: true, count: 1 });
    expect(await favourite('favourite')).toEqual({ status: 200, favourited: true, count: 1 });
    expect((await votes()).upvotedBy.map((voter) => voter.username)).toEqual(['mira']);
    expect((await send(server, 'GET', `/api/v1/statuses/${replyId}`, { token })).body).toMatchObject({ favourited: true });
    // Favourited is the reader's own: another member reads the same reply as not favourited by them.
    const other = await appTokenFor(server, await signUp({ ...bea, username: 'mateo', email: 'mateo@example.com' }), 'read');
    expect((await send(server, 'GET', `/api/v1/statuses/${replyId}`, { token: other })).body).toMatchObject({
      favourited: false,
      favourites_count: 1,
    });
    expect(await favourite('unfavourite')).toEqual({ status: 200, favourited: false, count: 0 });
    expect(await favourite('unfavourite')).toEqual({ status: 200, favourited: false, count: 0 });
    expect(await votes()).toEqual({ upvotedBy: [], downvotedBy: [] });
    // A downvote is no favourite: taking one back leaves it, and favouriting turns it up.
    await mira.downvoteComment({ postId, commentId: replyId });
    expect(await favourite('unfavourite')).toEqual({ status: 200, favourited: false, count: 0 });
    expect((await votes()).downvotedBy.map((voter) => voter.username)).toEqual(['mira']);
    expect(await favourite('favourite')).toEqual({ status: 200, favourited: true, count: 1 });
    expect((await votes()).downvotedBy).toEqual([]);
  });

  it('lists the posts the member favourited, the latest first, a page at a time by its Link', async () => {
    const browser = await signUp({ ...ada, username: 'pilar', email: 'pilar@example.com' });
    const pilar = await clientFor(server, { username: 'pilar', password: ada.password });
    const captions = ['Pilar’s first', 'Pilar’s second', 'Pilar’s third'];
    for (const caption of captions) await pilar.createPost({ body: { caption, content: 'Liked by its author.' } });
    const mine = (await pilar.getUserPosts({ username: 'pilar' })).posts;
    const token = await appTokenFor(server, browser, 'read write');
    for (const caption of ['Pilar’s second', 'Pilar’s first', 'Pilar’s third']) {
      const postId = mine.find((post) => post.caption === caption)!._id;
      expect((await send(server, 'POST', `/api/v1/statuses/${postId}/favourite`, { token })).status).toBe(200);
    }
    const first = await send(server, 'GET', '/api/v1/favourites?limit=2', { token });
    const shown = (body: unknown) =>
      (body as Array<{ content: string; favourited: boolean }>).map((status) => [
        /Pilar’s \w+/.exec(status.content)?.[0],
        status.favourited,
      ]);
    expect(shown(first.body)).toEqual([
      ['Pilar’s third', true],
      ['Pilar’s first', true],
    ]);
    const next = new URL(/<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')![1]!);
    expect(shown((await send(server, 'GET', next.pathname + next.search, { token })).body)).toEqual([['Pilar’s second', true]]);
    // Without the scope to read favourites, the token is refused in words that name it.
    const readStatusesOnly = await appTokenFor(server, browser, 'read:statuses');
    const refusedAnswer = await send(server, 'GET', '/api/v1/favourites', { token: readStatusesOnly });
    expect([refusedAnswer.status, (refusedAnswer.body as { error: string }).error]).toEqual([403, containing('read:favourites')]);
  });

  it("suggests people as a composer's @ is typed, and tells apps the member's own defaults for a new post", async () => {
    const browser = await signUp({ ...ada, username: 'noor', email: 'noor@example.com' });
    for (const name of ['nadia', 'nadine', 'otto']) await signUp({ ...bea, username: name, email: `${name}@example.com` });
    const token = await appTokenFor(server, browser, 'read');
    const suggested = async (q: string, more = '') => {
      const { status, body } = await send(server, 'GET', `/api/v1/accounts/search?q=${encodeURIComponent(q)}&limit=5${more}`, { token });
      return [status, (body as Array<{ acct: string }>).map((account) => account.acct).sort()];
    };
    expect(await suggested('@NAD')).toEqual([200, ['nadia', 'nadine']]);
    expect(await suggested('ott')).toEqual([200, ['otto']]);
    expect(await suggested(' ')).toEqual([200, []]);
    // An app that asks for the people one follows first gets them alone.
    const member = await clientFor(server, { username: 'noor', password: ada.password });
    await member.follow({ followUserId: (await member.getUserByUsername({ username: 'nadine' })).user._id });
    expect(await suggested('nad', '&following=true')).toEqual([200, ['nadine']]);
    // Mastodon.py sends a yes as 1.
    expect(await suggested('nad', '&following=1')).toEqual([200, ['nadine']]);

    expect((await send(server, 'GET', '/api/v1/preferences', { token })).body).toMatchObject({
      'posting:default:visibility': 'public',
      'posting:default:language': null,
    });
    await member.editProfile({ body: { defaultVisibility: 'followers' } });
    await member.setLanguage({ body: { language: 'es' } });
    expect((await send(server, 'GET', '/api/v1/preferences', { token })).body).toMatchObject({
      'posting:default:visibility': 'private',
      'posting:default:language': 'es',
    });
  });

  it('answers a value no id holds in a path or a query in words, never a server error', async () => {
    const browser = await signUp({ ...ada, username: 'ivan', email: 'ivan@example.com' });
    const token = await appTokenFor(server, browser);
    for (const path of [
      '/api/v1/statuses/%00',
      '/api/v1/accounts/%00',
      '/api/v1/timelines/tag/%00',
      '/api/v1/accounts/relationships?id[]=%00',
    ]) {
      const answer = await send(server, 'GET', path, { token });
      expect([path, answer.status < 500]).toEqual([path, true]);
    }
    const since = await send(server, 'GET', '/api/v1/timelines/home?since_id=%00', { token });
    expect([since.status, since.body]).toEqual([422, { error: 'since_id must be the id of a status.' }]);
    const media = await send(server, 'POST', '/api/v1/statuses', { token, body: { status: 'Hello\nthere', media_ids: ['\u0000'] } });
    expect(media.status).toBeLessThan(500);
    const reply = await send(server, 'POST', '/api/v1/statuses', { token, body: { status: 'Hi', in_reply_to_id: {} } });
    expect([reply.status, reply.body]).toEqual([422, { error: 'Validation failed: in_reply_to_id must be the id of a status.' }]);
  });

  it('refuses a status of 10,000 characters in Mastodon’s words, and keeps nothing', async () => {
    const browser = await signUp({ ...ada, username: 'longwinded', email: 'long@example.com' });
    const token = await appTokenFor(server, browser);
    const before = (await server.db.query<{ n: number }>('select count(*)::int as n from posts')).rows[0]!.n;
    const answer = await send(server, 'POST', '/api/v1/statuses', { token, body: { status: 'x'.repeat(10_000) } });
    expect([answer.status, (answer.body as { error: string }).error]).toEqual([422, expect.stringContaining('character limit')]);
    expect((await server.db.query<{ n: number }>('select count(*)::int as n from posts')).rows[0]!.n).toBe(before);
  });

  it('counts an app’s changes against the member’s allowance, says what is left in X-RateLimit headers, and refuses past it', async () => {
    // A server of its own, whose allowance is small and counted by the day (no minute's end starts it afresh).
    const limited = await startInProcess({
      env: { SOCIAL_WRITES_PER_MINUTE: '4' },
      adjust: (config) => ({ ...config, rateLimits: { ...config.rateLimits, windowSeconds: 86_400 } }),
    });
    try {
      const browser = signedUp(
        await (await clientFor(limited)).signup({ body: { ...ada, username: 'counted', email: 'c@example.com' } }),
      ).encodedToken;
      const app = (
        await send(limited, 'POST', '/api/v1/apps', { body: { client_name: 'Tusky', redirect_uris: outOfBand, scopes: 'read write' } })
      ).body as {
        client_id: string;
        client_secret: string;
      };
      const allowed = await send(limited, 'POST', '/api/oauth/authorization', {
        token: browser,
        body: { client_id: app.client_id, redirect_uri: outOfBand, response_type: 'code', scope: 'read write', allow: true },
      });
      const exchanged = await send(limited, 'POST', '/oauth/token', {
        body: {
          grant_type: 'authorization_code',
          code: (allowed.body as { outcome: { code: string } }).outcome.code,
          client_id: app.client_id,
          client_secret: app.client_secret,
          redirect_uri: outOfBand,
        },
      });
      const token = `Bearer ${(exchanged.body as { access_token: string }).access_token}`;
      const write = () => send(limited, 'POST', '/api/v1/statuses', { token, body: { status: 'Counted\nOne change' } });
      // The member's Allow was their first change of the day.
      const answers = [await write(), await write(), await write(), await write()];
      expect(
        answers.map((answer) => [answer.status, answer.headers.get('x-ratelimit-limit'), answer.headers.get('x-ratelimit-remaining')]),
      ).toEqual([
        [200, '4', '2'],
        [200, '4', '1'],
        [200, '4', '0'],
        [429, '4', '0'],
      ]);
      expect(answers[3]!.body).toEqual({ error: 'Too many requests' });
      expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Date.parse(answers[0]!.headers.get('x-ratelimit-reset') ?? '')).toBeGreaterThan(Date.now());
    } finally {
      await limited.close();
    }
  });
});

describe('web apps on other origins (Elk, Phanpy)', () => {
  const origin = 'https://elk.example';

  it('may call the client API and take tokens: preflights are answered, and what apps read is exposed', async () => {
    for (const path of ['/api/v1/timelines/home', '/api/v2/media', '/oauth/token']) {
      const preflight = await send(server, 'OPTIONS', path, {
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
      expect([path, preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([path, 204, '*']);
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    }
    const read = await send(server, 'GET', '/api/v1/timelines/public', { headers: { origin } });
    expect([read.status, read.headers.get('access-control-allow-origin')]).toEqual([200, '*']);
    expect(read.headers.get('access-control-expose-headers')).toContain('Link');
  });

  it('may not call the community’s own API, which its pages call from its own origin', async () => {
    const own = await send(server, 'GET', '/api/posts', { headers: { origin } });
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('with masto.js, the client Elk and Phanpy are built on, which no one here wrote', () => {
  it('posts a picture with its description, pages Home and conversations by their Links, favourites, searches, and hears its stream over a WebSocket', async () => {
    const browser = await signUp({ ...ada, username: 'lumi', email: 'lumi@example.com' });
    const lumi = await clientFor(server, { username: 'lumi', password: ada.password });
    await signUp({ ...bea, username: 'moss', email: 'moss@example.com' });
    const moss = await clientFor(server, { username: 'moss', password: bea.password });
    await signUp({ ...bea, username: 'pim', email: 'pim@example.com' });
    const pim = await clientFor(server, { username: 'pim', password: bea.password });
    for (const n of [1, 2, 3]) await moss.createPost({ body: { caption: `Moss ${n}`, content: 'On the rocks.' } });
    await lumi.follow({ followUserId: (await lumi.getUserByUsername({ username: 'moss' })).user._id });
    for (const n of ['one', 'two']) {
      await pim.createPost({ body: { caption: `Psst ${n}`, content: 'Just us, @lumi', visibility: 'mentioned' } });
    }

    const folder = mkdtempSync(path.join(tmpdir(), 'masto-'));
    const picture = path.join(folder, 'square.png');
    writeFileSync(picture, bytesOf(colourPng.blue));
    const token = (await appTokenFor(server, browser)).replace('Bearer ', '');
    // Once its stream is followed: Moss posts, and likes Lumi's post.
    const done = runListening(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'clients/masto-app.ts'), await address(), token, picture, 'moss'],
      async () => {
        await moss.createPost({ body: { caption: 'Moss at sea', content: 'Waves all day.' } });
        const { posts } = await moss.getUserPosts({ username: 'lumi' });
        await moss.likePost({ postId: posts.find((post) => post.caption === 'Kite day')!._id });
      },
    );
    expect(JSON.parse(await done)).toEqual({
      me: 'lumi',
      startUp: [0, 0, 0],
      media: ['image', 'A blue square at noon'],
      posted: ['Kite day', ['A blue square at noon']],
      home: [
        ['Kite day', 'Moss 3'],
        ['Moss 2', 'Moss 1'],
      ],
      favourited: [true, 1],
      found: ['moss'],
      conversations: [['Psst two'], ['Psst one']],
      heard: { updates: [['moss', 'Moss at sea']], notifications: [['favourite', 'moss']] },
    });
  }, 60_000);
});

describe('with Mastodon.py, a client no one here wrote', () => {
  it('posts a picture with its description, reads Home, follows and favourites, reads and dismisses notifications, keeps its place in Home, and searches', async () => {
    const browser = await signUp(ada);
    await signUp(bea);
    const beaClient = await clientFor(server, bea);
    await beaClient.createPost({ body: { caption: 'From the lighthouse', content: 'A calm sea tonight.' } });
    const adaId = (await beaClient.getUserByUsername({ username: 'ada' })).user._id;
    await beaClient.follow({ followUserId: adaId });

    const folder = mkdtempSync(path.join(tmpdir(), 'mastodon-py-'));
    const picture = path.join(folder, 'square.png');
    writeFileSync(picture, bytesOf(colourPng.red));
    const url = await address();
    const run = await promisify(execFile)(python, [path.join(__dirname, 'clients/use_as_a_member.py'), url, browser, picture, 'bea'], {
      timeout: 90_000,
    });
    const saw = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(saw).toMatchObject({
      media: { type: 'image', description: 'A red square on white' },
      posted: {
        content: '<p>Harbour at dawn</p><p>The boats are out early.</p>',
        media: [['image', 'A red square on white']],
        visibility: 'public',
      },
      home_first: true,
      following: true,
      favourited: [true, 1],
      favourited_by: ['ada'],
      followers: ['bea'],
      notifications: [['follow', 'bea']],
      after_dismissing: [],
      markers: { home: [true, 1] },
    });
    // The file's other posts hold no "harbour": the search finds Ada's post alone.
    expect(saw.found_statuses).toEqual([saw.posted_id]);
    // What the app did is what the community's own pages show.
    const { posts } = await beaClient.getUserPosts({ username: 'ada' });
    expect(posts[0]).toMatchObject({ caption: 'Harbour at dawn', content: 'The boats are out early.' });
    expect(posts[0]!.images.map((image) => image.alt)).toEqual(['A red square on white']);
  });
});

describe('with Mastodon.py, conversations and changes', () => {
  it('replies and reads the thread, edits a post and reads its history and source, changes the profile, blocks and unblocks', async () => {
    const browser = await signUp({ ...ada, username: 'cleo', email: 'cleo@example.com' });
    await signUp({ ...bea, username: 'dora', email: 'dora@example.com' });
    const dora = await clientFor(server, { username: 'dora', password: bea.password });
    await dora.createPost({ body: { caption: 'Just us', content: 'Saturday at the pier, @cleo?', visibility: 'mentioned' } });
    await dora.createPost({ body: { caption: 'Sunset at the pier', content: 'Warm light on the water.' } });
    const url = await address();
    const run = await promisify(execFile)(python, [path.join(__dirname, 'clients/converse_and_edit.py'), url, browser, 'dora'], {
      timeout: 90_000,
    });
    const saw = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(saw).toMatchObject({
      reply: { in_reply_to_id: saw.their_post, content: containing('Lovely evening!') },
      descendants: [saw.reply_id],
      reply_ancestors: [saw.their_post],
      edited: '<p>Final title</p><p>Better words</p>',
      history: ['<p>Draft title</p><p>First words</p>', '<p>Final title</p><p>Better words</p>'],
      source: 'Final title\nBetter words',
      profile: { note: '<p>Sailor and writer.</p>', locked: true },
      blocking: [true, ['dora'], false],
      conversations: [[['dora'], true, containing('Saturday at the pier')]],
      conversation_read: false,
      after_answering: [[true, false]],
    });
    // The answer is Cleo's comment on Dora's post, new to Dora.
    const { threads } = await dora.getPrivateThreads({ query: { limit: 5 } });
    expect(threads.map((thread) => [thread.post.caption, thread.unread])).toEqual([['Just us', true]]);
    // The reply is Cleo's comment on Dora's post, which told Dora.
    const { comments } = await dora.getComments({ postId: saw.their_post as string });
    expect(comments.map((comment) => [comment.username, comment.text])).toEqual([['cleo', '@dora Lovely evening!']]);
    const { notifications } = await dora.getNotifications();
    expect(notifications.map((notification) => notification.type)).toContain('comment');
  });
});

describe('with Mastodon.py, the streaming API', () => {
  it('hears a new post of someone followed, and a new notification, on the member’s own stream', async () => {
    const browser = await signUp({ ...ada, username: 'erin', email: 'erin@example.com' });
    await signUp({ ...bea, username: 'finn', email: 'finn@example.com' });
    const erin = await clientFor(server, { username: 'erin', password: ada.password });
    const finn = await clientFor(server, { username: 'finn', password: bea.password });
    await erin.follow({ followUserId: (await erin.getUserByUsername({ username: 'finn' })).user._id });
    const { posts } = await erin.createPost({ body: { caption: 'Erin’s first', content: 'Hello bay.' } });
    const url = await address();
    // Once its stream is open: Finn posts, and likes Erin's post.
    const heard = runListening(python, [path.join(__dirname, 'clients/stream_home.py'), url, browser], async () => {
      await finn.createPost({ body: { caption: 'Finn at sea', content: 'Waves all day.' } });
      await finn.likePost({ postId: posts.find((post) => post.caption === 'Erin’s first')!._id });
    });
    const saw = JSON.parse(await heard) as { updates: string[][]; notifications: string[][] };
    expect(saw.updates).toEqual([['finn', '<p>Finn at sea</p><p>Waves all day.</p>']]);
    expect(saw.notifications).toEqual([['favourite', 'finn']]);
  }, 60_000);

  it('answers its health, and refuses an unknown stream in words', async () => {
    const health = await send(server, 'GET', '/api/v1/streaming/health');
    expect([health.status, health.body]).toEqual([200, 'OK']);
    const unknown = await send(server, 'GET', '/api/v1/streaming?stream=list');
    expect([unknown.status, unknown.body]).toEqual([400, { error: 'Unknown stream: choose one of user, public, public:local.' }]);
  });
});
