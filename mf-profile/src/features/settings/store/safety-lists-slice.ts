import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import type { ApiClient } from 'api-contract/client';
import { all } from 'redux-saga/effects';
import { unblock, unmute, usersReceived } from 'shell/users';
import { emptyPagedList, pagedListCall, type PagedList } from 'shell/paged-list';

/** The two lists of the settings' "Blocked and muted": whom the person blocks, whom they mute. */
export type PeopleListKind = 'blocks' | 'mutes';

/** Each list: the people's ids (their records are the shell's users), the latest first, a page at a time. */
export type SafetyListsState = Record<PeopleListKind, PagedList>;

/** How many people a page of a list holds. */
const pageSize = 20;

/** A page of people, by the blocks' call or the mutes' (their answers are alike). */
type ReadPeople = (api: ApiClient, query: { cursor?: string; limit: number }) => ReturnType<ApiClient['getBlocks']>;

/** One list of people, read by `read`, the people kept in the shell's users. */
const peopleList = (kind: PeopleListKind, read: ReadPeople, fallback: MessageDescriptor) =>
  pagedListCall(`safetyLists/${kind}`, {
    read: (api, query) => read(api, { ...query, limit: pageSize }),
    items: (answer) => answer.users,
    idOf: (user) => user._id,
    fallback,
    keep: usersReceived,
  });

const peopleLists = {
  blocks: peopleList('blocks', (api, query) => api.getBlocks({ query }), msg`Could not load whom you block.`),
  mutes: peopleList('mutes', (api, query) => api.getMutes({ query }), msg`Could not load whom you mute.`),
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
