/**
 * The most that the bodies of a page's `keepalive` requests in flight may weigh together: over
 * it, the browser refuses the next one as if the network had failed (Fetch standard, 64 KiB).
 */
export const keepAliveQuota = 64 * 1024;

export type KeepAliveBudget = {
  /** Takes a body's share of the quota if it fits: whether its request may outlive the page. */
  take: (bytes: number) => boolean;
  /** Gives back a share taken once its request is answered. */
  giveBack: (bytes: number) => void;
};

/**
 * A change the page shows at once (a like, a follow, an unlike that takes a post off a list) is
 * sent with `keepalive`, so a reload or a closed tab just after it does not cancel it. The
 * browser counts these bodies against one quota and gives no way to ask what is left, so the
 * client counts its own; a change that does not fit is sent as before.
 */
export function keepAliveBudget(quota = keepAliveQuota): KeepAliveBudget {
  let inFlight = 0;
  return {
    take: (bytes) => {
      if (inFlight + bytes > quota) return false;
      inFlight += bytes;
      return true;
    },
    giveBack: (bytes) => {
      inFlight -= bytes;
    },
  };
}

/** How much a body weighs as the browser sends it: its UTF-8 bytes. */
export const bytesOf = (body: string | undefined): number => (body === undefined ? 0 : new TextEncoder().encode(body).length);
