import { fail } from 'api-contract/rules/result';
import type { Handlers } from '../handler';
import type { Platform } from '../platform';

type SearchHandlers = Pick<Handlers, 'getTagPosts' | 'searchPosts' | 'searchTags'>;

// STUB (issue 19): designed in the contract, not yet built. Replace every handler.
export function searchHandlers(_platform: Platform): SearchHandlers {
  const notBuilt = () => Promise.resolve(fail(503, 'Not built yet.'));
  return { getTagPosts: notBuilt, searchPosts: notBuilt, searchTags: notBuilt };
}
