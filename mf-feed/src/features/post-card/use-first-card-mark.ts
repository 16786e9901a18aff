import { useEffect } from 'react';

/** The name of the performance mark set when the first post card of the page has painted. */
export const firstPostCardMark = 'first-post-card';

/**
 * Marks the moment the first post card is on screen, once per page load, for the benchmark
 * (`pnpm bench`): the frame after React commits is the one that paints it.
 */
export function useFirstCardMark(hasCards: boolean): void {
  useEffect(() => {
    // Environments without User Timing (jsdom) have nothing to mark.
    if (!hasCards || typeof performance.getEntriesByName !== 'function') return;
    if (performance.getEntriesByName(firstPostCardMark).length > 0) return;
    requestAnimationFrame(() => {
      if (performance.getEntriesByName(firstPostCardMark).length === 0) performance.mark(firstPostCardMark);
    });
  }, [hasCards]);
}
