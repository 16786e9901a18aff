import { t } from '@lingui/core/macro';
import { put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { feedFreshForMs } from '../../posts';
import { fetchMoreTags, openTagSearch, searchTags, selectTagSearch, type TagList } from './tags-slice';

/** How many tags a page of a search holds. */
export const tagPageSize = 20;

function* searchTagsWorker(action: PayloadAction<{ q: string; cursor: string | null }>) {
  const { q, cursor } = action.payload;
  const first = cursor === null;
  try {
    const { tags, nextCursor } = yield* apiCall((api) => api.searchTags({ query: { q: q.trim(), limit: tagPageSize, cursor } }));
    yield put(searchTags.success({ q, tags, nextCursor, first, receivedAt: Date.now() }));
  } catch (error) {
    // The Tags tab says what failed, in the list or at its end.
    yield put(searchTags.failure({ ...toActionError(error, t`Could not search for tags.`), q, first }, { silent: true }));
  }
}

function* openWorker(action: PayloadAction<{ q: string }>) {
  const { q } = action.payload;
  const list = (yield select(selectTagSearch(q))) as TagList;
  const fresh = list.status === 'loaded' && list.loadedAt !== null && Date.now() - list.loadedAt < feedFreshForMs;
  if (!fresh && list.status !== 'loading') yield put(searchTags.request({ q, cursor: null }));
}

function* moreWorker(action: PayloadAction<{ q: string }>) {
  const { q } = action.payload;
  const list = (yield select(selectTagSearch(q))) as TagList;
  if (list.status === 'loaded' && list.more !== 'loading' && list.nextCursor !== null)
    yield put(searchTags.request({ q, cursor: list.nextCursor }));
}

export function* tagsSaga() {
  yield takeEvery(openTagSearch.type, openWorker);
  yield takeEvery(searchTags.request.type, searchTagsWorker);
  yield takeEvery(fetchMoreTags.type, moreWorker);
}
