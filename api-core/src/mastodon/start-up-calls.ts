import { limits } from 'api-contract/limits';
import { answered, callContract, refused, type MastodonAnswer } from './answers';
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

/** How far down trends Mastodon's `offset` reaches (Mastodon ranks a few hundred): past it, the list has ended. */
const trendsOffsetMax = 400;

/** A page of Explore's trending posts, without the lists of people no status shows. */
const trendingPage = (context: CallContext, query: { limit: string; cursor?: string }) =>
  callContract<'getPosts', 'paged'>(context.api, 'getPosts', { ...by(context), query: { ...query, sort: 'trending', previews: 'none' } });

/**
 * The cursor `offset` trending posts down (none at the top), walked a page of the contract's at
 * a time: Mastodon pages trends by `offset`, which a list in keyset pages has not. Null when the
 * list ends before it.
 */
async function trendingCursorAt(context: CallContext, offset: number): Promise<MastodonAnswer<{ cursor?: string } | null>> {
  if (offset > trendsOffsetMax) return answered(null);
  let at: { cursor?: string } = {};
  for (let passed = 0; passed < offset;) {
    const step = Math.min(offset - passed, limits.pageSizeMax);
    const page = await trendingPage(context, { limit: String(step), ...at });
    if (!page.ok) return page;
    if (page.value.nextCursor === null) return answered(null);
    at = { cursor: page.value.nextCursor };
    passed += step;
  }
  return answered(at);
}

/**
 * `GET /api/v1/trends/statuses`: Explore's trending posts (the contract's `sort=trending`), as
 * anyone reads them, from `offset` down, and on by the `Link` the contract's cursor makes.
 * Mastodon checks no scope on trends, nor on custom emoji or announcements.
 */
async function trendingStatuses(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const offset = textOf(context.query.offset) ?? '0';
  if (!/^\d{1,9}$/.test(offset)) return refused(422, 'offset must be a whole number.');
  // A page past the first by its Link names its own place: the offset is not walked again.
  const from = textOf(context.query.max_id) === undefined ? await trendingCursorAt(context, Number(offset)) : answered({});
  if (!from.ok) return from;
  const start = from.value;
  if (start === null) return answered([]);
  return statusesByCursor(context, (query) => trendingPage(context, { ...start, ...query }));
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
