import type { UnknownAction } from 'redux';
import { all } from 'redux-saga/effects';
import { unblock, unmute, usersReceived } from 'shell/users';
import { emptyPagedList, pagedListCall, type PagedList } from 'shell/paged-list';

/** The two lists of the settings' "Blocked and muted": whom the person blocks, whom they mute. */
export type PeopleListKind = 'blocks' | 'mutes';

/** Each list: the people's ids (their records are the shell's users), the latest first, a page at a time. */
export type SafetyListsState = Record<PeopleListKind, PagedList>;

/** How many people a page of a list holds. */
const pageSize = 20;

const peopleLists = {
  blocks: pagedListCall('safetyLists/blocks', {
    read: (api, query) => api.getBlocks({ query: { ...query, limit: pageSize } }),
    items: (answer) => answer.users,
    idOf: (user) => user._id,
    fallback: 'Could not load whom you block.',
    keep: usersReceived,
  }),
  mutes: pagedListCall('safetyLists/mutes', {
    read: (api, query) => api.getMutes({ query: { ...query, limit: pageSize } }),
    items: (answer) => answer.users,
    idOf: (user) => user._id,
    fallback: 'Could not load whom you mute.',
    keep: usersReceived,
  }),
};

/** A page of a list: the first (`cursor` null, each time the settings open) or the next. */
export const fetchPeoplePage = (list: PeopleListKind, cursor: string | null) => peopleLists[list].fetch.request({ cursor });

const initialSafetyListsState: SafetyListsState = { blocks: emptyPagedList, mutes: emptyPagedList };

const without = (list: PagedList, userId: string): PagedList => ({ ...list, ids: list.ids.filter((id) => id !== userId) });

export function safetyListsReducer(state: SafetyListsState = initialSafetyListsState, action: UnknownAction): SafetyListsState {
  const blocks = peopleLists.blocks.listStep(state.blocks, action);
  const mutes = peopleLists.mutes.listStep(state.mutes, action);
  if (blocks !== state.blocks || mutes !== state.mutes) return { blocks, mutes };
  // Undone from the list itself, or anywhere else: the person leaves it.
  if (unblock.success.match(action)) return { ...state, blocks: without(state.blocks, action.payload.userId) };
  if (unmute.success.match(action)) return { ...state, mutes: without(state.mutes, action.payload.userId) };
  return state;
}

type WithSafetyLists = { safetyLists?: SafetyListsState };

export const selectPeopleList = (list: PeopleListKind) => (state: WithSafetyLists) => (state.safetyLists ?? initialSafetyListsState)[list];

export function* safetyListsSaga() {
  yield all([peopleLists.blocks.saga(), peopleLists.mutes.saga()]);
}
