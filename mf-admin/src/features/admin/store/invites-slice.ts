import type { UnknownAction } from 'redux';
import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import type { Invite } from 'api-contract/entities';
import { createAsyncAction, type PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { ownEntry } from 'shell/own-entries';
import {
  emptyPagedList,
  pagedListStep,
  pageWorker,
  withRecords,
  type PageAnswer,
  type PagedList,
  type PageRequest,
} from 'shell/paged-list';

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

export const fetchInvites = createAsyncAction<PageRequest, PageAnswer<Invite>>('adminInvites/fetch');
export const createInvite = createAsyncAction<InviteSettings, Invite>('adminInvites/create');
/** Puts a code's signup link on the clipboard, for the admin to hand on. */
export const copyInviteLink = createAsyncAction<{ code: string }, { code: string }>('adminInvites/copyLink');

const initialState: InvitesState = { byCode: {}, list: emptyPagedList, creating: { pending: false, error: null } };
const codeOf = (invite: Invite) => invite.code;

/** The address a person signs up at with `code`: the signup screen reads it from there. */
export const signupLink = (code: string): string => `${location.origin}/signup?invite=${encodeURIComponent(code)}`;

export function invitesReducer(state: InvitesState = initialState, action: UnknownAction): InvitesState {
  const list = pagedListStep(state.list, action, fetchInvites, codeOf);
  if (fetchInvites.success.match(action)) return { ...state, byCode: withRecords(state.byCode, action.payload.items, codeOf), list };
  if (list !== state.list) return { ...state, list };
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

const fetchInvitesWorker = pageWorker({
  fetched: fetchInvites,
  read: async (api, cursor) => {
    const { invites, nextCursor } = await api.getInvites({ query: { cursor: cursor ?? undefined } });
    return { items: invites, nextCursor };
  },
  fallback: 'Could not load the invite codes.',
});

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
