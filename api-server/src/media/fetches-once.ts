/**
 * Fetches of images of elsewhere as readers ask for them: one at a time for each place (the
 * readers of a new post who ask at once wait for the same fetch), and an address that could not
 * be had is not asked for again until `pauseMs` have passed (each reader of a broken or slow image
 * would otherwise make this server ask its server again, up to the guard's 10 s each). Kept in
 * this process's memory: what is lost at a restart is only a pause, and each process of a
 * community pauses on its own.
 */
export function fetchesOnce(pauseMs: number, now: () => number = Date.now) {
  const running = new Map<string, Promise<string | null>>();
  const failedAt = new Map<string, number>();
  /** The most addresses remembered as failing: past it, the oldest are forgotten first. */
  const failuresKept = 10_000;

  const tried = async (url: string, fetch: () => Promise<string | null>) => {
    const kept = await fetch();
    failedAt.delete(url);
    if (kept === null) {
      failedAt.set(url, now());
      if (failedAt.size > failuresKept) failedAt.delete(failedAt.keys().next().value!);
    }
    return kept;
  };

  /** The copy `fetch` keeps for `place` from `url`: the same fetch for the same place, none during a failure's pause. */
  return (place: string, url: string, fetch: () => Promise<string | null>): Promise<string | null> => {
    const under = running.get(place);
    if (under) return under;
    const failed = failedAt.get(url);
    if (failed !== undefined && now() - failed < pauseMs) return Promise.resolve(null);
    const started = tried(url, fetch).finally(() => running.delete(place));
    running.set(place, started);
    return started;
  };
}
