import { t } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { TwoFactor } from 'api-contract/entities';
import { createAction, createAsyncAction, type PayloadAction } from 'shell/actions';
import { apiCall, toActionError } from 'shell/api-call';
import { selectSignedIn } from 'shell/session';
import { usersReceived } from 'shell/users';
import { askBrowserForPasskey, PasskeyNotMade } from './passkey-browser';

/** The calls of the two-factor section that a person makes, each refused beside its own form. */
export type TwoFactorStep = 'start' | 'confirm' | 'turnOff' | 'newCodes' | 'addPasskey' | 'removePasskey';

/**
 * The form open in the section, one at a time in place of the button that opened it: a step's,
 * or the password that removes the passkey it names.
 */
export type TwoFactorForm = 'start' | 'turnOff' | 'newCodes' | 'addPasskey' | `removePasskey:${string}`;

/** An authenticator app being set up: the secret its QR code holds, and that `otpauth://` address. */
export type TotpSetup = { secret: string; uri: string };

/**
 * The "Two-factor sign-in" section of Settings: the account's factors as last read, an app being
 * set up (its secret, until a code confirms it), the recovery codes just made (shown once, until
 * Done), the form open, which call is under way, and why the last one was refused. The secret and
 * the codes leave with the screen.
 */
export type TwoFactorState = {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
  twoFactor: TwoFactor | null;
  setup: TotpSetup | null;
  recoveryCodes: string[] | null;
  open: TwoFactorForm | null;
  pending: TwoFactorStep | null;
  refusal: { step: TwoFactorStep; words: string } | null;
};

type NewCodes = { recoveryCodes: string[]; twoFactor: TwoFactor };
type NewPasskey = { name: string; password: string };

export const fetchTwoFactor = createAsyncAction<void, TwoFactor>('twoFactor/fetch');
/** Starts setting up an authenticator app, the password first: succeeds with its secret and QR code's address. */
export const startTotpSetup = createAsyncAction<{ password: string }, TotpSetup>('twoFactor/start');
/** Confirms the app being set up with one of its codes: succeeds with ten recovery codes. */
export const confirmTotp = createAsyncAction<{ code: string }, NewCodes>('twoFactor/confirm');
/** Turns the authenticator app off, the password first. */
export const turnOffTotp = createAsyncAction<{ password: string }, TwoFactor>('twoFactor/turnOff');
/** Ten new recovery codes, the password first: the old ones stop working. */
export const makeRecoveryCodes = createAsyncAction<{ password: string }, NewCodes>('twoFactor/newCodes');
/**
 * Adds a passkey under a name, the password first, then the browser's prompt: succeeds with the
 * factors, and ten recovery codes when it is the account's first second factor (none otherwise).
 */
export const addPasskey = createAsyncAction<NewPasskey, NewCodes>('twoFactor/addPasskey');
/** Removes one of the passkeys, the password first. */
export const removePasskey = createAsyncAction<{ passkeyId: string; password: string }, TwoFactor>('twoFactor/removePasskey');
/** Puts the recovery codes shown on the clipboard. */
export const copyRecoveryCodes = createAsyncAction<void, void>('twoFactor/copyCodes');
/** A button opens its form, in its place: the one open before closes, and its refusal goes. */
export const twoFactorFormOpened = createAction<TwoFactorForm>('twoFactor/formOpened');
/**
 * Cancel, in a step before it is done: its form closes, the refusal it showed goes, and a setup's
 * secret is forgotten (the server's waits unconfirmed, replaced by the next start).
 */
export const twoFactorCancelled = createAction('twoFactor/cancelled');
/** Done: the recovery codes are not shown again. */
export const recoveryCodesSeen = createAction('twoFactor/codesSeen');
/** The screen is left: the secret, the codes, the form open and any refusal go with it. */
export const twoFactorLeft = createAction('twoFactor/left');

const initialState: TwoFactorState = {
  status: 'idle',
  error: null,
  twoFactor: null,
  setup: null,
  recoveryCodes: null,
  open: null,
  pending: null,
  refusal: null,
};

const steps = [
  ['start', startTotpSetup],
  ['confirm', confirmTotp],
  ['turnOff', turnOffTotp],
  ['newCodes', makeRecoveryCodes],
  ['addPasskey', addPasskey],
  ['removePasskey', removePasskey],
] as const;

