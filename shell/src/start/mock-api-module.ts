import type * as MockApiModule from 'mock-api/server';

/** Where the page's build wrote it (tooling/webpack/create-config.cjs), beside the page's first script. */
declare const __webpack_public_path__: string;

/** The in-page mock's script, under the page's build (`mockApiFolder` in tooling/webpack/create-config.cjs). */
export const mockApiScript = 'mock-api/mock-api.js';

/**
 * The in-page mock, fetched only when a page may run on it: the shell's page once its configuration
 * says so, a remote's own page at once (it usually does, and the mock is then fetched while the
 * configuration is read). It is built apart from the page, as an
 * ES module with a webpack runtime of its own: in the page's runtime it made every module they
 * share (the contract's refusals and schemas, which the mock says nearly all of) keep every export
 * either used, in the first script of every visit, mock or not.
 */
export async function importMockApi(): Promise<typeof MockApiModule> {
  // A URL webpack does not follow: the browser imports the mock's own build. Async, so that even
  // a page outside webpack, with no public path, is refused rather than thrown at.
  return import(/* webpackIgnore: true */ `${__webpack_public_path__}${mockApiScript}`) as Promise<typeof MockApiModule>;
}
