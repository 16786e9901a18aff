import * as v from 'valibot';
import { notificationTypes } from './notification-types';
import { languageCodes } from '../languages';
import { roles } from '../runtime-config';
import {
  domainBlockSeverities,
  messagesFromChoices,
  moderationActions,
  postVisibilities,
  reportReasons,
  reportTargetTypes,
} from './requests';

/**
 * The entities of the API contract (spec section 3) as schemas: the types in entities.ts are
 * inferred from them, a client checks data from outside its code with them (a session kept in
 * local storage), and the server's OpenAPI document is generated from them.
 */

/** How a user is referred to inside another record (likes, votes, follows). */
export const UserRefSchema = v.object({ _id: v.string(), username: v.string() });

/**
 * One signed-in browser or device of the person asking, as their list of sessions shows it:
 * the browser and the system its User-Agent named (names of products, which no language
 * translates; null when it named none), and `current`, the one the call came from. The page
 * writes them in its reader's language ("Firefox on Linux").
 */
export const SessionSchema = v.object({
  id: v.string(),
  browser: v.nullable(v.string()),
  system: v.nullable(v.string()),
  createdAt: v.string(),
  lastSeenAt: v.string(),
  current: v.boolean(),
  /** How it was signed in: a password alone, or with an authenticator code, a recovery code, a passkey. */
  signedInWith: v.picklist(['password', 'authenticator', 'recovery_code', 'passkey']),
  /**
   * The app the person signed in with OAuth 2 (Ivory, Tusky, toot), and what they allowed it;
   * null for a browser of this community's own pages. Its browser is then the app's User-Agent's.
   */
  app: v.nullable(v.object({ name: v.string(), website: v.nullable(v.string()), scopes: v.array(v.string()) })),
});

/**
 * An app's sign-in request, as the consent screen shows it before the member allows it: the
 * app as it registered, the scopes it asks for, and where the answer goes (null: it is shown to
 * copy, for an app that cannot take a redirect).
 */
export const AppAuthorizationSchema = v.object({
  app: v.object({ name: v.string(), website: v.nullable(v.string()) }),
  scopes: v.array(v.string()),
  redirectUri: v.nullable(v.string()),
});

/** The member's answer to an app, to take back to it: the address to go to, or (out of band) the code to copy. */
export const AppAuthorizationOutcomeSchema = v.object({
  redirectTo: v.nullable(v.string()),
  code: v.nullable(v.string()),
});

/** A passkey of one's own, as Settings lists it: never its key. */
export const PasskeySchema = v.object({
  id: v.string(),
  name: v.string(),
  createdAt: v.string(),
  /** When it last signed in; null before it ever has. */
  lastUsedAt: v.nullable(v.string()),
});

/** The second factors of one's account, as Settings shows them. */
export const TwoFactorSchema = v.object({
  /** An authenticator app is set up and confirmed: a login asks for its code. */
  authenticator: v.boolean(),
  /** How many recovery codes are still unused. */
  recoveryCodesLeft: v.number(),
  /** The passkeys that sign in to the account, the first registered first. */
  passkeys: v.array(PasskeySchema),
});

/**
 * One kind of work the server does after answering (mail), as admins see it: how many jobs wait
 * (to run or to be tried again), run now, and ended as failed after their last try, with the
 * latest failure's error.
 */
export const JobQueueSchema = v.object({
  name: v.string(),
  waiting: v.number(),
  running: v.number(),
  failed: v.number(),
  lastFailure: v.nullable(v.object({ error: v.string(), at: v.string() })),
});

/**
 * Another server's inbox that did not take what this one delivered (issue 37), as admins see it:
 * how many deliveries failed, the latest error, and when this server gave up on it (it answered
 * that the recipient is gone, or kept failing for the day deliveries are tried).
 */
export const FailingInboxSchema = v.object({
  inbox: v.string(),
  failures: v.number(),
  lastError: v.string(),
  firstFailedAt: v.string(),
  lastFailedAt: v.string(),
  gaveUpAt: v.nullable(v.string()),
});

