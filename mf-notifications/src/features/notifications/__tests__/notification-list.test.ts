import { emptyPagedList, type PagedList } from 'shell/paged-list';
import { withNewest } from '../store/notification-list-slice';

const shown = (ids: string[], nextCursor: string | null = 'cursor-old'): PagedList => ({
  ...emptyPagedList,
  status: 'loaded',
  ids,
  nextCursor,
});

test('the newest page goes above what is shown, which keeps its older pages and their cursor', () => {
  const list = withNewest(shown(['n3', 'n2', 'n1']), ['n5', 'n4', 'n3'], 'cursor-new');
  expect(list.ids).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
  expect(list.nextCursor).toBe('cursor-old');
});

test('a notification that grew (another like) moves up instead of showing twice', () => {
  expect(withNewest(shown(['n3', 'n2', 'n1']), ['n1', 'n3'], null).ids).toEqual(['n1', 'n3', 'n2']);
});

test('more news than a page holds starts the list afresh, with the newest page’s cursor', () => {
  const list = withNewest(shown(['n3', 'n2', 'n1']), ['n9', 'n8'], 'cursor-new');
  expect(list).toMatchObject({ ids: ['n9', 'n8'], nextCursor: 'cursor-new' });
});

test('a list not loaded yet simply takes the newest page', () => {
  expect(withNewest(emptyPagedList, ['n1'], null)).toMatchObject({ ids: ['n1'], status: 'loaded', nextCursor: null });
});
