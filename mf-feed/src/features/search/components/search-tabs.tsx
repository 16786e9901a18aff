import { useRef, type KeyboardEvent } from 'react';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { searchTabs, type SearchTab } from 'shell/paths';

const tabLabels: Record<SearchTab, MessageDescriptor> = { people: msg`People`, posts: msg`Posts`, tags: msg`Tags` };

/** Which key moves to which tab, from the `index` of the selected one (round the row). */
const moves: Record<string, (index: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: () => searchTabs.length - 1,
};

type SearchTabsProps = { selected: SearchTab; onSelect: (tab: SearchTab) => void; tabId: (tab: SearchTab) => string; panelId: string };

/**
 * People, Posts and Tags as WAI-ARIA tabs: one tab stop, arrow keys (and Home, End) move and
 * select at once, the selected tab controls the one panel shown.
 */
export function SearchTabs({ selected, onSelect, tabId, panelId }: SearchTabsProps) {
  const buttons = useRef<Partial<Record<SearchTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const count = searchTabs.length;
    const next = searchTabs[(move(searchTabs.indexOf(selected)) + count) % count]!;
    onSelect(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="search-tabs" role="tablist" aria-label={t`Search results`}>
      {searchTabs.map((tab) => (
        <button
          key={tab}
          ref={(button) => {
            buttons.current[tab] = button;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          className="search-tabs__tab"
          aria-selected={tab === selected}
          aria-controls={tab === selected ? panelId : undefined}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
          onKeyDown={onKeyDown}
        >
          {i18n._(tabLabels[tab])}
        </button>
      ))}
    </div>
  );
}
