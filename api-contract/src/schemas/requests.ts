import * as v from 'valibot';
import { languageCodes } from '../languages';
import { limits } from '../limits';
import * as reasons from '../reasons';
import { roles } from '../runtime-config';
import { imageField } from './image';
import { AuthorizationQuerySchema } from './queries';
import { isPlainName, secretField, textField } from './text';

/**
 * What each call accepts, declared once: the server, the mock and the forms check with these,
 * and the payload types come from them. Fields a schema does not name are dropped, never stored.
 */

const usernamePattern = /^[A-Za-z0-9_.]+$/;

/** One `@` with something on each side, a dot inside the domain, no white space. One pass. */
function isEmailAddress(value: string): boolean {
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@') || /\s/.test(value)) return false;
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1 && !domain.startsWith('.');
}

/** A plain http(s) link with no white space, control characters or credentials inside. */
function isWebLink(value: string): boolean {
  if (value === '') return true;
  if (/\s/.test(value) || [...value].some((char) => char <= '\u001f' || char === '\u007f')) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function hasCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}

const usernameLength = v.check(
  (value: string) => value.length >= limits.usernameMin && value.length <= limits.usernameMax,
  `Username must be ${limits.usernameMin} to ${limits.usernameMax} characters.`,
);
const usernameCharacters = v.check((value: string) => usernamePattern.test(value), 'Username may hold only letters, digits, "_" and ".".');

export const usernameField = v.pipe(textField('Username', { required: true }), usernameLength, usernameCharacters);

export const emailField = v.pipe(
  textField('Email address', { required: true, max: limits.emailMax }),
  v.check(isEmailAddress, 'Email address is not valid.'),
);

/** Only http(s) links are kept: a `javascript:` website would run when clicked. */
export const websiteField = v.pipe(
  textField('Website', { required: false, max: limits.websiteMax }),
  v.check(isWebLink, 'Website must be a link starting with http:// or https://.'),
  v.check((value) => !hasCredentials(value), 'Website must not contain a user name or password.'),
);

export const bioField = textField('Bio', { required: false, max: limits.bioMax, multiline: true });

/** An image as sent: empty, an image data URL to store, or the stored image's address to keep it. */
const imageReference = (label: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(`${label} must be a PNG, JPEG, GIF or WebP image.`)), ''),
    v.transform((value) => value ?? ''),
  );

/**
 * A password being chosen: at least `passwordMin` long here; how easy it is to guess is judged
 * by `newPasswordProblem` (rules/password-rules.ts), which loads its dictionaries only when used.
 */
function newPasswordField(label: string) {
  return v.pipe(
    secretField(label, { max: limits.passwordMax }),
    v.check((value) => value.length >= limits.passwordMin, `${label} must be at least ${limits.passwordMin} characters.`),
  );
}

export const CredentialsSchema = v.object({
  username: textField('Username', { required: true, max: limits.usernameMax }),
  password: secretField('Password', { max: limits.passwordMax }),
});

export const SignupSchema = v.object({
  firstName: textField('First name', { required: true, max: limits.nameMax }),
  lastName: textField('Last name', { required: true, max: limits.nameMax }),
  username: usernameField,
  email: emailField,
  password: newPasswordField('Password'),
  bio: bioField,
  website: websiteField,
  /** The code an invite gave (registration `invite`); ignored by the other modes. */
  inviteCode: textField('Invite code', { required: false, max: limits.inviteCodeMax }),
  /** Why one wants to join, for the admins who approve signups (registration `approval`). */
  reason: textField('Reason', { required: false, max: limits.signupReasonMax, multiline: true }),
});

export const PasswordChangeSchema = v.object({
  currentPassword: secretField('Current password', { max: limits.passwordMax }),
  newPassword: newPasswordField('New password'),
});

/**
 * "Forgot your password?": the email address or the username of the account. The answer is the
 * same whether or not one matches, so the field tells nobody who is a member.
 */
export const PasswordResetRequestSchema = v.object({
  login: textField('Email address or username', { required: true, max: limits.emailMax }),
});

/** A new password chosen with the one-time token of a reset link (the mail's, or one an admin made). */
export const PasswordResetSchema = v.object({
  token: textField('Reset link', { required: true, max: limits.resetTokenMax }),
  newPassword: newPasswordField('New password'),
});