/**
 * Another server the community knows (issue 38), as admins see it: how many of its people are
 * known here, how many of them members follow and how many follow members, and the admins'
 * block that holds for it, if any: its own, or that of a domain it is under (a block covers its
 * domain's subdomains, the nearest holding), whose `domain` the block names.
 */
export const KnownServerSchema = v.object({
  domain: v.string(),
  people: v.number(),
  followedByMembers: v.number(),
  followingMembers: v.number(),
  block: v.nullable(
    v.object({
      domain: v.string(),
      severity: v.picklist(domainBlockSeverities),
      rejectMedia: v.boolean(),
      reason: v.string(),
      createdAt: v.string(),
    }),
  ),
});

/**
 * A custom emoji of another server that a text of it uses (`:blobcat:`): its shortcode, without
 * colons, and where its picture is (a copy this server keeps, fetched when first asked for).
 */
export const EmojiElsewhereSchema = v.object({ shortcode: v.string(), url: v.string() });

/** A user as every response shows them: never with a password. */
export const UserSchema = v.object({
  _id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  username: v.string(),
  /**
   * Only on the record of a person of another server (issue 37): their server's host, as in their
   * `username`, `name@host`. Members of this community have none.
   */
  domain: v.optional(v.string()),
  /**
   * Only on the record of a person of another server whose name or bio uses their server's custom
   * emoji (`Alice :verified:`), and whose server's media admins did not refuse: those emoji.
   */
  emojis: v.optional(v.array(EmojiElsewhereSchema)),
  /**
   * Only on the record of a person of another server who moved to a new account (their server's
   * `Move`, which the new account confirmed): the new one, as known here, where they went.
   */
  movedTo: v.optional(UserRefSchema),
  /** Only on the signed-in user's own record: other people's addresses are never sent. */
  email: v.optional(v.string()),
  /** Only on one's own record: whether `email` was confirmed by the link mailed to it. */
  emailConfirmed: v.optional(v.boolean()),
  /** Only on one's own record: an address one changed to, waiting for its link to be opened; null for none. */
  pendingEmail: v.optional(v.nullable(v.string())),
  /** Only on one's own record: whether an authenticator app is set up, so a login asks for its code. */
  twoFactor: v.optional(v.boolean()),
  bio: v.string(),
  website: v.string(),
  /** Avatar: the address of the stored image (or a data URL in the mock); empty when none. */
  img: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** The latest followers and followed users (at most `previewMax`; the viewer always among them). */
  followers: v.array(UserRefSchema),
  following: v.array(UserRefSchema),
  followerCount: v.number(),
  followingCount: v.number(),
  postCount: v.number(),
  /** Whether the signed-in viewer follows this user; absent when nobody is signed in. */
  followedByMe: v.optional(v.boolean()),
  /**
   * Whether this user approves their followers (Settings, "Approve followers"): a follow is then a
   * request they accept or decline, and their profile shows their posts to their followers alone.
   * Public, as ActivityPub's `manuallyApprovesFollowers` is.
   */
  approveFollowers: v.boolean(),
  /** Whether the signed-in viewer asked to follow this user and waits for an answer; absent when nobody is signed in. */
  followRequestedByMe: v.optional(v.boolean()),
  /** Whether this user follows the signed-in viewer (who may remove them); absent when nobody is signed in. */
  followsMe: v.optional(v.boolean()),
  /**
   * Whether the signed-in viewer blocks or mutes this user; absent when nobody is signed in. A
   * blocked person's record shows the blocker little more than the name (so the profile can say
   * who is blocked, with Unblock); nobody is ever told they are blocked or muted.
   */
  blockedByMe: v.optional(v.boolean()),
  mutedByMe: v.optional(v.boolean()),
  /** Ids of the posts this user bookmarked: only on the signed-in user's own record. */
  bookmarks: v.optional(v.array(v.string())),
  /**
   * The interface's language this user chose for their account (`null`: the browser's): only on
   * the signed-in user's own record, so it follows them to another device.
   */
  language: v.optional(v.nullable(v.picklist(languageCodes))),
  /** Only on one's own record: who one's new posts are for when the editor does not say (Settings). */
  defaultVisibility: v.optional(v.picklist(postVisibilities)),
  /** Only on one's own record: who may start a conversation with one (Settings). */
  messagesFrom: v.optional(v.picklist(messagesFromChoices)),
  /** Member, moderator or admin: public, as the staff badge on a profile shows it. */
  role: v.picklist(roles),
});

