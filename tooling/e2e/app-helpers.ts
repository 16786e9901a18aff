import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** Signs in with 'Login as a Guest' and waits for the home feed. */
export async function loginAsGuest(page: Page, startAt = '/login'): Promise<void> {
  await page.goto(startAt);
  await page.getByRole('button', { name: 'Login as a Guest' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, guest' })).toBeVisible();
}

/** A person of the seed, as the login screen asks for them. */
export type Credentials = { username: string; password: string };

/** Logs in through the login screen; the caller checks the outcome (a refusal is an outcome too). */
export async function logIn(page: Page, { username, password }: Credentials): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** `person` signs in through the API: the session the login's answer carries. */
async function loginThroughApi(request: APIRequestContext, baseURL: string, person: Credentials) {
  const login = await request.post(`${baseURL}/api/auth/login`, { data: person });
  expect(login.ok(), `${person.username} signs in`).toBe(true);
  return (await login.json()) as { foundUser: unknown; encodedToken: string };
}

/** The guest of the demo, as the login screen asks for them. */
export const guest: Credentials = { username: 'guest', password: 'guest123' };

/**
 * Signs `person` in through the API and keeps the session where the app keeps it (the stored
 * entry `user`) before the app loads, so the next `goto` opens a screen signed in, in one load of
 * the app. Signing in through the login screen first loads the app twice, which was a third of
 * each screen's visit in the accessibility and language tests; the login screen has tests of its
 * own.
 */
export async function signedInBeforeLoading(page: Page, person: Credentials): Promise<void> {
  const { foundUser, encodedToken } = await loginThroughApi(page.request, '', person);
  // A page of the app's origin that does not load the app: its storage is the app's.
  await page.goto('/api/health');
  await page.evaluate((session) => localStorage.setItem('user', session), JSON.stringify({ token: encodedToken, user: foundUser }));
}

/** Someone else at another computer (a browser context of their own), signed in through the login screen. */
export async function signedInElsewhere(browser: Browser, baseURL: string, person: Credentials): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await logIn(page, person);
  await expect(page.getByRole('heading', { name: `Hello, ${person.username}` })).toBeVisible();
  return page;
}

/**
 * Publishes a post from the navigation's New Post dialog and waits for the app to say so, and for
 * that toast to go (2 s): the next post's toast is then the only one a test finds.
 */
export async function writePost(page: Page, caption: string, content: string): Promise<void> {
  await page.getByRole('button', { name: 'New Post', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Post' });
  await dialog.getByLabel('Caption').fill(caption);
  await dialog.getByLabel('Content').fill(content);
  await dialog.getByRole('button', { name: 'add post' }).click();
  const uploaded = page.getByText('Post Uploded!');
  await expect(uploaded).toBeVisible();
  await expect(uploaded).toHaveCount(0);
}

/** Someone who signs up, as the signup form asks for them. */
export type Newcomer = { firstName: string; lastName: string; username: string; email: string; password: string };

/** The newcomer the browser tests sign up when any will do. */
export const ada: Newcomer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  password: 'analytical-engine-1843',
};

/** Fills the signup form the page shows with `person`; the caller sends it and checks the outcome. */
export async function fillSignupForm(page: Page, person: Newcomer): Promise<void> {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
}

/**
 * Makes the shell believe a remote lives at `entry` by answering its `config.json`: how a test
 * stops or moves one remote without touching the others.
 */
export async function relocateRemote(page: Page, remote: string, entry: string): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    await route.fulfill({ response, json: { ...config, remotes: { ...config.remotes, [remote]: entry } } });
  });
}

/** The words the app's failing calls answer with in these tests. */
export const unavailable = 'The service is unavailable right now. Please try again.';

/** A refusal as the server words and codes it when it cannot answer now: what a test's stand-in for a failing server answers. */
export const unavailableAnswer = { errors: [unavailable], code: 'server.unavailable' };

/**
 * Makes every API call whose path matches `path` (a regular expression, optionally only for
 * one `method`) fail with `status`: how a test sees a screen when the server fails. Resolves
 * with what makes the server answer again.
 */
export async function failApi(
  page: Page,
  { path, status = 503, method }: { path: string; status?: number; method?: string },
): Promise<() => Promise<void>> {
  const pattern = new RegExp(path);
  const matches = (url: URL) => pattern.test(url.pathname);
  await page.route(matches, (route) => {
    if (method && route.request().method() !== method.toUpperCase()) return route.fallback();
    return route.fulfill({ status, json: unavailableAnswer });
  });
  return () => page.unroute(matches);
}

export type HeldCalls = {
  /** How many matching calls the page has made so far. */
  count: () => number;
  /** Lets every call held so far through to the server, and the ones after it too. */
  release: () => Promise<void>;
};