/** The token of the link mailed to an address, which confirms it. */
export const EmailConfirmationSchema = v.object({
  token: textField('Confirmation link', { required: true, max: limits.resetTokenMax }),
});

/** A new email address for one's account, with the password, as a change of who can reset it asks. */
export const EmailChangeSchema = v.object({
  email: emailField,
  password: secretField('Password', { max: limits.passwordMax }),
});

/** A code from the authenticator app being set up, which confirms it. */
export const TotpCodeSchema = v.object({
  code: textField('Code', { required: true, max: limits.secondFactorCodeMax }),
});

/**
 * A login's second step: the challenge its password step answered, and a code (the
 * authenticator app's, or a recovery code).
 */
export const SecondFactorSchema = v.object({
  challenge: textField('Sign-in', { required: true, max: limits.resetTokenMax }),
  code: secretField('Code', { max: limits.secondFactorCodeMax }),
});

/**
 * A part of a passkey's answer, as WebAuthn's JSON form carries it: base64url, within
 * `passkeyAnswerMax` characters. The server's WebAuthn library reads what the parts hold.
 */
const passkeyPart = (name: string) =>
  v.pipe(
    v.string(`A passkey's ${name} must be text.`),
    v.maxLength(limits.passkeyAnswerMax, `A passkey's ${name} is too long.`),
    v.regex(/^[A-Za-z0-9_-]*$/, `A passkey's ${name} must be base64url.`),
  );

/** What every passkey answer holds (WebAuthn's `PublicKeyCredential`, as JSON). */
const passkeyAnswer = {
  // A credential's id is at most 1023 bytes (WebAuthn §5.8.3): 1364 characters of base64url.
  id: v.pipe(passkeyPart('id'), v.maxLength(1364, "A passkey's id is too long.")),
  rawId: v.pipe(passkeyPart('raw id'), v.maxLength(1364, "A passkey's raw id is too long.")),
  type: v.literal('public-key', "A passkey's type must be public-key."),
  authenticatorAttachment: v.optional(
    v.picklist(['platform', 'cross-platform'], "A passkey's attachment must be platform or cross-platform."),
  ),
};

/** A new passkey's answer to `navigator.credentials.create()` (WebAuthn's `RegistrationResponseJSON`). */
export const PasskeyRegistrationAnswerSchema = v.object({
  ...passkeyAnswer,
  response: v.object({
    clientDataJSON: passkeyPart('client data'),
    attestationObject: passkeyPart('attestation'),
    transports: v.optional(
      v.pipe(
        v.array(
          v.pipe(v.string("A passkey's transport must be text."), v.maxLength(32, "A passkey's transport is too long.")),
          "A passkey's transports must be a list.",
        ),
        v.maxLength(8, "A passkey's transports are too many."),
      ),
    ),
  }),
});

/** A passkey's answer to `navigator.credentials.get()` (WebAuthn's `AuthenticationResponseJSON`). */
export const PasskeyAuthenticationAnswerSchema = v.object({
  ...passkeyAnswer,
  response: v.object({
    clientDataJSON: passkeyPart('client data'),
    authenticatorData: passkeyPart('authenticator data'),
    signature: passkeyPart('signature'),
    userHandle: v.optional(passkeyPart('user handle')),
  }),
});

/** A passkey to keep: the name it is listed under, and its answer to the registration's options. */
export const PasskeyRegistrationSchema = v.object({
  name: textField('Name', { required: true, max: limits.passkeyNameMax }),
  credential: PasskeyRegistrationAnswerSchema,
});

/**
 * A passkey's answer to a sign-in's options: the `challenge` they came with (a login's second
 * step, or a sign-in without a password), and the answer.
 */
export const PasskeySignInSchema = v.object({
  challenge: textField('Sign-in', { required: true, max: limits.resetTokenMax }),
  credential: PasskeyAuthenticationAnswerSchema,
});

/** What deleting one's account asks for: the password, once more. */
export const PasswordConfirmationSchema = v.object({
  password: secretField('Password', { max: limits.passwordMax }),
});

/**
 * The interface's language a person chose for their account, which follows them to every device;
 * `null`: none, the browser's.
 */
export const LanguageChoiceSchema = v.object({
  language: v.nullable(v.picklist(languageCodes, `Language must be one of ${languageCodes.join(', ')}, or null.`)),
});

/** An admin's change of someone's role. */
export const RoleChangeSchema = v.object({
  role: v.picklist(roles, 'Role must be member, moderator or admin.'),
});

