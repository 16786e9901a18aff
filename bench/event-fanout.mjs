// @ts-check
/**
 * The live events' fan-out, measured: `clients` connections to `GET /api/events` (server-sent
 * events, read as a browser's EventSource reads them), then one new post, and the time from
 * sending it until each connection has seen its `post.created`.
 */
import { request } from 'node:http';

/**
 * Opens one stream and resolves once the server has answered its headers. `onEvent` gets each
 * event's data.
 * @param {string} url @param {(data: string) => void} onEvent
 * @returns {Promise<() => void>} what closes it
 */
function openStream(url, onEvent) {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`GET ${url} answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffered = '';
      response.on('data', (chunk) => {
        buffered += chunk;
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trimStart())
            .join('\n');
          if (data) onEvent(data);
          end = buffered.indexOf('\n\n');
        }
      });
      resolve(() => call.destroy());
    });
    call.on('error', reject);
    call.end();
  });
}

/**
 * @param {{ base: string; token: string; clients: number }} options
 * @returns {Promise<{ clients: number; firstMs: number; medianMs: number; allMs: number }>}
 */
export async function measureFanout({ base, token, clients }) {
  /** When each connection saw each new post, by post id (the post may be announced before its answer arrives). */
  const seen = Array.from({ length: clients }, () => new Map());
  const closers = await Promise.all(
    seen.map((posts) =>
      openStream(`${base}/api/events`, (data) => {
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
