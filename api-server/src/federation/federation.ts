import { isIP } from 'node:net';
import { Temporal } from '@js-temporal/polyfill';
import { limits } from 'api-contract/limits';
import {
  createExponentialBackoffPolicy,
  createFederation,
  SendActivityError,
  type Context,
  type Federation,
  type InboxContext,
  type RequestContext,
  type SenderKeyPair,
} from '@fedify/fedify';
import {
  Accept,
  Activity,
  Announce,
  Application,
  Block,
  Create,
  Delete,
  Endpoints,
  Flag,
  Follow,
  Image,
  Like,
  Move,
  Link,
  Mention,
  Note,
  Person,
  PUBLIC_COLLECTION,
  Reject,
  Tombstone,
  Undo,
  Update,
  isActor,
  type Actor,
  type Recipient,
} from '@fedify/vocab';
import { FetchError, UrlError } from '@fedify/vocab-runtime';
import { isPublicAddress } from './address-guard';
import { documentLoaders, loadersOf, type Reader } from './document-loaders';
import { reachOtherServersWithinLimits } from './other-servers-dispatcher';
import type { Database } from 'api-core/database';
import { communityUsage } from 'api-core/community-usage';
import { recordDeliveryFailure } from 'api-core/delivery-failures';
import { followAnsweredElsewhere } from 'api-core/following-elsewhere';
import { personMoved } from 'api-core/moved-people';
import { reactedElsewhere } from 'api-core/reactions-elsewhere';
import { blockOf } from 'api-core/server-blocks';
import { foundThere, keptRepliesNotRead, missingThereBefore, postWhoseRepliesAreRead } from 'api-core/replies-elsewhere';
import { actorStillToReadAgain, readPersonAgainFailed, readPersonAgainLater } from 'api-core/people-read-again';
import {
  backfillDone,
  backfillFailed,
  missingForTheBackfill,
  startBackfillWhenDue,
  takeBackfillDue,
  type BackfillDue,
} from 'api-core/backfill';
import { answerStillSo, blockStillSo, followStillSo, likeStillSo, repostStillSo } from 'api-core/still-standing';
import { replyIdsOf } from './reply-collections';
import { cleanRemoteHtml, textOfCleanHtml } from 'api-core/remote-html';
import { forgetOldRemoteImages } from 'api-core/remote-images';
import { blockFromElsewhere } from 'api-core/safety-store';
import { fileReport } from 'api-core/report-store';
import {
  completeRemoteNote,
  deleteRemotePost,
  editRemotePost,
  keepAnsweredRemotePost,
  keepRecentRemotePosts,
  receiveRemotePost,
  receiveRemoteReply,
  followedByMembers,
  receiveRemoteRepost,
  keptHere as answeredKeptHere,
  writtenHereBefore,
  undoRemoteRepost,
  type RemoteNote,
} from 'api-core/remote-posts';
import type { UserRef } from 'api-contract/entities';
import type { Community, Fediverse, ImageStore, JobData, Jobs, RemoteRecipient } from 'api-core/platform';
import { beyondFollowersOf, remoteFollowers } from 'api-core/remote-followers';
import { recipientsWhoKeptIt } from 'api-core/post-federation';
import { everyKnownInbox } from 'api-core/account-federation';
import {
  endFollowFromElsewhere,
  followFromElsewhere,
  followsFromElsewhere,
  knownPerson,
  rememberRemotePerson,
  type RemotePerson,
} from 'api-core/remote-people';
import type { Registration } from 'api-contract/runtime-config';
import { mediaPath } from '../platform/image-store';
import { actorKeyPairs, communityKeyPairs, forgetKeys, keptSigners } from './actor-keys';
import { inTurn } from './delivery-order';
import { messageOf } from '../jobs/job-queue';
import { inboxBacklog, type InboxBacklog } from './inbox-backlog';
import { postgresKvStore } from './kv-store';
import { deletedActorAt, memberById, memberIdByUsername, suspendedMember, type Member } from './members';
import {
  deliveryBeingTried,
  federationQueueName,
  orderedDeliveryQueueName,
  inboxQueueName,
  jobQueueMessages,
  type Delivery,
  type FedifyQueueName,
} from './message-queue';
import {
  commentRecipientsElsewhere,
  federatedComment,
  federatedPost,
  federatedPosts,
  knownRecipients,
  noteAudience,
  type NoteAudience,
} from './notes';
import { publicPostsPage } from './outbox';
import {
  audienceOf,
  authorOf,
  carriedBy,
  emojisOf,
  isPostObject,
  noMembersNamed,
  notFetched,
  recentNotesOf,
  remoteNoteOf,
  type MembersNamed,
  type PostObject,
} from './remote-notes';

export type FederationDeps = {
  db: Database;
  /** Where the copies of other servers' images are kept (and let go: after `remoteMediaDays`, or with their posts). */
  images: ImageStore;
  remoteMediaDays: number;
  /** The community's origin (`SOCIAL_PUBLIC_URL`): every actor's and post's id is under it. */
  publicUrl: string;
  /** Loopback and private addresses may be fetched from and delivered to (tests only). */
  allowPrivate: boolean;
  registration: () => Registration;
  /** The community, as its calls read it: a member's follow is made under its origin. */
  community: Community;
  /**
   * The durable job queue, once it runs: it starts after this (its workers send through it), and
   * a worker may run before it is handed back, so whoever adds a job waits for it.
   */
  jobs: () => Promise<Jobs>;
  version: string;
  /** Told of a delivery that failed to be read (or parsed): a reading is tried again later, up to its last try. */
  reportReadingFailure: (error: unknown) => void;
  /** Told of a read of the backfill that failed (`failure`, in words): tried again later, or given up after its last try. */
  reportBackfillFailure: (failed: { uri: string; failure: string; failures: number; givenUp: boolean }) => void;
};

export type ServerFederation = {
  federation: Federation<void>;
  /**
   * Fedify's messages on the job queue, by queue: its deliveries to other servers
   * (`federationQueueName`) and those received to be read (`inboxQueueName`). Connect them once
   * the queue runs.
   */
  messages: Record<FedifyQueueName, ReturnType<typeof jobQueueMessages>>;
  /** The deliveries taken and not yet read: its worker tells it of each it read. */
  inboxBacklog: InboxBacklog;
  /** The worker of the `federation.post` job: a post's change sent to its author's followers elsewhere. */
  sendPostChange: (data: JobData<'federation.post'>) => Promise<void>;
  /** The worker of `federation.comment`: a reply's Create, Update or Delete to its author's followers elsewhere. */
  sendCommentChange: (data: JobData<'federation.comment'>) => Promise<void>;
  /** The worker of `federation.repost`: an Announce, or its Undo, to the reposter's followers elsewhere. */
  sendRepost: (data: JobData<'federation.repost'>) => Promise<void>;
  /** The worker of `federation.follow-answer`: the Accept or Reject of a remote person's Follow, the member's answer. */
  sendFollowAnswer: (data: JobData<'federation.follow-answer'>) => Promise<void>;
  /** The worker of `federation.follow`: a member's Follow of a person elsewhere, or its Undo. */
  sendFollow: (data: JobData<'federation.follow'>) => Promise<void>;
  /** The worker of `federation.like`: a member's Like of a post of another server, or its Undo. */
  sendLike: (data: JobData<'federation.like'>) => Promise<void>;
  /** The worker of `federation.block`: a member's Block of a person elsewhere, or its Undo. */
  sendBlock: (data: JobData<'federation.block'>) => Promise<void>;
  /** The worker of `federation.flag`: a member's report, copied to the reported person's server as the community's Flag. */
  sendFlag: (data: JobData<'federation.flag'>) => Promise<void>;
  /** The people of other servers, found for the API (a search for `@name@host`). */
  fediverse: Fediverse;
  /** The worker of `federation.account-deleted`: a Delete of the actor to every server known (their followers' among them), signed with their kept keys. */
  sendAccountDeletion: (data: JobData<'federation.account-deleted'>) => Promise<void>;
  /** The worker of `federation.profile`: an Update of a member's actor, as it is now, to their followers elsewhere. */
  sendProfileUpdate: (data: JobData<'federation.profile'>) => Promise<void>;
  /** The worker of `federation.replies`: the replies a post of elsewhere's server lists, read and kept as its comments. */
  readReplies: (data: JobData<'federation.replies'>) => Promise<void>;
  /** The worker of `federation.backfill`: the posts and replies of elsewhere kept before migration 069, read again from their servers. */
  backfill: (data: JobData<'federation.backfill'>) => Promise<void>;
  /** The worker of `federation.person`: a person of elsewhere whose actor was read long ago, read again from their server. */
  readPerson: (data: JobData<'federation.person'>) => Promise<void>;
};

/** Whether the retry policy tries `delivery` no more after this failure: the inbox is given up on. */
export const isLastTry = (delivery: Delivery): boolean =>
  deliveryRetries({ elapsedTime: Temporal.Instant.from(delivery.started).until(Temporal.Now.instant()), attempts: delivery.attempt }) ===
  null;

/** What an inbox answers when its recipient is gone: nothing more is sent there. */
const permanentFailures = [404, 410];

