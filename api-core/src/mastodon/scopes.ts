/**
 * OAuth 2 scopes as Mastodon's client API names them (docs.joinmastodon.org/api/oauth-scopes):
 * the four of old (`read`, `write`, `follow`, `push`), `profile`, and the granular ones under
 * `read` and `write`. An app asks for some when it registers, and a token is granted a part of them.
 */
const granular = {
  read: ['accounts', 'blocks', 'bookmarks', 'favourites', 'filters', 'follows', 'lists', 'mutes', 'notifications', 'search', 'statuses'],
  write: [
    'accounts',
    'blocks',
    'bookmarks',
    'conversations',
    'favourites',
    'filters',
    'follows',
    'lists',
    'media',
    'mutes',
    'notifications',
    'reports',
    'statuses',
  ],
} as const;

export const knownScopes: ReadonlySet<string> = new Set([
  'read',
  'write',
  'follow',
  'push',
  'profile',
  ...granular.read.map((scope) => `read:${scope}`),
  ...granular.write.map((scope) => `write:${scope}`),
]);

/** What an app is given when it names no scope, as Mastodon gives. */
export const defaultScopes = ['read'] as const;

/**
 * The scopes a space-separated list names, each once, in order; or the first one no app may ask
 * for (a typo, or a scope of another server's), which the caller refuses in words.
 */
export function parseScopes(text: string): { scopes: string[] } | { unknown: string } {
  const named = [...new Set(text.split(/\s+/).filter((scope) => scope !== ''))];
  const unknown = named.find((scope) => !knownScopes.has(scope));
  if (unknown !== undefined) return { unknown };
  return { scopes: named.length > 0 ? named : [...defaultScopes] };
}
