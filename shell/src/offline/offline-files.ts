/**
 * Which requests the service worker keeps: the app's pages and the files of the shell and the
 * remotes. Never the API's answers, nor its streams, nor anything else of another origin than
 * the remotes' files.
 */

/** The API and the images it keeps: always the network's answer. */
const serverOwned = /^\/(api|media)(\/|$)/;

/** The files an app's build writes: scripts, styles, its manifest and the runtime config. */
const builtFile = /\.(js|css|json|webmanifest|png|svg)$/;

/** A chunk named by its content hash (`522.a91a9af7.js`), as the build names them. */
export const hashedFile = (pathname: string): boolean => /\.[0-9a-f]{8}\.js$/.test(pathname);

/** A route of the app (no file extension), which the server answers with the app's html. */
export const appPage = (pathname: string): boolean => !serverOwned.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);

/**
 * A file of the shell or of a remote: of this origin outside the API, or of another origin (a
 * remote, wherever `config.json` says it is served) when it is a built file.
 */
export const appFile = (url: URL, sameOrigin: boolean): boolean =>
  builtFile.test(url.pathname) && (sameOrigin ? !serverOwned.test(url.pathname) : url.protocol.startsWith('http'));
