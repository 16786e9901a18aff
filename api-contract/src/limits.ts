/** The limits every client and server applies. Caption and content are the spec's. */
export const limits = {
  captionMax: 100,
  contentMax: 120,
  /** A post's content warning (issue 20): a short text, as a caption is. */
  contentWarningMax: 100,
  commentMax: 280,
  /** A direct message: as long as a comment may be. */
  messageMax: 280,
  /** The people one conversation may have besides the one who starts it. */
  conversationOthersMax: 20,
  bioMax: 160,
  websiteMax: 200,
  nameMax: 40,
  usernameMin: 3,
  usernameMax: 20,
  /** The longest handle or address of a person of another server that a search asks their server about. */
  elsewhereMax: 500,
  /** A new password (signup, change) is at least this long; an older, shorter one still logs in. */
  passwordMin: 8,
  passwordMax: 128,
  /** A password reset link works this long, once. */
  passwordResetMinutes: 60,
  /** Reset mails one account is sent in an hour, at most: more requests are answered alike and send nothing. */
  passwordResetMailsPerHour: 3,
  /** A link to confirm an email address works this long. */
  emailConfirmationHours: 48,
  /** Confirmation mails one account is sent in an hour, at most. */
  confirmationMailsPerHour: 3,
  /** A login's second step (an authenticator or recovery code) must come this soon after its password. */
  secondFactorMinutes: 5,
  /** Wrong codes one login's second step takes before it ends (the password must be entered again). */
  secondFactorFailuresMax: 5,
  /** Wrong codes an account's second steps take within an hour before its logins wait for the hour to pass. */
  secondFactorFailuresPerHour: 10,
  /** Recovery codes an account gets with its authenticator app, each working once. */
  recoveryCodeCount: 10,
  /** The longest a code of the second step may be as sent (an authenticator's has 6 digits, a recovery code 11 characters). */
  secondFactorCodeMax: 32,
  /** Passkeys one account may register (each a device or password manager that holds one). */
  passkeysMax: 10,
  /** The longest a passkey's name may be ("Phone", "YubiKey 5C"). */
  passkeyNameMax: 64,
  /** The longest a passkey's answer may be as sent, in characters (its parts are base64url; an RSA key's run to about 2 KB). */
  passkeyAnswerMax: 16_384,
  /** The longest a reset link's token may be as sent (one is 43 characters). */
  resetTokenMax: 100,
  /** The longest address SMTP carries (RFC 5321). */
  emailMax: 254,
  /** A post shows at most this many images (issue 20), each uploaded on its own first. */
  postImagesMax: 4,
  /** An image's description, read out as its `alt` (Mastodon's limit for a media description is 1,500). */
  altTextMax: 1000,
  /** An upload no post shows is forgotten this many hours after it was made (a draft keeps it meanwhile). */
  uploadKeptHours: 24,
  /** An uploaded image (post or avatar) may be at most 1 MiB before encoding. */
  imageMaxBytes: 1024 * 1024,
  /** A request body may be at most 2 MiB: a largest image, base64-encoded, with room to spare. */
  requestBodyMaxBytes: 2 * 1024 * 1024,
  /** A page of a list: `limit` when the call names none, and the most it may name. */
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** A call of the spec's that names no `limit` answers at most this many records (the newest). */
  unpagedMax: 100,
  /**
   * Lists inside a record (a post's likers and comments, a user's followers) show at most this
   * many, with their counts exact, so a record stays small however popular it is.
   */
  previewMax: 20,
  /** A session (a login on one browser or device) lasts this many days, then the person logs in again. */
  sessionDays: 7,
  /** How often a session's "last seen" is brought up to date, at most: not a write on every call. */
  lastSeenEveryMinutes: 5,
  /** Wrong current passwords in a row (password change, account deletion) before the calls wait... */
  passwordFailuresMax: 10,
  /** ...this many minutes after the last wrong one. */
  passwordLockMinutes: 15,
  /** An invite code lets at most this many people in, and lasts at most this many days. */
  inviteUsesMax: 100,
  inviteDaysMax: 30,
  /** Longer than any code this makes (12 characters): a longer one is refused unread. */
  inviteCodeMax: 64,
  /** Why one wants to join, as the admins approving signups read it. */
  signupReasonMax: 500,
  /** What a report says in words, beyond its reason. */
  reportTextMax: 1000,
  /** The messages before a reported one that its report keeps, for the moderator to read it in context. */
  reportContextMax: 5,
  /** Why a moderator acted, as the moderation log and the person acted on read it. */
  moderationReasonMax: 500,
  /** A tag (without its `#`) is at most this long; a longer run of letters after `#` tags nothing. */
  tagMax: 50,
  /** A search of posts or tags is at most this long. */
  searchMax: 100,
  /** A notification names at most this many of the people who did it, the latest first, with their count exact. */
  notificationActorsMax: 3,
  /** The people one post or comment notifies by mentioning them, at most: the first this many named. */
  mentionsNotifiedMax: 10,
} as const;

/** Image types an upload may have; checked by content, not by file name. */
export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
