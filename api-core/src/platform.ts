import type { JobQueue, UserRef } from 'api-contract/entities';
import type { Result } from 'api-contract/rules/result';
import type { Registration } from 'api-contract/runtime-config';
import type { Database, Queryable } from './db/database';

/**
 * What the one implementation needs from the place it runs in, behind small interfaces: the
 * server gives it PostgreSQL (or PGlite in its data folder), argon2id, signed JWTs and images
 * re-encoded into files; the page's mock gives it PGlite in memory, a light hash, the mock's
 * published token secret and images kept as data URLs.
 */
export type Platform = {
  db: Database;
  tokens: Tokens;
  passwords: PasswordHasher;
  images: ImageStore;
  community: Community;
  jobs: Jobs;
  /** The rest of the fediverse, when the community is part of it (the server's `SOCIAL_FEDERATION`); never in the page's mock. */
  fediverse: Fediverse | null;
  /**
   * Where a failure that fails nothing the caller asked for goes, for the operator (the server's
   * log; the page's console in the mock): work a call does besides its answer, tried again later.
   */
  log: PlatformLog;
};

/** A log's warning: what happened in words, with its details (`err` for the error, as pino reads it). */
export type PlatformLog = { warn: (details: Record<string, unknown>, message: string) => void };

/** What the community asks of other servers while answering a call. */
export type Fediverse = {
  /**
   * The person a handle (`@name@host`, `name@host`) or an actor's address names, found on their
   * server (WebFinger, then their actor, fetched signed) and kept as a user here: their id, or
   * null when no such person answers. `askingId` is the member who asks (or the community's own
   * actor, `community`, for the server's own reads): the fetches are signed as them.
   * With `recentPosts`, their recent public posts (their outbox's) are kept too, for their profile here.
   */
  findPerson: (handleOrUrl: string, askingId: string, wanted?: { recentPosts: boolean }) => Promise<string | null>;
};

/**
 * What the operator chose for the community (the server's environment, the mock's runtime
 * configuration). Read on each call, so a test can change it between cases.
 */
export type Community = {
  registration: Registration;
  /**
   * The demo's guest account is everyone's ('Login as a Guest'): while on, nobody may delete it,
   * change its password or end its other sessions, which would lock every other visitor out.
   */
  sharedGuest: boolean;
  /** Whether the server sends mail (`SOCIAL_SMTP_URL`); never in the page's mock. */
  mail: boolean;
  /** Whether an account whose address is not confirmed may only read (`SOCIAL_REQUIRE_VERIFIED_EMAIL`, only with mail). */
  requireVerifiedEmail: boolean;
  /** Whether moderators and admins must have a second factor before their tools answer (`SOCIAL_STAFF_REQUIRE_2FA`). */
  staffRequireTwoFactor: boolean;
  /** What the community is called: the issuer an authenticator app shows beside the account. */
  name: string;
  /**
   * The web address people sign in at (`SOCIAL_PUBLIC_URL`; the page's own in the mock): passkeys
   * are made for its host, and answer only from it.
   */
  origin: string;
};

/** Work done after the answer, by its kind and what it needs: the mails, and what other servers are sent. */
export type Job =
  | { name: 'mail.password-reset'; data: { resetId: string } }
  | { name: 'mail.email-confirm'; data: { confirmationId: string } }
  /** The old address of an account told that its address changed. */
  | { name: 'mail.email-changed'; data: { userId: string; oldEmail: string } }
  /** A post made, edited or deleted, to be sent to its author's followers on other servers (issue 37). */
  | {
      name: 'federation.post';
      /**
       * A deletion names the people elsewhere the post mentioned, and those who reposted, liked or
       * answered it (`keptElsewhere`), read before it went, who are told too. A post for the people
       * it mentions alone (`mentionedAlone`) goes to them, never to the followers.
       */
      data: {
        postId: string;
        authorId: string;
        change: 'create' | 'update' | 'delete';
        mentionedElsewhere?: RemoteRecipient[];
        keptElsewhere?: RemoteRecipient[];
        mentionedAlone?: boolean;
      };
    }
  /**
   * A comment made, edited or deleted, to be sent to its author's followers elsewhere as a reply;
   * on a community's post for the people it mentions alone, to those of them elsewhere
   * (`mentionedElsewhere`, read with the change), never to the followers.
   */
  | {
      name: 'federation.comment';
      data: {
        commentId: string;
        authorId: string;
        change: 'create' | 'update' | 'delete';
        elsewhere?: PostElsewhere;
        mentionedElsewhere?: RemoteRecipient[];
      };
    }
  /** A repost, or its undo, to be sent to the reposter's followers elsewhere. */
  | {
      name: 'federation.repost';
      data: { postId: string; userId: string; repostedAt: string; reposted: boolean; elsewhere?: PostElsewhere };
    }
  /** A remote person's Follow of `userId`, accepted or refused (a request answered, a follower removed), to be answered. */
  | { name: 'federation.follow-answer'; data: { userId: string; follower: RemoteRecipient; followUri: string; accepted: boolean } }
  /** A member's Follow of a person of another server (`following`), or its Undo (an unfollow, a request withdrawn). */
  | { name: 'federation.follow'; data: { userId: string; followee: RemoteRecipient; followUri: string; following: boolean } }
  /** A member's like of a post of another server (`liked`), or its taking back, to its author's server. */
  | { name: 'federation.like'; data: { userId: string; postUri: string; author: RemoteRecipient; likedAt: string; liked: boolean } }
  /** A member's block of a person of another server (`blocked`), or its lifting, to that person's server. */
  | { name: 'federation.block'; data: { userId: string; target: RemoteRecipient; blockedAt: string; blocked: boolean } }
  /** A member's report of a person of another server (or of their post or reply), copied to their server as a Flag (`objects`: their ids there). */
  | { name: 'federation.flag'; data: { reportId: string; target: RemoteRecipient; objects: string[]; text: string } }
  /** An account deleted: a Delete of its actor to its followers elsewhere (carried: their follows went with it) and every server known. */
  | { name: 'federation.account-deleted'; data: { userId: string } }
  /**
   * A member's profile changed, or a moderator suspended them or lifted it: an Update of their
   * actor, as it is when the job runs (a suspended one's says so), to their followers elsewhere.
   */
  | { name: 'federation.profile'; data: { userId: string } }
  /** A member's suspension for a time, at its end: a `federation.profile` job, in turn with the other changes to their actor. */
  | { name: 'federation.suspension-ends'; data: { userId: string } }
  /** A public post of elsewhere opened by a member: the replies its server lists for it, read and kept as its comments. */
  | { name: 'federation.replies'; data: { postId: string } }
  /** The posts and replies of elsewhere kept before migration 069, read again from their servers (api-core's backfill.ts). */
  | { name: 'federation.backfill'; data: Record<string, never> }
  /** A person of elsewhere whose actor was read long ago, read again from their server (api-core's people-read-again.ts). */
  | { name: 'federation.person'; data: { userId: string } };

