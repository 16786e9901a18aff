import { t } from '@lingui/core/macro';
import { all, call, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { selectUnreadNotifications, unreadNotificationsChanged } from 'shell/bell';
import type { PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import type { PageRequest, PagedList } from 'shell/paged-list';
import {
  clearNotifications,
  dismissNotification,
  fetchNewestNotifications,
  fetchNotifications,
  notificationsLeft,
  notificationsOpened,
  readAllNotifications,
  readNotification,
} from './notification-actions';
import { selectNotificationList } from './notification-list-slice';

/** A page, with the count it answers given to the bell first (so a rise it brings is not read as news). */
function* fetchPageWorker(action: PayloadAction<PageRequest>) {
  const { cursor } = action.payload;
  try {
    const { notifications, nextCursor, unread } = yield* apiCall((api) => api.getNotifications({ query: { cursor: cursor ?? undefined } }));
    yield put(unreadNotificationsChanged({ unread }));
    yield put(fetchNotifications.success({ cursor, items: notifications, nextCursor }));
    // Reading the screen reads them: the bell clears, and what was unread stays marked new here.
    if (cursor === null && unread > 0) yield put(readAllNotifications.request({ keepNew: true }));
  } catch (error) {
    // Shown in place, with Try again or Show more's own words: no toast.
    const failure = toActionError(error, t`Could not load your notifications.`);
    yield put(fetchNotifications.failure(cursor === null ? failure : { ...failure, subject: cursor }, { silent: true }));
  }
}

/**
 * While the screen is open, a rise of the unread count (the private stream's news of a new
 * notification) reads the newest page again, so it shows without a reload. The counts the
 * screen's own calls answer are told to the bell before their records arrive, so they are no news.
 */
function* followCount() {
  let known = (yield select(selectUnreadNotifications)) as number;
  while (true) {
    const { payload } = (yield take(unreadNotificationsChanged.type)) as ReturnType<typeof unreadNotificationsChanged>;
    const list = (yield select(selectNotificationList)) as PagedList;
    if (payload.unread > known && list.status === 'loaded') yield put(fetchNewestNotifications.request());
    known = payload.unread;
  }
}

/** The screen is open: its first page afresh, and the count followed until it is left (or opened again). */
function* openWorker() {
  try {
    yield put(fetchNotifications.request({ cursor: null }));
    yield race([call(followCount), take(notificationsLeft.type)]);
  } catch (error) {
    // Only a reducer could throw here; the screen then shows what it has, without news.
    console.error('The notifications screen stopped following the count.', error);
  }
}

export function* notificationsSaga() {
  yield all([
    takeLatest(notificationsOpened.type, openWorker),
    takeEvery(fetchNotifications.request.type, fetchPageWorker),
    fetchNewestNotifications.saga(),
    readAllNotifications.saga(),
    readNotification.saga(),
    dismissNotification.saga(),
    clearNotifications.saga(),
  ]);
}
