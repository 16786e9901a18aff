import { useEffect, useRef } from 'react';

/** How far below the viewport the end may still be when the next page is asked for. */
const ahead = '1200px';

/**
 * A ref for an element placed after a list: `onNear` runs when it comes within reach of the
 * viewport, so the next page loads before the reader gets there. Nothing happens where the
 * browser has no IntersectionObserver.
 */
export function useNearEnd<E extends Element>(onNear: () => void, active: boolean) {
  const ref = useRef<E>(null);
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && latest.current(), {
      rootMargin: `0px 0px ${ahead} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
