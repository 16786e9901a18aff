import type { SortOrder } from 'api-contract/queries';

const sortLabels: Array<{ order: SortOrder; label: string }> = [
  { order: 'trending', label: 'Trending' },
  { order: 'newest', label: 'Newest' },
  { order: 'oldest', label: 'Oldest' },
];

type SortButtonsProps = { order: SortOrder; onChange: (order: SortOrder) => void };

/** Trending, Newest, Oldest; the active one is pressed (and highlighted). The server sorts. */
export function SortButtons({ order, onChange }: SortButtonsProps) {
  return (
    <div className="sort-buttons" role="group" aria-label="Sort posts">
      {sortLabels.map((option) => (
        <button
          key={option.order}
          type="button"
          className={`button ${option.order === order ? 'button--primary' : ''}`}
          aria-pressed={option.order === order}
          onClick={() => onChange(option.order)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
