import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import type { ApiClient } from 'api-contract/client';
import type { User } from 'api-contract/entities';
import { all, takeEvery } from 'redux-saga/effects';
import { createAsyncAction, type PayloadAction } from 'shell/actions';
import { unblock, unmute, usersReceived } from 'shell/users';
import { emptyPagedList, pagedListStep, pageWorker, type PageAnswer, type PagedList, type PageRequest } from 'shell/paged-list';

/** The two lists of the settings' "Blocked and muted": whom the person blocks, whom they mute. */
export type PeopleListKind = 'blocks' | 'mutes';

/** Each list: the people's ids (their records are the shell's users), the latest first, a page at a time. */
export type SafetyListsState = Record<PeopleListKind, PagedList>;

/** How many people a page of a list holds. */
const pageSize = 20;

/** A page of people, by the blocks' call or the mutes' (their answers are alike). */
type ReadPeople = (api: ApiClient, query: { cursor?: string; limit: number }) => ReturnType<ApiClient['getBlocks']>;

/**
 * One list of people, read by `read`, the people kept in the shell's users: `pagedListCall`'s
 * parts, with the words of a failure (`fallback`) said in the language of the moment it fails.
 */
function peopleList(kind: PeopleListKind, read: ReadPeople, fallback: MessageDescriptor) {
  const fetch = createAsyncAction<PageRequest, PageAnswer<User>>(`safetyLists/${kind}/fetch`);
  const readPeople = async (api: ApiClient, cursor: string | null) => {
    const answer = await read(api, { ...(cursor === null ? {} : { cursor }), limit: pageSize });
    return { items: answer.users, nextCursor: answer.nextCursor };
  };
  function* readPage(action: PayloadAction<PageRequest>) {
    yield* pageWorker({ fetched: fetch, read: readPeople, fallback: i18n._(fallback), keep: usersReceived })(action);
  }
  return {
    fetch,
    listStep: (list: PagedList, action: UnknownAction): PagedList => pagedListStep(list, action, fetch, (user: User) => user._id),
    saga: function* saga(this: void) {
      yield takeEvery(fetch.request.type, readPage);
    },
  };
}

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