/** A page of a collection: small enough for any server to read, as Mastodon's. */
const pageSize = 20;

/**
 * How many posts up a thread a reply passed on to members has read with it (`readThreadUp`): the
 * ones a reader most likely wants, each a fetch from its server while the repost is read.
 */
const threadReadUp = 3;

/**
 * How much of a post of elsewhere's conversation a read of its replies takes (`readReplies`): its
 * replies, theirs and theirs (three levels down), 40 at most, each a fetch from its server (its
 * author's actor too, when new here); 10 collections and pages listing them; and nothing more
 * once it has read for a minute (half a job's try), however slow the servers it reads. The kept
 * replies it did not read are read again for 20 s more at most (`keptRepliesNotRead`).
 */
const repliesRead = { depth: 3, max: 40, pages: 10, milliseconds: 60_000, readAgainMilliseconds: 20_000 };

/**
 * How much one job of the backfill reads (`backfill`): 50 posts or replies, one after another,
 * for a minute at most (half a job's try), however slow their servers; the next job the rest.
 */
const backfillRead = { max: 50, milliseconds: 60_000 };

/**
 * A post of elsewhere read from its own server: its author here, the Note as kept, the community's
 * own id of what it answers, and the object as its server gave it.
 */
type NoteFromItsServer = { person: UserRef; note: RemoteNote; answersHere: string | null; object: PostObject };

/** The identifier of the community's own actor (`/users/community`): no member's, whose identifiers are their ids. */
const communityActor = 'community';
/**
 * Its username, which WebFinger answers for (`acct:instance-actor@host`): servers such as
 * Mastodon check that an actor's WebFinger leads back to it before they trust its signature. A
 * member's username never holds a hyphen, so no member can ever take it.
 */
const communityHandle = 'instance-actor';

/**
 * How deliveries are tried again: a minute after the first failure, each wait doubled (with
 * jitter, up to twice as long) up to six hours: 12 tries over about a day (20 to 29 hours); then
 * the inbox is given up on and admins see it (api-core's delivery-failures.ts).
 */
const deliveryRetries = createExponentialBackoffPolicy({
  initialDelay: { minutes: 1 },
  maxDelay: { hours: 6 },
  maxAttempts: 11,
  factor: 2,
});

/**
 * How an activity received is read again when its reading failed (a fetch of its object or its
 * actor from a server that did not answer): from half a minute later, twice as long each time, at
 * most an hour apart, 8 times (about 2 hours in all).
 */
const readingRetries = createExponentialBackoffPolicy({
  initialDelay: { seconds: 30 },
  maxDelay: { hours: 1 },
  maxAttempts: 8,
  factor: 2,
});

/**
 * The community as a member of the fediverse, with Fedify: WebFinger, NodeInfo, each member's
 * actor (two keys, followers and following, outbox), their posts as Notes, the inbox's Follow and
 * Undo, and deliveries signed and tried again as durable jobs.
 */
