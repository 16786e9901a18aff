import { limits } from 'api-contract/limits';
import type { NotificationType } from 'api-contract/entities';
import type { NotificationPageQuery } from 'api-contract/queries';
import { chain, succeed, type Result } from 'api-contract/rules/result';
import { pageOf } from '../pages/page-query';
import type { PlannedPage } from '../pages/planned-page';
import { column, keysSelected, orderedBy, parameters, startsAfter, type Keyset, type Page, type SqlQuery } from '../pages/keyset';
import { postVisibleTo, visibleTo } from '../safety/visibility';
import { shownAvatarColumns } from '../media/remote-images';

/** One's notifications, the latest first (notifications_latest): a group moves up when someone joins it. */
export const notificationKeyset: Keyset = {
  list: 'notifications',
  columns: [column('latest_at', 'time'), column('id', 'id')],
  descending: true,
};

/**
 * Whether a notification is shown to its recipient: someone they may hear of is among its actors
 * (not suspended, neither blocking the other, not muted by them), and the post it is about, if
 * any, is one they may see (its author neither blocks them nor is blocked by them, nor suspended,
 * and it is for them: a mention an edit took out, or a followers-only post one stopped following).
 * A block, mute or suspension made later hides it so; one probe per actor until the first
 * shown, and one of the post. What is hidden, or was put away (dismissed), is neither listed
 * nor counted unread.
 */
export const notificationShown = (notificationSql: string, recipientSql: string): string =>
  // Scalar subqueries, each a probe per notification: as EXISTS the planner may hash the whole of
  // notification_actors or posts to answer a first page, reading every row for twenty.
  `${notificationSql}.dismissed_at is null
   and coalesce((select true from notification_actors sa where sa.notification_id = ${notificationSql}.id
               and ${visibleTo('sa.actor_id', recipientSql, { mutes: true })} limit 1), false)
   and (${notificationSql}.post_id is null
        or coalesce((select true from posts sp where sp.id = ${notificationSql}.post_id
                       and ${postVisibleTo('sp', recipientSql, { mutes: false })}), false))`;

/** The page of `recipientId`'s notifications that `page` asks for, of the kinds `types` names (all when null). */
export function notificationListQuery(recipientId: string, page: Page, types: readonly NotificationType[] | null = null): SqlQuery {
  const { params, param } = parameters();
  const me = param(recipientId);
  // The kinds are read as the walk of notifications_latest goes: a filter of the recipient's own, never a scan of others'.
  const ofTypes = types === null ? '' : `and n.type = any(${param([...types])}::text[])`;
  return {
    sql: `select n.id, ${keysSelected(notificationKeyset, 'n')} from notifications n
           where n.recipient_id = ${me} ${ofTypes} and ${notificationShown('n', me)} and ${startsAfter(notificationKeyset, 'n', page, param)}
           order by ${orderedBy(notificationKeyset, 'n')} limit ${param(page.limit + 1)}`,
    params,
  };
}

/**
 * The latest actors of a notification that the recipient may hear of (at most
 * `notificationActorsMax`), as a JSON array, the latest first: a short seek on
 * notification_actors_latest, however many liked.
 */
export const latestActors = (notificationSql: string, recipientSql: string): string =>
  `(select coalesce(json_agg(json_build_object('_id', a.id, 'username', a.username, 'firstName', a.first_name,
                                               'lastName', a.last_name, 'avatarId', shown.avatar_id, 'avatarElsewhere', shown.avatar_elsewhere)
                        order by x.created_at desc, x.actor_id desc), '[]'::json)
      from (select na.actor_id, na.created_at from notification_actors na
             where na.notification_id = ${notificationSql} and ${visibleTo('na.actor_id', recipientSql, { mutes: true })}
             order by na.created_at desc, na.actor_id desc limit ${limits.notificationActorsMax}) x
      join users a on a.id = x.actor_id
      cross join lateral (select ${shownAvatarColumns('a')}) shown)`;

/** The page of `recipientId`'s notifications a query asks for: what the handler reads, and what the plan test explains. */
export function notificationListRequest(recipientId: string, fields: NotificationPageQuery): Result<PlannedPage> {
  return chain(pageOf(fields, notificationKeyset), (page) =>
    succeed({ query: notificationListQuery(recipientId, page, fields.types ?? null), keyset: notificationKeyset, page }),
  );
}
