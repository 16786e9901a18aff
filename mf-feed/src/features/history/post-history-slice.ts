import type { UnknownAction } from 'redux';
import { put, select, takeLatest } from 'redux-saga/effects';
import type { PostVersion } from 'api-contract/entities';
import { createAsyncAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';

/**
 * The earlier versions of edited posts, as the history dialog reads them: each version once, by
 * its id, and each post's history as the ids of its versions, the latest first, a page at a time.
 */
export type PostHistoryState = {
  versions: Record<string, PostVersion>;
  byPost: Record<string, PostHistoryList>;
};

export type PostHistoryList = { ids: string[]; nextCursor: string | null; status: 'loading' | 'ready' | 'failed'; error: string | null };

type HistoryPage = { postId: string; versions: PostVersion[]; nextCursor: string | null; more: boolean };

/** The first page of a post's history (`more: false`), or the page after the one shown (`more: true`). */
export const fetchPostHistory = createAsyncAction<{ postId: string; more: boolean }, HistoryPage>('postHistory/fetch');

const initialState: PostHistoryState = { versions: {}, byPost: {} };

export function postHistoryReducer(state: PostHistoryState = initialState, action: UnknownAction): PostHistoryState {
  if (fetchPostHistory.request.match(action)) {
    const { postId, more } = action.payload;
    const current = state.byPost[postId];
    const list: PostHistoryList =
      more && current ? { ...current, status: 'loading', error: null } : { ids: [], nextCursor: null, status: 'loading', error: null };
    return { ...state, byPost: { ...state.byPost, [postId]: list } };
  }
  if (fetchPostHistory.success.match(action)) {
    const { postId, versions, nextCursor, more } = action.payload;
    const before = more ? (state.byPost[postId]?.ids ?? []) : [];
    const versionsById = { ...state.versions, ...Object.fromEntries(versions.map((version) => [version._id, version])) };
    const ids = [...before, ...versions.map((version) => version._id).filter((id) => !before.includes(id))];
    return { versions: versionsById, byPost: { ...state.byPost, [postId]: { ids, nextCursor, status: 'ready', error: null } } };
  }
  if (fetchPostHistory.failure.match(action)) {
    const postId = action.payload.subject;
    const current = postId ? state.byPost[postId] : undefined;
    if (!postId || !current) return state;
    return { ...state, byPost: { ...state.byPost, [postId]: { ...current, status: 'failed', error: action.payload.message } } };
  }
  return state;
}

type WithHistory = { postHistory?: PostHistoryState };

export const selectPostHistory =
  (postId: string) =>
  (state: WithHistory): PostHistoryList | undefined =>
    state.postHistory?.byPost[postId];

export const selectPostVersion =
  (versionId: string) =>
  (state: WithHistory): PostVersion | undefined =>
    state.postHistory?.versions[versionId];

function* fetchHistoryWorker(action: ReturnType<typeof fetchPostHistory.request>) {
  const { postId, more } = action.payload;
  try {
    const shown = (yield select(selectPostHistory(postId))) as PostHistoryList | undefined;
    const cursor = more ? shown?.nextCursor : null;
    const page = yield* apiCall((api) => api.getPostHistory({ postId, query: cursor ? { cursor } : {} }));
    yield put(fetchPostHistory.success({ postId, versions: page.versions, nextCursor: page.nextCursor, more }));
  } catch (error) {
    yield put(
      fetchPostHistory.failure({ ...toActionError(error, 'Could not load the earlier versions.'), subject: postId }, { silent: true }),
    );
  }
}

export function* postHistorySaga() {
  yield takeLatest(fetchPostHistory.request.type, fetchHistoryWorker);
}
