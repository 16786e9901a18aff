import type { MastodonAnswer } from './answers';
import type { CallContext } from './call-context';

/**
 * One call of Mastodon's client API: its method and path (Fastify's `:id`), the scope its token
 * needs, whether a member must be signed in (an app's own token reads only what anyone may),
 * and what it does, by the community's own calls.
 */
export type ClientCall = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /** The scope its token needs; null when any token may make it, as Mastodon checks none on it. */
  scope: string | null;
  member: boolean;
  /** How it is counted when not as its method says (the contract's `rateLimit`): a search costs the database more than a page. */
  rateLimit?: 'search';
  run: (context: CallContext) => Promise<MastodonAnswer<unknown>>;
};