/**
 * A signup waiting for an admin's approval (registration `approval`), as the waiting list shows
 * it to admins: who they say they are and why they want to join. `_id` becomes the account's
 * id once approved.
 */
export const SignupRequestSchema = v.object({
  _id: v.string(),
  username: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  reason: v.string(),
  createdAt: v.string(),
});

/** An invite code (registration `invite`): how many more signups it lets in, until when, who made it and who joined with it. */
export const InviteSchema = v.object({
  code: v.string(),
  usesLeft: v.number(),
  expiresAt: v.string(),
  createdAt: v.string(),
  createdBy: UserRefSchema,
  /** The accounts that signed up with it, the first first (at most the uses it was made with). */
  joined: v.array(UserRefSchema),
});

export const VotesSchema = v.object({ upvotedBy: v.array(UserRefSchema), downvotedBy: v.array(UserRefSchema) });

/**
 * What came from another server (issue 38): the text as its server wrote it, cut down to
 * paragraphs, line breaks, links and mentions when it arrived (the plain text beside it is the
 * same without markup), and where people read it on that server.
 */
export const ElsewhereSchema = v.object({ html: v.string(), url: v.nullable(v.string()) });

/**
 * What a post or reply of another server (a reply is a comment here) carries that this server
 * does not copy: its images past those it shows, its videos, sounds and files.
 */
export const mediaElsewhereKinds = ['image', 'video', 'audio', 'file'] as const;

/**
 * An image, a video, a sound or another file of a post or reply of another server that this
 * server does not copy: its address there (where the reader may follow it; this server fetches
 * none) and its description, empty when none.
 */
export const MediaElsewhereSchema = v.object({ kind: v.picklist(mediaElsewhereKinds), url: v.string(), description: v.string() });

/**
 * A post of another server: as any text of elsewhere; what it carries besides images, in its
 * order; whether its author marked its media sensitive (its images and media stay hidden until
 * the reader shows them, as on Mastodon, where a content warning does not hide them already);
 * and what it answers.
 */
export const PostElsewhereSchema = v.object({
  ...ElsewhereSchema.entries,
  /** Its images past those it shows (`images`, copied here: the first `limits.postImagesMax`), then its other media. */
  media: v.array(MediaElsewhereSchema),
  sensitive: v.boolean(),
  /** What it answers, by its id there (a reply passed on to members, or a direct reply); null when it answers nothing. */
  inReplyTo: v.nullable(v.string()),
  /**
   * What it answers as kept here, when the reader may see it there (read from its server with
   * the reply passed on to members, or kept from a follow): its id, which its card links to, and
   * its author, whom the card names. Null otherwise.
   */
  inReplyToHere: v.nullable(v.object({ postId: v.string(), author: UserRefSchema })),
  /** The custom emoji its text uses (none when admins refused its server's media). */
  emojis: v.array(EmojiElsewhereSchema),
  /** The custom emoji its author's name uses (`firstName`), as their profile shows them. */
  authorEmojis: v.array(EmojiElsewhereSchema),
});

/** One image a post shows, in its order: its id (to keep it in an edit), address and description. */
export const PostImageSchema = v.object({
  id: v.string(),
  url: v.string(),
  /** What a screen reader says for it; empty when its author wrote none. */
  alt: v.string(),
});

/**
 * A reply of another server: as any text of elsewhere; its content warning ('' when none: a
 * member's comment has none), which hides its words and media until the reader shows them; its
 * images and what else it carries, and whether its author marked them sensitive (hidden until
 * shown, when no warning hides them already); and its emoji.
 */
export const CommentElsewhereSchema = v.object({
  ...ElsewhereSchema.entries,
  contentWarning: v.string(),
  /**
   * The images it shows (the first `limits.postImagesMax`), copied here as a post's of elsewhere
   * are: the reader's browser never asks their server. Each `id` names it within this reply.
   */
  images: v.array(PostImageSchema),
  /** Its images past those it shows, then its other media. */
  media: v.array(MediaElsewhereSchema),
  sensitive: v.boolean(),
  /** The custom emoji its text uses (none when admins refused its server's media). */
  emojis: v.array(EmojiElsewhereSchema),
});

