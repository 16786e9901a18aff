// @ts-check
/** One stream of server-sent events as the benchmarks read it: the data of each event, as it comes. */
import { request } from 'node:http';

/**
 * Opens one stream of server-sent events and resolves once the server has answered its headers.
 * `onData` gets each event's data.
 * @param {string} url @param {Record<string, string>} headers @param {(data: string) => void} onData
 * @returns {Promise<() => void>} what closes it
 */
export function openStream(url, headers, onData) {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
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
          if (data) onData(data);
          end = buffered.indexOf('\n\n');
        }
      });
      resolve(() => call.destroy());
    });
    call.on('error', reject);
    call.end();
  });
}