/** How one of the person's calls changes the section; null when `action` is none of theirs. */
function stepReducer(state: TwoFactorState, action: UnknownAction): TwoFactorState | null {
  for (const [step, { request, failure }] of steps) {
    if (request.match(action)) return { ...state, pending: step, refusal: null };
    if (failure.match(action)) return { ...state, pending: null, refusal: { step, words: action.payload.message } };
  }
  // A step done closes its form (not one opened since): what it changed shows instead.
  const step = steps.find(([, { success }]) => success.match(action))?.[0];
  const open = step && (state.open === step || state.open?.startsWith(`${step}:`)) ? null : state.open;
  const done = { ...state, pending: null, open };
  if (startTotpSetup.success.match(action)) return { ...done, setup: action.payload };
  if (confirmTotp.success.match(action) || makeRecoveryCodes.success.match(action)) {
    const { recoveryCodes, twoFactor } = action.payload;
    return { ...done, setup: null, recoveryCodes, twoFactor };
  }
  if (addPasskey.success.match(action)) {
    // Recovery codes come only with the first second factor: otherwise the list shows the new passkey.
    const { recoveryCodes, twoFactor } = action.payload;
    return { ...done, recoveryCodes: recoveryCodes.length > 0 ? recoveryCodes : null, twoFactor };
  }
  if (turnOffTotp.success.match(action) || removePasskey.success.match(action)) return { ...done, twoFactor: action.payload };
  return null;
}

export function twoFactorReducer(state: TwoFactorState = initialState, action: UnknownAction): TwoFactorState {
  if (fetchTwoFactor.request.match(action)) return { ...state, status: state.status === 'loaded' ? 'loaded' : 'loading', error: null };
  if (fetchTwoFactor.success.match(action)) return { ...state, status: 'loaded', twoFactor: action.payload };
  if (fetchTwoFactor.failure.match(action)) return { ...state, status: 'failed', error: action.payload.message };
  const stepped = stepReducer(state, action);
  if (stepped) return stepped;
  if (twoFactorFormOpened.match(action)) return { ...state, open: action.payload, refusal: null };
  if (twoFactorCancelled.match(action)) return { ...state, setup: null, open: null, refusal: null };
  if (recoveryCodesSeen.match(action)) return { ...state, recoveryCodes: null };
  if (twoFactorLeft.match(action)) return { ...state, setup: null, recoveryCodes: null, open: null, refusal: null };
  return state;
}

type WithTwoFactor = { twoFactorSettings?: TwoFactorState };
export const selectTwoFactorState = (state: WithTwoFactor) => state.twoFactorSettings ?? initialState;
const selectRecoveryCodes = (state: WithTwoFactor) => selectTwoFactorState(state).recoveryCodes;

/**
 * Refusals that say the section shows what is no longer so (another tab set the app up or turned
 * it off, removed a passkey, or added this one): read it again.
 */
const outOfDate = new Set(['totp.already_on', 'totp.off', 'totp.not_started', 'passkey.not_found', 'passkey.already_registered']);

/** Runs one of the person's calls: its success, or its refusal (shown beside its form), then a fresh read if the section was out of date. */
function* stepWorker<Request, Answer, Success>(
  { success, failure }: ReturnType<typeof createAsyncAction<Request, Success>>,
  run: () => Generator<unknown, Answer, unknown>,
  succeeded: (answer: Answer) => { payload: Success; toast?: string },
  fallback: string,
) {
  try {
    const { payload, toast } = succeeded(yield* run());
    yield put(success(payload, toast ? { toast } : undefined));
  } catch (error) {
    const refusal = toActionError(
      error,
      error instanceof PasskeyNotMade ? t`The passkey was not added: it was cancelled, or this device cannot make one here.` : fallback,
    );
    yield put(failure(refusal, { silent: true }));
    if (refusal.code && outOfDate.has(refusal.code)) yield put(fetchTwoFactor.request());
  }
}

function* fetchTwoFactorWorker() {
  try {
    const { twoFactor } = yield* apiCall((api) => api.getTwoFactor());
    yield put(fetchTwoFactor.success(twoFactor));
  } catch (error) {
    yield put(fetchTwoFactor.failure(toActionError(error, t`Could not load your two-factor sign-in.`), { silent: true }));
  }
}

function* startTotpSetupWorker({ payload: body }: PayloadAction<{ password: string }>) {
  yield* stepWorker(
    startTotpSetup,
    () => apiCall((api) => api.startTotpSetup({ body })),
    ({ secret, uri }) => ({ payload: { secret, uri } }),
    t`Could not start setting up an authenticator app.`,
  );
}

