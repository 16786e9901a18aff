// @ts-check
/**
 * How soon a direct message reaches the other person's open page: `people` signed in, each with
 * the two streams a browser holds (the public `GET /api/events` and their own
 * `GET /api/notifications/events`), then the sender writes in their conversation with the
 * receiver, and the time from sending until the receiver's private stream names that message as
 * their latest (which is when their open page reads it).
 */
import { openStream } from './event-stream.mjs';

/**
 * @typedef {{ token: string; user: { _id: string; username: string } }} Person
 * @param {{ base: string; people: Person[]; sender: Person; receiver: Person; rounds: number }} options
 *   `people`: everyone connected (the two among them)
 * @returns {Promise<number[]>} the milliseconds of each round, from the message sent to the receiver's stream naming it
 */
export async function measureMessage({ base, people, sender, receiver, rounds }) {
  /** The latest message the receiver's stream named, each time, with when. */
  const heard = [];
  let wake = () => {};
  const closers = await Promise.all(
    people.flatMap((person) => [
      openStream(`${base}/api/events`, {}, () => {}),
      openStream(`${base}/api/notifications/events`, { authorization: `Bearer ${person.token}` }, (data) => {
        const event = JSON.parse(data);
        if (person !== receiver || event.type !== 'messages.unread') return;
        heard.push({ latest: event.latest, at: performance.now() });
        wake();
      }),
    ]),
  );
  /** When the receiver's stream named `messageId`. */
  const heardOf = async (messageId) => {
    const deadline = performance.now() + 10_000;
    for (;;) {
      const found = heard.find((one) => one.latest === messageId);
      if (found) return found.at;
      if (performance.now() > deadline) throw new Error(`The receiver never heard of ${messageId}; they heard ${JSON.stringify(heard)}`);
      await new Promise((resolve) => {
        wake = () => resolve(undefined);
        setTimeout(resolve, 50);
      });
    }
  };
  const post = async (path, body) => {
    const response = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: sender.token },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  try {
    const { conversation } = await post('/conversations', { conversationData: { to: [receiver.user.username], text: 'Hello' } });
    const took = [];
    for (let round = 0; round < rounds; round += 1) {
      const sent = performance.now();
      const { message } = await post(`/conversations/${conversation._id}/messages`, { messageData: { text: `Round ${round}` } });
      took.push((await heardOf(message._id)) - sent);
    }
    return took;
  } finally {
    closers.forEach((close) => close());
  }
}
