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

const notificationAt = (_id: string, createdAt: string) => ({ _id, createdAt }) as Notification;
const notification = (_id: string) => notificationAt(_id, '2026-12-02T10:00:00.000Z');
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
  const cleared = clearNotifications.success({ unread: 0, clearedAt: '2026-12-02T10:00:05.000Z' });
  expect(listAfter(shownPage, cleared, stalePage).ids).toEqual([]);
});

test('a page asked before a Clear, answered after, shows none it put away, even those never shown, and what came after it', () => {
  const at = (second: number) => `2026-12-02T10:00:0${second}.000Z`;
  const shownPage = fetchNotifications.success({
    cursor: null,
    items: [notificationAt('n3', at(3)), notificationAt('n2', at(2))],
    nextCursor: 'c1',
  });
  const cleared = clearNotifications.success({ unread: 0, clearedAt: at(5) });
  const olderPage = fetchNotifications.success({ cursor: 'c1', items: [notificationAt('n1', at(1))], nextCursor: null });
  const newest = fetchNewestNotifications.success({
    items: [notificationAt('n6', at(6)), notificationAt('n4', at(4)), notificationAt('n3', at(3))],
    nextCursor: 'c2',
  });
  expect(listAfter(shownPage, cleared, olderPage).ids).toEqual([]);
  expect(listAfter(shownPage, cleared, olderPage, newest).ids).toEqual(['n6']);
});
