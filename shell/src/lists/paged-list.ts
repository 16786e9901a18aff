import type { UnknownAction } from 'redux';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { put, takeEvery } from 'redux-saga/effects';
import type { ApiClient } from 'api-contract/client';
import { createAsyncAction, type ActionCreator, type ActionError, type PayloadAction } from '../store/actions';
import { apiCall, toActionError } from '../store/api-call';
import { withEntry } from '../store/own-entries';

/**
 * A list a screen reads a page at a time (the admin and moderation screens', the notifications),
 * as ids in the server's order: its cursor, whether its first page has loaded, and how asking for
 * the next went. The records themselves are kept by id beside it (or, for people, in the shell's
 * users slice).
 */
export type PagedList = {
  ids: string[];
  nextCursor: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
  more: 'idle' | 'loading' | 'failed';
};

/** What a page's request and answer carry: `cursor: null` is the first page (read afresh). */
export type PageRequest = { cursor: string | null };
export type PageAnswer<Item> = PageRequest & { items: Item[]; nextCursor: string | null };

export const emptyPagedList: PagedList = { ids: [], nextCursor: null, status: 'idle', error: null, more: 'idle' };

/** Asked for a page: the first shows loading (unless a list is already on screen), a later one "loading more". */
export function pageRequested(list: PagedList, { cursor }: PageRequest): PagedList {
  if (cursor !== null) return { ...list, more: 'loading' };
  return { ...list, status: list.status === 'loaded' ? 'loaded' : 'loading', error: null };
}

/** Which page of a list an answer is for: the first (the list itself), or a later one (its "Show more"). */
export type WhichPage = 'first' | 'later';

/** The page asked for with `cursor`: none asks for the first. */
export const pageAt = (cursor: string | null): WhichPage => (cursor === null ? 'first' : 'later');

/** A first page replaces the list; a later one adds the ids not already in it (a record may have moved up meanwhile). */
export function pageReceived(list: PagedList, page: WhichPage, ids: string[], nextCursor: string | null): PagedList {
  if (page === 'first') return { ids, nextCursor, status: 'loaded', error: null, more: 'idle' };
  const known = new Set(list.ids);
  return { ...list, ids: [...list.ids, ...ids.filter((id) => !known.has(id))], nextCursor, more: 'idle' };
}

/**
 * What a failure that is not the server's refusal says: words, or a `msg` descriptor (a list's
 * options are made when its module loads, before the language is known), said in the language of
 * the moment it fails.
 */
export type Fallback = string | MessageDescriptor;

/** A page's failure, in words, naming the cursor it was asked with as its `subject` (none: the first page). */
function pageFailure(error: unknown, cursor: string | null, fallback: Fallback): ActionError {
  const words = typeof fallback === 'string' ? fallback : i18n._(fallback);
  return { ...toActionError(error, words), ...(cursor === null ? {} : { subject: cursor }) };
}

/** A first page that failed fails the list (one already on screen stays); a later one only its "Show more". */
export function pageFailed(list: PagedList, message: string, page: WhichPage): PagedList {
  if (page === 'later') return { ...list, more: 'failed' };
  return list.status === 'loaded' ? list : { ...list, status: 'failed', error: message };
}

/**
 * A page failed, the list itself saying which: a later one when it was loading more. For lists
 * whose failures name the list, not the cursor (a post's history, a thread's comments).
 */
export function pageFailedInList<L extends PagedList>(list: L, message: string): L {
  return { ...list, ...pageFailed(list, message, list.more === 'loading' ? 'later' : 'first') };
}

/** Records by id, with `records` put in (each replacing what was known of it). */
export function withRecords<R>(byId: Readonly<Record<string, R>>, records: R[], idOf: (record: R) => string): Readonly<Record<string, R>> {
  return records.reduce((next, record) => withEntry(next, idOf(record), record), byId);
}

/** The request, answer and failure of one list's pages (a `createAsyncAction<PageRequest, PageAnswer<Item>>`). */
export type PageFetch<Item> = {
  request: ActionCreator<PageRequest>;
  success: ActionCreator<PageAnswer<Item>>;
  failure: ActionCreator<ActionError>;
};

