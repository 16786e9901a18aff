/**
 * A subscription whose code is a chunk of its own, fetched at the first subscription (the
 * streams' reader and its parser of server-sent events are not on a page's first script). Its
 * end works before the chunk has come; a chunk that fails to load leaves the page without that
 * stream until the next load, as a stream the server refuses for good does.
 */
export function lazySubscription<A extends unknown[]>(load: () => Promise<(...args: A) => () => void>): (...args: A) => () => void {
  return (...args) => {
    let stopped = false;
    let stop: () => void = () => undefined;
    load()
      .then((subscribe) => {
        if (!stopped) stop = subscribe(...args);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      stop();
    };
  };
}

/** The one stream module, as the chunk of its own both streams load when first subscribed to. */
export const loadEventStream = () => import(/* webpackChunkName: "event-stream" */ './event-stream');
