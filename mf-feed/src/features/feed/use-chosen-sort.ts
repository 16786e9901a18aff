import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { SortOrder } from 'api-contract/queries';
import { type FeedQuery, type FeedSource, selectChosenSort, sortChosen } from '../posts';

/** The screens with sort buttons; every tag page is one screen, whose order holds from tag to tag. */
type SortScreen = 'home' | 'explore' | 'tag';

/**
 * The list of a screen with sort buttons (Home, Explore, a tag's page), in the order chosen there
 * last. `source` is the list's: keep it the same object while it means the same list.
 */
export function useChosenSort(screen: SortScreen, source: FeedSource) {
  const dispatch = useDispatch();
  const sort = useSelector(selectChosenSort(screen));
  const query = useMemo<FeedQuery>(() => ({ source, sort }), [source, sort]);
  const setSort = (order: SortOrder) => dispatch(sortChosen({ screen, sort: order }));
  return { query, sort, setSort };
}
