import type { Actor, Notification, NotificationType } from 'api-contract/entities';
import type { DataDeps } from '../platform';
import { readListed, type Listed, type RecordSelect } from '../pages/listed';
import { latestActors, notificationShown } from './notification-lists';
import { avatarAddress } from '../media/remote-images';

type ActorRow = Omit<Actor, 'img'> & { avatarId: string | null; avatarElsewhere: boolean };

type NotificationRow = {
  id: string;
  type: NotificationType;
  post_id: string | null;
  comment_id: string | null;
  actor_count: number;
  latest_at: Date;
  read_at: Date | null;
  excerpt: string;
  content_warning: string;
  actors: ActorRow[];
};

/**
 * Each listed notification of `recipientId`'s with its latest actors and what it is about in a
 * line: the comment's text (a comment, a reply, a mention in a comment), else the post's caption
 * (a like, a mention in a post); nothing for a follow. A comment behind a content warning (a
 * reply of elsewhere's) gives its warning instead of its text, which stays hidden until opened.
 */
export const notificationSelect =
  (recipientId: string): RecordSelect =>
  (param) => {
    const me = param(recipientId);
    return {
      columns: `n.type, n.post_id, n.comment_id, n.actor_count, n.latest_at, n.read_at,
        case when c.content_warning <> '' then '' else coalesce(c.text, p.caption, '') end as excerpt,
        coalesce(c.content_warning, '') as content_warning, ${latestActors('n.id', me)} as actors`,
      joins: `join notifications n on n.id = listed.id
        left join posts p on p.id = n.post_id
        left join comments c on c.id = n.comment_id`,
      shownWhen: `n.recipient_id = ${me} and ${notificationShown('n', me)}`,
    };
  };

/** The notifications a list names (a page of one's own, or ids), in its order, and the next page's cursor. */
export async function readNotificationList(
  { db, images }: DataDeps,
  source: Listed,
  recipientId: string,
): Promise<{ notifications: Notification[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await readListed<NotificationRow>(db, source, notificationSelect(recipientId));
  const toActor = ({ avatarId, avatarElsewhere, ...actor }: ActorRow): Actor => ({
    ...actor,
    img: avatarAddress(images, { id: actor._id, avatarId, avatarElsewhere }),
  });
  const notifications = rows.map((row): Notification => ({
    _id: row.id,
    type: row.type,
    actors: row.actors.map(toActor),
    actorCount: row.actor_count,
    postId: row.post_id,
    commentId: row.comment_id,
    excerpt: row.excerpt,
    contentWarning: row.content_warning,
    createdAt: row.latest_at.toISOString(),
    read: row.read_at !== null,
  }));
  return { notifications, nextCursor };
}
