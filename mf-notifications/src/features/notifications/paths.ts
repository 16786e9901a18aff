/** Where a notification leads, built once: a post's screen (with its comments) and a profile. */
export const postPath = (postId: string): string => `/comments/${encodeURIComponent(postId)}`;
export const profilePath = (username: string): string => `/profile/${encodeURIComponent(username)}`;
