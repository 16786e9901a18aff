import type { UnknownAction } from 'redux';
import type { ModerationNotice } from 'api-contract/entities';
import { createAsyncAction } from '../../store/actions';

/**
 * What moderators did to the signed-in person or what they made, not yet read: asked for after
 * each sign-in and each load of the page, shown until the person says OK.
 */
export type NoticesState = { notices: ModerationNotice[]; status: 'idle' | 'loading' | 'loaded' | 'failed'; reading: boolean };

export const fetchNotices = createAsyncAction<void, ModerationNotice[]>('notices/fetch');
export const readNotices = createAsyncAction<void, ModerationNotice[]>('notices/read');

export const initialNoticesState: NoticesState = { notices: [], status: 'idle', reading: false };

export function noticesReducer(state: NoticesState = initialNoticesState, action: UnknownAction): NoticesState {
  if (fetchNotices.request.match(action)) return { ...state, status: 'loading' };
  // Nothing new keeps the same empty list, so the screen has nothing to draw again.
  if (fetchNotices.success.match(action))
    return {
      ...state,
      notices: action.payload.length === 0 && state.notices.length === 0 ? state.notices : action.payload,
      status: 'loaded',
    };
  if (fetchNotices.failure.match(action)) return { ...state, status: 'failed' };
  if (readNotices.request.match(action)) return { ...state, reading: true };
  if (readNotices.success.match(action)) return { ...state, notices: action.payload, reading: false };
  // A read that failed leaves the notices for the next visit; the dialog closes all the same.
  if (readNotices.failure.match(action)) return { ...state, notices: [], reading: false };
  return state;
}

type WithNotices = { notices: NoticesState };

export const selectNotices = (state: WithNotices) => state.notices.notices;
export const selectIsReadingNotices = (state: WithNotices) => state.notices.reading;
