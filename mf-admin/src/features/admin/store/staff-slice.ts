import { msg, t } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { all } from 'redux-saga/effects';
import type { Role } from 'api-contract/runtime-config';
import { trackPending } from 'shell/actions';
import { apiAction, idleCall, type CallStatus } from 'shell/api-call';
import { liveEventReceived } from 'shell/live';
import { usersReceived } from 'shell/users';
import { emptyPagedList, pagedListCall, type PagedList } from 'shell/paged-list';

/**
 * The staff (moderators and admins) as the Roles section lists them: ids only, since the people
 * are the shell's users, kept once; which of them have a role change under way; the last
 * change refused, in the server's words; and the "Give a role" form's call.
 */
export type StaffState = {
  list: PagedList;
  changing: string[];
  refusal: { userId: string; message: string } | null;
  giving: CallStatus;
};

export type RoleChange = { userId: string; username: string; role: Role };
type RoleChanged = { userId: string; role: Role };

const staff = pagedListCall('adminStaff', {
  read: (api, query) => api.getStaff({ query }),
  items: (answer) => answer.users,
  idOf: (user) => user._id,
  fallback: msg`Could not load the staff.`,
  // The people are the shell's users, kept once: the list holds their ids.
  keep: usersReceived,
});
export const fetchStaff = staff.fetch;

function roleToast(username: string, role: Role): string {
  if (role === 'member') return t`${username} is a member again`;
  return role === 'moderator' ? t`${username} is now a moderator` : t`${username} is now a admin`;
}

export const setRole = apiAction('adminStaff/setRole', {
  call: (api, { userId, role }: RoleChange) => api.setRole({ userId, body: { role } }),
  // The person's record (their role with it) is the shell's: the list shows it from there.
  keep: ({ user }) => usersReceived([user]),
  success: ({ user }, { userId }): RoleChanged => ({ userId, role: user.role }),
  toast: ({ user }, { username }) => roleToast(username, user.role),
  fallback: msg`Could not change that role.`,
  subject: ({ userId }) => userId,
  // The section says why (the last admin stays one): no toast as well, and nothing changed.
  shownInPlace: true,
});

/** The form's change: the person named by username, looked up first. */
export const giveRole = apiAction('adminStaff/giveRole', {
  call: async (api, { username, role }: { username: string; role: Role }) => {
    const { user: found } = await api.getUserByUsername({ username });
    return api.setRole({ userId: found._id, body: { role } });
  },
  keep: ({ user }) => usersReceived([user]),
  success: ({ user }): RoleChanged => ({ userId: user._id, role: user.role }),
  toast: ({ user }) => roleToast(user.username, user.role),
  fallback: msg`Could not give that role.`,
  shownInPlace: true,
  take: 'leading',
});

const initialState: StaffState = { list: emptyPagedList, changing: [], refusal: null, giving: idleCall };

/** A member leaves the staff list; a moderator or admin joins it (at its end, until the list is read again). */
function withRole(list: PagedList, { userId, role }: RoleChanged): PagedList {
  const ids = list.ids.filter((id) => id !== userId);
  if (role === 'member') return { ...list, ids };
  return { ...list, ids: list.ids.includes(userId) ? list.ids : [...ids, userId] };
}

function staffListReducer(state: StaffState, action: UnknownAction): StaffState {
  const list = staff.listStep(state.list, action);
  if (list !== state.list) return { ...state, list };
  if (setRole.request.match(action)) return { ...state, refusal: null };
  if (setRole.success.match(action)) return { ...state, list: withRole(state.list, action.payload) };
  if (setRole.failure.match(action))
    return { ...state, refusal: { userId: action.payload.subject ?? '', message: action.payload.message } };
  const giving = giveRole.statusStep(state.giving, action);
  if (giveRole.success.match(action)) return { ...state, list: withRole(state.list, action.payload), giving };
  if (giving !== state.giving) return { ...state, giving };
  // Another admin's change, announced: someone made a member leaves the list.
  if (liveEventReceived.match(action) && action.payload.event.type === 'user.role' && action.payload.event.role === 'member') {
    return { ...state, list: withRole(state.list, action.payload.event) };
  }
  return state;
}

export function staffReducer(state: StaffState = initialState, action: UnknownAction): StaffState {
  const next = staffListReducer(state, action);
  const changing = trackPending(next.changing, action, [setRole], 'userId');
  return changing === next.changing ? next : { ...next, changing };
}

type WithStaff = { adminStaff?: StaffState };
const staffOf = (state: WithStaff) => state.adminStaff ?? initialState;
export const selectStaffList = (state: WithStaff) => staffOf(state).list;
export const selectIsChangingRole = (userId: string) => (state: WithStaff) => staffOf(state).changing.includes(userId);
export const selectRoleRefusal = (state: WithStaff) => staffOf(state).refusal;
export const selectRoleGiving = (state: WithStaff) => staffOf(state).giving;

export function* staffSaga() {
  yield all([staff.saga(), setRole.saga(), giveRole.saga()]);
}