export function createServerFederation(deps: FederationDeps): ServerFederation {
  const { db } = deps;
  reachOtherServersWithinLimits(deps.allowPrivate);
  const kv = postgresKvStore(db);
  const messages = jobQueueMessages(federationQueueName, orderedDeliveryQueueName);
  const inboxMessages = jobQueueMessages(inboxQueueName);
  const origin = new URL(deps.publicUrl);
  /** Whom other servers see asking (their logs name it). */
  const userAgent = { software: `Social/${deps.version}`, url: origin };
  const federation = createFederation<void>({
    kv,
    // What arrives is read after its sender is answered: each server is told at once that its
    // delivery is taken (a burst is not held in memory), and one that fails to be read (a fetch
    // timed out) is read again later, as Fedify retries it.
    queue: { outbox: messages, fanout: messages, inbox: inboxMessages },
    manuallyStartQueue: true,
    origin: origin.origin,
    // Fedify refuses loaders of one's own beside its `allowPrivateAddress` and `userAgent`: ours take them.
    ...documentLoaders({ kv, allowPrivate: deps.allowPrivate, userAgent }),
    outboxRetryPolicy: deliveryRetries,
    inboxRetryPolicy: readingRetries,
    permanentFailureStatusCodes: permanentFailures,
    onOutboxError: async (error) => {
      const delivery = deliveryBeingTried();
      const inbox = error instanceof SendActivityError ? error.inbox.href : delivery?.inbox;
      // Those that answered the recipient is gone are the permanent failure handler's (below).
      if (!inbox || (error instanceof SendActivityError && permanentFailures.includes(error.statusCode))) return;
      await recordDeliveryFailure(db, inbox, error.message, delivery !== null && isLastTry(delivery));
    },
  });

  // The inbox answered that its recipient is gone (404, 410): nothing more is tried there.
  federation.setOutboxPermanentFailureHandler(async (_ctx, { inbox, error }) => {
    await recordDeliveryFailure(db, inbox.href, error.message, true);
  });

  const personOf = async (ctx: Context<void>, member: Member) => {
    const keys = await ctx.getActorKeyPairs(member.id);
    return new Person({
      id: ctx.getActorUri(member.id),
      preferredUsername: member.username,
      name: member.name,
      summary: member.bio === '' ? null : member.bio,
      url: new URL(`/profile/${encodeURIComponent(member.username)}`, origin),
      icon: member.avatarId ? new Image({ url: new URL(mediaPath(member.avatarId), origin) }) : null,
      inbox: ctx.getInboxUri(member.id),
      endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
      outbox: ctx.getOutboxUri(member.id),
      followers: ctx.getFollowersUri(member.id),
      following: ctx.getFollowingUri(member.id),
      manuallyApprovesFollowers: member.approvesFollowers,
      publicKey: keys[0]?.cryptographicKey ?? null,
      assertionMethods: keys.map((key) => key.multikey),
    });
  };

  /**
   * The community's own actor (an Application, as Mastodon's instance actor is): who sends what no
   * member says, a report copied to another server. Its identifier is no member's (theirs are ids).
   */
  const communityOf = async (ctx: Parameters<Parameters<typeof federation.setActorDispatcher>[1]>[0]) => {
    const keys = await ctx.getActorKeyPairs(communityActor);
    return new Application({
      id: ctx.getActorUri(communityActor),
      preferredUsername: communityHandle,
      name: origin.host,
      url: origin,
      inbox: ctx.getInboxUri(communityActor),
      endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
      manuallyApprovesFollowers: true,
      publicKey: keys[0]?.cryptographicKey ?? null,
      assertionMethods: keys.map((key) => key.multikey),
    });
  };

  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (identifier === communityActor) return communityOf(ctx);
      const member = await memberById(db, identifier);
      if (member) return personOf(ctx, member);
      const suspended = await suspendedMember(db, identifier);
      if (suspended) return suspendedPersonOf(ctx, identifier, suspended.username);
      // A deleted member's actor is Gone (410), for good.
      const deletedAt = await deletedActorAt(db, identifier);
      return deletedAt ? new Tombstone({ id: ctx.getActorUri(identifier), deleted: Temporal.Instant.from(deletedAt.toISOString()) }) : null;
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      if (identifier === communityActor) return communityKeyPairs(db, communityActor);
      // A suspended member's too: their actor names them (Fedify signs nothing for them: each sender asks memberById first).
      return (await memberById(db, identifier)) || (await suspendedMember(db, identifier)) ? actorKeyPairs(db, identifier) : [];
    })
    .mapHandle(async (_ctx, username) => (username === communityHandle ? communityActor : memberIdByUsername(db, username)));

  federation
    .setFollowersDispatcher('/users/{identifier}/followers', async (_ctx, identifier, cursor) => {
      // Only a member's: a person of another server (a user here too) is theirs to serve.
      if (!(await memberById(db, identifier))) return null;
      const { followers, next } = await remoteFollowers(db, identifier, cursor === null ? null : { cursor, limit: pageSize });
      return { items: followers.map(recipientOf), nextCursor: next };
    })
    .setCounter(async (_ctx, identifier) => (await memberById(db, identifier))?.followerCount ?? null)
    .setFirstCursor(() => '');

  // Whom a member follows is not listed yet (part 2 lets members follow people elsewhere); its count is.
  federation
    .setFollowingDispatcher('/users/{identifier}/following', () => ({ items: [] }))
    .setCounter(async (_ctx, identifier) => (await memberById(db, identifier))?.followingCount ?? null);

  federation
    .setOutboxDispatcher('/users/{identifier}/outbox', async (ctx, identifier, cursor) => {
      if (!(await memberById(db, identifier))) return null;
      const page = await publicPostsPage(db, identifier, cursor === '' ? null : cursor, pageSize);
      const posts = await federatedPosts(ctx, db, page.postIds, { delivered: false });
      return { items: posts.map((post) => createOf(post.note)), nextCursor: page.next };
    })
    .setCounter(async (_ctx, identifier) => (await memberById(db, identifier))?.postCount ?? null)
    .setFirstCursor(() => '');

  // A post, or a comment (a reply, as public as its post): a public one is everyone's; one that
  // is not, only a signed request's from someone it is for: a follower of its author when it is
  // for the followers, or someone elsewhere it names. Anyone else is told there is none (404, as
  // Mastodon answers of a status one may not see), never that it exists.
  federation.setObjectDispatcher(Note, '/posts/{id}', async (ctx, { id }) => {
    const audience = await noteAudience(db, id);
    if (!audience || !(await mayRead(ctx, audience))) return null;
    return (await federatedPost(ctx, db, id, { delivered: true }))?.note ?? (await federatedComment(ctx, db, id, { delivered: true }));
  });

  /** Whether the signer of the request `ctx` answers (if any) is someone `audience` is for. */
  const mayRead = async (ctx: RequestContext<void>, audience: NoteAudience): Promise<boolean> => {
    if (audience.visibility === 'public') return true;
    const reader = (await ctx.getSignedKeyOwner())?.id?.href;
    if (!reader) return false;
    if (audience.named.includes(reader)) return true;
    return audience.visibility === 'followers' && (await followsFromElsewhere(db, reader, audience.authorId));
  };

  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async () => {
    const usage = await communityUsage(db);
    return {
      software: { name: 'social', version: deps.version, homepage: origin },
      protocols: ['activitypub'],
      openRegistrations: deps.registration().mode === 'open',
      usage: { users: usage.users, localPosts: usage.posts, localComments: usage.comments },
    };
  });

  /** Whether `activity` comes from a server admins suspended: nothing of it arrives. */
  const fromSuspended = async (activity: Activity) => activity.actorId !== null && (await blockOf(db, activity.actorId.host)) === 'suspend';
  const unlessSuspended =
    <A extends Activity>(handle: (ctx: InboxContext<void>, activity: A) => Promise<unknown>) =>
    async (ctx: InboxContext<void>, activity: A) => {
      if (!(await fromSuspended(activity))) await handle(ctx, activity);
    };

  federation
    .setInboxListeners('/users/{identifier}/inbox', '/inbox')
    .on(Follow, async (ctx, follow) => {
      if (!follow.id || !follow.objectId || (await fromSuspended(follow))) return;
      const target = ctx.parseUri(follow.objectId);
      if (target?.type !== 'actor') return;
      const member = await memberById(db, target.identifier);
      if (!member) return;
      const actor = await follow.getActor(ctx);
      const follower = await rememberedPerson(actor);
      if (!actor || !follower) return;
      const state = await followFromElsewhere(db, follower, { _id: member.id, username: member.username }, follow.id.href);
      // A request waits for the member's answer, sent then (api-core's follow-answers.ts).
      if (state === 'pending') return;
      const answer = answerOf(ctx, member.id, follow, state === 'accepted');
      await ctx.sendActivity({ identifier: member.id }, actor, answer, inTurn(answer));
    })
    .on(Undo, async (ctx, undo) => {
      if (await fromSuspended(undo)) return;
      const undone = await undo.getObject(ctx);
      const undoable =
        undone instanceof Like || undone instanceof Announce || undone instanceof Follow || undone instanceof Block ? undone : null;
      // Only whoever did it undoes it.
      if (!undo.actorId || !undoable || undoable.actorId?.href !== undo.actorId.href) return;
      if (undoable instanceof Block) return blockedBy(ctx, undoable, false);
      if (!(undoable instanceof Follow)) return reactionOf(ctx, undoable, false);
      if (!undoable.objectId) return;
      const target = ctx.parseUri(undoable.objectId);
      if (target?.type === 'actor') await endFollowFromElsewhere(db, { actorUri: undo.actorId.href }, target.identifier);
    })
    // The posts of people members follow, their edits and deletions.
    .on(
      Create,
      unlessSuspended(async (ctx, create) => noteChanged(ctx, create, await objectOf(ctx, create))),
    )
    .on(
      Update,
      unlessSuspended((ctx, update) => updated(ctx, update)),
    )
    .on(Delete, async (_ctx, deletion) => {
      if (await fromSuspended(deletion)) return;
      const person = deletion.actorId && (await knownPerson(db, deletion.actorId.href));
      if (person && deletion.objectId) await deleteRemotePost(deps, person, deletion.objectId.href);
    })
    // A like or repost of one of the community's posts, counted as a member's.
    .on(
      Like,
      unlessSuspended((ctx, like) => reactionOf(ctx, like, true)),
    )
    .on(
      Announce,
      unlessSuspended((ctx, announce) => reactionOf(ctx, announce, true)),
    )
    // Another server's report of a member or their posts, which lands in the moderators' queue.
    .on(
      Flag,
      unlessSuspended((ctx, flag) => flaggedFromElsewhere(ctx, flag)),
    )
    // Someone members follow moves to a new account.
    .on(
      Move,
      unlessSuspended((ctx, move) => movedAway(ctx, move)),
    )
    // Someone elsewhere blocks a member.
    .on(
      Block,
      unlessSuspended((ctx, block) => blockedBy(ctx, block, true)),
    )
    // The answer to a member's Follow, signed by the person followed (Fedify checks the signer is the actor).
    .on(
      Accept,
      unlessSuspended((ctx, accept) => followAnswered(ctx, accept, true)),
    )
    .on(
      Reject,
      unlessSuspended((ctx, reject) => followAnswered(ctx, reject, false)),
    )
    .onError((_ctx, error) => deps.reportReadingFailure(error));

  /**
   * The person of another server behind an activity's actor, kept (or refreshed) as a user here;
   * null for an actor that cannot be. Only their actor as it is now (`current`: their own Update, or
   * a member's search, which fetches it anew) says they came back from a move, or were suspended
   * by their server or no longer are: one read for anything else may be a copy kept from before
   * (Fedify's cache keeps a document 5 minutes), whose lack of `movedTo` proves nothing.
   */
  async function rememberedPerson(actor: Actor | null, { current = false } = {}) {
    const person = actor ? await remotePersonOf(actor, deps.allowPrivate) : null;
    return person && rememberRemotePerson(db, { ...person, ...(!current && { moved: undefined, suspended: undefined }) });
  }

  /**
   * An Update: of a Note (`noteChanged`), or of someone's own actor, as their server sends when
   * they edit their profile: a person the community knows keeps their new name, bio, avatar and
   * addresses here. Another's actor, or a stranger's, is not kept.
   */
  async function updated(ctx: Context<void>, update: Update) {
    const object = await objectOf(ctx, update);
    if (!isActor(object)) return noteChanged(ctx, update, object);
    if (object.id && object.id.href === update.actorId?.href && (await knownPerson(db, object.id.href)))
      await rememberedPerson(object, { current: true });
  }

  /**
   * A Create or Update of a post (`object`, as `objectOf` read it: a Note, a poll, an article) by
   * someone the community knows (a member follows them, or did): kept or edited as their post
   * here. Anyone else's is not asked for, and not kept.
   */
  async function noteChanged(ctx: Context<void>, activity: Create | Update, object: unknown) {
    if (!activity.actorId || !isPostObject(object)) return;
    const known = await knownPerson(db, activity.actorId.href);
    // Their actor last read a week ago or more: read again later, as Mastodon does, for a change their server never sent.
    // An ask that fails is made by their next post: it does not cost this one.
    if (known?.readAgainDue) await readPersonAgainLater({ db, jobs: await deps.jobs() }, known._id).catch(() => undefined);
    const members = await membersNamed(ctx, object);
    const answersHere = object.replyTargetId ? localNoteId(ctx, object.replyTargetId) : null;
    // Someone unknown here is met when they answer, mention or write to a member; anyone else's posts nobody asked for.
    if (!known && !answersHere && members.mentioned.length + members.addressed.length === 0) return;
    // Someone known is not fetched and read again for each post when what is kept of them tells
    // who it is for (everyone, or their followers collection kept here). Else their actor is, and
    // kept anew when it names another collection (someone met before it was kept, or who moved it).
    const kept = known && { uri: activity.actorId.href, followers: known.followers };
    const keptSuffices = kept !== null && audienceOf(object, kept) !== null;
    const actor = keptSuffices ? null : await activity.getActor(ctx);
    const fetched = actor && authorOf(actor);
    const person = known && (keptSuffices || fetched?.followers === known.followers) ? known : ((await rememberedPerson(actor)) ?? known);
    const author = keptSuffices ? kept : fetched;
    const note = author && person ? remoteNoteOf(object, author, members, await carriedBy(object, ctx)) : null;
    if (!person || !note) return;
    if (activity instanceof Update) {
      await editRemotePost(deps, person, note);
      return;
    }
    const keptAs = note.inReplyTo
      ? await receiveRemoteReply(db, person, { localId: answersHere, uri: note.inReplyTo }, note)
      : await receiveRemotePost(db, person, note);
    if (!keptAs) return;
    // Only once it is kept: a message nobody here keeps makes the server fetch nothing.
    if (note.visibility === 'mentioned' && note.mentioned[0]) await meetOthersAddressed(note.othersAddressed, note.mentioned[0]);
    // Each post kept sweeps the oldest copies of images; one that fails is done by the next.
    if (!note.inReplyTo) await forgetOldRemoteImages(deps, deps.remoteMediaDays).catch(() => undefined);
  }

  /**
   * The others of elsewhere a direct message is for (at most `limits.mentionsNotifiedMax`), looked up at
   * once (as a search by `memberId`, one it names, finds them) when nobody here knew them: its
   * members then see who else reads it, and an answer reaches them. Those not found stay unnamed.
   */
  async function meetOthersAddressed(uris: string[], memberId: string) {
    const unknown: string[] = [];
    for (const uri of uris) if (!(await knownPerson(db, uri))) unknown.push(uri);
    await Promise.all(unknown.map((uri) => fediverse.findPerson(uri, memberId).catch(() => null)));
  }

  /** The community's own post or comment an address names (its Notes are `/posts/{id}`), or null. */
  function localNoteId(ctx: Context<void>, uri: URL): string | null {
    const parsed = ctx.parseUri(uri);
    return parsed?.type === 'object' && parsed.class === Note ? (parsed.values.id ?? null) : null;
  }

  /** The members a Note names: those its Mention tags name, and those it is addressed to (`to` and `cc`). */
  async function membersNamed(ctx: Context<void>, note: PostObject): Promise<MembersNamed> {
    const tagged: URL[] = [];
    for await (const tag of note.getTags({ ...ctx, suppressError: true })) if (tag instanceof Mention && tag.href) tagged.push(tag.href);
    const addressed = [...note.toIds, ...note.ccIds];
    return {
      mentioned: await membersAmong(ctx, tagged),
      addressed: await membersAmong(ctx, addressed),
      elsewhere: elsewhereAmong(ctx, [...tagged, ...addressed]),
    };
  }

  /** The addresses among `addresses` that are not the community's, nor everyone's, each once (people, or a collection of theirs). */
  const elsewhereAmong = (ctx: Context<void>, addresses: URL[]): string[] => [
    ...new Set(
      addresses
        .filter((address) => address.href !== PUBLIC_COLLECTION.href && ctx.parseUri(address) === null)
        .map((address) => address.href),
    ),
  ];

  /** The members whose actors `addresses` name, each once: their ids. */
  async function membersAmong(ctx: Context<void>, addresses: URL[]): Promise<string[]> {
    const ids = new Set<string>();
    for (const address of addresses) {
      const parsed = ctx.parseUri(address);
      if (parsed?.type === 'actor' && !ids.has(parsed.identifier) && (await memberById(db, parsed.identifier))) ids.add(parsed.identifier);
    }
    return [...ids];
  }

  /**
   * A Flag from another server (Mastodon sends its moderators' forwarded reports from its own
   * actor): a report by that actor of each post of the community it names, or of the member it
   * names when it names no post, with its words, in the moderators' queue like a member's. What it
   * names that is not the community's, or that its actor may not see, is passed over.
   */
  async function flaggedFromElsewhere(ctx: Context<void>, flag: Flag) {
    const reporter = await rememberedPerson(await flag.getActor(ctx));
    if (!reporter || !flag.actorId) return;
    const named = flag.objectIds.map((id) => ctx.parseUri(id));
    const posts = named.flatMap((parsed) =>
      parsed?.type === 'object' && parsed.class === Note && parsed.values.id ? [parsed.values.id] : [],
    );
    const members = named.flatMap((parsed) => (parsed?.type === 'actor' ? [parsed.identifier] : []));
    const targets =
      posts.length > 0
        ? posts.map((id) => ({ targetType: 'post' as const, targetId: id }))
        : members.map((id) => ({ targetType: 'user' as const, targetId: id }));
    const words = Array.from(textOfCleanHtml(cleanRemoteHtml(flag.content?.toString() ?? '')).trim())
      .slice(0, limits.reportTextMax)
      .join('');
    // A report for something else needs words: a Flag with none says where it came from.
    const text = words || `Reported by ${flag.actorId.host}.`;
    // Sent here by their server, so copied back to none.
    for (const target of targets.slice(0, limits.previewMax)) {
      await fileReport(db, reporter, { ...target, reason: 'other', text, forward: false }, null);
    }
  }

  /**
   * A Move of someone the community knows to their new account (Mastodon's account migration,
   * which their server sends to their followers): when the new account, read from its own server,
   * names the old one as one of its own (`alsoKnownAs`), the community follows them there
   * (`personMoved`: the old profile names the new one, members' follows, blocks and mutes move).
   * A Move to a server admins suspended moves nobody.
   */
  async function movedAway(ctx: Context<void>, move: Move) {
    const from = move.actorId && move.objectId?.href === move.actorId.href ? await knownPerson(db, move.actorId.href) : null;
    if (!from || !move.targetId || (await blockOf(db, move.targetId.host)) === 'suspend') return;
    // Fetched from its own server, whatever the Move carries of it.
    const target = await ctx.lookupObject(move.targetId.href, { crossOrigin: 'ignore' }).catch(() => null);
    if (!isActor(target) || target.id?.href !== move.targetId.href) return;
    if (!target.aliasIds.some((alias) => alias.href === move.actorId?.href)) return;
    const to = await rememberedPerson(target);
    if (to) await personMoved({ db, jobs: await deps.jobs(), community: deps.community }, from, to);
  }

  /** A Block of a member by someone the community knows (`blocked`), or its Undo. */
  async function blockedBy(ctx: Context<void>, block: Block, blocked: boolean) {
    const target = block.objectId ? ctx.parseUri(block.objectId) : null;
    if (!block.actorId || target?.type !== 'actor' || !(await memberById(db, target.identifier))) return;
    const person = await knownPerson(db, block.actorId.href);
    if (person) await blockFromElsewhere(db, person._id, target.identifier, blocked);
  }

  /**
   * A Like or Announce of one of the community's posts (`done`), or its Undo, by the person who
   * sent it; an Announce of a post of elsewhere, `repostedElsewhere`.
   */
  async function reactionOf(ctx: Context<void>, activity: Like | Announce, done: boolean) {
    const target = activity.objectId ? ctx.parseUri(activity.objectId) : null;
    if (target?.type !== 'object' || target.class !== Note) {
      if (activity instanceof Announce && !target) await repostedElsewhere(ctx, activity, done);
      return;
    }
    // Someone known is taken as kept (their signature named them): their actor is neither read
    // nor written again for each like, as their server sends an Update when they change it.
    const known = activity.actorId && (await knownPerson(db, activity.actorId.href));
    const person = known || (await rememberedPerson(await activity.getActor(ctx)));
    if (!person) return;
    await reactedElsewhere(db, person, target.values.id!, activity instanceof Like ? 'like' : 'repost', done);
  }

  /**
   * An Announce (`done`), or its Undo, by someone a member follows, of a public post of elsewhere:
   * the post, fetched from its server, and their repost of it are kept (`receiveRemoteRepost`),
   * so it shows in their followers' Home as "reposted by" them; a reply with the posts up its
   * thread (`readThreadUp`). A post of a server admins blocked (suspended or limited), or of
   * someone other than its server's, is not.
   */
  async function repostedElsewhere(ctx: Context<void>, announce: Announce, done: boolean) {
    const reposter = announce.actorId && (await knownPerson(db, announce.actorId.href));
    if (!reposter || !announce.objectId) return;
    if (!done) return undoRemoteRepost(db, reposter, announce.objectId.href);
    // Only a repost for everyone, by someone a member follows, makes this server fetch anything.
    const addressed = [...announce.toIds, ...announce.ccIds].some((id) => id.href === PUBLIC_COLLECTION.href);
    if (!addressed || !(await followedByMembers(db, reposter))) return;
    // Read from its own server, whatever the Announce carries of it: the reposter's server does
    // not speak for a post of another's.
    const found = await noteFromItsServer(ctx, announce.objectId);
    const kept = found && (await receiveRemoteRepost(db, reposter, found.person, found.note, found.answersHere));
    if (kept && found.note.inReplyTo) await readThreadUp(ctx, found.note.inReplyTo);
  }

  /**
   * The post of elsewhere `uri` names, read from its own server (an object another server carries
   * is taken as the id's own, so none speaks for another's post): its author here (met now when
   * new), the Note as this server keeps it, and the community's own id of what it answers when
   * that is here. Null when it is not a post object of its author's own server, or comes from a
   * server admins blocked (suspended or limited) or from this one, before or after any redirect. A failure that
   * may pass is thrown (`objectOf`).
   */
  async function noteFromItsServer(ctx: Context<void>, uri: URL, reader: Reader = ctx): Promise<NoteFromItsServer | null> {
    const read = await readFromItsServer(ctx, uri, reader);
    return read && 'note' in read ? read : null;
  }

  /**
   * `noteFromItsServer`, or that its server no longer has it (`GoneThere`): what a post kept here
   * read again is told, by a server neither blocked nor this one. Read through `reader`'s loaders
   * (through the address guard; signed when they are, `signedAsCommunity`).
   */
  async function readFromItsServer(ctx: Context<void>, uri: URL, reader: Reader = ctx): Promise<NoteFromItsServer | GoneThere | null> {
    // The community's own is here already, as what it is: never met again as someone's of elsewhere.
    if (uri.origin === origin.origin || (await blockOf(db, uri.host))) return null;
    const object = await objectOrGone(reader, uri);
    if (object instanceof GoneThere) return object;
    // A server speaks for its own people: a Note is theirs only when it comes from their server.
    const authorUri = isPostObject(object) ? object.attributionId : null;
    if (!isPostObject(object) || !authorUri || !object.id || authorUri.origin !== object.id.origin) return null;
    if (object.id.origin === origin.origin || (await blockOf(db, object.id.host))) return null;
    const known = await knownPerson(db, authorUri.href);
    const loaders = loadersOf(reader);
    const actor = known ? null : await object.getAttribution({ ...loaders, suppressError: true }).catch(() => null);
    const author = known ? { uri: authorUri.href, followers: known.followers } : actor && authorOf(actor);
    const person = known ?? (await rememberedPerson(actor));
    const note = author && person ? remoteNoteOf(object, author, noMembersNamed, await carriedBy(object, loaders)) : null;
    const answersHere = object.replyTargetId ? localNoteId(ctx, object.replyTargetId) : null;
    return person && note ? { person, note, answersHere, object } : null;
  }

  /**
   * The posts up the thread of a reply kept as a post, from the one it answers (`uri`): each read
   * from its own server (`noteFromItsServer`) and kept when public (`keepAnsweredRemotePost`), so
   * its card links to it here and a reader follows the thread here, as Mastodon reads a thread.
   * At most `threadReadUp` posts, and none of this community's own (the thread is here) or kept
   * already. One that cannot be had ends the climb: the reply stays as it was kept, linking there.
   */
  async function readThreadUp(ctx: Context<void>, uri: string) {
    let answered: string | null = uri;
    for (let read = 0; answered !== null && read < threadReadUp; read += 1) {
      if (!URL.canParse(answered) || new URL(answered).origin === origin.origin || (await answeredKeptHere(db, answered))) return;
      const found: NoteFromItsServer | null = await noteFromItsServer(ctx, new URL(answered)).catch(() => null);
      if (!found || !(await keepAnsweredRemotePost(db, found.person, found.note, found.answersHere))) return;
      answered = found.note.inReplyTo;
    }
  }

  /**
   * The worker of `federation.replies`: the conversation below a public post of elsewhere a member
   * opened, as Mastodon reads a thread's replies when someone opens it. Its server lists its
   * replies (`replyIdsOf`); each is read from its own server (`noteFromItsServer`: no blocked
   * server, its author's server speaks for it) and, when public, kept as a comment under what it
   * answers here (`receiveRemoteReply`, which holds the rules of any reply: a block between its
   * author and the post's keeps it out), then its own replies, down to `repliesRead`'s bounds.
   * Kept replies tell no member they mention: they were not sent to them. The post and the replies
   * read so keep their edits there (`keepItsEdit`); a post or a kept reply its server has no more
   * goes from here (`readAgain`), as its Delete, which reached only servers where someone follows
   * its author, would have done.
   */
  const readReplies: ServerFederation['readReplies'] = async ({ postId }) => {
    const ctx = federation.createContext(origin, undefined);
    const kept = await postWhoseRepliesAreRead(db, postId);
    if (!kept) return;
    const reader = await signedAsCommunity(ctx);
    const post = await readAgain(ctx, kept, reader);
    if (!post || post === 'missing') return;
    const until = Date.now() + repliesRead.milliseconds;
    const left = { replies: repliesRead.max, pages: repliesRead.pages };
    /** The ids there of the replies read, which need no other read. */
    const read: string[] = [];
    let answering: PostObject[] = [post.object];
    for (let depth = 0; depth < repliesRead.depth && answering.length > 0; depth += 1) {
      const below: PostObject[] = [];
      for (const answered of answering) {
        const replyIds = Date.now() < until ? await replyIdsOf(reader, answered, left) : [];
        for (const replyId of replyIds) {
          if (Date.now() >= until) break;
          const reply = await noteFromItsServer(ctx, replyId, reader).catch(() => null);
          // Nothing private is kept: read so, a Note names no member, so one for some is no one's
          // (`noteFromItsServer` gives none), and one for followers is refused as any such reply is.
          if (!reply?.note.inReplyTo) continue;
          read.push(reply.note.uri);
          await receiveRemoteReply(db, reply.person, { localId: reply.answersHere, uri: reply.note.inReplyTo }, reply.note);
          await keepItsEdit(reply);
          // Its replies are read when it is here (kept now or before): under one kept nowhere, none would be.
          if (await answeredKeptHere(db, reply.note.uri)) below.push(reply.object);
        }
      }
      answering = below;
    }
    await foundThere(db, read);
    const readAgainUntil = Date.now() + repliesRead.readAgainMilliseconds;
    for (const reply of await keptRepliesNotRead(db, postId, read)) {
      if (Date.now() >= readAgainUntil) break;
      // One its server does not answer for now stays, as a post does.
      await readAgain(ctx, reply, reader).catch(() => null);
    }
  };

  /**
   * The worker of `federation.backfill`: the posts and replies of elsewhere kept before this
   * server read all a Note carries, and the people last read before it read their names' emoji
   * (api-core's backfill.ts), read again one after another, the newest first, up to
   * `backfillRead`; the job then adds the next, due now or when the next read tried again is. A
   * post or reply is completed as its server has it now, with its edit there (`readAgain`), or goes
   * when its server says it is gone; a person is kept as their actor is now. One its server does
   * not give now (a timeout, 429, 5xx), or answers 404 once, is read again later, then given up
   * and told (`reportBackfillFailure`): it stays as it was kept.
   */
  const backfill: ServerFederation['backfill'] = async () => {
    const ctx = federation.createContext(origin, undefined);
    const reader = await signedAsCommunity(ctx);
    const until = Date.now() + backfillRead.milliseconds;
    let read = 0;
    for (; read < backfillRead.max && Date.now() < until; read += 1) {
      const due = await takeBackfillDue(db);
      if (!due) break;
      const failure = await readBackfillDue(ctx, due, reader).catch(messageOf);
      if (failure === null) await backfillDone(db, due);
      else deps.reportBackfillFailure({ uri: due.uri, failure, ...(await backfillFailed(db, due, failure)) });
    }
    await startBackfillWhenDue({ db, jobs: await deps.jobs() }, { tookNone: read === 0 });
  };

  /**
   * One the backfill takes, read again from its server: null when that is done (read, gone there,
   * or refused for good), or why it is to be tried again (a 404 not yet confirmed). A failure that
   * may pass is thrown.
   */
  async function readBackfillDue(ctx: Context<void>, due: BackfillDue, reader: Reader): Promise<string | null> {
    if (due.kind === 'note') {
      const read = await readAgain(ctx, due, reader, { whole: true, missingFor: missingForTheBackfill });
      return read === 'missing' ? 'its server answered 404' : null;
    }
    await readPersonAgain(new URL(due.uri), reader);
    return null;
  }

  /**
   * The worker of `federation.person`: a person of elsewhere whose post, or someone opening whose
   * profile, asked for their actor to be read again, a week or more after it last was (api-core's
   * people-read-again.ts), read as it is now (`readPersonAgain`), unless they were read since.
   * One whose server does not answer is tried twice more, then waits for the next ask, which may
   * come a day after the last try.
   */
  const readPerson: ServerFederation['readPerson'] = async ({ userId }) => {
    const uri = await actorStillToReadAgain(db, userId);
    if (!uri) return;
    const reader = await signedAsCommunity(federation.createContext(origin, undefined));
    await readPersonAgain(new URL(uri), reader, { notGivenNow: () => readPersonAgainFailed(db, userId) });
  };

  /**
   * A person of elsewhere kept here, read again from their server as their actor is now (signed
   * as `reader`, keeping no copy): kept anew when it is theirs (`rememberedPerson`, as current),
   * as a member's search keeps them. Nothing when their server is suspended here, says they are gone,
   * or refuses for good; a failure of their server that may pass is thrown (`objectOrGone`), once
   * `notGivenNow` has noted it.
   */
  async function readPersonAgain(uri: URL, reader: Reader, { notGivenNow }: { notGivenNow?: () => Promise<void> } = {}): Promise<void> {
    if ((await blockOf(db, uri.host)) === 'suspend') return;
    const found = await objectOrGone(reader, uri).catch(async (error: unknown) => {
      await notGivenNow?.();
      throw error;
    });
    // A server speaks for its own people only.
    if (isActor(found) && found.id?.href === uri.href) await rememberedPerson(found, { current: true });
  }

  /**
   * A post or reply of elsewhere kept here (`kept`), read again from its server: found, a 404
   * before is forgotten, what this server did not read when it kept it is written (`whole`: one
   * marked by migration 069, `completeRemoteNote`), and its edit there is kept (`keepItsEdit`);
   * gone, it goes from here too, as its `Delete` would have taken it, remembered deleted when its
   * server says so for good (410, a Tombstone). A 404 takes it only when a read some minutes
   * before met one too (`missingFor` before, for the backfill). Answers what was read, when it is
   * there, and `missing` for a 404 that did not take it (yet).
   */
  async function readAgain(
    ctx: Context<void>,
    kept: { uri: string; author: UserRef },
    reader: Reader,
    { whole = false, missingFor }: { whole?: boolean; missingFor?: string } = {},
  ): Promise<NoteFromItsServer | 'missing' | null> {
    const read = await readFromItsServer(ctx, new URL(kept.uri), reader);
    if (read instanceof GoneThere) {
      if (!read.forGood && !(await missingThereBefore(db, kept.uri, missingFor))) return 'missing';
      await deleteRemotePost(deps, kept.author, kept.uri, { remembered: read.forGood });
      return null;
    }
    if (!read) return null;
    await foundThere(db, [kept.uri]);
    if (whole) await completeRemoteNote(db, read.person, read.note);
    await keepItsEdit(read);
    return read;
  }

  /**
   * A post or reply of elsewhere read again from its server (`read`): its edit there is kept
   * (`editRemotePost`, its earlier version in its history) when its server says it was edited
   * since it was last written here. Its author's server sends its `Update` only where someone
   * follows its author: a post kept for a repost, or read up or down a thread, hears of it so.
   */
  async function keepItsEdit(read: NoteFromItsServer) {
    const edited = read.object.updated;
    if (edited && (await writtenHereBefore(db, read.note.uri, new Date(edited.epochMilliseconds)))) {
      await editRemotePost(deps, read.person, read.note);
    }
  }

  /**
   * An Accept or Reject of a member's Follow: the request becomes a follow, or ends (a Reject of
   * a follow ends it too, as a follower removed there). The Follow is matched by its id, or by the
   * member it names when the answer carries it whole with an id of its server's.
   */
  async function followAnswered(ctx: Context<void>, answer: Accept | Reject, accepted: boolean) {
    if (!answer.actorId || !answer.objectId) return;
    // Our Follow's id names nothing anyone fetches: only an answer that carries the Follow whole names its member.
    const follow = await answer.getObject({ ...ctx, suppressError: true }).catch(() => null);
    const member = follow instanceof Follow && follow.actorId ? ctx.parseUri(follow.actorId) : null;
    const memberId = member?.type === 'actor' ? member.identifier : null;
    await followAnsweredElsewhere(db, answer.actorId.href, { followUri: answer.objectId.href, memberId }, accepted);
  }

  /** A member served to other servers signs as Fedify's key pairs dispatcher gives. */
  const served = (userId: string): Signer => ({ userId, keys: { identifier: userId } });

  /**
   * Who `userId` sends as: the member while served; while a moderator suspends them, and only
   * when `whileSuspended` lets what is sent go out even so, their kept keys, with which
   * `sendToFollowers` reads their followers here, as Mastodon signs as a suspended account. Null
   * for nothing to send: a member gone (their deletion told everyone), suspended and the sending
   * not one of those, or suspended without keys (who never sent anything has no one to tell).
   */
  const senderOf = async (userId: string, { whileSuspended }: { whileSuspended: boolean }): Promise<Sender | null> => {
    const member = await memberById(db, userId);
    if (member) return { signer: served(userId), member };
    const suspended = whileSuspended ? await suspendedMember(db, userId) : null;
    if (!suspended) return null;
    const keys = await keptSigners(db, userId, federation.createContext(origin, undefined).getActorUri(userId));
    return keys.length > 0 ? { signer: { userId, keys }, suspended } : null;
  };

  /**
   * Who signs a change of what `userId` wrote: a suspended member's only for its Delete (a
   * moderator removing it), since the servers that had the post must hear that it is gone.
   */
  const signerOfChange = async (userId: string, change: JobData<'federation.post'>['change']): Promise<Signer | null> =>
    (await senderOf(userId, { whileSuspended: change === 'delete' }))?.signer ?? null;

  /** `activity` to the followers elsewhere of `signer`, signed as them: one delivery per server's shared inbox. */
  const sendToFollowers = async ({ userId, keys }: Signer, activity: Create | Update | Delete | Announce | Undo) => {
    const ctx = federation.createContext(origin, undefined);
    if ('identifier' in keys)
      return ctx.sendActivity(keys, 'followers', activity, { preferSharedInbox: true, excludeBaseUris: [origin], ...inTurn(activity) });
    // Fedify reads the followers of an actor it serves alone: a suspended member's are read here.
    const { followers } = await remoteFollowers(db, userId, null);
    await ctx.sendActivity(keys, followers.map(recipientOf), activity, { preferSharedInbox: true, ...inTurn(activity) });
  };

  /**
   * A post's or a comment's change as its author's followers elsewhere hear of it: the Note's
   * Create, its Update (named by the time of the edit), or the Delete of its id. `note` is null
   * when it is gone, or no longer shown, before the job ran: its Delete (if any) follows.
   */
  const noteChangeOf = async (
    id: string,
    authorId: string,
    change: JobData<'federation.post'>['change'],
    note: (ctx: Context<void>) => Promise<Note | null>,
    deletedFor?: RemoteRecipient[],
  ): Promise<Create | Update | Delete | null> => {
    const ctx = federation.createContext(origin, undefined);
    const noteId = ctx.getObjectUri(Note, { id });
    const actor = ctx.getActorUri(authorId);
    if (change === 'delete') {
      // Addressed as it was: to everyone and the followers, or to the people it was for alone (`deletedFor`).
      const tos = deletedFor ? deletedFor.map((person) => new URL(person.uri)) : [PUBLIC_COLLECTION, ctx.getFollowersUri(authorId)];
      return new Delete({ id: new URL('#delete', noteId), actor, tos, object: new Tombstone({ id: noteId }) });
    }
    const made = await note(ctx);
    if (!made) return null;
    if (change === 'create') return createOf(made);
    const editedAt = made.updated ?? Temporal.Now.instant();
    return new Update({
      id: new URL(`#updates/${editedAt.epochMilliseconds}`, noteId),
      actor,
      tos: made.toIds,
      ccs: made.ccIds,
      updated: editedAt,
      object: made,
    });
  };

  /** `activity` to people elsewhere a post or reply is for: one delivery to each inbox their servers share. */
  const sendToPeopleElsewhere = async (signer: Signer, people: RemoteRecipient[], activity: Create | Update | Delete | Announce | Undo) => {
    if (people.length === 0) return;
    await federation
      .createContext(origin, undefined)
      .sendActivity(signer.keys, people.map(recipientOf), activity, { preferSharedInbox: true, ...inTurn(activity) });
  };

  /**
   * `activity` to the followers elsewhere of `userId`, and to `people` elsewhere it is for too
   * (whom it mentions or answers, who kept it), but those at a server the followers' delivery
   * reaches: each server is sent it once, as Mastodon sends it.
   */
  const sendToFollowersAnd = async (signer: Signer, people: RemoteRecipient[], activity: Create | Update | Delete | Announce | Undo) => {
    await sendToFollowers(signer, activity);
    await sendToPeopleElsewhere(signer, await beyondFollowersOf(db, signer.userId, people), activity);
  };

  const sendPostChange: ServerFederation['sendPostChange'] = async ({
    postId,
    authorId,
    change,
    mentionedElsewhere,
    keptElsewhere,
    mentionedAlone,
  }) => {
    const signer = await signerOfChange(authorId, change);
    if (!signer) return;
    let mentioned: RemoteRecipient[] = mentionedElsewhere ?? [];
    // Who it is for is the post's own (its deletion's, the job's: the post is gone).
    let forMentionedAlone = mentionedAlone === true;
    const made = async (ctx: Context<void>) => {
      const post = await federatedPost(ctx, db, postId, { delivered: true });
      mentioned = post?.mentionedElsewhere ?? [];
      forMentionedAlone = post?.visibility === 'mentioned';
      return post?.note ?? null;
    };
    const activity = await noteChangeOf(postId, authorId, change, made, mentionedAlone ? mentionedElsewhere : undefined);
    if (!activity) return;
    // A post for the people it mentions alone goes to them, never to the followers.
    if (forMentionedAlone) return sendToPeopleElsewhere(signer, mentioned, activity);
    // The people elsewhere it mentions, and whose servers keep a public post (they reposted,
    // liked or answered it: its edit and deletion), whether they follow the author or not.
    const kept = change === 'update' ? await recipientsWhoKeptIt(db, postId, authorId) : (keptElsewhere ?? []);
    await sendToFollowersAnd(signer, [...mentioned, ...kept], activity);
  };

  const sendCommentChange: ServerFederation['sendCommentChange'] = async ({
    commentId,
    authorId,
    change,
    elsewhere,
    mentionedElsewhere,
  }) => {
    const signer = await signerOfChange(authorId, change);
    if (!signer) return;
    const note = (ctx: Context<void>) => federatedComment(ctx, db, commentId, { delivered: true });
    const activity = await noteChangeOf(commentId, authorId, change, note, mentionedElsewhere);
    if (!activity) return;
    // On a community's post for the people it mentions alone: to those of them elsewhere it is
    // addressed to now (an edit of the post may have left someone out since), and nobody else.
    if (mentionedElsewhere) {
      const addressed = new Set(activity.toIds.map((id) => id.href));
      return sendToPeopleElsewhere(
        signer,
        mentionedElsewhere.filter((person) => addressed.has(person.uri)),
        activity,
      );
    }
    // The commenter's followers hear of a reply to a public post, with the people elsewhere it
    // mentions or answers; the author of a post of elsewhere hears of any reply to it.
    if (!elsewhere || elsewhere.visibility === 'public') {
      const named = await commentRecipientsElsewhere(db, origin.origin, commentId);
      return sendToFollowersAnd(signer, elsewhere ? [elsewhere.author, ...named] : named, activity);
    }
    // The others a direct message of elsewhere is for, as everyone in it hears an answer to it:
    // those it is addressed to now (known here, within reach of its writer), but its author.
    const others = activity.toIds.map((id) => id.href).filter((uri) => uri !== elsewhere.author.uri);
    const othersHere = elsewhere.visibility === 'mentioned' ? await knownRecipients(db, others) : [];
    await sendToPeopleElsewhere(signer, [elsewhere.author, ...othersHere], activity);
  };

  const sendRepost: ServerFederation['sendRepost'] = async (data) => {
    const { postId, userId, repostedAt, reposted, elsewhere } = data;
    if (!(await memberById(db, userId)) || !(await repostStillSo(db, data))) return;
    const ctx = federation.createContext(origin, undefined);
    const actor = ctx.getActorUri(userId);
    const at = Temporal.Instant.from(new Date(repostedAt).toISOString());
    const announce = new Announce({
      id: new URL(`#reposts/${encodeURIComponent(postId)}/${at.epochMilliseconds}`, actor),
      actor,
      object: elsewhere ? new URL(elsewhere.uri) : ctx.getObjectUri(Note, { id: postId }),
      tos: [PUBLIC_COLLECTION],
      ccs: [ctx.getFollowersUri(userId), ...(elsewhere ? [new URL(elsewhere.author.uri)] : [])],
      published: at,
    });
    const activity = reposted
      ? announce
      : new Undo({ id: new URL('#undo', announce.id!), actor, tos: announce.toIds, ccs: announce.ccIds, object: announce });
    await sendToFollowersAnd(served(userId), elsewhere ? [elsewhere.author] : [], activity);
  };

  const sendFollowAnswer: ServerFederation['sendFollowAnswer'] = async (data) => {
    const { userId, follower, followUri, accepted } = data;
    // A member gone since (or suspended) answers nobody: their deletion told their followers.
    if (!(await memberById(db, userId)) || !(await answerStillSo(db, data))) return;
    const ctx = federation.createContext(origin, undefined);
    const follow = new Follow({ id: new URL(followUri), actor: new URL(follower.uri), object: ctx.getActorUri(userId) });
    const answer = answerOf(ctx, userId, follow, accepted);
    await ctx.sendActivity({ identifier: userId }, recipientOf(follower), answer, inTurn(answer));
  };

  const sendFollow: ServerFederation['sendFollow'] = async (data) => {
    const { userId, followee, followUri, following } = data;
    // A member gone since (or suspended) asks nothing: their deletion told whom they followed.
    if (!(await memberById(db, userId)) || !(await followStillSo(db, data))) return;
    const ctx = federation.createContext(origin, undefined);
    const actor = ctx.getActorUri(userId);
    const follow = new Follow({ id: new URL(followUri), actor, object: new URL(followee.uri) });
    const activity = following ? follow : new Undo({ id: new URL(`#undo`, followUri), actor, object: follow });
    await ctx.sendActivity({ identifier: userId }, recipientOf(followee), activity, inTurn(activity));
  };

  const sendLike: ServerFederation['sendLike'] = async (data) => {
    const { userId, postUri, author, likedAt, liked } = data;
    if (!(await memberById(db, userId)) || !(await likeStillSo(db, data))) return;
    const ctx = federation.createContext(origin, undefined);
    const actor = ctx.getActorUri(userId);
    // Named by the post and the time of the like, as reposts are: its Undo names the same like.
    const id = new URL(`#likes/${encodeURIComponent(postUri)}/${new Date(likedAt).getTime()}`, actor);
    const like = new Like({ id, actor, object: new URL(postUri) });
    const activity = liked ? like : new Undo({ id: new URL(`${id.href}/undo`), actor, object: like });
    await ctx.sendActivity({ identifier: userId }, recipientOf(author), activity, inTurn(activity));
  };

  const sendBlock: ServerFederation['sendBlock'] = async (data) => {
    const { userId, target, blockedAt, blocked } = data;
    if (!(await memberById(db, userId)) || !(await blockStillSo(db, data))) return;
    const ctx = federation.createContext(origin, undefined);
    const actor = ctx.getActorUri(userId);
    const id = new URL(`#blocks/${encodeURIComponent(target.uri)}/${new Date(blockedAt).getTime()}`, actor);
    const block = new Block({ id, actor, object: new URL(target.uri) });
    const activity = blocked ? block : new Undo({ id: new URL(`${id.href}/undo`), actor, object: block });
    await ctx.sendActivity({ identifier: userId }, recipientOf(target), activity, inTurn(activity));
  };

  const sendFlag: ServerFederation['sendFlag'] = async ({ reportId, target, objects, text }) => {
    const ctx = federation.createContext(origin, undefined);
    const actor = ctx.getActorUri(communityActor);
    const flag = new Flag({
      id: new URL(`#reports/${encodeURIComponent(reportId)}`, actor),
      actor,
      objects: objects.map((uri) => new URL(uri)),
      content: text,
    });
    await ctx.sendActivity({ identifier: communityActor }, recipientOf(target), flag, inTurn(flag));
  };

  /** How long finding someone elsewhere may take (WebFinger and their actor), so a search never waits on a server that hangs. */
  const lookupLimitMs = 10_000;

  const fediverse: Fediverse = {
    findPerson: async (handleOrUrl, askingId, wanted) => {
      const ctx = federation.createContext(origin, undefined);
      const own = ownPersonNamed(ctx, handleOrUrl);
      if (own !== undefined) return own === null ? null : memberIdByUsername(db, own);
      // Nobody of a server admins suspended is asked for.
      const host = hostNamed(handleOrUrl);
      if (!host || (await blockOf(db, host)) === 'suspend') return null;
      const signal = AbortSignal.timeout(lookupLimitMs);
      const named = deps.allowPrivate ? ((await actorOverHttp(handleOrUrl, signal)) ?? handleOrUrl) : handleOrUrl;
      // Signed as the member who asks, for servers that answer only signed fetches, and given up with the rest.
      const signed = await ctx.getDocumentLoader({ identifier: askingId });
      const documentLoader: typeof signed = (url, options) => signed(url, { ...options, signal });
      const found = await ctx.lookupObject(named, { documentLoader, signal, userAgent }).catch(() => null);
      // Fetched anew (the signed loader keeps no copy): whether they moved is as it is now.
      const known = isActor(found) ? await rememberedPerson(found, { current: true }) : null;
      if (!known || !isActor(found)) return null;
      if (wanted?.recentPosts) {
        // Their recent public posts, from their outbox, for their profile here: as many as the same time limit lets be read.
        await keepRecentRemotePosts(db, known, await recentNotesOf(found, { documentLoader, contextLoader: ctx.contextLoader }));
      }
      return known._id;
    },
  };

  /**
   * The username of a member `handleOrUrl` names on this server (their handle with its host, the
   * address of their profile or actor), null for nobody here, undefined for a name of elsewhere.
   */
  function ownPersonNamed(ctx: Context<void>, handleOrUrl: string): string | null | undefined {
    if (!/^https?:/.test(handleOrUrl)) {
      const [name = '', host] = handleOrUrl.replace(/^@/, '').split('@');
      return host?.toLowerCase() === origin.host ? name : undefined;
    }
    const url = new URL(handleOrUrl);
    if (url.origin !== origin.origin) return undefined;
    const profile = /^\/profile\/([^/]+)$/.exec(url.pathname)?.[1];
    if (profile) return decodeURIComponent(profile);
    return null;
  }

  const sendAccountDeletion: ServerFederation['sendAccountDeletion'] = async ({ userId }) => {
    const ctx = federation.createContext(origin, undefined);
    const actor = ctx.getActorUri(userId);
    // The member is gone, so their actor (and its key pairs dispatcher) answers nobody: their kept keys sign.
    const senders = await keptSigners(db, userId, actor);
    if (senders.length === 0) return;
    // Every server known here, their followers' among them: a server that holds what they did
    // there forgets it (one delivery to each inbox). A job an earlier version wrote carries the
    // followers too; they are people known here, so their servers are among these.
    const deletion = new Delete({ id: new URL('#delete', actor), actor, tos: [PUBLIC_COLLECTION], object: actor });
    // After the Updates of their profile still on their way.
    await ctx.sendActivity(senders, (await everyKnownInbox(db)).map(recipientOf), deletion, {
      preferSharedInbox: true,
      ...inTurn(deletion),
    });
    // Each delivery carries its signing keys (Fedify's messages): the kept ones may go.
    await forgetKeys(db, userId);
  };

  /**
   * A suspended member's actor, served and sent to their followers' servers as Mastodon serves
   * one: who they are, where they take deliveries and their keys (so what is signed with them
   * meanwhile is read by a server that never kept them), `suspended`, and nothing they wrote of
   * themselves.
   */
  const suspendedPersonOf = async (ctx: Context<void>, userId: string, username: string) => {
    const keys = await ctx.getActorKeyPairs(userId);
    return new Person({
      id: ctx.getActorUri(userId),
      preferredUsername: username,
      inbox: ctx.getInboxUri(userId),
      endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
      followers: ctx.getFollowersUri(userId),
      suspended: true,
      publicKey: keys[0]?.cryptographicKey ?? null,
      assertionMethods: keys.map((key) => key.multikey),
    });
  };

  const sendProfileUpdate: ServerFederation['sendProfileUpdate'] = async ({ userId }) => {
    const ctx = federation.createContext(origin, undefined);
    const actor = ctx.getActorUri(userId);
    // As they are when the job runs: served, suspended (their actor saying so), or gone (their deletion said the rest).
    const sender = await senderOf(userId, { whileSuspended: true });
    if (!sender) return;
    const person =
      'member' in sender ? await personOf(ctx, sender.member) : await suspendedPersonOf(ctx, userId, sender.suspended.username);
    const updated = Temporal.Now.instant();
    const id = new URL(`#updates/${updated.epochMilliseconds}`, actor);
    await sendToFollowers(sender.signer, new Update({ id, actor, tos: [PUBLIC_COLLECTION], updated, object: person }));
  };

  return {
    federation,
    messages: { [federationQueueName]: messages, [orderedDeliveryQueueName]: messages, [inboxQueueName]: inboxMessages },
    inboxBacklog: inboxBacklog(db),
    sendPostChange,
    sendCommentChange,
    sendRepost,
    sendFollowAnswer,
    sendFollow,
    sendLike,
    sendBlock,
    sendFlag,
    sendAccountDeletion,
    sendProfileUpdate,
    readReplies,
    backfill,
    readPerson,
    fediverse,
  };
}

