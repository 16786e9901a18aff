/**
 * The app's addresses, built in one place, so every link to a profile, a post, a tag page or a search
 * says it the same way (and a route renamed here is renamed everywhere).
 */
/** One's own Settings: sessions, password, email address, two-factor sign-in. */
export const settingsPath = '/settings';

export const profilePath = (username: string): string => `/profile/${encodeURIComponent(username)}`;

/** A post's screen, with its comments. */
export const postPath = (postId: string): string => `/comments/${encodeURIComponent(postId)}`;

/** A tag's page, by the tag's normalized form (`normalizeTag` in `api-contract/rich-text`), without its `#`. */
export const tagPath = (tag: string): string => `/tags/${encodeURIComponent(tag)}`;

/** The search screen's tabs, in the order it shows them. */
export const searchTabs = ['people', 'posts', 'tags'] as const;
export type SearchTab = (typeof searchTabs)[number];

/** The search screen for `q` on `tab` (the Posts tab when none is named). */
export function searchPath({ q = '', tab }: { q?: string; tab?: SearchTab } = {}): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (tab) params.set('tab', tab);
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

/** One's conversations, with the form that writes a new message: to `to` when given (a profile's Message button). */
export const messagesPath = (to?: string): string => (to ? `/messages?to=${encodeURIComponent(to)}` : '/messages');

/** A conversation's screen, with its messages. */
export const conversationPath = (conversationId: string): string => `/messages/${encodeURIComponent(conversationId)}`;