/** A whole number from 1 to `most`, in words that name `label`. */
const wholeNumber = (label: string, most: number) =>
  v.pipe(
    v.number(`${label} must be a whole number from 1 to ${most}.`),
    v.integer(`${label} must be a whole number from 1 to ${most}.`),
    v.minValue(1, `${label} must be a whole number from 1 to ${most}.`),
    v.maxValue(most, `${label} must be a whole number from 1 to ${most}.`),
  );

/** A new invite code: how many signups it lets in, and for how many days. */
export const InviteRequestSchema = v.object({
  uses: v.optional(wholeNumber('Uses', limits.inviteUsesMax), 1),
  expiresInDays: v.optional(wholeNumber('Days', limits.inviteDaysMax), 7),
});

/** One image a post shows: an upload of the author's (`uploadMedia`) or one the post shows already, and what it shows. */
export const PostImageDataSchema = v.object(
  {
    mediaId: v.pipe(
      v.string('An image must be named by the id its upload answered.'),
      v.regex(/^[0-9a-f]{64}$/, 'An image must be named by the id its upload answered.'),
    ),
    alt: textField('Image description', { required: false, max: limits.altTextMax, multiline: true }),
  },
  'Each image must be named as {mediaId, alt}.',
);

/**
 * Who may see a post besides its author: everyone; the author's followers and the people it
 * mentions; or only the people it mentions. Chosen when it is written, and kept.
 */
export const postVisibilities = ['public', 'followers', 'mentioned'] as const;
export type PostVisibility = (typeof postVisibilities)[number];

/**
 * The new-post and edit-post payload. `images` (issue 20), when sent, are every image the post
 * shows, in order; without it, `img` is the spec's one image: a data URL, the kept image's
 * address (every image kept as it is), or empty (none).
 */
export const PostDataSchema = v.object({
  caption: textField('Caption', { required: true, max: limits.captionMax }),
  content: textField('Content', { required: true, max: limits.contentMax, multiline: true }),
  img: imageReference('Image'),
  images: v.optional(
    v.pipe(
      v.array(PostImageDataSchema, 'images must be a list of images.'),
      v.maxLength(limits.postImagesMax, `A post may have at most ${limits.postImagesMax} images.`),
      v.check((images) => new Set(images.map((image) => image.mediaId)).size === images.length, 'A post shows each image once.'),
    ),
  ),
  /** None when left out or empty. */
  contentWarning: textField('Content warning', { required: false, max: limits.contentWarningMax, blankRefused: true }),
  /**
   * The language the post is written in (the editor's choice, the interface's by default), which
   * search reads its words by; `null`: not said. Left out of an edit: unchanged.
   */
  language: v.optional(v.nullable(v.picklist(languageCodes, `Language must be one of ${languageCodes.join(', ')}, or null.`))),
  /** Who may see it (public when left out of a new post); an edit may name it only as it is. */
  visibility: v.optional(v.picklist(postVisibilities, `Visibility must be one of ${postVisibilities.join(', ')}.`)),
});

/** An image uploaded on its own, before the post that shows it is sent. */
export const MediaUploadSchema = v.object({
  img: v.pipe(
    imageField('Image'),
    v.check((img) => img !== '', reasons.imageRequired.message),
  ),
});

export const CommentDataSchema = v.object({
  text: textField('Comment', { required: true, max: limits.commentMax, multiline: true }),
});

/** A new comment: on the post, or with `parentId` a reply to one of its comments (a reply to a reply answers the comment it is under). */
export const NewCommentDataSchema = v.object({
  ...CommentDataSchema.entries,
  parentId: v.optional(
    v.nullable(v.pipe(v.string('parentId must be the id of a comment.'), v.check(isPlainName, 'parentId must be the id of a comment.'))),
    null,
  ),
});

/**
 * Who may start a conversation with a person (Settings, as Bluesky's "Allow new messages from"):
 * anyone, the people they follow, or nobody. Those already in a conversation with them may answer.
 */
export const messagesFromChoices = ['everyone', 'following', 'nobody'] as const;

/**
 * A direct message: words as a comment's, with the same mentions and limits, and at most one image
 * (an upload of the writer's, as a post's) with its description. Words or an image, or both.
 */
