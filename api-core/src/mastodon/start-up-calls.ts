import { answered, callContract } from './answers';
import { by, textOf, type CallContext } from './call-context';
import type { ClientCall } from './client-call';
import { statusesByCursor } from './statuses';

/**
 * What this community does not have of Mastodon's, which apps read as they sign in or open a
 * screen (Tusky, for one, asks for custom emoji, lists and filters as it starts): answered as
 * Mastodon answers a server that has none of them, an empty list, so the app goes on. A change
 * to one (making a list, a filter) is still no call here: Mastodon's 404.
 */
const nothingOf = (path: string, scope: string | null, member: boolean): ClientCall => ({
  method: 'get',
  path,
  scope,
  member,
  run: () => Promise.resolve(answered([])),
});

/**
 * `GET /api/v1/trends/statuses`: Explore's trending posts (the contract's `sort=trending`), as
 * anyone reads them, a page at a time by the `Link` the contract's cursor makes. Mastodon checks
 * no scope on trends, nor on custom emoji or announcements.
 */
async function trendingStatuses(context: CallContext) {
  // Mastodon pages trends by `offset`: a list in keyset pages has no offset,
  // so a page past the first is by the Link alone, and an offset ends the list.
  if (Number(textOf(context.query.offset) ?? 0) > 0) return answered([]);
  return statusesByCursor(context, (query) =>
    callContract<'getPosts', 'paged'>(context.api, 'getPosts', { ...by(context), query: { ...query, sort: 'trending' } }),
  );
}

export const startUpCalls: ClientCall[] = [
  nothingOf('/v1/custom_emojis', null, false),
  nothingOf('/v1/lists', 'read:lists', true),
  nothingOf('/v1/filters', 'read:filters', true),
  nothingOf('/v2/filters', 'read:filters', true),
  nothingOf('/v1/followed_tags', 'read:follows', true),
  nothingOf('/v1/announcements', null, true),
  // Tags are found by search, and not ranked by how much they are used.
  nothingOf('/v1/trends/tags', null, false),
  nothingOf('/v1/trends', null, false),
  { method: 'get', path: '/v1/trends/statuses', scope: null, member: false, run: trendingStatuses },
];
