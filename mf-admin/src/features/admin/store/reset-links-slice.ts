import { msg, t } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import type { ApiErrorCode } from 'api-contract/api-error';
import { createAction, createAsyncAction } from 'shell/actions';
import { apiAction } from 'shell/api-call';

/** A link made for a member to choose a new password: whose, its one-time token, and when it stops working. */
export type ResetLink = { username: string; token: string; expiresAt: string };

/** Why the last link was not made: for whom it was asked, and the refusal's code (what the form words it by) and words. */
export type ResetLinkRefusal = { username: string; code?: ApiErrorCode; message: string };

/**
 * The "Password reset link" form: whether a link is being made (its button waits), the link made
 * last (shown until another is made or the screen is left), and why the last one was refused.
 */
export type ResetLinksState = { making: boolean; link: ResetLink | null; refusal: ResetLinkRefusal | null };

/** The member named by username, looked up first (the call takes an id), then their link. */
export const makeResetLink = apiAction('adminResetLinks/make', {
  call: async (api, { username }: { username: string }): Promise<ResetLink> => {
    const { user } = await api.getUserByUsername({ username });
    const { token, expiresAt } = await api.makePasswordResetLink({ userId: user._id });
    return { username: user.username, token, expiresAt };
  },
  success: (link) => link,
  fallback: msg`Could not make a reset link.`,
  subject: ({ username }) => username,
  // The form says why, beside its button.
  shownInPlace: true,
  take: 'leading',
});

/** The link leaves the page with the screen: it lets whoever has it choose the member's password. */
export const forgetResetLink = createAction('adminResetLinks/forget');
/** Puts the link shown on the clipboard, for the admin to hand over. */
export const copyResetLink = createAsyncAction<void, void>('adminResetLinks/copy');

/** The address a member chooses a new password at with `token`: the token is in the fragment, which no server or log is sent. */
export const resetLinkAddress = (token: string): string => `${location.origin}/reset-password#token=${encodeURIComponent(token)}`;

const initialState: ResetLinksState = { making: false, link: null, refusal: null };

export function resetLinksReducer(state: ResetLinksState = initialState, action: UnknownAction): ResetLinksState {
  if (makeResetLink.request.match(action)) return { ...state, making: true, refusal: null };
  if (makeResetLink.success.match(action)) return { making: false, link: action.payload, refusal: null };
  if (makeResetLink.failure.match(action)) {
    const { subject = '', code, message } = action.payload;
    return { making: false, link: null, refusal: { username: subject, code, message } };
  }
  if (forgetResetLink.match(action)) return initialState;
  return state;
}

type WithResetLinks = { adminResetLinks?: ResetLinksState };
const resetLinksOf = (state: WithResetLinks) => state.adminResetLinks ?? initialState;
export const selectResetLink = (state: WithResetLinks) => resetLinksOf(state).link;
export const selectResetLinkMaking = (state: WithResetLinks) => resetLinksOf(state).making;
export const selectResetLinkRefusal = (state: WithResetLinks) => resetLinksOf(state).refusal;

/** The clipboard's own call, on its object: a browser refuses `writeText` called on anything else. */
const writeClipboard = (text: string): Promise<void> => navigator.clipboard.writeText(text);

function* copyLinkWorker() {
  const link = (yield select(selectResetLink)) as ResetLink | null;
  if (!link) return;
  try {
    yield call(writeClipboard, resetLinkAddress(link.token));
    yield put(copyResetLink.success(undefined, { toast: t`Copied the reset link` }));
  } catch {
    // No clipboard (an insecure page, or the permission refused): the link is in its field, to copy by hand.
    yield put(copyResetLink.failure({ status: 0, message: t`Could not copy the link. Select it in its field and copy it instead.` }));
  }
}

export function* resetLinksSaga() {
  yield all([makeResetLink.saga(), takeEvery(copyResetLink.request.type, copyLinkWorker)]);
}
