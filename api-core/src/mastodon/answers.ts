/**
 * What a call of Mastodon's client API answers: its entity, or a refusal in Mastodon's shape,
 * `{"error": "..."}` with its status. Apps read the status and show the words; Mastodon's errors
 * carry no code, so these carry none either.
 */
export type MastodonAnswer<T> = { ok: true; value: T } | { ok: false; status: 400 | 401 | 403 | 404 | 422 | 429; error: string };

export const answered = <T>(value: T): MastodonAnswer<T> => ({ ok: true, value });

export const refused = (status: 400 | 401 | 403 | 404 | 422 | 429, error: string): MastodonAnswer<never> => ({ ok: false, status, error });
