import type { PrivateEvent } from 'api-contract/events';
import { messages } from 'api-contract/messages';
import { appClientFor, guest } from './api';
import { openEvents, openNotificationEvents, streamingServer, type StreamClient } from './live-events';
import { databaseName } from './test-databases';

const streaming = streamingServer();

const omar = { username: 'omarh', password: 'omarHaddad123' };
const lena = { username: 'lenaf', password: 'lenaFischer123' };

/** The guest's private stream, opened with their token, and their app client. */
async function guestStream(): Promise<{ stream: StreamClient<PrivateEvent>; api: Awaited<ReturnType<typeof appClientFor>> }> {
  const api = await appClientFor(streaming.target, guest);
  const stream = streaming.keep(await openNotificationEvents(streaming.target.url, api.token));
  return { stream, api };
}

type Client = Awaited<ReturnType<typeof appClientFor>>;

const unread = (count: number) => (event: PrivateEvent) => event.type === 'notifications.unread' && event.unread === count;

/** What the stream said of notifications (and of its session's end), without its counts of conversations. */
const aboutNotifications = (stream: StreamClient<PrivateEvent>) => stream.events.filter((event) => event.type !== 'messages.unread');

/** Waits until the stream has said `count` events about notifications. */
const said = (stream: StreamClient<PrivateEvent>, count: number) => stream.next(() => aboutNotifications(stream).length >= count);

const conversations = (unreadCount: number, latest: string | null) => (event: PrivateEvent) =>
  event.type === 'messages.unread' && event.unread === unreadCount && event.latest === latest;

