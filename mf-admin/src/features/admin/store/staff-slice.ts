import type { UnknownAction } from 'redux';
import { put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { User } from 'api-contract/entities';
import type { Role } from 'api-contract/runtime-config';
import { createAsyncAction, trackPending, type PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { liveEventReceived } from 'shell/live';
import { usersReceived } from 'shell/users';
import { emptyPagedList, pagedListStep, pageWorker, type PageAnswer, type PagedList, type PageRequest } from 'shell/paged-list';

/**
 * The staff (moderators and admins) as the Roles section lists them: ids only, since the people
 * are the shell's users, kept once; which of them have a role change under way; the last
 * change refused, in the server's words; and the "Give a role" form's call.
 */
export type StaffState = {
  list: PagedList;
  changing: string[];
  refusal: { userId: string; message: string } | null;
  giving: { pending: boolean; error: string | null };
};

export type RoleChange = { userId: string; username: string; role: Role };
type RoleChanged = { userId: string; role: Role };

export const fetchStaff = createAsyncAction<PageRequest, PageAnswer<User>>('adminStaff/fetch');
export const setRole = createAsyncAction<RoleChange, RoleChanged>('adminStaff/setRole');
/** The form's change: the person named by username, looked up first. */
export const giveRole = createAsyncAction<{ username: string; role: Role }, RoleChanged>('adminStaff/giveRole');

const initialState: StaffState = { list: emptyPagedList, changing: [], refusal: null, giving: { pending: false, error: null } };

/** A member leaves the staff list; a moderator or admin joins it (at its end, until the list is read again). */
function withRole(list: PagedList, { userId, role }: RoleChanged): PagedList {
  const ids = list.ids.filter((id) => id !== userId);
  if (role === 'member') return { ...list, ids };
  return { ...list, ids: list.ids.includes(userId) ? list.ids : [...ids, userId] };
}

function staffListReducer(state: StaffState, action: UnknownAction): StaffState {
  const list = pagedListStep(state.list, action, fetchStaff, (user) => user._id);
  if (list !== state.list) return { ...state, list };
  if (setRole.request.match(action)) return { ...state, refusal: null };
  if (setRole.success.match(action)) return { ...state, list: withRole(state.list, action.payload) };
  if (setRole.failure.match(action))
    return { ...state, refusal: { userId: action.payload.subject ?? '', message: action.payload.message } };
  if (giveRole.request.match(action)) return { ...state, giving: { pending: true, error: null } };
  if (giveRole.success.match(action))
    return { ...state, list: withRole(state.list, action.payload), giving: { pending: false, error: null } };
  if (giveRole.failure.match(action)) return { ...state, giving: { pending: false, error: action.payload.message } };
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

const fetchStaffWorker = pageWorker({
  fetched: fetchStaff,
  read: async (api, cursor) => {
    const { users, nextCursor } = await api.getStaff({ query: { cursor: cursor ?? undefined } });
    return { items: users, nextCursor };
  },
  fallback: 'Could not load the staff.',
  // The people are the shell's users, kept once: the list holds their ids.
  keep: usersReceived,
});

const roleToast = (username: string, role: Role) => (role === 'member' ? `${username} is a member again` : `${username} is now a ${role}`);

function* setRoleWorker(action: PayloadAction<RoleChange>) {
  const { userId, username, role } = action.payload;
  try {
    const { user } = yield* apiCall((api) => api.setRole({ userId, body: { role } }));
    // The person's record (their role with it) is the shell's: the list shows it from there.
    yield put(usersReceived([user]));
    yield put(setRole.success({ userId, role: user.role }, { toast: roleToast(username, user.role) }));
  } catch (error) {
    // The section says why (the last admin stays one): no toast as well, and nothing changed.
    yield put(setRole.failure({ ...toActionError(error, 'Could not change that role.'), subject: userId }, { silent: true }));
  }
}

function* giveRoleWorker(action: PayloadAction<{ username: string; role: Role }>) {
  const { username, role } = action.payload;
  try {
    const { user: found } = yield* apiCall((api) => api.getUserByUsername({ username }));
    const { user } = yield* apiCall((api) => api.setRole({ userId: found._id, body: { role } }));
    yield put(usersReceived([user]));
    yield put(giveRole.success({ userId: user._id, role: user.role }, { toast: roleToast(user.username, user.role) }));
  } catch (error) {
    yield put(giveRole.failure(toActionError(error, 'Could not give that role.'), { silent: true }));
  }
}

export function* staffSaga() {
  yield takeEvery(fetchStaff.request.type, fetchStaffWorker);
  yield takeEvery(setRole.request.type, setRoleWorker);
  yield takeLeading(giveRole.request.type, giveRoleWorker);
}
