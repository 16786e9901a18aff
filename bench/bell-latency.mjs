// @ts-check
/**
 * How soon a like reaches its author's bell: `people` signed in, each with the two streams a
 * browser holds (the public `GET /api/events` and their own `GET /api/notifications/events`),
 * then someone likes one of the author's posts, and the time from sending the like until the
 * author's private stream says the unread count went up.
 */
import { openStream } from './event-stream.mjs';

/**
 * @typedef {{ token: string; user: { _id: string; username: string } }} Person
 * @param {{ base: string; people: Person[]; author: Person; liker: Person; postIds: string[]; rounds: number }} options
 *   `people`: everyone connected (the author among them); `postIds`: the author's posts, which
 *   the liker likes in turn (one they liked already is passed over), one a round.
 * @returns {Promise<number[]>} the milliseconds of each round, from the like sent to the author's bell
 */
export async function measureBell({ base, people, author, liker, postIds, rounds }) {
  /** The author's unread counts as they arrive, with when. */
  const counts = [];
  let wake = () => {};
  const closers = await Promise.all(
    people.flatMap((person) => [
      openStream(`${base}/api/events`, {}, () => {}),
      openStream(`${base}/api/notifications/events`, { authorization: `Bearer ${person.token}` }, (data) => {
        const event = JSON.parse(data);
        // The same stream counts conversations too: only the notifications' count is the bell's.
        if (person !== author || event.type !== 'notifications.unread') return;
        counts.push({ unread: event.unread, at: performance.now() });
        wake();
      }),
    ]),
  );
  /** Resolves once the author's stream has said a count that `matches`, with when. */
  const countWhen = async (matches) => {
    const deadline = performance.now() + 10_000;
    for (;;) {
      const found = counts.find((count) => matches(count.unread));
      if (found) return found;
      if (performance.now() > deadline) throw new Error(`The bell never said it; it said ${JSON.stringify(counts)}`);
      await new Promise((resolve) => {
        wake = () => resolve(undefined);
        setTimeout(resolve, 50);
      });
    }
  };
  try {
    const headers = { 'content-type': 'application/json', prefer: 'return=minimal' };
    // From nothing unread, so each like is a new notification the count shows.
    await fetch(`${base}/api/notifications/read`, { method: 'POST', headers: { ...headers, authorization: author.token }, body: '{}' });
    await countWhen((unread) => unread === 0);
    const took = [];
    const candidates = [...postIds];
    while (took.length < rounds && candidates.length > 0) {
      const postId = candidates.shift();
      counts.length = 0;
      const before = (await (await fetch(`${base}/api/notifications?limit=1`, { headers: { authorization: author.token } })).json()).unread;
      const sent = performance.now();
      const liked = await fetch(`${base}/api/posts/like/${postId}`, {
        method: 'POST',
        headers: { ...headers, authorization: liker.token },
        body: '{}',
      });
      // A post the liker liked already (the generated data's likes, or the load's) tells nobody anything new.
      if (liked.status === 400) continue;
      if (!liked.ok) throw new Error(`The like of ${postId} answered ${liked.status}`);
      const { at } = await countWhen((unread) => unread > before);
      took.push(at - sent);
    }
    if (took.length < rounds) throw new Error(`The liker had liked nearly every post of ${author.user.username}'s already`);
    return took;
  } finally {
    closers.forEach((close) => close());
  }
}