/** What a job of kind `N` carries. */
export type JobData<N extends Job['name']> = Extract<Job, { name: N }>['data'];

/** A post that came from another server, as what a member does to it is sent there: its id there, its author, who it is for. */
export type PostElsewhere = { uri: string; author: RemoteRecipient; visibility: 'public' | 'followers' | 'mentioned' };

/** Where an actor of another server takes deliveries. */
export type RemoteRecipient = { uri: string; inbox: string; sharedInbox: string | null };

/**
 * The durable job queue (the server's, in PostgreSQL): a job is added in the transaction of the
 * change that causes it, so it runs only if that change committed, and is never lost once it has.
 */
export type Jobs = {
  /** Adds `job`, to run now or, with `startAt` (ISO), not before then. */
  enqueue: (tx: Queryable, job: Job, when?: { startAt: string }) => Promise<void>;
  /** Each kind of job's counts and latest failure, for the admins' screen. */
  queues: () => Promise<JobQueue[]>;
};

/** Who a token names (as the spec's token does, `_id` and `username`) and the session it belongs to (`sid`). */
export type TokenHolder = UserRef & { sessionId: string };

export type Tokens = {
  /** A token naming the user and their session. */
  issue: (holder: TokenHolder) => Promise<string>;
  /**
   * Who a token names, or null when it is not one this side signed and still valid. A token
   * from before sessions names none (`sessionId` null), and the API refuses it.
   */
  read: (token: string) => Promise<(UserRef & { sessionId: string | null }) | null>;
  /**
   * The token of a one-time link (a password reset's), made from the link's id with this side's
   * secret: the same id always gives the same token, so a mail tried again sends the same link,
   * and nobody without the secret can make one.
   */
  linkToken: (purpose: 'password-reset' | 'email-confirm' | 'media', id: string) => Promise<string>;
};

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  /** Whether `password` is the one `passwordHash` was made from; false for a hash it cannot read. */
  matches: (passwordHash: string, password: string) => Promise<boolean>;
};

/** An image as it is kept: its bytes and their type. */
export type EncodedImage = { bytes: Uint8Array; contentType: string };

/** An image's width and height in pixels (one frame's, for an animation). */
export type ImageSize = { width: number; height: number };

/**
 * An image made fit to keep, with its size where the store decoded it (the server's does; the
 * mock's keeps uploads as they came, and says null): other servers are told it (issue 37).
 */
export type KeptImage = EncodedImage & { size: ImageSize | null };

export type ImageStore = {
  /**
   * An upload (already checked to be an accepted type by its first bytes) made fit to keep:
   * decoded and encoded anew on the server, or refused in words that name `label`.
   */
  encodeUpload: (upload: EncodedImage, label: string) => Promise<Result<KeptImage>>;
  /** One of the seed's own drawings (an SVG data URL) made fit to keep. */
  encodeDrawing: (svgDataUrl: string) => Promise<KeptImage>;
  /** Keeps an image under `id`, the hash of its bytes: one id always means the same bytes. */
  put: (id: string, image: EncodedImage) => Promise<void>;
  /** The address an `img` field gives for the kept image `id`. */
  addressOf: (id: string) => string;
  /** The bytes kept under `id`, or null when there are none. */
  get: (id: string) => Promise<Uint8Array | null>;
  /**
   * Forgets the bytes kept under `id` (nothing when there are none). Called only after the
   * transaction that deleted its `media` row committed, so a rollback never loses an image.
   */
  remove: (id: string) => Promise<void>;
};

/** What reading and writing records needs: the database (or one transaction on it) and the image store. */
export type DataDeps = { db: Queryable; images: ImageStore; tokens: Tokens };
