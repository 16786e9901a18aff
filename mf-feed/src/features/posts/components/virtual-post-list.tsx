import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Post } from 'api-contract/entities';
import { PostCard } from './post-card';

type VirtualPostListProps = { posts: Post[]; label: string };

/** A card's height before it is measured; cards with a picture are about this tall. */
const estimatedCardHeight = 640;
const gap = 16;

/**
 * A long list that keeps only the cards near the viewport in the DOM (a few dozen at most),
 * so a timeline of thousands of posts scrolls and uses memory like a short one.
 */
export function VirtualPostList({ posts, label }: VirtualPostListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => setScrollMargin(listRef.current?.offsetTop ?? 0), []);

  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize: () => estimatedCardHeight + gap,
    overscan: 4,
    scrollMargin,
    getItemKey: (index) => posts[index]?._id ?? index,
  });

  return (
    <ul ref={listRef} className="post-list post-list--virtual" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const post = posts[item.index];
        if (!post) return null;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={posts.length}
            aria-posinset={item.index + 1}
            style={{ transform: `translateY(${item.start - scrollMargin}px)`, paddingBottom: gap }}
          >
            <PostCard post={post} />
          </li>
        );
      })}
    </ul>
  );
}
