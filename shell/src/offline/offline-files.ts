/**
 * Which requests the service worker keeps: the app's pages and the files of the shell and the
 * remotes. Never the API's answers (`/api`, its images at `/api/media` and its streams among
 * them). Of another origin, only built files: the Content-Security-Policy lets scripts come from
 * this origin and the remotes' alone.
 */

/** The API: always the network's answer. */
const serverOwned = /^\/api(\/|$)/;

/** The files an app's build writes: scripts, styles, its manifest and the runtime config. */
const builtFile = /\.(js|css|json|webmanifest|png|svg)$/;

/** A chunk named by its content hash (`522.a91a9af7.js`), as the build names them. */
export const hashedFile = (pathname: string): boolean => /\.[0-9a-f]{8}\.js$/.test(pathname);

/** A route of the app (no file extension), which the server answers with the app's html. */
export const appPage = (pathname: string): boolean => !serverOwned.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);

/**
 * A built file of the shell or of a remote: of this origin outside the API, or of another
 * (a remote, wherever `config.json` says it is served).
 */
export const appFile = (url: URL, sameOrigin: boolean): boolean =>
  builtFile.test(url.pathname) && (sameOrigin ? !serverOwned.test(url.pathname) : url.protocol.startsWith('http'));
