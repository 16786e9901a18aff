import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { ErrorCode } from './error-codes';
import type * as v from 'valibot';
import type { Comment, Post, PostVisibility, User } from './entities';
import type {
  CommentDataSchema,
  CredentialsSchema,
  messagesFromChoices,
  PasskeyAuthenticationAnswerSchema,
  PasskeyRegistrationAnswerSchema,
  SignupSchema,
} from './schemas/requests';

/** What the calls send (schemas/requests.ts says what is accepted). */
export type Credentials = { username: string; password: string };
export type SignupData = Credentials & {
  firstName: string;
  lastName: string;
  email: string;
  bio?: string;
  website?: string;
  /** The code of an invite (registration `invite`). */
  inviteCode?: string;
  /** Why one wants to join (registration `approval`). */
  reason?: string;
};
/** One image of a post as sent: the id its upload answered, and its description. */
export type PostImageData = { mediaId: string; alt: string };
export type PostData = {
  caption: string;
  content: string;
  img?: string;
  images?: PostImageData[];
  contentWarning?: string;
  visibility?: PostVisibility;
};
export type CommentData = { text: string };
export type ProfileData = {
  bio?: string;
  website?: string;
  img?: string;
  defaultVisibility?: PostVisibility;
  approveFollowers?: boolean;
  messagesFrom?: (typeof messagesFromChoices)[number];
};

/** The same payloads once checked: trimmed, with every field present. */
export type ValidCredentials = v.InferOutput<typeof CredentialsSchema>;
export type ValidSignup = v.InferOutput<typeof SignupSchema>;
export type ValidCommentData = v.InferOutput<typeof CommentDataSchema>;
export type { ValidPostData } from './schemas/requests';

export type LoginResponse = { foundUser: User; encodedToken: string };
export type PostsResponse = { posts: Post[] };
export type PostResponse = { post: Post };
export type CommentsResponse = { comments: Comment[] };
export type UsersResponse = { users: User[] };
export type UserResponse = { user: User };
export type BookmarksResponse = { bookmarks: string[] };
export type FollowResponse = { user: User; followUser: User };

/** A page of a list, and where the next one starts (null: this was the last). */
/** A page of posts; asked `include=authors`, with each of their authors once. */
export type PostPage = { posts: Post[]; nextCursor: string | null; authors?: User[] };
export type CommentPage = { comments: Comment[]; nextCursor: string | null };
export type UserPage = { users: User[]; nextCursor: string | null };

/**
 * What a change answers with the request header `Prefer: return=minimal` (the app always sends
 * it): only the changed record, so a like costs the same however large the database is.
 */
export type PostAnswer = { post: Post };
export type CommentAnswer = { comment: Comment };
export type DeletedPostAnswer = { postId: string };
export type DeletedCommentAnswer = { commentId: string };

/** Every failed call answers with this body: the spec's words, and the code programs branch on. */
export type ErrorBody = { errors: string[]; code: ErrorCode };

/** A signup that opened an account at once (every registration mode but `approval`). */
export type SignedUp = { createdUser: User; encodedToken: string };
/** A signup that waits for an admin (registration `approval`). */
export type AwaitingApproval = { awaitingApproval: { username: string } };

export const isSignedUp = (answer: SignedUp | AwaitingApproval): answer is SignedUp => 'encodedToken' in answer;

/** A signup's account and token, where the community opens accounts at once: waiting for approval is an error here. */
export function signedUp(answer: SignedUp | AwaitingApproval): SignedUp {
  if (isSignedUp(answer)) return answer;
  throw new Error(`The signup of ${answer.awaitingApproval.username} waits for approval: no account was opened.`);
}

/** A login that opened a session: the person's record and its token. */
export type LoggedIn = { foundUser: User; encodedToken: string };
/** The second step a login asks for, once its password is right, of an account with a second factor. */
export type SecondStep = {
  challenge: string;
  methods: ('authenticator' | 'recovery_code' | 'passkey')[];
  passkeyOptions?: PublicKeyCredentialRequestOptionsJSON;
};
/** A login that waits for its second step (`loginSecondFactor`). */
export type SecondStepAsked = { secondFactor: SecondStep };

export const isLoggedIn = (answer: LoggedIn | SecondStepAsked): answer is LoggedIn => 'encodedToken' in answer;

/** A new passkey's answer to `navigator.credentials.create()`, as the API takes it. */
export type PasskeyRegistrationAnswer = v.InferOutput<typeof PasskeyRegistrationAnswerSchema>;
/** A passkey's answer to `navigator.credentials.get()`, as the API takes it. */
export type PasskeyAuthenticationAnswer = v.InferOutput<typeof PasskeyAuthenticationAnswerSchema>;
