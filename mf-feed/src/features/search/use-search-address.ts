import { searchPath, searchTabs, type SearchTab } from 'shell/paths';
import { useLocation, useNavigate } from 'shell/router';

const isSearchTab = (tab: string | null): tab is SearchTab => (searchTabs as readonly (string | null)[]).includes(tab);

/**
 * The search screen's state, kept in its address (`/search?q=...&tab=...`) so Back and a reload
 * keep it: the text searched, the tab shown (Posts unless one is named) and the tab the address
 * names, if any.
 */
export function useSearchAddress() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const q = (params.get('q') ?? '').trim();
  const named = params.get('tab');
  const namedTab = isSearchTab(named) ? named : undefined;
  /** Goes to another search or tab; a new tab replaces the address, a new search is a step Back can undo. */
  const go = (next: { q: string; tab?: SearchTab }, { replace = false } = {}) => void navigate(searchPath(next), { replace });
  return { q, tab: namedTab ?? 'posts', namedTab, go };
}