export const CommentSchema = v.object({
  _id: v.string(),
  username: v.string(),
  text: v.string(),
  /** A reply from someone of another server; absent for the community's own comments. */
  elsewhere: v.optional(CommentElsewhereSchema),
  votes: VotesSchema,
  /**
   * The comment this one answers, or null for a comment on the post itself. One level: a reply
   * to a reply is stored as a reply to the comment it is under, as Instagram and Pixelfed do.
   */
  parentId: v.nullable(v.string()),
  /** How many replies it has (0 for a reply): the replies call pages them. */
  replyCount: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});

/** Likes: the count is exact; the lists show the latest (at most `previewMax`), the viewer always among them. */
export const LikesSchema = v.object({ likeCount: v.number(), likedBy: v.array(UserRefSchema), dislikedBy: v.array(UserRefSchema) });

/** An upload waiting for a post: its id, which `postData.images` names, and its address to preview it. */
export const MediaSchema = v.object({ id: v.string(), url: v.string() });

export const PostSchema = v.object({
  _id: v.string(),
  /** The same value as `_id`; the spec's comments route names posts by this field. */
  id: v.string(),
  content: v.string(),
  caption: v.string(),
  /** What the post's content and image stay hidden behind until the reader shows them; empty when none. */
  contentWarning: v.string(),
  /** The address of the first image (or a data URL in the mock); empty when the post has none. */
  img: v.string(),
  /** Every image the post shows (at most `limits.postImagesMax`), in order. */
  images: v.array(PostImageSchema),
  firstName: v.string(),
  /** The author's username. */
  username: v.string(),
  likes: LikesSchema,
  /**
   * The first comments (at most `previewMax`) in the spec's calls; empty in pages and in
   * minimal answers, where `commentCount` says how many there are and the comments call pages them.
   */
  comments: v.array(CommentSchema),
  commentCount: v.number(),
  /** How many people reposted it (passed it on to their followers). */
  repostCount: v.number(),
  /**
   * The people the signed-in viewer follows who reposted it, the latest first (at most
   * `previewMax`): the home feed's "reposted by". Empty when nobody is signed in.
   */
  repostedBy: v.array(UserRefSchema),
  /** What the signed-in viewer did to this post; absent when nobody is signed in. */
  likedByMe: v.optional(v.boolean()),
  bookmarkedByMe: v.optional(v.boolean()),
  repostedByMe: v.optional(v.boolean()),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** When its author last changed what it shows; null when never (its earlier versions: getPostHistory). */
  editedAt: v.nullable(v.string()),
  /** The language it is written in, as its author said; null when not said. */
  language: v.nullable(v.picklist(languageCodes)),
  visibility: v.picklist(postVisibilities),
  /** A post of someone of another server (its caption is empty); absent for the community's own posts. */
  elsewhere: v.optional(PostElsewhereSchema),
});

/**
 * A post only the people it mentions see, as one of them keeps it (Mastodon's conversation):
 * whether something in it is new to them, who is in it, and its latest comment.
 */
export const PrivateThreadSchema = v.object({
  post: PostSchema,
  /** Whether the post or a comment came from someone else since they last read it. */
  unread: v.boolean(),
  /**
   * Everyone in it the reader may see, the author first, then those it mentions, by username (the
   * reader among them).
   */
  participants: v.array(v.string()),
  /** Its latest comment the reader may see; null while there is none. */
  lastComment: v.nullable(CommentSchema),
  /** When the post or its latest comment was written. */
  lastActivityAt: v.string(),
});

/** What an edited post showed before an edit: its text and warning as they were. */
export const PostVersionSchema = v.object({
  _id: v.string(),
  caption: v.string(),
  content: v.string(),
  contentWarning: v.string(),
  /**
   * Whether the edit that replaced this version changed the images or their descriptions (of a
   * post of elsewhere, its other media too); earlier images are not kept.
   */
  imageChanged: v.boolean(),
  /** When this version was written: the post's creation, or the edit before. */
  writtenAt: v.string(),
});

