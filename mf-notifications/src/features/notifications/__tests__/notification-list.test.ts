import { emptyPagedList, type PagedList } from 'shell/paged-list';
import type { Notification } from 'api-contract/entities';
import { clearNotifications, dismissNotification, fetchNewestNotifications, fetchNotifications } from '../store/notification-actions';
import { notificationListReducer, selectNotificationList, withNewest } from '../store/notification-list-slice';

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

const notification = (_id: string) => ({ _id }) as Notification;
const listAfter = (...actions: Parameters<typeof notificationListReducer>[1][]) =>
  selectNotificationList({ notificationList: actions.reduce(notificationListReducer, undefined) });

test('a page read before a notification was removed, answered after, does not bring it back', () => {
  const shownPage = fetchNotifications.success({ cursor: null, items: ['n3', 'n2', 'n1'].map(notification), nextCursor: null });
  const removed = dismissNotification.success({ notificationId: 'n2' });
  const stalePage = fetchNotifications.success({ cursor: null, items: ['n3', 'n2', 'n1'].map(notification), nextCursor: null });
  const staleNewest = fetchNewestNotifications.success({ items: ['n4', 'n3', 'n2'].map(notification), nextCursor: null });
  expect(listAfter(shownPage, removed, stalePage).ids).toEqual(['n3', 'n1']);
  expect(listAfter(shownPage, removed, staleNewest).ids).toEqual(['n4', 'n3', 'n1']);
});

test('a notification removed on another device leaves the list, and a stale page does not bring it back', () => {
  const shownPage = fetchNotifications.success({ cursor: null, items: ['n2', 'n1'].map(notification), nextCursor: null });
  const goneElsewhere = dismissNotification.failure({ message: 'gone', status: 404, code: 'notification.not_found', subject: 'n1' });
  const stalePage = fetchNotifications.success({ cursor: null, items: ['n2', 'n1'].map(notification), nextCursor: null });
  expect(listAfter(shownPage, goneElsewhere).ids).toEqual(['n2']);
  expect(listAfter(shownPage, goneElsewhere, stalePage).ids).toEqual(['n2']);
});

test('notifications cleared do not come back with a page asked before the clear', () => {
  const shownPage = fetchNotifications.success({ cursor: null, items: ['n2', 'n1'].map(notification), nextCursor: null });
  const stalePage = fetchNotifications.success({ cursor: null, items: ['n2', 'n1'].map(notification), nextCursor: null });
  expect(listAfter(shownPage, clearNotifications.success({ unread: 0 }), stalePage).ids).toEqual([]);
});
