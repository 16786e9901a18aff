import type * as v from 'valibot';
import type {
  CommentSchema,
  ConversationSchema,
  MessageSchema,
  InviteSchema,
  LikesSchema,
  MediaSchema,
  MediaElsewhereSchema,
  EmojiElsewhereSchema,
  ModerationLogEntrySchema,
  ModerationNoticeSchema,
  NotificationSchema,
  ActorSchema,
  PostImageSchema,
  PostSchema,
  PrivateThreadSchema,
  PostVersionSchema,
  ReadingPlacesSchema,
  ReportCaseSchema,
  ReportSchema,
  ReportedContentSchema,
  SessionSchema,
  JobQueueSchema,
  FailingInboxSchema,
  KnownServerSchema,
  TwoFactorSchema,
  PasskeySchema,
  SignupRequestSchema,
  TagSchema,
  UserRefSchema,
  UserSchema,
  VotesSchema,
} from './schemas/entities';

/** The entities of the API contract (spec section 3), as their schemas declare them. */
export type UserRef = v.InferOutput<typeof UserRefSchema>;
export type User = v.InferOutput<typeof UserSchema>;
export type Votes = v.InferOutput<typeof VotesSchema>;
export type Comment = v.InferOutput<typeof CommentSchema>;
export type Message = v.InferOutput<typeof MessageSchema>;
export type Conversation = v.InferOutput<typeof ConversationSchema>;
export type Likes = v.InferOutput<typeof LikesSchema>;
export type Post = v.InferOutput<typeof PostSchema>;
export type PrivateThread = v.InferOutput<typeof PrivateThreadSchema>;
export type PostImage = v.InferOutput<typeof PostImageSchema>;
export type MediaElsewhere = v.InferOutput<typeof MediaElsewhereSchema>;
export type EmojiElsewhere = v.InferOutput<typeof EmojiElsewhereSchema>;
export type Media = v.InferOutput<typeof MediaSchema>;
export type PostVersion = v.InferOutput<typeof PostVersionSchema>;
export type Session = v.InferOutput<typeof SessionSchema>;
export type JobQueue = v.InferOutput<typeof JobQueueSchema>;
export type FailingInbox = v.InferOutput<typeof FailingInboxSchema>;
export type KnownServer = v.InferOutput<typeof KnownServerSchema>;
export type TwoFactor = v.InferOutput<typeof TwoFactorSchema>;
export type Passkey = v.InferOutput<typeof PasskeySchema>;
export type SignupRequest = v.InferOutput<typeof SignupRequestSchema>;
export type Invite = v.InferOutput<typeof InviteSchema>;
export type Report = v.InferOutput<typeof ReportSchema>;
export type ReportedContent = v.InferOutput<typeof ReportedContentSchema>;
export type ReportCase = v.InferOutput<typeof ReportCaseSchema>;
export type ModerationLogEntry = v.InferOutput<typeof ModerationLogEntrySchema>;
export type ModerationNotice = v.InferOutput<typeof ModerationNoticeSchema>;
export type Actor = v.InferOutput<typeof ActorSchema>;
export type Notification = v.InferOutput<typeof NotificationSchema>;
export type NotificationType = Notification['type'];
export type Tag = v.InferOutput<typeof TagSchema>;
export type ReadingPlaces = v.InferOutput<typeof ReadingPlacesSchema>;
export { postVisibilities, type PostVisibility } from './schemas/requests';
