import type { Notification, Post } from 'api-contract/entities';
import { accountOf } from './accounts';
import { answered, callContract, type MastodonAnswer } from './answers';
import { peopleNamed, textOf, type CallContext } from './call-context';
import { pageLinks } from './paging';
import { statusesOf, type Status } from './statuses';

/**
 * The kinds of notification Mastodon's apps know, by the community's: a like is a favourite, a
 * repost a reblog, a mention in a post a mention. A comment or a reply is not told through this
 * API yet (it would be a reply status, which docs/apps.md lists as not done).
 */
const typeNames: Partial<Record<Notification['type'], string>> = {
  like: 'favourite',
  repost: 'reblog',
  follow: 'follow',
  follow_request: 'follow_request',
  mention: 'mention',
};

/**
 * `GET /api/v1/notifications`: the member's notifications, newest first, each told by its
 * latest person (the community groups them; Mastodon's v1 tells one person each), with the post
 * it is about as a status. A page after the cursor its `Link` names.
 */
export async function notificationsPage(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const limit = String(Math.min(Number(textOf(context.query.limit) ?? 20) || 20, 40));
  const cursor = textOf(context.query.max_id);
  const page = await callContract(context.api, 'getNotifications', {
    viewer: context.viewer,
    userAgent: context.userAgent,
    query: { limit, ...(cursor ? { cursor } : {}) },
  });
  if (!page.ok) return page;
  const told = page.value.notifications.filter(
    (notification) => typeNames[notification.type] !== undefined && !(notification.type === 'mention' && notification.commentId !== null),
  );
  const people = await peopleNamed(
    context,
    told.flatMap((notification) => notification.actors.slice(0, 1).map((actor) => actor.username)),
  );
  if (!people.ok) return people;
  const statuses = await statusesById(context, [
    ...new Set(told.flatMap((notification) => (notification.postId ? [notification.postId] : []))),
  ]);
  const notifications = told.flatMap((notification) => {
    const person = notification.actors[0] && people.value.get(notification.actors[0].username.toLowerCase());
    if (!person) return [];
    const status = notification.postId === null ? null : statuses.get(notification.postId);
    if (status === undefined) return [];
    return [
      {
        id: notification._id,
        type: typeNames[notification.type]!,
        created_at: notification.createdAt,
        account: accountOf(person, context.origin),
        ...(status === null ? {} : { status }),
      },
    ];
  });
  return answered(notifications, pageLinks(context, { first: null, nextCursor: page.value.nextCursor, limit }));
}

/** The posts `ids` the member may still see, as statuses by id. */
async function statusesById(context: CallContext, ids: string[]): Promise<Map<string, Status>> {
  const found = await Promise.all(
    ids.map((postId) => callContract(context.api, 'getPost', { viewer: context.viewer, userAgent: context.userAgent, params: { postId } })),
  );
  const posts = found.flatMap((answer): Post[] => (answer.ok ? [answer.value.post] : []));
  const statuses = await statusesOf(context, posts);
  return new Map((statuses.ok ? statuses.value : []).map((status) => [status.id, status]));
}
