/**
 * The most that the bodies of a page's `keepalive` requests in flight may weigh together: over
 * it, the browser refuses the next one as if the network had failed (Fetch standard, 64 KiB).
 */
export const keepAliveQuota = 64 * 1024;

/**
 * The most `keepalive` requests in flight at once: Chromium refuses more than a few at a time in
 * older versions (whatwg/fetch#679, about nine per renderer) and more than 256 in newer ones.
 */
export const keepAliveMostInFlight = 8;

export type KeepAliveBudget = {
  /** Takes a body's share of the quota if it fits: whether its request may outlive the page. */
  take: (body: string | undefined) => KeepAliveShare | null;
};

/** A request's share of the quota, given back once it is answered or fails. */
export type KeepAliveShare = { giveBack: () => void };

/**
 * A change the page shows at once (a like, a follow, an unlike that takes a post off a list) is
 * sent with `keepalive`, so a reload or a closed tab just after it does not cancel it. The
 * browser counts these requests against its limits and gives no way to ask what is left, so the
 * client counts its own; a change that does not fit is sent as before.
 */
export function keepAliveBudget(quota = keepAliveQuota, mostInFlight = keepAliveMostInFlight): KeepAliveBudget {
  let bytesInFlight = 0;
  let inFlight = 0;
  return {
    take: (body) => {
      // A string's UTF-8 bytes are at least its UTF-16 units: a long body is not encoded to know.
      if (inFlight >= mostInFlight || (body !== undefined && body.length > quota)) return null;
      const bytes = bytesOf(body);
      if (bytesInFlight + bytes > quota) return null;
      bytesInFlight += bytes;
      inFlight += 1;
      let given = false;
      return {
        giveBack: () => {
          if (given) return;
          given = true;
          bytesInFlight -= bytes;
          inFlight -= 1;
        },
      };
    },
  };
}

/** How much a body weighs as the browser counts it: its UTF-8 bytes. */
const bytesOf = (body: string | undefined): number => (body === undefined ? 0 : new TextEncoder().encode(body).length);
