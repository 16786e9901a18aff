/**
 * Settings a page may give its mock API through localStorage, for benchmarks and demos:
 *   'mock-api:timing'      response delay in ms (the spec's default is 400)
 *   'mock-api:seed-posts'  how many posts to seed (6 by default), to try a long timeline
 */
function readNumber(key: string): number | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const value = raw === null || raw === undefined ? NaN : Number(raw);
    return Number.isFinite(value) && value >= 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export const pageTiming = () => readNumber('mock-api:timing');
export const pageSeedPosts = () => readNumber('mock-api:seed-posts');
