import type { UnknownAction } from 'redux';
import { createAction } from '../../store/actions';

/**
 * How many of the signed-in person's notifications are unread, as the navigation's bell shows
 * it: what the private stream said last, or what a call that marked some read answered (which
 * is known first). Emptied with every other slice when the person signs out.
 */
export type BellState = { unread: number };

/**
 * The unread count is now `unread`: the private stream said so, or a call that marked
 * notifications read answered it (`{unread}`), which sets the bell at once.
 */
export const unreadNotificationsChanged = createAction<{ unread: number }>('bell/unreadChanged');

export const initialBellState: BellState = { unread: 0 };

export function bellReducer(state: BellState = initialBellState, action: UnknownAction): BellState {
  if (unreadNotificationsChanged.match(action) && action.payload.unread !== state.unread) return { unread: action.payload.unread };
  return state;
}

/** How many notifications the signed-in person has not read (0 signed out). */
export const selectUnreadNotifications = (state: { bell: BellState }) => state.bell.unread;
