import { sortOrders, type SortOrder } from '../sort-posts';

type SortButtonsProps = { order: SortOrder; onChange: (order: SortOrder) => void };

/** Trending, Newest, Oldest; the active one is pressed (and highlighted). */
export function SortButtons({ order, onChange }: SortButtonsProps) {
  return (
    <div className="sort-buttons" role="group" aria-label="Sort posts">
      {sortOrders.map((option) => (
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