/** Whose keys sign an activity: a served member's by their identifier (Fedify's dispatcher), or the keys themselves. */
type Signer = { userId: string; keys: { identifier: string } | SenderKeyPair[] };
/** Who a member sends as (`senderOf`): served, with their profile; or suspended, with their name alone. */
type Sender = { signer: Signer; member: Member } | { signer: Signer; suspended: { username: string } };

/** A follower elsewhere as Fedify delivers to them. */
const recipientOf = (follower: RemoteRecipient): Recipient => ({
  id: new URL(follower.uri),
  inboxId: new URL(follower.inbox),
  endpoints: follower.sharedInbox ? { sharedInbox: new URL(follower.sharedInbox) } : null,
});

/** A Note's Create: its id the Note's own with `#create`, its audience the Note's. */
function createOf(note: Note): Create {
  return new Create({
    id: new URL('#create', note.id!),
    actor: note.attributionId,
    tos: note.toIds,
    ccs: note.ccIds,
    published: note.published,
    object: note,
  });
}

/** `member`'s answer to `follow`: its Accept, or its Reject (a request declined, a follower removed, a block). */
function answerOf(ctx: Context<void>, memberId: string, follow: Follow, accepted: boolean): Accept | Reject {
  const actor = ctx.getActorUri(memberId);
  const id = new URL(`#${accepted ? 'accepts' : 'rejects'}/${crypto.randomUUID()}`, actor);
  return accepted ? new Accept({ id, actor, object: follow }) : new Reject({ id, actor, object: follow });
}

