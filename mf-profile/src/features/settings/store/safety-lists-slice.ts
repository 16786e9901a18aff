import type { UnknownAction } from 'redux';
import { put, takeEvery } from 'redux-saga/effects';
import { createAction, type ActionError, type PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { unblock, unmute, usersReceived } from 'shell/users';

/** The two lists of the settings' "Blocked and muted": whom the person blocks, whom they mute. */
export type PeopleListKind = 'blocks' | 'mutes';

/** One list: the people's ids (their records are the shell's users), the latest first, a page at a time. */
export type PeopleList = {
  ids: string[];
  nextCursor: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Loading the next page ("Show more"), apart from the first. */
  more: 'idle' | 'loading' | 'failed';
  error: string | null;
};

export type SafetyListsState = Record<PeopleListKind, PeopleList>;

type PageRequest = { list: PeopleListKind; cursor: string | null };

/** A page of a list: the first (`cursor` null, each time the settings open) or the next. */
export const fetchPeoplePage = {
  request: createAction<PageRequest>('safetyLists/fetch/request'),
  success: createAction<{ list: PeopleListKind; userIds: string[]; nextCursor: string | null; first: boolean }>(
    'safetyLists/fetch/success',
  ),
  failure: createAction<ActionError & { list: PeopleListKind; first: boolean }>('safetyLists/fetch/failure'),
};

const emptyList: PeopleList = { ids: [], nextCursor: null, status: 'idle', more: 'idle', error: null };
const initialSafetyListsState: SafetyListsState = { blocks: emptyList, mutes: emptyList };

const withList = (state: SafetyListsState, list: PeopleListKind, change: Partial<PeopleList>): SafetyListsState => ({
  ...state,
  [list]: { ...state[list], ...change },
});

export function safetyListsReducer(state: SafetyListsState = initialSafetyListsState, action: UnknownAction): SafetyListsState {
  if (fetchPeoplePage.request.match(action)) {
    const { list, cursor } = action.payload;
    if (cursor !== null) return withList(state, list, { more: 'loading' });
    // A list on screen stays while it loads again.
    return withList(state, list, { status: state[list].status === 'loaded' ? 'loaded' : 'loading', error: null });
  }
  if (fetchPeoplePage.success.match(action)) {
    const { list, userIds, nextCursor, first } = action.payload;
    const known = new Set(first ? [] : state[list].ids);
    const ids = [...(first ? [] : state[list].ids), ...userIds.filter((id) => !known.has(id))];
    return withList(state, list, { ids, nextCursor, status: 'loaded', more: 'idle' });
  }
  if (fetchPeoplePage.failure.match(action)) {
    const { list, first, message } = action.payload;
    return withList(state, list, first ? { status: 'failed', error: message } : { more: 'failed' });
  }
  // Undone from the list itself, or anywhere else: the person leaves it.
  if (unblock.success.match(action))
    return withList(state, 'blocks', { ids: state.blocks.ids.filter((id) => id !== action.payload.userId) });
  if (unmute.success.match(action)) return withList(state, 'mutes', { ids: state.mutes.ids.filter((id) => id !== action.payload.userId) });
  return state;
}

type WithSafetyLists = { safetyLists?: SafetyListsState };

export const selectPeopleList = (list: PeopleListKind) => (state: WithSafetyLists) => (state.safetyLists ?? initialSafetyListsState)[list];

/** How many people a page of a list holds. */
const pageSize = 20;

function* fetchPeoplePageWorker(action: PayloadAction<PageRequest>) {
  const { list, cursor } = action.payload;
  const first = cursor === null;
  try {
    const query = { limit: pageSize, cursor };
    const page = yield* apiCall((api) => (list === 'blocks' ? api.getBlocks({ query }) : api.getMutes({ query })));
    yield put(usersReceived(page.users));
    yield put(fetchPeoplePage.success({ list, userIds: page.users.map((user) => user._id), nextCursor: page.nextCursor, first }));
  } catch (error) {
    const fallback = list === 'blocks' ? 'Could not load whom you block.' : 'Could not load whom you mute.';
    // The list says it failed, in words, where it would be.
    yield put(fetchPeoplePage.failure({ ...toActionError(error, fallback), list, first }, { silent: true }));
  }
}

export function* safetyListsSaga() {
  yield takeEvery(fetchPeoplePage.request.type, fetchPeoplePageWorker);
}
