import type { UnknownAction } from 'redux';
import type { Tag } from 'api-contract/entities';
import { normalizeTag } from 'api-contract/rich-text';
import { createAction, type ActionError } from 'shell/actions';
import { ownEntry, withEntry } from 'shell/own-entries';
import { emptyPagedList, pageFailed, pageReceived, pageRequested, type PagedList } from 'shell/paged-list';

/** A search of tags on screen: the one paged list (`shell/paged-list`) of the tags' names, and when its first page came. */
export type TagList = PagedList & {
  /** When the first page arrived (ms), so a return to the tab soon after asks nothing. */
  loadedAt: number | null;
};

/** Tags the page has met, once, by name (with their post counts), and each search as names. */
export type TagsState = { byName: Readonly<Record<string, Tag>>; searches: Readonly<Record<string, TagList>> };

/** The key a search of tags is kept under: the text as the server reads it (no `#`, any case). */
export const tagSearchKey = (q: string): string => normalizeTag(q.trim().replace(/^#/, ''));

/** The Tags tab opened for `q` ('' for the most used): its first page unless it loaded moments ago. */
export const openTagSearch = createAction<{ q: string }>('tags/openSearch');
/** The next page of the tags found for `q`, if there is one. */
export const fetchMoreTags = createAction<{ q: string }>('tags/fetchMore');
export const searchTags = {
  request: createAction<{ q: string; cursor: string | null }>('tags/search/request'),
  success: createAction<{ q: string; tags: Tag[]; nextCursor: string | null; first: boolean; receivedAt: number }>('tags/search/success'),
  failure: createAction<ActionError & { q: string; first: boolean }>('tags/search/failure'),
};

const initialTagsState: TagsState = { byName: {}, searches: {} };

export const emptyTagList: TagList = { ...emptyPagedList, loadedAt: null };

const listOf = (state: TagsState, q: string) => ownEntry(state.searches, tagSearchKey(q)) ?? emptyTagList;
const withList = (state: TagsState, q: string, list: TagList): TagsState => ({
  ...state,
  searches: withEntry(state.searches, tagSearchKey(q), list),
});

export function tagsReducer(state: TagsState = initialTagsState, action: UnknownAction): TagsState {
  if (searchTags.request.match(action)) {
    const list = listOf(state, action.payload.q);
    return withList(state, action.payload.q, { ...list, ...pageRequested(list, action.payload) });
  }
  if (searchTags.success.match(action)) {
    const { q, tags, nextCursor, first, receivedAt } = action.payload;
    const byName = tags.reduce((names, tag) => withEntry(names, tag.name, tag), state.byName);
    const list = listOf(state, q);
    const names = tags.map((tag) => tag.name);
    const received = pageReceived(list, first ? 'first' : 'later', names, nextCursor);
    return withList({ ...state, byName }, q, { ...list, ...received, loadedAt: first ? receivedAt : list.loadedAt });
  }
  if (searchTags.failure.match(action)) {
    const { q, first, ...failure } = action.payload;
    const list = listOf(state, q);
    return withList(state, q, { ...list, ...pageFailed(list, failure.message, first ? 'first' : 'later') });
  }
  return state;
}

/** The page's state, which holds this slice once mf-feed's module is registered. */
export type WithTags = { tags?: TagsState };

export const selectTagSearch =
  (q: string) =>
  (state: WithTags): TagList =>
    (state.tags && ownEntry(state.tags.searches, tagSearchKey(q))) ?? emptyTagList;

export const selectTag = (name: string) => (state: WithTags) => (state.tags ? ownEntry(state.tags.byName, name) : undefined);
