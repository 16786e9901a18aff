import type { ReadingPlaces } from 'api-contract/entities';
import { markedLists, type MarkedList } from 'api-contract/schemas';
import { answered, callContract, type MastodonAnswer } from './answers';
import { by, listOf, textOf, type CallContext } from './call-context';
import type { ClientCall } from './client-call';

const isMarkedList = (name: string): name is MarkedList => (markedLists as readonly string[]).includes(name);

/** The places `lists` names, in Mastodon's shape; a list never saved is left out, as Mastodon leaves it. */
function markersOf(places: ReadingPlaces, lists: readonly MarkedList[]) {
  return Object.fromEntries(
    lists.flatMap((list) => {
      const place = places[list];
      return place ? [[list, { last_read_id: place.lastReadId, version: place.version, updated_at: place.updatedAt }]] : [];
    }),
  );
}

/** `GET /api/v1/markers?timeline[]=home&timeline[]=notifications`: the contract's getReadingPlaces; a timeline it does not keep is ignored. */
async function getMarkers(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const asked = listOf(context.query['timeline[]'] ?? context.query.timeline).filter(isMarkedList);
  const places = await callContract(context.api, 'getReadingPlaces', by(context));
  return places.ok ? answered(markersOf(places.value.markers, asked)) : places;
}

/** `home[last_read_id]`, as a form says it, or `{"home": {"last_read_id": ...}}` as JSON does. */
function lastReadIdOf(body: Record<string, unknown>, list: MarkedList): string | undefined {
  const nested = body[list];
  const fromJson = typeof nested === 'object' && nested !== null ? (nested as Record<string, unknown>).last_read_id : undefined;
  return textOf(body[`${list}[last_read_id]`]) ?? textOf(fromJson);
}

/** `POST /api/v1/markers`: the contract's saveReadingPlaces; the notifications' place reads them up to it on every device. */
async function setMarkers(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const named = markedLists.flatMap((list) => {
    const lastReadId = lastReadIdOf(context.body, list);
    return lastReadId === undefined ? [] : [[list, { lastReadId }] as const];
  });
  const saved = await callContract(context.api, 'saveReadingPlaces', { ...by(context), body: Object.fromEntries(named) });
  return saved.ok
    ? answered(
        markersOf(
          saved.value.markers,
          named.map(([list]) => list),
        ),
      )
    : saved;
}

/** Where the member stopped reading Home and the notifications, as apps keep it. */
export const markerCalls: ClientCall[] = [
  { method: 'get', path: '/v1/markers', scope: 'read:statuses', member: true, run: getMarkers },
  { method: 'post', path: '/v1/markers', scope: 'write:statuses', member: true, run: setMarkers },
];
