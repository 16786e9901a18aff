import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { PostCard } from './post-card';

/** What a list keeps across visits. */
export type ListMemory = {
  /** Names the list: coming back lays the cards out as measured before, so the saved scroll position lands on the same card. */
  key: string;
  /** Where the window's scroll opened this visit: the cards of that place are laid out from the first render. */
  openedAt: number;
};

type VirtualPostListProps = { ids: string[]; label: string; memory?: ListMemory };

/** The cards' measured sizes of each list left, by its memory key. */
const measuredLists = new Map<string, VirtualItem[]>();

/** A card's height before it is measured; cards with a picture are about this tall. */
const estimatedCardHeight = 640;
const gap = 16;

/**
 * A long list that keeps only the cards near the viewport in the DOM (a few dozen at most),
 * so a timeline of thousands of posts scrolls and uses memory like a short one.
 */
export function VirtualPostList({ ids, label, memory }: VirtualPostListProps) {
  const memoryKey = memory?.key;
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => setScrollMargin(listRef.current?.offsetTop ?? 0), []);

  const virtualizer = useWindowVirtualizer({
    count: ids.length,
    estimateSize: () => estimatedCardHeight + gap,
    overscan: 4,
    scrollMargin,
    getItemKey: (index) => ids[index] ?? index,
    initialMeasurementsCache: memoryKey === undefined ? undefined : measuredLists.get(memoryKey),
    // Where the window will be once this render is painted. A list opened where the reader left it
    // is virtual from its first render, while the window is still where the page left behind had
    // it (the scroll memory restores it just before paint): that place, then. A list that grows
    // long as the reader scrolls on down is past where it opened: the window's place.
    ...(memory === undefined ? {} : { initialOffset: () => Math.max(window.scrollY, memory.openedAt) }),
  });

  useEffect(
    () => () => {
      if (memoryKey !== undefined) measuredLists.set(memoryKey, virtualizer.takeSnapshot());
    },
    [memoryKey, virtualizer],
  );

  return (
    <ul ref={listRef} className="post-list post-list--virtual" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const id = ids[item.index];
        if (!id) return null;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={ids.length}
            aria-posinset={item.index + 1}
            style={{ transform: `translateY(${item.start - scrollMargin}px)`, paddingBottom: gap }}
          >
            <PostCard postId={id} />
          </li>
        );
      })}
    </ul>
  );
}
