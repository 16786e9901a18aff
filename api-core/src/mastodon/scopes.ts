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

/** What the old `follow` scope still grants, as Mastodon grants it: the granular scopes of follows, blocks and mutes. */
const followGrants: ReadonlySet<string> = new Set([
  'read:follows',
  'write:follows',
  'read:blocks',
  'write:blocks',
  'read:mutes',
  'write:mutes',
]);

/**
 * Whether scopes granted cover the scope `wanted`: itself, its whole family (`read` covers
 * `read:statuses`), the old `follow` for what it grants, and `profile` by any that reads accounts.
 */
export function covers(granted: readonly string[], wanted: string): boolean {
  // `profile` reads one's own account alone, which `read` and `read:accounts` read too.
  if (wanted === 'profile') return granted.some((scope) => scope === 'profile' || scope === 'read' || scope === 'read:accounts');
  const family = wanted.split(':')[0]!;
  return granted.includes(wanted) || granted.includes(family) || (followGrants.has(wanted) && granted.includes('follow'));
}

/** The first of `wanted` that `granted` does not cover, or null when all are. */
export const firstUncovered = (granted: readonly string[], wanted: readonly string[]): string | null =>
  wanted.find((scope) => !covers(granted, scope)) ?? null;