function* confirmTotpWorker({ payload: body }: PayloadAction<{ code: string }>) {
  yield* stepWorker(
    confirmTotp,
    () => apiCall((api) => api.confirmTotp({ body })),
    (codes) => ({ payload: codes, toast: t`Two-factor sign-in is on` }),
    t`Could not confirm the code.`,
  );
}

function* turnOffTotpWorker({ payload: body }: PayloadAction<{ password: string }>) {
  yield* stepWorker(
    turnOffTotp,
    () => apiCall((api) => api.turnOffTotp({ body })),
    // With a passkey left, signing in still asks for a second factor.
    ({ twoFactor }) => ({
      payload: twoFactor,
      toast: twoFactor.passkeys.length > 0 ? t`The authenticator app is off` : t`Two-factor sign-in is off`,
    }),
    t`Could not turn off two-factor sign-in.`,
  );
}

function* makeRecoveryCodesWorker({ payload: body }: PayloadAction<{ password: string }>) {
  yield* stepWorker(
    makeRecoveryCodes,
    () => apiCall((api) => api.makeRecoveryCodes({ body })),
    (codes) => ({ payload: codes }),
    t`Could not make new recovery codes.`,
  );
}

function* addPasskeyWorker({ payload: { name, password } }: PayloadAction<NewPasskey>) {
  yield* stepWorker(
    addPasskey,
    function* () {
      const { options } = yield* apiCall((api) => api.startPasskeyRegistration({ body: { password } }));
      const credential = yield* askBrowserForPasskey(options);
      return yield* apiCall((api) => api.registerPasskey({ body: { name, credential } }));
    },
    (kept) => ({ payload: kept, toast: t`Passkey added` }),
    t`Could not add the passkey.`,
  );
}

function* removePasskeyWorker({ payload: { passkeyId, password } }: PayloadAction<{ passkeyId: string; password: string }>) {
  yield* stepWorker(
    removePasskey,
    () => apiCall((api) => api.removePasskey({ passkeyId, body: { password } })),
    ({ twoFactor }) => ({ payload: twoFactor, toast: t`Passkey removed` }),
    t`Could not remove the passkey.`,
  );
}

/** The clipboard's own call, on its object: a browser refuses `writeText` called on anything else. */
const writeClipboard = (text: string): Promise<void> => navigator.clipboard.writeText(text);

function* copyRecoveryCodesWorker() {
  const codes = (yield select(selectRecoveryCodes)) as string[] | null;
  if (!codes) return;
  try {
    yield call(writeClipboard, codes.join('\n'));
    yield put(copyRecoveryCodes.success(undefined, { toast: t`Recovery codes copied` }));
  } catch {
    // No clipboard (an insecure page, or the permission refused): the codes are on screen to copy by hand.
    yield put(copyRecoveryCodes.failure({ status: 0, message: t`Could not copy the codes. Select them and copy them instead.` }));
  }
}

/**
 * The person's own record read again once a factor is added or taken away: it says whether they
 * have a second factor, which the staff's screens read (`SOCIAL_STAFF_REQUIRE_2FA`).
 */
function* ownRecordWorker() {
  const me = (yield select(selectSignedIn)) as { _id: string } | null;
  if (!me) return;
  try {
    const { user } = yield* apiCall((api) => api.getUser({ userId: me._id }));
    yield put(usersReceived([user]));
  } catch {
    // The record is read again with the next page that shows it.
  }
}

export function* twoFactorSaga() {
  yield takeLatest(
    [confirmTotp.success.type, turnOffTotp.success.type, addPasskey.success.type, removePasskey.success.type],
    ownRecordWorker,
  );
  yield takeLatest(fetchTwoFactor.request.type, fetchTwoFactorWorker);
  yield takeLeading(startTotpSetup.request.type, startTotpSetupWorker);
  yield takeLeading(confirmTotp.request.type, confirmTotpWorker);
  yield takeLeading(turnOffTotp.request.type, turnOffTotpWorker);
  yield takeLeading(makeRecoveryCodes.request.type, makeRecoveryCodesWorker);
  yield takeLeading(addPasskey.request.type, addPasskeyWorker);
  yield takeLeading(removePasskey.request.type, removePasskeyWorker);
  yield takeLeading(copyRecoveryCodes.request.type, copyRecoveryCodesWorker);
}
