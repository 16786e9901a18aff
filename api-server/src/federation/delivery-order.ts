import { Accept, Create, Delete, Reject, Undo, Update, type Activity } from '@fedify/vocab';

/**
 * What `activity` is a change of, as Fedify's `orderingKey` names it: what it creates, edits or
 * deletes (a post, a comment, a profile), or the activity an Undo takes back or an Accept or a
 * Reject answers, or else the activity itself (a Follow, a Like, a Block, an Announce, a Flag).
 * Deliveries of one key to one server go in turn (message-queue.ts), so a post's edit never
 * reaches a server before the post, nor a like's Undo before the like.
 */
export function orderingKeyOf(activity: Activity): string | undefined {
  const changesAnother =
    activity instanceof Create ||
    activity instanceof Update ||
    activity instanceof Delete ||
    activity instanceof Undo ||
    activity instanceof Accept ||
    activity instanceof Reject;
  return (changesAnother ? activity.objectId : activity.id)?.href;
}