/**
 * The object an activity carries, or that Fedify fetches from its server: null when that server
 * refuses it for good (an address refused, an answer 4xx), so the activity is accepted and nothing
 * of it kept; a failure that may pass (no answer, a 5xx, a 408 or 429) is thrown, so the inbox
 * answers 500 and the sender tries again.
 */
async function objectOf(ctx: Context<void>, activity: Create | Update | Announce): Promise<unknown> {
  try {
    return await activity.getObject(ctx);
  } catch (error) {
    if (refusedForGood(error)) return null;
    throw error;
  }
}

/**
 * Loaders that sign each fetch as the community's own actor, and keep no copy: a server that
 * answers only signed fetches (Mastodon's secure mode, Akkoma's restricted posts) is read, what
 * it answers is its answer to this server, and a post read again is as it is now.
 */
const signedAsCommunity = async (ctx: Context<void>): Promise<Reader> => ({
  documentLoader: await ctx.getDocumentLoader({ identifier: communityActor }),
  contextLoader: ctx.contextLoader,
});

/**
 * A post's server answering for it that it has it no more: 410 Gone, or a Tombstone in its place,
 * says it was deleted (`forGood`); 404 may be a moment's answer (`deleteRemotePost`).
 */
class GoneThere {
  constructor(readonly forGood: boolean) {}
}

