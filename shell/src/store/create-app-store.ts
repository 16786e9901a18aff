import { t } from '@lingui/core/macro';
import { applyMiddleware, combineReducers, createStore, type Reducer, type Store } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { createApiClient, type ApiClient } from 'api-contract/client';
import { notifyMiddleware } from '../features/notifications';
import {
  initialSessionState,
  logout,
  selectSignedIn,
  sessionReducer,
  sessionSynced,
  type SessionState,
  readStoredSession,
  writeStoredSession,
  type StoredSession,
  type StoredSessionRead,
  sessionSaga,
  sessionEndNotice,
  initialPasswordResetState,
  passwordResetReducer,
  passwordResetSaga,
  type PasswordResetState,
} from '../features/session';
import { endsSession } from 'api-contract/error-codes';
import { initialNoticesState, noticesReducer, type NoticesState, noticesSaga } from '../features/notices';
import { safetyDialogReducer, type SafetyDialogState, safetySaga } from '../features/safety';
import { selectStoredProfile, usersReceived, usersReducer, type UsersState, usersSaga } from '../features/users';
import { liveEventsSaga, type LiveEventSource } from '../features/live';
import { languageSaga } from '../i18n/language-choice';
import { appAuthorizationReducer, appAuthorizationSaga, initialAppAuthorizationState, type AppAuthorizationState } from '../features/apps';
import { bellReducer, initialBellState, bellSaga, type PrivateEventSource, type BellState } from '../features/bell';
import { remoteModulesKey, type StoreModule } from './remote-module';

/** The state the shell owns; remotes add their own slices beside it. */
export type ShellState = {
  session: SessionState;
  passwordReset: PasswordResetState;
  users: UsersState;
  safetyDialog: SafetyDialogState;
  notices: NoticesState;
  bell: BellState;
  appAuthorization: AppAuthorizationState;
};

/**
 * The store carries its module registry (as redux-injectors does), so a remote reaches it
 * through react-redux's context, which is shared, instead of a context object of its own
 * bundle's copy of this package.
 */
export type RegistryStore = Store<ShellState> & {
  /** Adds a remote's reducers and starts its saga; a module already registered is ignored. */
  registerModule: (module: StoreModule) => void;
};

export type AppStore = { store: RegistryStore; api: ApiClient };

export type AppStoreOptions = {
  /** The session to start with; by default the one kept in local storage. */
  session?: StoredSession | null;
  /** Another API client (tests); by default the one for `/api` with this store's token. */
  api?: ApiClient;
  /** Where the page's live events come from (the server's stream, or the in-page mock); none by default. */
  liveEvents?: LiveEventSource;
  /** Where the signed-in person's private events come from (the bell's count); none by default. */
  privateEvents?: PrivateEventSource;
};

/**
 * Wraps the combined reducer so that signing out, or another tab switching to another user,
 * starts every slice but the session afresh: the next user never sees the last one's
 * bookmarks, drafts or comments.
 */
function resetOnUserChange(combined: Reducer<ShellState>): Reducer<ShellState> {
  return (state, action) => {
    const switchedUser = sessionSynced.match(action) && state !== undefined && action.payload?.user._id !== selectSignedIn(state)?._id;
    if (state && (logout.match(action) || switchedUser)) return combined({ session: state.session } as ShellState, action);
    return combined(state, action);
  };
}

/** Keeps the session under `user` in local storage: the token, and the signed-in user's record. */
function persistSession(store: Store<ShellState>): void {
  let last = { token: store.getState().session.token, user: selectStoredProfile(store.getState()) };
  store.subscribe(() => {
    const state = store.getState();
    const now = { token: state.session.token, user: selectStoredProfile(state) };
    if (now.token === last.token && now.user === last.user) return;
    last = now;
    writeStoredSession(now.token && now.user ? { token: now.token, user: now.user } : null);
  });
}

/**
 * The one redux store of a page, with the saga middleware. The shell creates it; a remote
 * running alone creates the same one. Each root saga is spawned, so one that fails does not
 * stop the others.
 */
export function createAppStore({ session, api: givenApi, liveEvents, privateEvents }: AppStoreOptions = {}): AppStore {
  const stored: StoredSessionRead = session === undefined ? readStoredSession() : { session, discarded: false };
  let store: Store<ShellState> | undefined = undefined;
  const api =
    givenApi ??
    createApiClient({
      getToken: () => store?.getState().session.token ?? null,
      // Only the session the call was made with is ended, saying why: a newer sign-in stays.
      onSessionRejected: (token, reason) => {
        if (store?.getState().session.token === token && endsSession(reason.code)) {
          store.dispatch(logout(sessionEndNotice({ ...reason, code: reason.code })));
        }
      },
    });
  // The registered modules, by id, for the sagas: each remote reaches what another exposes at
  // runtime, never compiled into its own bundle.
  const remoteModules: Record<string, StoreModule> = {};
  const sagaMiddleware = createSagaMiddleware({ context: { api, [remoteModulesKey]: remoteModules } });
  const reducers: Record<string, Reducer> = {
    session: sessionReducer,
    passwordReset: passwordResetReducer,
    users: usersReducer,
    safetyDialog: safetyDialogReducer,
    notices: noticesReducer,
    bell: bellReducer,
    appAuthorization: appAuthorizationReducer,
  };
  const preloaded = {
    session: { ...initialSessionState, token: stored.session?.token ?? null },
    passwordReset: initialPasswordResetState,
    users: usersReducer(undefined, usersReceived(stored.session ? [stored.session.user] : [])),
    safetyDialog: null,
    notices: initialNoticesState,
    bell: initialBellState,
    appAuthorization: initialAppAuthorizationState,
  };
  const rootReducer = () => resetOnUserChange(combineReducers(reducers) as unknown as Reducer<ShellState>);
  const created = createStore(rootReducer(), preloaded, applyMiddleware(sagaMiddleware, notifyMiddleware));
  store = created;
  persistSession(created);
  // Said in the language the page started in (the store is made once it is known).
  if (stored.discarded) created.dispatch(logout({ reason: t`Your saved session could not be used. Please log in again.` }));
  sagaMiddleware.run(function* shellSaga() {
    yield spawn(sessionSaga);
    yield spawn(passwordResetSaga);
    yield spawn(appAuthorizationSaga);
    yield spawn(usersSaga);
    yield spawn(safetySaga);
    yield spawn(noticesSaga);
    yield spawn(languageSaga);
    if (liveEvents) yield spawn(liveEventsSaga, liveEvents);
    if (privateEvents) yield spawn(bellSaga, privateEvents);
  });

  const registered = new Set<string>();
  const registerModule = (module: StoreModule) => {
    if (registered.has(module.id)) return;
    registered.add(module.id);
    Object.assign(reducers, module.reducers);
    created.replaceReducer(rootReducer());
    remoteModules[module.id] = module;
    if (module.saga) sagaMiddleware.run(module.saga);
  };
  return { store: Object.assign(created, { registerModule }), api };
}
