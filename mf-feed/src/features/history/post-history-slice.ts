import type { UnknownAction } from 'redux';
import { t } from '@lingui/core/macro';
import { put, takeLatest } from 'redux-saga/effects';
import type { PostVersion } from 'api-contract/entities';
import { createAsyncAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { emptyPagedList, pageAt, pageFailedInList, pageReceived, pageRequested, withRecords, type PagedList } from 'shell/paged-list';

/**
 * The earlier versions of edited posts, as the history dialog reads them: each version once, by
 * its id, and each post's history as the shell's paged list of their ids, the latest first.
 */
export type PostHistoryState = {
  versions: Readonly<Record<string, PostVersion>>;
  byPost: Readonly<Record<string, PagedList>>;
};

type HistoryPage = { postId: string; cursor: string | null };

/** A page of a post's history: its first (`cursor: null`, read afresh) or the one after `cursor`. */
export const fetchPostHistory = createAsyncAction<HistoryPage, HistoryPage & { versions: PostVersion[]; nextCursor: string | null }>(
  'postHistory/fetch',
);

const initialState: PostHistoryState = { versions: {}, byPost: {} };

const listOf = (state: PostHistoryState, postId: string): PagedList => state.byPost[postId] ?? emptyPagedList;
const withList = (state: PostHistoryState, postId: string, list: PagedList): PostHistoryState => ({
  ...state,
  byPost: { ...state.byPost, [postId]: list },
});

export function postHistoryReducer(state: PostHistoryState = initialState, action: UnknownAction): PostHistoryState {
  if (fetchPostHistory.request.match(action)) {
    const { postId } = action.payload;
    return withList(state, postId, pageRequested(listOf(state, postId), action.payload));
  }
  if (fetchPostHistory.success.match(action)) {
    const { postId, cursor, versions, nextCursor } = action.payload;
    const ids = versions.map((version) => version._id);
    const next = withList(state, postId, pageReceived(listOf(state, postId), pageAt(cursor), ids, nextCursor));
    return { ...next, versions: withRecords(state.versions, versions, (version) => version._id) };
  }
  if (fetchPostHistory.failure.match(action) && action.payload.subject !== undefined) {
    // The failure names the post (its `subject`); whether it was a later page, the list says.
    const postId = action.payload.subject;
    const list = listOf(state, postId);
    return withList(state, postId, pageFailedInList(list, action.payload.message));
  }
  return state;
}

type WithHistory = { postHistory?: PostHistoryState };

export const selectPostHistory =
  (postId: string) =>
  (state: WithHistory): PagedList =>
    state.postHistory?.byPost[postId] ?? emptyPagedList;

export const selectPostVersion =
  (versionId: string) =>
  (state: WithHistory): PostVersion | undefined =>
    state.postHistory?.versions[versionId];

function* fetchHistoryWorker(action: ReturnType<typeof fetchPostHistory.request>) {
  const { postId, cursor } = action.payload;
  try {
    const page = yield* apiCall((api) => api.getPostHistory({ postId, query: cursor ? { cursor } : {} }));
    yield put(fetchPostHistory.success({ postId, cursor, versions: page.versions, nextCursor: page.nextCursor }));
  } catch (error) {
    yield put(
      fetchPostHistory.failure({ ...toActionError(error, t`Could not load the earlier versions.`), subject: postId }, { silent: true }),
    );
  }
}

export function* postHistorySaga() {
  yield takeLatest(fetchPostHistory.request.type, fetchHistoryWorker);
}
