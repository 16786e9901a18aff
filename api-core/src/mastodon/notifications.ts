import type { Notification, NotificationType, User } from 'api-contract/entities';
import { notificationTypes } from 'api-contract/entity-schemas';
import { limits } from 'api-contract/limits';
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

/** The community's kinds that each of Mastodon's names. */
const kindsByName = new Map<string, NotificationType[]>();
for (const kind of notificationTypes) kindsByName.set(typeNames[kind], [...(kindsByName.get(typeNames[kind]) ?? []), kind]);

/** The values of a list a query names, as apps send it (`types[]=mention&types[]=follow`) or bare. */
const listParam = (context: CallContext, name: string): string[] =>
  [context.query[`${name}[]`], context.query[name]].flat().filter((value): value is string => typeof value === 'string');

/**
 * The kinds of notification an app asks for by `types[]` and `exclude_types[]`, as the
 * community's kinds (a `mention` is a comment, a reply or a mention), and those two filters to
 * keep in the next page's address; null kinds for every kind. Kinds the community does not have
 * (`poll`, `update`...) select nothing.
 */
function kindsAsked(context: CallContext): { kinds: NotificationType[] | null; kept: Array<[string, string]> } {
  const wanted = listParam(context, 'types');
  const unwanted = listParam(context, 'exclude_types');
  const kept = [
    ...wanted.map((name): [string, string] => ['types[]', name]),
    ...unwanted.map((name): [string, string] => ['exclude_types[]', name]),
  ];
  if (kept.length === 0) return { kinds: null, kept };
  const kindsOf = (names: string[]) => new Set(names.flatMap((name) => kindsByName.get(name) ?? []));
  const included = wanted.length > 0 ? kindsOf(wanted) : new Set(notificationTypes);
  const excluded = kindsOf(unwanted);
  return { kinds: [...included].filter((kind) => !excluded.has(kind)), kept };
}

/** Notifications with the people they name and the statuses they are about, as both versions tell them. */
type NotificationsTold = { told: Notification[]; people: Map<string, User>; statuses: Map<string, unknown> };

/** A page of the member's notifications, told. */
type NotificationsRead = NotificationsTold & {
  nextCursor: string | null;
  limit: string;
  /** The filters the next page's address keeps. */
  kept: Array<[string, string]>;
};

/** `told` with the first `actorsTold` people of each (the latest first), and the post or comment each is about as a status. */
async function tellOf(context: CallContext, told: Notification[], actorsTold: number): Promise<MastodonAnswer<NotificationsTold>> {
  const people = await peopleNamed(
    context,
    told.flatMap((notification) => notification.actors.slice(0, actorsTold).map((actor) => actor.username)),
  );
  if (!people.ok) return people;
  const statuses = await statusesById(context, [...new Set(told.flatMap((notification) => aboutOf(notification) ?? []))]);
  return answered({ told, people: people.value, statuses });
}

/**
 * The page of notifications the call asks for, newest first, with the first `actorsTold` people
 * of each (the latest first), and the post or comment each is about as a status.
 */
async function notificationsRead(context: CallContext, actorsTold: number): Promise<MastodonAnswer<NotificationsRead>> {
  const asked = cursorPageAsked(context);
  const { kinds, kept } = kindsAsked(context);
  if (kinds !== null && kinds.length === 0) {
    return answered({ told: [], nextCursor: null, limit: asked.limit, kept, people: new Map(), statuses: new Map() });
  }
  const query = kinds === null ? asked : { ...asked, types: kinds.join(',') };
  const page = await callContract(context.api, 'getNotifications', { ...by(context), query });
  if (!page.ok) return page;
  const told = await tellOf(context, page.value.notifications, actorsTold);
  return told.ok ? answered({ ...told.value, nextCursor: page.value.nextCursor, limit: asked.limit, kept }) : told;
}

/** One notification of the member's, by the id the path names (`:id`, or v2's `:group_key`), told. */
async function oneRead(context: CallContext, actorsTold: number): Promise<MastodonAnswer<NotificationsTold>> {
  const notificationId = context.params.id ?? context.params.group_key ?? '';
  const found = await callContract(context.api, 'getNotification', { ...by(context), params: { notificationId } });
  return found.ok ? tellOf(context, [found.value.notification], actorsTold) : found;
}

/** The status a notification is about: the comment, or else the post; null for a follow. */
const aboutOf = (notification: Notification) => notification.commentId ?? notification.postId;

/** Each notification's status, or undefined for one whose status is gone or hidden (the notification is then not told). */
const statusOf = (read: NotificationsTold, notification: Notification) => {
  const about = aboutOf(notification);
  return about === null ? null : read.statuses.get(about);
};

const personOf = (read: NotificationsTold, actor: { username: string }) => read.people.get(actor.username.toLowerCase());

/** A notification as v1 tells it, by its latest person; null when that person or its status may not be shown. */
function v1NotificationOf(context: CallContext, read: NotificationsTold, notification: Notification) {
  const person = notification.actors[0] && personOf(read, notification.actors[0]);
  const status = statusOf(read, notification);
  if (!person || status === undefined) return null;
  return {
    id: notification._id,
    type: typeNames[notification.type],
    created_at: notification.createdAt,
    account: accountOf(person, context.origin),
    ...(status === null ? {} : { status }),
  };
}

