import type { Database } from '../db/database';

/** The channel the notifications' trigger (signal_notifications() in the migrations) signals on, with the person's id. */
export const notificationChannel = 'social_notifications';

export type NotificationSignals = {
  /** Calls `onChange` whenever `recipientId`'s notifications may have changed; returns what stops it. */
  watch: (recipientId: string, onChange: () => void) => () => void;
  /** Stops listening. */
  close: () => Promise<void>;
};

/**
 * This process's share of the notifications' signals: it listens on the database (every process
 * that writes signals every process listening) and tells the watchers of the person named. A
 * signal with no one named (the listening connection came back after a loss) tells everyone.
 */
export async function startNotificationSignals(db: Database): Promise<NotificationSignals> {
  const watchers = new Map<string, Set<() => void>>();
  const tell = (recipientId: string) => {
    for (const onChange of watchers.get(recipientId) ?? []) onChange();
  };
  const unlisten = await db.listen(notificationChannel, (recipientId) => {
    if (recipientId === undefined) for (const id of [...watchers.keys()]) tell(id);
    else tell(recipientId);
  });
  return {
    watch: (recipientId, onChange) => {
      const ofRecipient = watchers.get(recipientId) ?? new Set();
      watchers.set(recipientId, ofRecipient.add(onChange));
      return () => {
        ofRecipient.delete(onChange);
        if (ofRecipient.size === 0 && watchers.get(recipientId) === ofRecipient) watchers.delete(recipientId);
      };
    },
    close: async () => {
      watchers.clear();
      await unlisten();
    },
  };
}
