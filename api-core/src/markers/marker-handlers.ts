import { succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import { markReadUpTo, unreadCount } from '../notifications/notification-store';
import type { Platform } from '../platform';
import { readingPlacesOf, saveReadingPlace } from './reading-places';

type MarkerHandlers = Pick<Handlers, 'getReadingPlaces' | 'saveReadingPlaces'>;

/**
 * Where one stopped reading Home and the notifications. The notifications' place is their read
 * state too: the bell on the community's pages counts what an app has not reached.
 */
export function markerHandlers({ db }: Platform): MarkerHandlers {
  return {
    getReadingPlaces: async ({ viewer }) => succeed(answer('full', { markers: await readingPlacesOf(db, viewer._id) })),

    saveReadingPlaces: async ({ body, viewer }) => {
      await db.transaction(async (tx) => {
        if (body.home) await saveReadingPlace(tx, viewer._id, 'home', body.home.lastReadId);
        if (body.notifications) {
          await saveReadingPlace(tx, viewer._id, 'notifications', body.notifications.lastReadId);
          await markReadUpTo(tx, viewer._id, body.notifications.lastReadId);
        }
      });
      return succeed(answer('full', { markers: await readingPlacesOf(db, viewer._id), unread: await unreadCount(db, viewer._id) }));
    },
  };
}
