import type { UnknownAction } from 'redux';
import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { Invite } from 'api-contract/entities';
import { createAsyncAction, type PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { ownEntry } from 'shell/own-entries';
import {
  emptyPagedList,
  pageFailed,
  pageFailure,
  pageReceived,
  pageRequested,
  withRecords,
  type PagedList,
  type PageRequest,
} from './paged-list';

/** A new code's settings, as the form sends them. */
export type InviteSettings = { uses: number; expiresInDays: number };

/**
 * The invite codes: each by its code, the list as codes (the newest first), and the form that
 * makes one (a pending flag that blocks a double submit, and why it last failed).
 */
export type InvitesState = {
  byCode: Readonly<Record<string, Invite>>;
  list: PagedList;
  creating: { pending: boolean; error: string | null };
};

type InvitesPage = PageRequest & { invites: Invite[]; nextCursor: string | null };

export const fetchInvites = createAsyncAction<PageRequest, InvitesPage>('adminInvites/fetch');
export const createInvite = createAsyncAction<InviteSettings, Invite>('adminInvites/create');
/** Puts a code's signup link on the clipboard, for the admin to hand on. */
export const copyInviteLink = createAsyncAction<{ code: string }, { code: string }>('adminInvites/copyLink');

const initialState: InvitesState = { byCode: {}, list: emptyPagedList, creating: { pending: false, error: null } };
const codeOf = (invite: Invite) => invite.code;

/** The address a person signs up at with `code`: the signup screen reads it from there. */
export const signupLink = (code: string): string => `${location.origin}/signup?invite=${encodeURIComponent(code)}`;

export function invitesReducer(state: InvitesState = initialState, action: UnknownAction): InvitesState {
  if (fetchInvites.request.match(action)) return { ...state, list: pageRequested(state.list, action.payload) };
  if (fetchInvites.success.match(action)) {
    const { cursor, invites, nextCursor } = action.payload;
    const list = pageReceived(state.list, cursor, invites.map(codeOf), nextCursor);
    return { ...state, byCode: withRecords(state.byCode, invites, codeOf), list };
  }
  if (fetchInvites.failure.match(action)) return { ...state, list: pageFailed(state.list, action.payload) };
  if (createInvite.request.match(action)) return { ...state, creating: { pending: true, error: null } };
  if (createInvite.failure.match(action)) return { ...state, creating: { pending: false, error: action.payload.message } };
  if (createInvite.success.match(action)) {
    // The newest code comes first, as the server lists them.
    const code = action.payload.code;
    const list = { ...state.list, ids: [code, ...state.list.ids.filter((id) => id !== code)] };
    return { byCode: withRecords(state.byCode, [action.payload], codeOf), list, creating: { pending: false, error: null } };
  }
  return state;
}

type WithInvites = { adminInvites?: InvitesState };
const invitesOf = (state: WithInvites) => state.adminInvites ?? initialState;
export const selectInviteList = (state: WithInvites) => invitesOf(state).list;
export const selectInvite = (code: string) => (state: WithInvites) => ownEntry(invitesOf(state).byCode, code);
export const selectInviteCreation = (state: WithInvites) => invitesOf(state).creating;

function* fetchInvitesWorker(action: PayloadAction<PageRequest>) {
  const { cursor } = action.payload;
  try {
    const { invites, nextCursor } = yield* apiCall((api) => api.getInvites({ query: { cursor } }));
    yield put(fetchInvites.success({ cursor, invites, nextCursor }));
  } catch (error) {
    yield put(fetchInvites.failure(pageFailure(error, cursor, 'Could not load the invite codes.'), { silent: true }));
  }
}

function* createInviteWorker(action: PayloadAction<InviteSettings>) {
  try {
    const { invite } = yield* apiCall((api) => api.createInvite({ body: action.payload }));
    yield put(createInvite.success(invite, { toast: `Made the invite code ${invite.code}` }));
  } catch (error) {
    // The form shows why, beside its button.
    yield put(createInvite.failure(toActionError(error, 'Could not make an invite code.'), { silent: true }));
  }
}

/** The clipboard's own call, on its object: a browser refuses `writeText` called on anything else. */
const writeClipboard = (text: string): Promise<void> => navigator.clipboard.writeText(text);

function* copyLinkWorker(action: PayloadAction<{ code: string }>) {
  const { code } = action.payload;
  try {
    yield call(writeClipboard, signupLink(code));
    yield put(copyInviteLink.success({ code }, { toast: 'Copied the signup link' }));
  } catch {
    // No clipboard (an insecure page, or the permission refused): the code is on screen to copy by hand.
    yield put(
      copyInviteLink.failure({ status: 0, message: 'Could not copy the link. Select the code and copy it instead.', subject: code }),
    );
  }
}

export function* invitesSaga() {
  yield takeEvery(fetchInvites.request.type, fetchInvitesWorker);
  yield takeLeading(createInvite.request.type, createInviteWorker);
  yield takeEvery(copyInviteLink.request.type, copyLinkWorker);
}
