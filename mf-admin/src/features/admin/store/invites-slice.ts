import { msg, t } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { all, call, put, takeEvery } from 'redux-saga/effects';
import type { Invite } from 'api-contract/entities';
import { createAsyncAction, type PayloadAction } from 'shell/actions';
import { apiAction, idleCall, type CallStatus } from 'shell/api-call';
import { ownEntry } from 'shell/own-entries';
import { emptyPagedRecords, pagedListCall, withRecords, type PagedRecords } from 'shell/paged-list';

/** A new code's settings, as the form sends them. */
export type InviteSettings = { uses: number; expiresInDays: number };

/**
 * The invite codes: each by its code (`byId`), the list as codes (the newest first), and the form
 * that makes one (a pending flag that blocks a double submit, and why it last failed).
 */
export type InvitesState = PagedRecords<Invite> & { creating: CallStatus };

const codeOf = (invite: Invite) => invite.code;

const invites = pagedListCall('adminInvites', {
  read: (api, query) => api.getInvites({ query }),
  items: (answer) => answer.invites,
  idOf: codeOf,
  fallback: msg`Could not load the invite codes.`,
});
export const fetchInvites = invites.fetch;

export const createInvite = apiAction('adminInvites/create', {
  call: (api, settings: InviteSettings) => api.createInvite({ body: settings }),
  success: ({ invite }) => invite,
  toast: ({ invite }) => {
    const { code } = invite;
    return t`Made the invite code ${code}`;
  },
  fallback: msg`Could not make an invite code.`,
  // The form shows why, beside its button.
  shownInPlace: true,
  take: 'leading',
});
/** Puts a code's signup link on the clipboard, for the admin to hand on. */
export const copyInviteLink = createAsyncAction<{ code: string }, { code: string }>('adminInvites/copyLink');

const initialState: InvitesState = { ...emptyPagedRecords, creating: idleCall };

/** The address a person signs up at with `code`: the signup screen reads it from there. */
export const signupLink = (code: string): string => `${location.origin}/signup?invite=${encodeURIComponent(code)}`;

export function invitesReducer(state: InvitesState = initialState, action: UnknownAction): InvitesState {
  const next = invites.recordsStep(state, action);
  if (next !== state) return next;
  const creating = createInvite.statusStep(state.creating, action);
  if (createInvite.success.match(action)) {
    // The newest code comes first, as the server lists them.
    const code = action.payload.code;
    const list = { ...state.list, ids: [code, ...state.list.ids.filter((id) => id !== code)] };
    return { byId: withRecords(state.byId, [action.payload], codeOf), list, creating };
  }
  return creating === state.creating ? state : { ...state, creating };
}

type WithInvites = { adminInvites?: InvitesState };
const invitesOf = (state: WithInvites) => state.adminInvites ?? initialState;
export const selectInviteList = (state: WithInvites) => invitesOf(state).list;
export const selectInvite = (code: string) => (state: WithInvites) => ownEntry(invitesOf(state).byId, code);
export const selectInviteCreation = (state: WithInvites) => invitesOf(state).creating;

/** The clipboard's own call, on its object: a browser refuses `writeText` called on anything else. */
const writeClipboard = (text: string): Promise<void> => navigator.clipboard.writeText(text);

function* copyLinkWorker(action: PayloadAction<{ code: string }>) {
  const { code } = action.payload;
  try {
    yield call(writeClipboard, signupLink(code));
    yield put(copyInviteLink.success({ code }, { toast: t`Copied the signup link` }));
  } catch {
    // No clipboard (an insecure page, or the permission refused): the code is on screen to copy by hand.
    yield put(
      copyInviteLink.failure({ status: 0, message: t`Could not copy the link. Select the code and copy it instead.`, subject: code }),
    );
  }
}

export function* invitesSaga() {
  yield all([invites.saga(), createInvite.saga(), takeEvery(copyInviteLink.request.type, copyLinkWorker)]);
}
