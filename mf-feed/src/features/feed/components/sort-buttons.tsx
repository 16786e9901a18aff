import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { SortOrder } from 'api-contract/queries';

const sortLabels: Array<{ order: SortOrder; label: MessageDescriptor }> = [
  { order: 'trending', label: msg`Trending` },
  { order: 'newest', label: msg`Newest` },
  { order: 'oldest', label: msg`Oldest` },
];

type SortButtonsProps = { order: SortOrder; onChange: (order: SortOrder) => void };

/** Trending, Newest, Oldest; the active one is pressed (and highlighted). The server sorts. */
export function SortButtons({ order, onChange }: SortButtonsProps) {
  return (
    <div className="sort-buttons" role="group" aria-label={t`Sort posts`}>
      {sortLabels.map((option) => (
        <button
          key={option.order}
          type="button"
          className={`button ${option.order === order ? 'button--primary' : ''}`}
          aria-pressed={option.order === order}
          onClick={() => onChange(option.order)}
        >
          {i18n._(option.label)}
        </button>
      ))}
    </div>
  );
}
