import { useLayoutEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { isFeedFresh, type Feed, feedScrolled } from '../posts';

/** Where a list opens: where the reader left it while it is still fresh, else at its top. */
const openingScrollY = (feed: Feed): number => (isFeedFresh(feed, Date.now()) ? feed.scrollY : 0);

/**
 * Keeps the reader's place in a list: where they were when they left it is saved with the list,
 * and coming back while the list is still fresh (shown as it was, with no call) returns there.
 * A list that loads anew starts at its top. Returns where the list opened, decided once per
 * list, so a virtual list can lay out the cards of that place from its first render.
 */
export function useScrollMemory(key: string, feed: Feed): number {
  const dispatch = useDispatch();
  const [opened, setOpened] = useState(() => ({ key, scrollY: openingScrollY(feed) }));
  if (opened.key !== key) setOpened({ key, scrollY: openingScrollY(feed) });
  const scrollY = opened.key === key ? opened.scrollY : 0;

  // Before paint, so the list never shows at the wrong place first.
  useLayoutEffect(() => {
    if (window.scrollY !== scrollY) window.scrollTo({ top: scrollY });
  }, [key, scrollY]);

  // The place is the last one the reader scrolled to, saved as the list leaves the page (a layout
  // effect's cleanup runs in the same commit that removes it). Saved any later, the page has
  // shortened meanwhile: the browser clamps its scroll position and reports that as a scroll,
  // and the list would reopen at the top (a passive effect's cleanup, after a navigation, can run
  // after the next frame).
  useLayoutEffect(() => {
    let lastScrollY = window.scrollY;
    const remember = () => {
      lastScrollY = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      dispatch(feedScrolled({ key, scrollY: lastScrollY }));
    };
  }, [dispatch, key]);

  return scrollY;
}