/** A direct message, as the people in its conversation read it. */
export const MessageSchema = v.object({
  _id: v.string(),
  conversationId: v.string(),
  author: UserRefSchema,
  /** Its words; empty when it is an image alone. */
  text: v.string(),
  /** The image it carries, with its description (its address a grant: only the conversation's people are given it); null for none. */
  image: v.nullable(PostImageSchema),
  createdAt: v.string(),
});

/**
 * A conversation as one of its people sees it: the others still in it (one who left is named no
 * more), its latest message, and how many messages of others came since one last read it.
 */
export const ConversationSchema = v.object({
  _id: v.string(),
  others: v.array(UserRefSchema),
  lastMessage: v.nullable(MessageSchema),
  unread: v.number(),
  updatedAt: v.string(),
});

/** Where one stopped reading a list, kept on the account: the newest item read, saved how many times, and when last. */
export const ReadingPlaceSchema = v.object({
  lastReadId: v.string(),
  version: v.number(),
  updatedAt: v.string(),
});

/** The reading places an account keeps: Home's and the notifications' (null until first saved). */
export const ReadingPlacesSchema = v.object({
  home: v.nullable(ReadingPlaceSchema),
  notifications: v.nullable(ReadingPlaceSchema),
});

/** A report as the person who made it sees it once sent. */
export const ReportSchema = v.object({
  _id: v.string(),
  targetType: v.picklist(reportTargetTypes),
  targetId: v.string(),
  reason: v.picklist(reportReasons),
  text: v.string(),
  /** Whether a copy went to the server of the person reported (of elsewhere, at the reporter's choice). */
  forwarded: v.boolean(),
  createdAt: v.string(),
});

/**
 * What was reported, as it was when first reported: a post's caption and content, a comment's
 * text (and its post), a person's name and bio, a message's text. Kept with the report, so a moderator reads what
 * was reported even when it was changed or deleted since.
 */
export const ReportedContentSchema = v.object({
  /** The post, or the post a comment is on; null for a person. */
  postId: v.nullable(v.string()),
  /** A post's caption, a person's full name; empty for a comment. */
  title: v.string(),
  /** A post's content, a comment's text, a person's bio. */
  text: v.string(),
  /** Whether it is still there: false once its author deleted it or a moderator removed it. */
  exists: v.boolean(),
  /**
   * A reported message's context, as it was when reported: the messages before it in its
   * conversation (at most `reportContextMax`), oldest first. A moderator reads these and nothing
   * else of the conversation. Absent for anything else.
   */
  context: v.optional(v.array(v.object({ author: UserRefSchema, text: v.string(), createdAt: v.string() }))),
  /**
   * A reported message's image while the message is there (its address a grant, for the
   * moderator reading the case), null when it has none or is gone. Absent for anything else.
   */
  image: v.optional(v.nullable(PostImageSchema)),
  /**
   * A reported post's images while it is there, in its order, as the moderator reading the case
   * may load them (a post that is not public's with a grant); none once it is gone. A reported
   * reply of elsewhere's the same way while it is there and shows some. Absent for anything else.
   */
  images: v.optional(v.array(PostImageSchema)),
  /**
   * What a reported post or comment of elsewhere carries that is not copied here (links to it on
   * its server), while it is there, as its readers are shown it. Absent when none.
   */
  media: v.optional(v.array(MediaElsewhereSchema)),
});

/** One person's report inside a case: who, why, when. */
export const ReportEntrySchema = v.object({
  reporter: UserRefSchema,
  reason: v.picklist(reportReasons),
  text: v.string(),
  /** Whether the reporter sent a copy to the server of the person reported. */
  forwarded: v.boolean(),
  createdAt: v.string(),
});

/**
 * What the moderation queue lists: one thing reported (a post, a comment or a person) with every
 * open report of it, the most reported and then the latest first. `_id` is its latest open
 * report's: an action on it settles every open report of the same thing.
 */
