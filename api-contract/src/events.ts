import * as v from 'valibot';
import { sessionEndingCodes } from './error-codes';
import { roles } from './runtime-config';
import { UserRefSchema } from './schemas/entities';

/**
 * A reply's comment and that comment's count of replies; absent for a comment on the post
 * (and in events written before replies existed).
 */
const replyFields = { parentId: v.optional(v.string()), replyCount: v.optional(v.number()) };

/**
 * What `GET /api/events` announces (server-sent events, resumable with `Last-Event-ID`): that
 * something public changed, as ids and counts, never private data. A client fetches what it
 * wants to show.
 */
export const LiveEventSchema = v.variant('type', [
  v.object({ type: v.literal('post.created'), postId: v.string(), author: UserRefSchema }),
  v.object({ type: v.literal('post.deleted'), postId: v.string() }),
  v.object({ type: v.literal('post.likes'), postId: v.string(), likeCount: v.number() }),
  v.object({ type: v.literal('post.reposts'), postId: v.string(), repostCount: v.number() }),
  v.object({ type: v.literal('comment.added'), postId: v.string(), commentId: v.string(), commentCount: v.number(), ...replyFields }),
  v.object({ type: v.literal('comment.deleted'), postId: v.string(), commentId: v.string(), commentCount: v.number(), ...replyFields }),
  v.object({
    type: v.literal('user.follows'),
    followerId: v.string(),
    followeeId: v.string(),
    /** True for a follow, false for an unfollow. */
    following: v.boolean(),
    followerCount: v.number(),
    followingCount: v.number(),
  }),
  /** An account was deleted, with everything it made (those deletions are announced too). */
  v.object({ type: v.literal('user.deleted'), userId: v.string(), username: v.string() }),
  /** An admin gave someone another role: a staff badge to show or hide, an admin screen to open or close. */
  v.object({ type: v.literal('user.role'), userId: v.string(), role: v.picklist(roles) }),
]);

export type LiveEvent = v.InferOutput<typeof LiveEventSchema>;

/** An event as the stream carries it: its id (to resume from) and what happened. */
export type NumberedEvent = { id: string; event: LiveEvent };

export const eventsPath = '/events';

/**
 * What `GET /api/notifications/events` sends the signed-in person alone (server-sent events,
 * authenticated by the session's token in the `authorization` header): how many of their
 * notifications are unread, at once when the stream opens and again whenever that may have
 * changed (a notification written, grouped, read or taken away, on any of their devices); and
 * why their session ended, when it does. A count is a state, sent whole: a client that
 * reconnects is sent the count of now, and has missed nothing, so these events carry no id. A
 * client fetches the notifications themselves.
 */
export const PrivateEventSchema = v.variant('type', [
  v.object({ type: v.literal('notifications.unread'), unread: v.number() }),
  /**
   * How many of one's conversations have messages one has not read, and the id of the latest
   * message in any of them (null for none): a state, as the count is. A page with a conversation
   * open reads its new messages when `latest` changes.
   */
  v.object({ type: v.literal('messages.unread'), unread: v.number(), latest: v.nullable(v.string()) }),
  /**
   * What happened to a post that is not public, which the person may see (its creation, its
   * likes, its comments): an event of the public stream's kinds, which that stream does not carry.
   * A change, not a state: it is not sent again to a client that reconnects (which reads the
   * lists anew), nor handed to a tab opened later.
   */
  v.object({ type: v.literal('reader.event'), event: LiveEventSchema }),
  /**
   * The session the stream was opened with has ended (signed out here or from another device, a
   * password changed, suspended, the account deleted): the refusal its next call would answer,
   * sent once, before the stream closes, so every open page of it signs out saying why.
   */
  v.object({
    type: v.literal('session.ended'),
    code: v.picklist([...sessionEndingCodes]),
    message: v.string(),
  }),
]);

export type PrivateEvent = v.InferOutput<typeof PrivateEventSchema>;

export const notificationEventsPath = '/notifications/events';