/**
 * `GET /api/v1/notifications`: the member's notifications, newest first, each told by its
 * latest person (the community groups them; Mastodon's v1 tells one person each), with the post
 * it is about as a status. A page after the cursor its `Link` names.
 */
export async function notificationsPage(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const read = await notificationsRead(context, 1);
  if (!read.ok) return read;
  const notifications = read.value.told.flatMap((notification) => v1NotificationOf(context, read.value, notification) ?? []);
  const { nextCursor, limit, kept } = read.value;
  return answered(notifications, pageLinks(context, { first: null, nextCursor, limit }, kept));
}

/**
 * `GET /api/v2/notifications`, Mastodon 4.3's grouped notifications, which apps read from a
 * server of that version: the community already groups them ("priyanair and 2 others liked your
 * post"), so each is one group, keyed and identified by its id, with how many people it counts
 * and the latest of them, and the accounts and statuses it names once each beside the groups.
 * Grouping cannot be undone (`grouped_types` is not read): a like of a post by three people is
 * one group of three, and comments by several people on one post are one `mention` group.
 */
async function groupedNotificationsPage(context: CallContext): Promise<MastodonAnswer<unknown>> {
  // Each group's sample is the people the community keeps of it (`notificationActorsMax`), the latest first.
  const read = await notificationsRead(context, limits.notificationActorsMax);
  if (!read.ok) return read;
  return answered(
    groupsOf(context, read.value),
    pageLinks(context, { first: null, nextCursor: read.value.nextCursor, limit: read.value.limit }, read.value.kept),
  );
}

/** Notifications as v2's groups, with the accounts and statuses they name once each. */
function groupsOf(context: CallContext, read: NotificationsTold) {
  const accounts = new Map<string, ReturnType<typeof accountOf>>();
  const statuses = new Map<string, unknown>();
  const groups = read.told.flatMap((notification) => {
    const people = notification.actors.flatMap((actor) => personOf(read, actor) ?? []);
    const status = statusOf(read, notification);
    if (people.length === 0 || status === undefined) return [];
    for (const person of people) accounts.set(person._id, accountOf(person, context.origin));
    const statusId = aboutOf(notification);
    if (statusId !== null) statuses.set(statusId, status);
    return [
      {
        group_key: notification._id,
        notifications_count: notification.actorCount,
        type: typeNames[notification.type],
        most_recent_notification_id: notification._id,
        page_min_id: notification._id,
        page_max_id: notification._id,
        latest_page_notification_at: notification.createdAt,
        sample_account_ids: people.map((person) => accountOf(person, context.origin).id),
        ...(statusId === null ? {} : { status_id: statusId }),
      },
    ];
  });
  return { accounts: [...accounts.values()], statuses: [...statuses.values()], notification_groups: groups };
}

/** `GET /api/v1/notifications/:id`: one notification, as its page tells it (what an app opens from a push). */
async function v1One(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const read = await oneRead(context, 1);
  if (!read.ok) return read;
  const [notification] = read.value.told;
  const told = notification && v1NotificationOf(context, read.value, notification);
  return told ? answered(told) : refused(404, 'Record not found');
}

/** `GET /api/v2/notifications/:group_key`: one group, with its accounts and status; a 404 when none of its people may be shown. */
async function v2One(context: CallContext): Promise<MastodonAnswer<ReturnType<typeof groupsOf>>> {
  const read = await oneRead(context, limits.notificationActorsMax);
  if (!read.ok) return read;
  const grouped = groupsOf(context, read.value);
  return grouped.notification_groups.length > 0 ? answered(grouped) : refused(404, 'Record not found');
}

/**
 * `GET /api/v2/notifications/:group_key/accounts`: the people of a group, the latest first, as
 * many as the community keeps of one (`notificationActorsMax`; the count says how many there were).
 */
async function v2GroupAccounts(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const group = await v2One(context);
  return group.ok ? answered(group.value.accounts) : group;
}

/** `GET /api/v1/notifications/unread_count` (and v2's): how many notifications are unread, as the community counts them. */
async function unreadCount(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const page = await callContract(context.api, 'getNotifications', { ...by(context), query: { limit: '1' } });
  return page.ok ? answered({ count: page.value.unread }) : page;
}

/** `POST /api/v1/notifications/:id/dismiss` (and the older `/dismiss` with the id in the body): the contract's dismissNotification. */
async function dismissOne(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const notificationId = context.params.id ?? context.params.group_key ?? textOf(context.body.id);
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
  { method: 'get', path: '/v1/notifications/unread_count', scope: 'read:notifications', member: true, run: unreadCount },
  { method: 'get', path: '/v2/notifications', scope: 'read:notifications', member: true, run: groupedNotificationsPage },
  { method: 'get', path: '/v1/notifications/:id', scope: 'read:notifications', member: true, run: v1One },
  { method: 'get', path: '/v2/notifications/unread_count', scope: 'read:notifications', member: true, run: unreadCount },
  { method: 'get', path: '/v2/notifications/:group_key', scope: 'read:notifications', member: true, run: v2One },
  { method: 'get', path: '/v2/notifications/:group_key/accounts', scope: 'read:notifications', member: true, run: v2GroupAccounts },
  // A group is the community's notification: its key is the notification's id.
  { method: 'post', path: '/v2/notifications/:group_key/dismiss', scope: 'write:notifications', member: true, run: dismissOne },
];