const messageEntries = {
  text: textField('Message', { required: false, max: limits.messageMax, multiline: true }),
  image: v.optional(v.nullable(PostImageDataSchema), null),
};

/** A message says something: its words, or its image (a photo alone is a message, as on every peer). */
const saysSomething = (message: { text: string; image: v.InferOutput<typeof PostImageDataSchema> | null }) =>
  message.text !== '' || message.image !== null;

export const MessageDataSchema = v.pipe(
  v.object(messageEntries),
  v.forward(
    v.check((message) => saysSomething(message), 'Message is required.'),
    ['text'],
  ),
);

/**
 * Someone a message is for: a member, by username alone. A handle (`name@host`, of another
 * server or this one's) is told in words how to name a member, and where to write to someone of
 * another server instead, since Messages stay within the community.
 */
const recipientField = v.pipe(
  textField('Username', { required: true }),
  v.check(
    (value) => !/^@?[^@\s]+@[^@\s]+$/u.test(value),
    "Name members by their username alone: messages reach only this community's members. Write to someone on another server in a post that only the people you mention see (Mention privately, on their profile).",
  ),
  usernameLength,
  usernameCharacters,
);

/** A new conversation: the people to write to (`to`, by username), and its first message. */
export const NewConversationSchema = v.pipe(
  v.object({
    to: v.pipe(
      v.array(recipientField, 'to must be a list of usernames.'),
      v.minLength(1, 'Name at least one person to write to.'),
      v.maxLength(limits.conversationOthersMax, `A conversation may have at most ${limits.conversationOthersMax} people besides you.`),
    ),
    ...messageEntries,
  }),
  v.forward(
    v.check((message) => saysSomething(message), 'Message is required.'),
    ['text'],
  ),
);

/** What a user may change of their own profile; a field left out keeps its current value. */
export const ProfileDataSchema = v.object({
  bio: v.optional(bioField),
  website: v.optional(websiteField),
  img: v.optional(imageReference('Avatar')),
  /** Who one's new posts are for when the editor does not say. */
  defaultVisibility: v.optional(v.picklist(postVisibilities, `Visibility must be one of ${postVisibilities.join(', ')}.`)),
  /**
   * Whether a follow is a request one accepts or declines. Turning it on makes followers-only the
   * default for new posts (unless `defaultVisibility` says otherwise); turning it off accepts every
   * pending request.
   */
  approveFollowers: v.optional(v.boolean('Approve followers must be true or false.')),
  /** Who may start a conversation with one: everyone, only the people one follows, or nobody. */
  messagesFrom: v.optional(v.picklist(messagesFromChoices, `messagesFrom must be one of ${messagesFromChoices.join(', ')}.`)),
  /** Named only to refuse an edit of someone else's profile; never stored. */
  username: v.optional(v.unknown()),
  _id: v.optional(v.unknown()),
});

export type ValidPostData = v.InferOutput<typeof PostDataSchema>;

/** What can be reported, and why: a post, a comment, a person or a direct message, for one of the reasons a moderator sorts reports by. */
export const reportTargetTypes = ['post', 'comment', 'user', 'message'] as const;
export const reportReasons = ['spam', 'harassment', 'illegal', 'other'] as const;

/** An id sent in a body: text naming a record, as a path's would (no NUL or control character). */
const idField = (label: string) =>
  v.pipe(
    v.string(`${label} must be the id of what is reported.`),
    v.minLength(1, `${label} must be the id of what is reported.`),
    v.maxLength(1000, `${label} must be the id of what is reported.`),
    v.check(isPlainName, `${label} holds characters that are not allowed.`),
  );

/**
 * A report: what, why, and (required for "something else") in words; `forward` sends a copy to
 * the server of a person of elsewhere (theirs to moderate too), as Mastodon's reports do. It names
 * the community, never the reporter, and is ignored for someone of this community and for a message.
 */
export const ReportRequestSchema = v.pipe(
  v.object({
    targetType: v.picklist(reportTargetTypes, 'targetType must be post, comment, user or message.'),
    targetId: idField('targetId'),
    reason: v.picklist(reportReasons, 'reason must be spam, harassment, illegal or other.'),
    text: textField('Details', { required: false, max: limits.reportTextMax, multiline: true }),
    forward: v.optional(v.boolean('forward must be true or false.'), false),
  }),
  v.forward(
    v.check((report) => report.reason !== 'other' || report.text !== '', 'Say in a few words what is wrong.'),
    ['text'],
  ),
);

