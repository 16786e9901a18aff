import { fail } from 'api-contract/rules/result';
import type { Handlers } from '../handler';
import type { Platform } from '../platform';

type NotificationHandlers = Pick<Handlers, 'getNotifications' | 'readNotifications' | 'readNotification'>;

// STUB (issue 19): designed in the contract, not yet built. Replace every handler.
export function notificationHandlers(_platform: Platform): NotificationHandlers {
  const notBuilt = () => Promise.resolve(fail(503, 'Not built yet.'));
  return { getNotifications: notBuilt, readNotifications: notBuilt, readNotification: notBuilt };
}
