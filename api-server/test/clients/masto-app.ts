/**
 * masto.js (the npm package `masto`), the client Elk and Phanpy are built on, which no one here
 * wrote, used as such an app uses it: it reads the instance for where to stream from and what
 * else it starts with (custom emoji, lists, filters), posts a picture with its description, pages
 * Home by the `Link` headers, favourites, searches, pages its conversations, and listens to the
 * member's stream over a WebSocket. It says "listening" once its stream is followed, then waits
 * for a new post of someone the member follows and a new notification.
 *
 * argv: the server's address, the member's app token, a PNG file and the username of someone
 * they follow. Prints what it saw as JSON, for the test to check.
 */
import { readFileSync } from 'node:fs';
import { createRestAPIClient, createStreamingAPIClient } from 'masto';

const [base, accessToken, picture, followed] = process.argv.slice(2) as [string, string, string, string];
// An upload's address is asked after until it comes: here at once, so a wait of seconds is a failure, said as masto says it.
const rest = createRestAPIClient({ url: base, accessToken, mediaTimeout: 10_000 });

/** The first line of a status's text: its caption (docs/apps.md). */
const captionOf = (html: string) => /<p>(.*?)<\/p>/.exec(html)?.[1] ?? html;

/**
 * masto's own socket, with one message more after each subscription it sends: a subscription to
 * a stream no server has, which the server answers in words once it has read what came before.
 * Mastodon answers no subscription, so that answer is how this client knows the member's stream
 * is followed before it lets the test act; masto never sees it.
 */
let markListening = () => {};
const listening = new Promise<void>((resolve) => (markListening = resolve));
class AnsweredSubscriptions extends WebSocket {
  override send(data: string) {
    super.send(data);
    if ((JSON.parse(data) as { type?: string }).type === 'subscribe')
      super.send(JSON.stringify({ type: 'subscribe', stream: 'no-such-stream' }));
  }

  override dispatchEvent(event: Event): boolean {
    if (event instanceof MessageEvent && (JSON.parse(String(event.data)) as { error?: string }).error?.startsWith('Unknown stream')) {
      markListening();
      return true;
    }
    return super.dispatchEvent(event);
  }
}

const instance = await rest.v2.instance.fetch();
const me = await rest.v1.accounts.verifyCredentials();
// What an app reads as it starts, of what the community has none of.
const startUp = [(await rest.v1.customEmojis.list()).length, (await rest.v1.lists.list()).length, (await rest.v2.filters.list()).length];
const media = await rest.v2.media.create({
  file: new Blob([readFileSync(picture)], { type: 'image/png' }),
  description: 'A blue square at noon',
});
const posted = await rest.v1.statuses.create({ status: 'Kite day\nUp it goes.', mediaIds: [media.id] });

const home: string[][] = [];
for await (const page of rest.v1.timelines.home.list({ limit: 2 })) home.push(page.map((status) => captionOf(status.content)));

const latestOfFollowed = (await rest.v1.accounts.$select((await rest.v1.accounts.lookup({ acct: followed })).id).statuses.list())[0]!;
const favourited = await rest.v1.statuses.$select(latestOfFollowed.id).favourite();
const found = await rest.v2.search.list({ q: followed, type: 'accounts' });

const conversations: string[][] = [];
for await (const page of rest.v1.conversations.list({ limit: 1 })) {
  conversations.push(page.map((conversation) => captionOf(conversation.lastStatus?.content ?? '')));
}

const streaming = createStreamingAPIClient({
  streamingApiUrl: instance.configuration.urls.streaming,
  accessToken,
  implementation: AnsweredSubscriptions,
});
const heard = { updates: [] as string[][], notifications: [] as string[][] };
const hearing = (async () => {
  for await (const event of streaming.user.subscribe()) {
    if (event.event === 'update') heard.updates.push([event.payload.account.acct, captionOf(event.payload.content)]);
    if (event.event === 'notification') heard.notifications.push([event.payload.type, event.payload.account?.acct ?? '']);
    if (heard.updates.length > 0 && heard.notifications.length > 0) return;
  }
})();
await listening;
console.log('listening');
await hearing;
streaming.close();

console.log(
  JSON.stringify({
    me: me.acct,
    startUp,
    media: [media.type, media.description],
    posted: [captionOf(posted.content), posted.mediaAttachments.map((attachment) => attachment.description)],
    home,
    favourited: [favourited.favourited, favourited.favouritesCount],
    found: found.accounts.map((account) => account.acct),
    conversations,
    heard,
  }),
);