describe(`the private stream of one's notifications, on ${databaseName}`, () => {
  it('says the unread count at once, then again as someone likes one’s post, and once it is read', async () => {
    const { stream, api } = await guestStream();
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await said(stream, 1);
    await (await appClientFor(streaming.target, omar)).likePost({ postId: 'post-6' });
    await said(stream, 2);
    await api.readNotifications();
    await said(stream, 3);
    expect(aboutNotifications(stream)).toEqual([
      { type: 'notifications.unread', unread: 0 },
      { type: 'notifications.unread', unread: 1 },
      { type: 'notifications.unread', unread: 0 },
    ]);
    // A count is a state: no event has an id to resume after.
    expect(stream.text()).not.toMatch(/^id:/m);
  });

  it('hears nothing of anyone else’s notifications, and the public stream carries none', async () => {
    const { stream } = await guestStream();
    const everyone = streaming.keep(await openEvents(streaming.target.url));
    await stream.next(unread(0));
    // Lena likes Omar's post: Omar's count moves, not the guest's.
    await (await appClientFor(streaming.target, lena)).likePost({ postId: 'post-3' });
    await everyone.next(({ event }) => event.type === 'post.likes');
    await (await appClientFor(streaming.target, omar)).likePost({ postId: 'post-6' });
    await stream.next(unread(1));
    expect(aboutNotifications(stream)).toEqual([
      { type: 'notifications.unread', unread: 0 },
      { type: 'notifications.unread', unread: 1 },
    ]);
    expect(everyone.text()).not.toContain('notifications');
  });

  it('is refused without a valid session, in words and with its code', async () => {
    for (const [token, code] of [
      [null, 'session.required'],
      ['not-a-token', 'session.invalid'],
    ] as const) {
      const refused = streaming.keep(await openNotificationEvents(streaming.target.url, token));
      await refused.ended;
      expect([refused.status, JSON.parse(refused.text())]).toEqual([401, { errors: [messages.invalidToken], code }]);
    }
  });

  it('ends at once when its session ends, saying why once, and sends nothing more', async () => {
    const { stream, api } = await guestStream();
    await stream.next(unread(0));
    await api.logout();
    await stream.ended;
    await (await appClientFor(streaming.target, omar)).likePost({ postId: 'post-6' });
    expect(aboutNotifications(stream)).toEqual([
      { type: 'notifications.unread', unread: 0 },
      { type: 'session.ended', code: 'session.signed_out', message: messages.invalidToken },
    ]);
  });

  it('says how many conversations are unread and their latest message, as a message comes and once it is read; a like does not repeat it', async () => {
    const { stream, api } = await guestStream();
    await stream.next(conversations(0, null));
    const omarApi = await appClientFor(streaming.target, omar);
    const { conversation, message } = await omarApi.startConversation({ body: { to: ['guest'], text: 'Hello, guest' } });
    await stream.next(conversations(1, message._id));
    await api.readConversation({ conversationId: conversation._id });
    await stream.next(conversations(0, message._id));
    const answer = (await api.sendMessage({ conversationId: conversation._id, body: { text: 'Hello, Omar' } })).message;
    await stream.next(conversations(0, answer._id));
    await omarApi.likePost({ postId: 'post-6' });
    await stream.next(unread(1));
    expect(stream.events.filter((event) => event.type === 'messages.unread')).toEqual([
      { type: 'messages.unread', unread: 0, latest: null },
      { type: 'messages.unread', unread: 1, latest: message._id },
      { type: 'messages.unread', unread: 0, latest: message._id },
      { type: 'messages.unread', unread: 0, latest: answer._id },
    ]);
  });

  it('tells what happens to a followers-only post to its readers alone: its creation and likes, never on the public stream', async () => {
    const { stream: guestsStream } = await guestStream();
    const omarApi = await appClientFor(streaming.target, omar);
    const omarsStream = streaming.keep(await openNotificationEvents(streaming.target.url, omarApi.token));
    const everyone = streaming.keep(await openEvents(streaming.target.url));
    await Promise.all([guestsStream.next(unread(0)), omarsStream.next(unread(0))]);
    const readerEvent = (type: string, postId: string) => (event: PrivateEvent) =>
      event.type === 'reader.event' && event.event.type === type && 'postId' in event.event && event.event.postId === postId;

    // The guest follows priyanair; omarh does not.
    const priya = await appClientFor(streaming.target, { username: 'priyanair', password: 'priyaNair123' });
    const { post } = await priya.createPost({ body: { caption: 'Friends only', content: 'For my followers', visibility: 'followers' } });
    await (await appClientFor(streaming.target, { username: 'adarshbalika', password: 'adarshBalika123' })).likePost({ postId: post._id });
    await guestsStream.next(readerEvent('post.created', post._id));
    await guestsStream.next(readerEvent('post.likes', post._id));
    expect(guestsStream.events.filter((event) => event.type === 'reader.event')).toEqual([
      { type: 'reader.event', event: { type: 'post.created', postId: post._id, author: { _id: 'user-priya', username: 'priyanair' } } },
      { type: 'reader.event', event: { type: 'post.likes', postId: post._id, likeCount: 1 } },
    ]);

    // Events reach each stream in order: once omarh hears of a later post he may see, he was told nothing of priyanair's.
    const later = await (
      await appClientFor(streaming.target, { username: 'adarshbalika', password: 'adarshBalika123' })
    ).createPost({ body: { caption: 'Also for followers', content: 'Omar follows me', visibility: 'followers' } });
    await omarsStream.next(readerEvent('post.created', later.post._id));
    expect(omarsStream.text()).not.toContain(post._id);
    const { post: open } = await priya.createPost({ body: { caption: 'For everyone', content: 'Public' } });
    await everyone.next(({ event }) => event.type === 'post.created' && event.postId === open._id);
    expect(everyone.text()).not.toContain(post._id);
    expect(everyone.text()).not.toContain(later.post._id);
  });

  it('tells nothing of a post for some to one of them who blocks its author since', async () => {
    const omarApi = await appClientFor(streaming.target, omar);
    const omarsStream = streaming.keep(await openNotificationEvents(streaming.target.url, omarApi.token));
    await omarsStream.next(unread(0));
    const readerEvent = (type: string, postId: string) => (event: PrivateEvent) =>
      event.type === 'reader.event' && event.event.type === type && 'postId' in event.event && event.event.postId === postId;
    const priya = await appClientFor(streaming.target, { username: 'priyanair', password: 'priyaNair123' });
    const adarsh = await appClientFor(streaming.target, { username: 'adarshbalika', password: 'adarshBalika123' });
    const { post } = await priya.createPost({
      body: { caption: 'Lunch, @omarh @adarshbalika?', content: 'Friday', visibility: 'mentioned' },
    });
    await omarsStream.next(readerEvent('post.created', post._id));
    await omarApi.block({ userId: 'user-priya' });
    try {
      await adarsh.likePost({ postId: post._id });
      // Events reach each stream in order: once omarh hears of a later post he may see, he was told nothing of the like.
      const later = await adarsh.createPost({
        body: { caption: 'Also for followers', content: 'Omar follows me', visibility: 'followers' },
      });
      await omarsStream.next(readerEvent('post.created', later.post._id));
      expect(omarsStream.events.filter(readerEvent('post.likes', post._id))).toEqual([]);
    } finally {
      await omarApi.unblock({ userId: 'user-priya' });
    }
  });

  // A page whose session another device ended went on as if signed in until its next call, and
  // then said only that the session had expired (issue 32): its stream now says why, at once.
  it.each([
    ['signed out from another device', 'session.ended_elsewhere', (other: Client) => other.endOtherSessions()],
    [
      'its password changed on another device',
      'session.password_changed',
      (other: Client) => other.changePassword({ body: { currentPassword: omar.password, newPassword: 'a-new-quiet-river-77' } }),
    ],
  ] as const)('says so when %s', async (_case, code, endFromElsewhere) => {
    // Omar's: the demo's shared guest may not end other sessions nor change its password.
    const api = await appClientFor(streaming.target, omar);
    const stream = streaming.keep(await openNotificationEvents(streaming.target.url, api.token));
    await stream.next(unread(0));
    await endFromElsewhere(await appClientFor(streaming.target, omar));
    await stream.ended;
    expect(stream.events.at(-1)).toEqual({ type: 'session.ended', code, message: messages.invalidToken });
  });
});