/**
 * The object `uri` names, read as `objectOf` reads an activity's, or `GoneThere` when its own
 * server says so: a refusal at another server, reached by a redirect, says nothing of it.
 */
async function objectOrGone(reader: Reader, uri: URL): Promise<unknown> {
  try {
    const object = await new Announce({ object: uri }).getObject(loadersOf(reader));
    return object instanceof Tombstone && object.id?.href === uri.href ? new GoneThere(true) : object;
  } catch (error) {
    const status = error instanceof FetchError && error.url.origin === uri.origin ? error.response?.status : undefined;
    if (status === 404 || status === 410) return new GoneThere(status === 410);
    if (refusedForGood(error)) return null;
    throw error;
  }
}

const refusedForGood = (error: unknown): boolean => {
  if (error instanceof UrlError) return true;
  const status = error instanceof FetchError ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

/**
 * Whether a server may deliver to `inbox` as its address is written: http(s), not `localhost` nor
 * an address inside this server's network, unless `SOCIAL_FEDERATION_ALLOW_PRIVATE`. A name's
 * address is the connection's to check, when each delivery connects (other-servers-dispatcher.ts):
 * a DNS lookup here would cost every Like and Follow received one, and its answer could change.
 */
function deliverableInbox(inbox: URL, allowPrivate: boolean): boolean {
  if (inbox.protocol !== 'https:' && inbox.protocol !== 'http:') return false;
  if (allowPrivate) return true;
  const host = inbox.hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  return isIP(host) === 0 || isPublicAddress(host);
}

/** A remote actor as this server keeps them (api-core's remote-people.ts); null for one it could not deliver to. */
export async function remotePersonOf(actor: Actor, allowPrivate: boolean): Promise<RemotePerson | null> {
  if (!actor.id || !actor.inboxId) return null;
  const inboxes = [actor.inboxId, actor.endpoints?.sharedInbox].filter((inbox) => inbox instanceof URL);
  if (!inboxes.every((inbox) => deliverableInbox(inbox, allowPrivate))) return null;
  // Their avatar as their actor carries it (an Image within it); one only named by address is not fetched here.
  const icon = await actor.getIcon({ documentLoader: notFetched, suppressError: true }).catch(() => null);
  const iconUrl = icon?.url instanceof Link ? icon.url.href : (icon?.url ?? null);
  return {
    bio: textOfCleanHtml(cleanRemoteHtml(actor.summary?.toString() ?? '')),
    avatarUrl: iconUrl?.href ?? null,
    uri: actor.id.href,
    name: actor.preferredUsername?.toString() ?? '',
    displayName: actor.name?.toString() ?? '',
    domain: actor.id.host,
    inbox: actor.inboxId.href,
    sharedInbox: actor.endpoints?.sharedInbox?.href ?? null,
    followers: actor.followersId?.href ?? null,
    moved: actor.successorId !== null,
    suspended: actor.suspended === true,
    emojis: await emojisOf(actor),
  };
}

/**
 * The actor a handle names, asked of its server's WebFinger over http: how servers of a test on
 * this machine answer (Fedify asks https only, as every real server serves). Only with
 * `SOCIAL_FEDERATION_ALLOW_PRIVATE`; null for anything else, which Fedify then looks up.
 */
async function actorOverHttp(handle: string, signal: AbortSignal): Promise<string | null> {
  const [, name, host] = /^@?([^@\s/:]+)@([^@\s/]+)$/.exec(handle) ?? [];
  if (!name || !host) return null;
  const webFinger = new URL(`http://${host}/.well-known/webfinger`);
  webFinger.searchParams.set('resource', `acct:${name}@${host}`);
  const response = await fetch(webFinger, { headers: { accept: 'application/jrd+json' }, signal }).catch(() => null);
  if (!response?.ok) return null;
  const { links = [] } = (await response.json().catch(() => ({}))) as { links?: Array<{ rel?: string; type?: string; href?: string }> };
  const self = links.find((link) => link.rel === 'self' && link.type?.includes('activity+json'));
  return self?.href ?? null;
}

/** The server a handle (`@name@host`) or an address names: its host, or null for neither. */
function hostNamed(handleOrUrl: string): string | null {
  if (/^https?:\/\//.test(handleOrUrl)) return URL.canParse(handleOrUrl) ? new URL(handleOrUrl).host : null;
  return handleOrUrl.replace(/^@/, '').split('@')[1]?.toLowerCase() ?? null;
}

/** NodeInfo's counts: members, those active this month and half-year (who posted), posts and comments. */
