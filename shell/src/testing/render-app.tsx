import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'shell/router';
import toast from 'react-hot-toast';
import { startMockApi, type MockApi } from 'mock-api/server';
import { createApiClient, type ApiClient } from 'api-contract/client';
import { guestCredentials } from 'api-contract/guest';
import { opened } from 'api-contract/testing/opened-session';
import type { Role } from 'api-contract/runtime-config';
import { buildSeedUsers } from 'api-contract/seed';
import { AppProviders } from '../app/app-providers';
import { login, sessionStorageKey } from '../features/session';
import { createAppStore, type AppStore } from '../store/create-app-store';
import type { RemoteModule } from '../store/remote-module';
import { activateLanguage, addModuleCatalogues, addShellCatalogues } from '../i18n';
import type { InterfaceLanguage } from '../i18n/catalogues';

export type RenderAppOptions = {
  /** The address to start at; a function when only `beforeSignIn` can make it (a link to what it set up). */
  route?: string | (() => string);
  /** The route pattern the element is mounted at (`/profile/:username`). */
  path?: string;
  /** Remote modules to register first, as the shell does before a remote renders. */
  modules?: RemoteModule[];
  /** Start signed out instead of as the guest. */
  signedOut?: boolean;
  /** Sign in as this person instead of the guest (one of the seed's, or someone `beforeSignIn` signed up). */
  signInAs?: { username: string; password: string };
  /**
   * Start from this text in the session's local-storage entry, as a page opened after an
   * earlier visit does, instead of signing in (the store reads and checks it).
   */
  storedSession?: string;
  /** How many older posts the mock API adds to the spec's 6: enough for several pages. */
  seedPosts?: number;
  /**
   * Deliver the mock API's events to the store, as a page on the server gets the server's: the
   * public ones, and the signed-in person's private ones (the bell's count).
   */
  liveEvents?: boolean;
  /**
   * What the test sets up on the mock API itself before the guest signs in, so the guest's
   * record says it from the start (`mock.makeAdmin('guest')`, `mock.community.registration`).
   */
  beforeSignIn?: (mock: MockApi) => Promise<void>;
  /** What happened on the API before the page opened (another device signing in), with the app's client. */
  before?: (api: AppStore['api']) => Promise<void>;
  /**
   * The interface's language (English unless given): the shell's and the modules' catalogues of
   * it are loaded first, as a page's start does. `pseudo`, the tests' language, with
   * `plainWords(document.body)`, finds the texts written outside a catalogue.
   */
  language?: InterfaceLanguage;
};

export type RenderAppResult = RenderResult & { appStore: AppStore };

let running: MockApi | null = null;

/**
 * Starts the mock API for one test, on the test file's database (tooling's jest environment
 * gives each file one), seeded afresh; call `stopTestApi` in afterEach.
 */
export async function startTestApi(seedPosts?: number): Promise<MockApi> {
  await running?.shutdown();
  running = startMockApi({ environment: 'test', seedPosts });
  await running.ready;
  return running;
}

/** Stops the mock API and forgets the toasts, which react-hot-toast keeps between renders. */
export async function stopTestApi(): Promise<void> {
  await running?.shutdown();
  running = null;
  toast.remove();
}

/**
 * A client of the running mock API signed in as someone other than the page's guest (a seed
 * person, by their published password): what another person does meanwhile, in a test.
 */
export async function signInOnMock(credentials: { username: string; password: string }): Promise<ApiClient> {
  let token: string | null = null;
  const client = createApiClient({ getToken: () => token });
  token = opened(await client.login({ body: credentials })).encodedToken;
  return client;
}

/**
 * Gives the guest `role` on the mock, before the guest signs in (a `beforeSignIn`): an admin
 * by the operator's command, a moderator by an admin's hand (another seed person made admin
 * for it), as the community would.
 */
export async function giveGuestRole(mock: MockApi, role: Role): Promise<void> {
  if (role === 'admin') return mock.makeAdmin('guest');
  await mock.makeAdmin('lenaf');
  const admin = await signInOnMock({ username: 'lenaf', password: 'lenaFischer123' });
  const { user } = await admin.getUserByUsername({ username: 'guest' });
  await admin.setRole({ userId: user._id, body: { role } });
}

/** A client of the test's API signed in as one of the seed's people (their passwords are published). */
export async function apiAs(username: string): Promise<ApiClient> {
  const person = buildSeedUsers().find((user) => user.username === username);
  if (!person) throw new Error(`No seed person is called ${username}`);
  return signInOnMock({ username, password: person.password });
}

/**
 * The shell's words and `modules'`, as a page's start and the shell's loading of a remote add
 * them (so a language chosen during the test is found), shown in `language` when given.
 */
async function addWords(modules: RemoteModule[], language: InterfaceLanguage | undefined): Promise<void> {
  await addShellCatalogues();
  await Promise.all(modules.map(addModuleCatalogues));
  if (language) await activateLanguage(language);
}

/**
 * The one render helper of every package's tests: a fresh mock API, the app's store with
 * the given remotes registered, a memory router, and (unless `signedOut` or a
 * `storedSession` is given) the signed-in guest, or `signInAs`; in English unless `language`.
 */
export async function renderApp(
  element: ReactElement,
  {
    route = '/',
    path = '*',
    modules = [],
    signedOut = false,
    signInAs = guestCredentials,
    storedSession,
    seedPosts,
    liveEvents = false,
    beforeSignIn,
    before,
    language,
  }: RenderAppOptions = {},
): Promise<RenderAppResult> {
  localStorage.clear();
  if (storedSession !== undefined) localStorage.setItem(sessionStorageKey, storedSession);
  const api = await startTestApi(seedPosts);
  await beforeSignIn?.(api);
  const appStore = createAppStore({
    ...(storedSession === undefined ? { session: null } : {}),
    ...(liveEvents ? { liveEvents: api.subscribe, privateEvents: ({ token }, onEvent) => api.subscribeNotifications(token, onEvent) } : {}),
  });
  modules.forEach(appStore.store.registerModule);
  if (!signedOut && storedSession === undefined) {
    const { foundUser, encodedToken } = opened(await appStore.api.login({ body: signInAs }));
    appStore.store.dispatch(login.success({ token: encodedToken, user: foundUser }));
  }
  await before?.(appStore.api);
  await addWords(modules, language);
  const result = render(
    <AppProviders appStore={appStore}>
      <MemoryRouter initialEntries={[typeof route === 'function' ? route() : route]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, appStore };
}

/** The texts written outside a catalogue, on a page rendered in the pseudo-language (tooling/e2e/plain-words.ts). */
export { plainWords } from 'tooling/e2e/plain-words';
export { meetBobElsewhere, writeAsFromElsewhere } from './from-elsewhere';
export { holdCalls, type HeldCalls } from './hold-calls';
