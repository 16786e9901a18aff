import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { SortOrder } from 'api-contract/queries';
import type { FeedQuery } from '../posts/store/feeds';
import { selectChosenSort } from '../posts/store/posts-selectors';
import { sortChosen } from '../posts/store/posts-slice';

/** The list of a screen with sort buttons (Home, Explore), in the order chosen there last. */
export function useChosenSort(screen: 'home' | 'explore') {
  const dispatch = useDispatch();
  const sort = useSelector(selectChosenSort(screen));
  const query = useMemo<FeedQuery>(() => ({ source: { kind: screen }, sort }), [screen, sort]);
  const setSort = (order: SortOrder) => dispatch(sortChosen({ screen, sort: order }));
  return { query, sort, setSort };
}
