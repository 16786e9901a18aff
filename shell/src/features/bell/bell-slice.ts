import type { UnknownAction } from 'redux';
import { createAction } from '../../store/actions';

/**
 * What the navigation counts for the signed-in person, live: how many of their notifications are
 * unread (the bell), how many of their conversations have messages they have not read, and the
 * latest message of any conversation of theirs (an open conversation reads its new messages when
 * it changes). What the private stream said last, or what a call that marked some read answered
 * (which is known first). Emptied with every other slice when the person signs out.
 */
export type BellState = { unread: number; messages: { unread: number; latest: string | null } };

/**
 * The unread count is now `unread`: the private stream said so, or a call that marked
 * notifications read answered it (`{unread}`), which sets the bell at once.
 */
export const unreadNotificationsChanged = createAction<{ unread: number }>('bell/unreadChanged');

/** What the private stream says of one's conversations: how many are unread, and the latest message in any. */
export const unreadMessagesChanged = createAction<{ unread: number; latest: string | null }>('bell/unreadMessagesChanged');

export const initialBellState: BellState = { unread: 0, messages: { unread: 0, latest: null } };

export function bellReducer(state: BellState = initialBellState, action: UnknownAction): BellState {
  if (unreadNotificationsChanged.match(action) && action.payload.unread !== state.unread)
    return { ...state, unread: action.payload.unread };
  if (unreadMessagesChanged.match(action)) {
    const { unread, latest } = action.payload;
    if (unread !== state.messages.unread || latest !== state.messages.latest) return { ...state, messages: { unread, latest } };
  }
  return state;
}

/** How many notifications the signed-in person has not read (0 signed out). */
export const selectUnreadNotifications = (state: { bell: BellState }) => state.bell.unread;

/** How many of the signed-in person's conversations have messages they have not read (0 signed out). */
export const selectUnreadConversations = (state: { bell: BellState }) => state.bell.messages.unread;

/** The id of the latest message in any of the signed-in person's conversations (null: none, or not yet heard). */
export const selectLatestMessage = (state: { bell: BellState }) => state.bell.messages.latest;
