import {
  getAuthenticatedDocumentLoader,
  kvCache,
  type AuthenticatedDocumentLoaderFactory,
  type DocumentLoaderFactory,
  type HttpMessageSignaturesSpec,
  type HttpMessageSignaturesSpecDeterminer,
  type KvKey,
  type KvStore,
} from '@fedify/fedify';
import { getDocumentLoader, type DocumentLoaderFactoryOptions, type GetUserAgentOptions } from '@fedify/vocab-runtime';

/** Redirects a fetch of another server's document follows at most, as a fetch of its images does (remote-fetch.ts). */
const otherServersRedirectsMax = 3;

/** The keys Fedify's own loaders keep their cache and what they learnt of each server under: the same, so nothing is fetched again. */
const remoteDocuments: KvKey = ['_fedify', 'remoteDocument'];
const signatureSpecs: KvKey = ['_fedify', 'httpMessageSignaturesSpec'];

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
  const cached =
    (kind: 'object' | 'context'): DocumentLoaderFactory =>
    () =>
      kvCache({ loader: getDocumentLoader(options), kv, prefix: remoteDocuments, kind });
  const specDeterminer: HttpMessageSignaturesSpecDeterminer = {
    // Fedify's first try, when a server is new: RFC 9421, then the draft Mastodon signs with.
    determineSpec: async (origin) => (await kv.get<HttpMessageSignaturesSpec>([...signatureSpecs, origin])) ?? 'rfc9421',
    rememberSpec: (origin, spec) => kv.set([...signatureSpecs, origin], spec),
  };
  return {
    documentLoaderFactory: cached('object'),
    contextLoaderFactory: cached('context'),
    authenticatedDocumentLoaderFactory: (identity) => getAuthenticatedDocumentLoader(identity, { ...options, specDeterminer }),
  };
}
