/** The post card's icons, inline so the app ships its own. */
type PostIconProps = { name: 'heart' | 'heart-filled' | 'comment' | 'bookmark' | 'bookmark-filled' | 'repost' | 'repost-done' };

/** Two arrows going round: passed on. Drawn bolder once the reader reposted. */
const repostArrows = 'M4 11V9a2 2 0 0 1 2-2h12l-3-3M20 13v2a2 2 0 0 1-2 2H6l3 3';

const paths: Record<PostIconProps['name'], { d: string; filled: boolean; bold?: boolean }> = {
  heart: {
    d: 'M12 21s-7.5-4.6-9.5-9.4C1 8 3.4 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.6 0 6 3.5 4.5 7.1C19.5 16.4 12 21 12 21z',
    filled: false,
  },
  'heart-filled': {
    d: 'M12 21s-7.5-4.6-9.5-9.4C1 8 3.4 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.6 0 6 3.5 4.5 7.1C19.5 16.4 12 21 12 21z',
    filled: true,
  },
  comment: { d: 'M4 4h16v12H8l-4 4z', filled: false },
  bookmark: { d: 'M6 3h12v18l-6-4-6 4z', filled: false },
  'bookmark-filled': { d: 'M6 3h12v18l-6-4-6 4z', filled: true },
  repost: { d: repostArrows, filled: false },
  'repost-done': { d: repostArrows, filled: false, bold: true },
};

export function PostIcon({ name }: PostIconProps) {
  const { d, filled, bold = false } = paths[name];
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={bold ? 3 : 2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
