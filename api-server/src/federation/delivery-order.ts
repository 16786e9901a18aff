import { Accept, Create, Delete, Reject, Undo, Update, type Activity } from '@fedify/vocab';

/**
 * What `activity` is a change of, as Fedify's `orderingKey` names it: what it creates, edits or
 * deletes (a post, a comment, a profile), or the activity an Undo takes back or an Accept or a
 * Reject answers, or else the activity itself (a Follow, a Like, a Block, an Announce, a Flag).
 * Deliveries of one key to one server go in turn (message-queue.ts), so a post's edit never
 * reaches a server before the post, nor a like's Undo before the like.
 */
function orderingKeyOf(activity: Activity): string | undefined {
  const changesAnother =
    activity instanceof Create ||
    activity instanceof Update ||
    activity instanceof Delete ||
    activity instanceof Undo ||
    activity instanceof Accept ||
    activity instanceof Reject;
  return (changesAnother ? activity.objectId : activity.id)?.href;
}

/**
 * The options of Fedify's `sendActivity` that send `activity` in turn: its key, and its
 * deliveries handed to the queue at once, one per inbox, by the job that sends it. Through a
 * fan-out (a job of its own, of the bare key) they would be queued only when it runs, and the
 * next change, sent to fewer servers without one, could be queued before them.
 */
export const inTurn = (activity: Activity) => ({ orderingKey: orderingKeyOf(activity), fanout: 'skip' as const });