/**
 * Holds the server's answers to the API calls whose path matches `path` until `release`: how a
 * test sees what the screen shows before the server answers, without timing anything.
 */
export async function holdApi(page: Page, path: RegExp): Promise<HeldCalls> {
  const held: Array<() => Promise<void>> = [];
  let made = 0;
  let released = false;
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      made += 1;
      if (released) return route.continue();
      held.push(() => route.continue());
    },
  );
  return {
    count: () => made,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((pass) => pass()));
    },
  };
}

/** Someone else, signed in beside the page through the API alone: what they do reaches the page only through the server. */
export type OtherPerson = {
  /** Calls the API as this person: `POST /api/<path>` with `data`, failing the test unless the server agrees. */
  post: (path: string, data?: object) => Promise<unknown>;
  /** Reads the API as this person: `GET /api/<path>`, failing the test unless the server answers. */
  get: (path: string) => Promise<unknown>;
};

export async function signInThroughApi(
  request: APIRequestContext,
  baseURL: string,
  credentials: { username: string; password: string },
): Promise<OtherPerson> {
  const { encodedToken } = await loginThroughApi(request, baseURL, credentials);
  return {
    post: async (path, data = {}) => {
      const response = await request.post(`${baseURL}/api/${path}`, { data, headers: { authorization: encodedToken } });
      expect(response.ok(), `POST /api/${path} as ${credentials.username}`).toBe(true);
      return response.json() as Promise<unknown>;
    },
    get: async (path) => {
      const response = await request.get(`${baseURL}/api/${path}`, { headers: { authorization: encodedToken } });
      expect(response.ok(), `GET /api/${path} as ${credentials.username}`).toBe(true);
      return response.json() as Promise<unknown>;
    },
  };
}

const contentTypes: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/**
 * Answers the page's requests to `origin` with the files of the build in `dist`, as a server of
 * that remote would: how a test deploys a build without starting a server for it. With
 * `missing: 'server'` what the build has no file for (the API, a screen's address) goes on to the
 * origin's server: how the shell's build is deployed over the server that carries the API.
 */
export async function serveBuild(
  page: Page,
  origin: string,
  dist: string,
  { missing = 'not found' }: { missing?: 'not found' | 'server' } = {},
): Promise<void> {
  await page.route(`${origin}/**`, async (route) => {
    const file = path.join(dist, new URL(route.request().url()).pathname);
    const inside = !path.relative(dist, file).startsWith('..');
    if (!inside || !existsSync(file) || statSync(file).isDirectory()) {
      return missing === 'server' ? route.fallback() : route.fulfill({ status: 404 });
    }
    await route.fulfill({
      body: readFileSync(file),
      headers: { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' },
    });
  });
}

/**
 * Watches a page that is to be left alone: `stillThisPage()` is true only while no reload or
 * navigation has replaced the document, and `calls` lists the API calls the server refused it
 * from now on (401 or 404: a session refused), so a test can tell the page learned what happened
 * from its live stream, not from a call (a page at rest may still load an image or a count).
 */
export async function watchIdlePage(page: Page): Promise<{ stillThisPage: () => Promise<boolean>; calls: string[] }> {
  await page.evaluate(() => Object.assign(window, { markedByTheTest: true }));
  const calls: string[] = [];
  page.on('response', (answer) => {
    const { pathname } = new URL(answer.url());
    const refused = answer.status() === 401 || answer.status() === 404;
    if (pathname.startsWith('/api/') && !pathname.endsWith('/events') && refused) calls.push(`${answer.request().method()} ${pathname}`);
  });
  const stillThisPage = () => page.evaluate(() => (window as Window & { markedByTheTest?: boolean }).markedByTheTest === true);
  return { stillThisPage, calls };
}

/**
 * Opens a remote running alone (`mf_feed` on its own port) and waits for its frame. Before its
 * first paint the page starts the in-page mock (PGlite's wasm and the seed's snapshot) and signs
 * the guest in: about 8 s on a two-core machine with nothing else running, more beside another
 * test's browser, so this wait is longer than the usual 10 s (30 s beside another worker's build was seen). How long it takes is the
 * benchmarks' to say, not a test's.
 */
export async function openStandalone(page: Page, port: number, remote: string): Promise<void> {
  // The whole test has the time of three: the start-up's wait is most of one.
  test.slow();
  await page.goto(`http://localhost:${port}/`);
  await expect(page.getByText(`${remote} running alone`)).toBeVisible({ timeout: standaloneStartMs });
}

/** How long a remote running alone may take to start (`openStandalone`). */
export const standaloneStartMs = 30_000;