/** The list after one of `fetched`'s actions (`list` itself after any other): each section's list keeps its pages this one way. */
export function pagedListStep<Item>(
  list: PagedList,
  action: UnknownAction,
  fetched: PageFetch<Item>,
  idOf: (item: Item) => string,
): PagedList {
  if (fetched.request.match(action)) return pageRequested(list, action.payload);
  if (fetched.success.match(action))
    return pageReceived(list, pageAt(action.payload.cursor), action.payload.items.map(idOf), action.payload.nextCursor);
  // The failure names the cursor it was asked with (pageFailure): none for a first page.
  if (fetched.failure.match(action)) return pageFailed(list, action.payload.message, pageAt(action.payload.subject ?? null));
  return list;
}

/** How a section reads one page of its list from the API, and what it keeps elsewhere first (people, in the shell's users). */
export type PageSource<Item> = {
  fetched: PageFetch<Item>;
  read: (api: ApiClient, cursor: string | null) => Promise<{ items: Item[]; nextCursor: string | null }>;
  /** "Could not load the waiting list.": what a failure that is not the server's refusal says (a `msg` descriptor, or words). */
  fallback: Fallback;
  keep?: (items: Item[]) => UnknownAction;
};

/** The one saga worker of every section's pages: the page asked for, then its answer, or why not (shown in place, so no toast). */
export function pageWorker<Item>({ fetched, read, fallback, keep }: PageSource<Item>) {
  return function* fetchPage(action: PayloadAction<PageRequest>) {
    const { cursor } = action.payload;
    try {
      const { items, nextCursor } = yield* apiCall((api) => read(api, cursor));
      if (keep) yield put(keep(items));
      yield put(fetched.success({ cursor, items, nextCursor }));
    } catch (error) {
      yield put(fetched.failure(pageFailure(error, cursor, fallback), { silent: true }));
    }
  };
}

/** A list's records by id beside the list of their ids: what a screen of records read page by page keeps. */
export type PagedRecords<Item> = { byId: Readonly<Record<string, Item>>; list: PagedList };

export const emptyPagedRecords: PagedRecords<never> = { byId: {}, list: emptyPagedList };

/** How a list is read: the contract call for one page, and the records in its answer. */
export type PagedListSource<Item, Answer extends { nextCursor: string | null }> = {
  read: (api: ApiClient, query: { cursor?: string }) => Promise<Answer>;
  items: (answer: Answer) => Item[];
  idOf: (item: Item) => string;
  /** "Could not load the waiting list.": what a failure that is not the server's refusal says (a `msg` descriptor, or words). */
  fallback: Fallback;
  /** Records kept by another slice (people, in the shell's users): put there, the list holds their ids. */
  keep?: (items: Item[]) => UnknownAction;
};

/**
 * A list read page by page from one contract call: its actions (`fetch`), the saga that reads the
 * pages, and the steps of its reducer, for the list alone (`listStep`) or with its records kept
 * by id (`recordsStep`). A new paged screen is this, its selectors and its view (`PagedListView`).
 */
export function pagedListCall<Item, Answer extends { nextCursor: string | null }>(
  name: string,
  { read, items, idOf, fallback, keep }: PagedListSource<Item, Answer>,
) {
  const fetch = createAsyncAction<PageRequest, PageAnswer<Item>>(`${name}/fetch`);
  const readPage = pageWorker<Item>({
    fetched: fetch,
    read: async (api, cursor) => {
      const answer = await read(api, cursor === null ? {} : { cursor });
      return { items: items(answer), nextCursor: answer.nextCursor };
    },
    fallback,
    keep,
  });
  const listStep = (list: PagedList, action: UnknownAction): PagedList => pagedListStep(list, action, fetch, idOf);
  return {
    fetch,
    listStep,
    /** The records and their list after `action` (the same state when it is not one of the list's). */
    recordsStep: <State extends PagedRecords<Item>>(state: State, action: UnknownAction): State => {
      const list = listStep(state.list, action);
      if (fetch.success.match(action)) return { ...state, byId: withRecords(state.byId, action.payload.items, idOf), list };
      return list === state.list ? state : { ...state, list };
    },
    saga: function* saga(this: void) {
      yield takeEvery(fetch.request.type, readPage);
    },
  };
}
