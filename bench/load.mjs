// @ts-check
/** Load on an HTTP server (autocannon), reduced to what the benchmark tables show. */
import autocannon from 'autocannon';

/**
 * @param {string} url
 * @param {{ requests?: any[]; setupClient?: (client: any) => void }} scenario
 * @param {{ connections: number; seconds: number }} size
 */
export async function load(url, { requests, setupClient }, { connections, seconds }) {
  const result = await autocannon({ url, connections, duration: seconds, requests, setupClient });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