/** The lists whose reading place an account keeps (Mastodon's markers): Home and one's notifications. */
export const markedLists = ['home', 'notifications'] as const;
export type MarkedList = (typeof markedLists)[number];

/** Where one stopped reading a list: the id of the newest item read (a post's, a notification's, or a page's cursor). */
const readingPlace = v.object({
  lastReadId: v.pipe(
    v.string('lastReadId must be the id of the last item read.'),
    v.minLength(1, 'lastReadId must be the id of the last item read.'),
    v.maxLength(200, 'lastReadId must be at most 200 characters.'),
    v.check(isPlainName, 'lastReadId holds characters that are not allowed.'),
  ),
});

/** Where one stopped reading Home, the notifications, or both. */
export const ReadingPlacesRequestSchema = v.pipe(
  v.object({ home: v.optional(readingPlace), notifications: v.optional(readingPlace) }),
  v.check(
    (places) => places.home !== undefined || places.notifications !== undefined,
    'Say where you stopped reading home, notifications, or both.',
  ),
);

/** What a moderator may do with a report: take the content down, suspend its author (or the person reported), or close it. */
export const moderationActions = ['remove', 'suspend', 'dismiss'] as const;

const moderationReason = textField('Reason', { required: true, max: limits.moderationReasonMax, multiline: true });

/** A date and time as ISO 8601 says it, with its zone (`2026-12-01T10:00:00Z`), or a day (`2026-12-01`, its start in UTC). */
const isoMoment = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** When a suspension ends: a moment to come, or null (or absent) for good. Whether it is still to come is the handler's, which knows the time. */
const untilField = v.pipe(
  v.optional(v.nullable(v.string('until must be a date and time, like 2026-12-01T10:00:00Z.')), null),
  v.check(
    (value) => value === null || (isoMoment.test(value) && !Number.isNaN(Date.parse(value))),
    'until must be a date and time, like 2026-12-01T10:00:00Z.',
  ),
  v.transform((value) => (value === null ? null : new Date(value).toISOString())),
);

/** A moderator's decision on a report, always with a reason, which the log keeps and the person acted on reads. */
export const ModerationActionSchema = v.object({
  action: v.picklist(moderationActions, 'action must be remove, suspend or dismiss.'),
  reason: moderationReason,
  until: untilField,
});

/** Lifting a suspension, with the reason the log keeps. */
export const UnsuspendSchema = v.object({ reason: moderationReason });

export type ValidReport = v.InferOutput<typeof ReportRequestSchema>;
export type ValidModerationAction = v.InferOutput<typeof ModerationActionSchema>;

/** What an admin's block of another server does (issue 38), as Mastodon's domain blocks: nothing of theirs arrives, or their posts show only to their followers here. */
export const domainBlockSeverities = ['suspend', 'limit'] as const;

/** A server's name as people write it: its host, any letter case, with its port when it has one. */
export const serverDomainPattern = /^(?=.{1,253}(:\d{1,5})?$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

const domainField = v.pipe(
  v.string('domain must be the name of a server, like social.example.'),
  v.trim(),
  v.toLowerCase(),
  v.regex(serverDomainPattern, 'domain must be the name of a server, like social.example.'),
);

/** An admin's block of another server, with the reason the admins keep. */
export const DomainBlockSchema = v.object({
  domain: domainField,
  severity: v.picklist(domainBlockSeverities, 'severity must be suspend or limit.'),
  rejectMedia: v.optional(v.boolean('rejectMedia must be true or false.'), false),
  reason: textField('Reason', { required: false, max: limits.moderationReasonMax, multiline: true }),
});

/** A list of blocked servers as Mastodon exports it (CSV: `#domain,#severity,#reject_media,...`), at most a megabyte. */
export const DomainBlockImportSchema = v.object({
  csv: v.pipe(v.string('csv must be the text of a CSV file.'), v.maxLength(1_000_000, 'The list is over a megabyte: split it.')),
});

export type ValidDomainBlock = v.InferOutput<typeof DomainBlockSchema>;

/** The member's answer to an app's sign-in request: the request as it came, and Allow (true) or Deny (false). */
export const AuthorizationDecisionSchema = v.object({
  ...AuthorizationQuerySchema.entries,
  allow: v.boolean('allow must be true (Allow) or false (Deny).'),
});
