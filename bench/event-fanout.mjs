// @ts-check
/**
 * The live events' fan-out, measured: `clients` connections to `GET /api/events` (server-sent
 * events, read as a browser's EventSource reads them), then one new post, and the time from
 * sending it until each connection has seen its `post.created`.
 */
import { openStream } from './event-stream.mjs';

/**
 * @param {{ base: string; token: string; clients: number }} options
 * @returns {Promise<{ clients: number; firstMs: number; medianMs: number; allMs: number }>}
 */
export async function measureFanout({ base, token, clients }) {
  /** When each connection saw each new post, by post id (the post may be announced before its answer arrives). */
  const seen = Array.from({ length: clients }, () => new Map());
  const closers = await Promise.all(
    seen.map((posts) =>
      openStream(`${base}/api/events`, {}, (data) => {
        const event = JSON.parse(data);
        if (event.type === 'post.created' && !posts.has(event.postId)) posts.set(event.postId, performance.now());
      }),
    ),
  );
  try {
    const sent = performance.now();
    const response = await fetch(`${base}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token, prefer: 'return=minimal' },
      body: JSON.stringify({ postData: { caption: 'Fan-out', content: 'Does everyone see this?' } }),
    });
    if (!response.ok) throw new Error(`The post for the fan-out answered ${response.status}`);
    const postId = /** @type {{ post: { _id: string } }} */ (await response.json()).post._id;
    const deadline = performance.now() + 10_000;
    while (seen.some((posts) => !posts.has(postId)) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    const delays = seen.map((posts) => (posts.has(postId) ? posts.get(postId) - sent : Number.POSITIVE_INFINITY)).sort((a, b) => a - b);
    return {
      clients,
      firstMs: delays[0] ?? Number.NaN,
      medianMs: delays[Math.floor(delays.length / 2)] ?? Number.NaN,
      allMs: delays[delays.length - 1] ?? Number.NaN,
    };
  } finally {
    closers.forEach((close) => close());
  }
}
