import {
  type Context,
  getAuthenticatedDocumentLoader,
  kvCache,
  type AuthenticatedDocumentLoaderFactory,
  type DocumentLoaderFactory,
  type HttpMessageSignaturesSpec,
  type HttpMessageSignaturesSpecDeterminer,
  type KvKey,
  type KvStore,
} from '@fedify/fedify';
import {
  FetchError,
  getDocumentLoader,
  UrlError,
  type DocumentLoader,
  type DocumentLoaderFactoryOptions,
  type GetUserAgentOptions,
} from '@fedify/vocab-runtime';
import { LRUCache } from 'lru-cache';

/** Redirects a fetch of another server's document follows at most, as a fetch of its images does (remote-fetch.ts). */
const otherServersRedirectsMax = 3;

/** The keys Fedify's own loaders keep their cache and what they learnt of each server under: the same, so nothing is fetched again. */
const remoteDocuments: KvKey = ['_fedify', 'remoteDocument'];
const signatureSpecs: KvKey = ['_fedify', 'httpMessageSignaturesSpec'];

/**
 * How long a document whose server did not answer (no connection, or nothing within the wait of
 * other-servers-dispatcher.ts) is not asked for again: long enough for the lookups of one delivery
 * and a burst of its server's others, short enough that a server back up is soon read again.
 */
const unansweredForgottenAfterMs = 60_000;
/** The most unanswered documents remembered at once: the oldest are forgotten first. */
const unansweredRememberedMax = 10_000;

/** The loaders a read of other servers' documents goes through: a context's own, or ones signed as someone. */
export type Reader = Pick<Context<void>, 'documentLoader' | 'contextLoader'>;

/** A reader's loaders alone, as a vocabulary object's getters take them (a context spread would carry all of it). */
export const loadersOf = ({ documentLoader, contextLoader }: Reader): Reader => ({ documentLoader, contextLoader });

export type DocumentLoaderSettings = {
  kv: KvStore;
  /** `SOCIAL_FEDERATION_ALLOW_PRIVATE`: a test's servers on loopback addresses. */
  allowPrivate: boolean;
  userAgent: GetUserAgentOptions;
};

export type DocumentLoaders = {
  documentLoaderFactory: DocumentLoaderFactory;
  contextLoaderFactory: DocumentLoaderFactory;
  authenticatedDocumentLoaderFactory: AuthenticatedDocumentLoaderFactory;
};

/**
 * Fedify's loaders of other servers' documents (actors, keys, objects, JSON-LD contexts), as its
 * own are made (cached in the key-value store; signed fetches remember which signature each server
 * takes), following at most `otherServersRedirectsMax` redirects instead of their default 20, each
 * checked as the first. Fedify takes no such limit but through loaders of one's own.
 */
export function documentLoaders({ kv, allowPrivate, userAgent }: DocumentLoaderSettings): DocumentLoaders {
  const options: DocumentLoaderFactoryOptions = { allowPrivateAddress: allowPrivate, userAgent, maxRedirection: otherServersRedirectsMax };
  const { remembering } = unansweredDocuments();
  const fetched = remembering(getDocumentLoader(options));
  const cached =
    (kind: 'object' | 'context'): DocumentLoaderFactory =>
    () =>
      kvCache({ loader: fetched, kv, prefix: remoteDocuments, kind });
  const specDeterminer: HttpMessageSignaturesSpecDeterminer = {
    // Fedify's first try, when a server is new: RFC 9421, then the draft Mastodon signs with.
    determineSpec: async (origin) => (await kv.get<HttpMessageSignaturesSpec>([...signatureSpecs, origin])) ?? 'rfc9421',
    rememberSpec: (origin, spec) => kv.set([...signatureSpecs, origin], spec),
  };
  return {
    documentLoaderFactory: cached('object'),
    contextLoaderFactory: cached('context'),
    authenticatedDocumentLoaderFactory: (identity) => remembering(getAuthenticatedDocumentLoader(identity, { ...options, specDeterminer })),
  };
}

/**
 * Documents of other servers that went unanswered lately (no connection, or nothing within the
 * wait): `remembering` gives a loader whose fetch of one fails at once for
 * `unansweredForgottenAfterMs`, with the failure it met. Fedify looks up a delivery's signer's
 * key once for each of its HTTP signature, Linked Data signature and integrity proofs, each a
 * fetch of the same actor (the keys' ids differ by their fragment), and its caches keep only what
 * came, so a server that never answered held one delivery 40 s. An answer, even a refusal (a
 * `FetchError` with its response), and an address refused here (`UrlError`) are not remembered:
 * the cache keeps what came, and Fedify what was refused. Nor is a fetch its caller stopped.
 * Written here: Fedify's loaders take no such memory.
 */
export function unansweredDocuments() {
  const unanswered = new LRUCache<string, { error: Error }>({ max: unansweredRememberedMax, ttl: unansweredForgottenAfterMs });
  return {
    remembering:
      (load: DocumentLoader): DocumentLoader =>
      async (url, options) => {
        const failed = unanswered.get(documentOf(url));
        if (failed) throw failed.error;
        try {
          return await load(url, options);
        } catch (error) {
          if (wentUnanswered(error) && !options?.signal?.aborted) unanswered.set(documentOf(url), { error });
          throw error;
        }
      },
  };
}

/** Whether a fetch's `error` says its server did not answer, as a timeout or a refused connection do. */
function wentUnanswered(error: unknown): error is Error {
  if (!(error instanceof Error) || error instanceof UrlError) return false;
  return !(error instanceof FetchError) || error.response === undefined;
}

/** The document `url` names: without its fragment (`#main-key`), which a fetch does not send. */
function documentOf(url: string): string {
  const document = new URL(url);
  document.hash = '';
  return document.href;
}
