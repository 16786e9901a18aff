import type { Notification } from 'api-contract/entities';
import { accountOf } from './accounts';
import { answered, callContract, refused, type MastodonAnswer } from './answers';
import { by, peopleNamed, textOf, type CallContext } from './call-context';
import type { ClientCall } from './client-call';
import { cursorPageAsked, pageLinks } from './paging';
import { statusesById } from './threads';

/**
 * The kinds of notification Mastodon's apps know, by the community's: a like is a favourite, a
 * repost a reblog; a comment, a reply and a mention are each a mention, whose status is the
 * comment (a reply) or the post that names the member.
 */
const typeNames: Record<Notification['type'], string> = {
  like: 'favourite',
  repost: 'reblog',
  follow: 'follow',
  follow_request: 'follow_request',
  mention: 'mention',
  comment: 'mention',
  reply: 'mention',
};

/**
 * `GET /api/v1/notifications`: the member's notifications, newest first, each told by its
 * latest person (the community groups them; Mastodon's v1 tells one person each), with the post
 * it is about as a status. A page after the cursor its `Link` names.
 */
export async function notificationsPage(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const query = cursorPageAsked(context);
  const page = await callContract(context.api, 'getNotifications', { ...by(context), query });
  if (!page.ok) return page;
  const told = page.value.notifications;
  const people = await peopleNamed(
    context,
    told.flatMap((notification) => notification.actors.slice(0, 1).map((actor) => actor.username)),
  );
  if (!people.ok) return people;
  const statuses = await statusesById(context, [
    ...new Set(
      told.flatMap((notification) => {
        const about = notification.commentId ?? notification.postId;
        return about === null ? [] : [about];
      }),
    ),
  ]);
  const notifications = told.flatMap((notification) => {
    const person = notification.actors[0] && people.value.get(notification.actors[0].username.toLowerCase());
    if (!person) return [];
    const about = notification.commentId ?? notification.postId;
    const status = about === null ? null : statuses.get(about);
    if (status === undefined) return [];
    return [
      {
        id: notification._id,
        type: typeNames[notification.type],
        created_at: notification.createdAt,
        account: accountOf(person, context.origin),
        ...(status === null ? {} : { status }),
      },
    ];
  });
  return answered(notifications, pageLinks(context, { first: null, nextCursor: page.value.nextCursor, limit: query.limit }));
}

/** `POST /api/v1/notifications/:id/dismiss` (and the older `/dismiss` with the id in the body): the contract's dismissNotification. */
async function dismissOne(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const notificationId = context.params.id ?? textOf(context.body.id);
  if (notificationId === undefined) return refused(422, 'Validation failed: id names the notification to dismiss.');
  const dismissed = await callContract(context.api, 'dismissNotification', { ...by(context), params: { notificationId } });
  return dismissed.ok ? answered({}) : dismissed;
}

/** `POST /api/v1/notifications/clear`: the contract's clearNotifications. */
async function clearAll(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const cleared = await callContract(context.api, 'clearNotifications', by(context));
  return cleared.ok ? answered({}) : cleared;
}

/** The member's notifications as apps read and put them away. */
export const notificationCalls: ClientCall[] = [
  { method: 'get', path: '/v1/notifications', scope: 'read:notifications', member: true, run: notificationsPage },
  { method: 'post', path: '/v1/notifications/clear', scope: 'write:notifications', member: true, run: clearAll },
  { method: 'post', path: '/v1/notifications/dismiss', scope: 'write:notifications', member: true, run: dismissOne },
  { method: 'post', path: '/v1/notifications/:id/dismiss', scope: 'write:notifications', member: true, run: dismissOne },
];
