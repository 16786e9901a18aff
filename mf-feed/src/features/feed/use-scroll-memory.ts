import { useEffect, useLayoutEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { isFeedFresh, type Feed } from '../posts/store/feeds';
import { feedScrolled } from '../posts/store/posts-slice';

/**
 * Keeps the reader's place in a list: where they were when they left it is saved with the list,
 * and coming back while the list is still fresh (shown as it was, with no call) returns there.
 * A list that loads anew starts at its top.
 */
export function useScrollMemory(key: string, feed: Feed): void {
  const dispatch = useDispatch();
  const placed = useRef<string | null>(null);

  // Before paint, so the list never shows at the wrong place first.
  useLayoutEffect(() => {
    if (placed.current === key) return;
    placed.current = key;
    const top = isFeedFresh(feed, Date.now()) ? feed.scrollY : 0;
    if (window.scrollY !== top) window.scrollTo({ top });
  }, [key, feed]);

  useEffect(() => {
    let scrollY = window.scrollY;
    const remember = () => {
      scrollY = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      dispatch(feedScrolled({ key, scrollY }));
    };
  }, [dispatch, key]);
}
