import { emptyPagedList, type PagedList } from 'shell/paged-list';
import { withNewestPage } from '../store/newest-page';

const shown = (ids: string[], nextCursor: string | null = 'cursor-old'): PagedList => ({
  ...emptyPagedList,
  status: 'loaded',
  ids,
  nextCursor,
});

test('the newest page goes above what is shown, which keeps its older pages and their cursor', () => {
  expect(withNewestPage(shown(['c3', 'c2', 'c1']), ['c4', 'c3'], 'cursor-new')).toMatchObject({
    ids: ['c4', 'c3', 'c2', 'c1'],
    nextCursor: 'cursor-old',
  });
});

test('a conversation with a new message moves up instead of showing twice', () => {
  expect(withNewestPage(shown(['c3', 'c2', 'c1']), ['c1', 'c3'], null).ids).toEqual(['c1', 'c3', 'c2']);
});

test('more news than a page holds starts the list afresh, with the newest page’s cursor', () => {
  expect(withNewestPage(shown(['c3', 'c2']), ['c9', 'c8'], 'cursor-new')).toMatchObject({ ids: ['c9', 'c8'], nextCursor: 'cursor-new' });
});

test('a list not loaded yet simply takes the newest page', () => {
  expect(withNewestPage(emptyPagedList, ['c1'], null)).toMatchObject({ ids: ['c1'], status: 'loaded', nextCursor: null });
});