export const ReportCaseSchema = v.object({
  _id: v.string(),
  targetType: v.picklist(reportTargetTypes),
  targetId: v.string(),
  /** The person reported, or the author of what was reported. */
  author: v.object({
    ...UserRefSchema.entries,
    role: v.picklist(roles),
    /** When their suspension ends; null when not suspended; "infinity" when suspended for good. */
    suspendedUntil: v.nullable(v.string()),
    /**
     * Whether their own server suspended them (a person of another server whose actor says so):
     * hidden here as a moderator's suspension hides them, and lifted only by their server.
     */
    suspendedByTheirServer: v.boolean(),
  }),
  content: ReportedContentSchema,
  /** The open reports of it (exact), and the latest of them (at most `previewMax`). */
  reportCount: v.number(),
  reports: v.array(ReportEntrySchema),
  latestAt: v.string(),
});

/** Every action of the moderation log: a suspension lifted among them, and admins' blocks of other servers and their lifting. */
export const moderationLogActions = [...moderationActions, 'unsuspend', 'block_server', 'unblock_server'] as const;

/** What an entry of the log is about: what may be reported, or another server (named by its host). */
export const logTargetTypes = [...reportTargetTypes, 'server'] as const;

/** One entry of the moderation log: who did what, to whom, when and why. Written once, never changed. */
export const ModerationLogEntrySchema = v.object({
  _id: v.string(),
  action: v.picklist(moderationLogActions),
  moderator: UserRefSchema,
  /** The person acted on (a removed post's author, the suspended); null for a server. */
  subject: v.nullable(UserRefSchema),
  targetType: v.picklist(logTargetTypes),
  /** The record acted on; a server's host for a server. */
  targetId: v.string(),
  /** A server's block as it was made (on `block_server` entries); null for the other actions. */
  serverBlock: v.nullable(v.object({ severity: v.picklist(domainBlockSeverities), rejectMedia: v.boolean() })),
  content: ReportedContentSchema,
  reason: v.string(),
  /** A suspension's end ("infinity": for good); null for the other actions. */
  until: v.nullable(v.string()),
  /** How many open reports the action settled. */
  reportsSettled: v.number(),
  createdAt: v.string(),
});

/** The actions the person acted on is told of: a dismissal tells nobody. */
export const noticeActions = ['remove', 'suspend', 'unsuspend'] as const;

/**
 * What a person is told of a moderator's action on them or what they made (a removal, a
 * suspension lifted): the reason, and what it was about. A dismissal tells nobody.
 */
export const ModerationNoticeSchema = v.object({
  _id: v.string(),
  action: v.picklist(noticeActions),
  targetType: v.picklist(reportTargetTypes),
  content: ReportedContentSchema,
  reason: v.string(),
  until: v.nullable(v.string()),
  createdAt: v.string(),
});

export { notificationTypes };

/** Who did what a notification tells of, as it names and pictures them. */
export const ActorSchema = v.object({
  _id: v.string(),
  username: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  img: v.string(),
});

/**
 * One notification, grouped where people expect it: every like of one post, and every new
 * follower, not yet read are one notification ("Priya and 3 others liked your post"); a
 * comment, a reply and a mention are one each. Once read, what comes next starts a new one. A
 * follow request (`follow_request`) is one per person, there while it waits: accepting,
 * declining or withdrawing it takes it away.
 */
export const NotificationSchema = v.object({
  _id: v.string(),
  type: v.picklist(notificationTypes),
  /** The latest of the people (at most `notificationActorsMax`), the latest first... */
  actors: v.array(ActorSchema),
  /** ...and how many they are. */
  actorCount: v.number(),
  /** The post it is about (a like, a comment, a reply, a mention); null for a follow. */
  postId: v.nullable(v.string()),
  /** The comment it is about (a comment, a reply, a mention in a comment); null otherwise. */
  commentId: v.nullable(v.string()),
  /**
   * What it is about in a line: the post's caption (a like), the comment's text, the post's
   * caption (a mention in a post); empty for a follow, and for a comment behind a content warning.
   */
  excerpt: v.string(),
  /** The content warning of the comment it is about (a reply of elsewhere's), whose text it then does not show; '' when none. */
  contentWarning: v.string(),
  /** When its latest part happened. */
  createdAt: v.string(),
  read: v.boolean(),
});

/** A tag, as the search lists it: its normalized name and how many posts hold it. */
export const TagSchema = v.object({ name: v.string(), postCount: v.number() });
