import { limits } from './limits';

/** "1 second", "30 seconds": when a client may try again. */
const seconds = (count: number) => `${count} ${count === 1 ? 'second' : 'seconds'}`;

/**
 * Every server error message of spec section 8, to the letter, plus the messages this
 * product adds where the described app crashed or said nothing (the product notes beside the spec).
 */
export const messages = {
  usernameTaken: 'Unprocessable Entity. Username Already Exists.',
  userNotRegistered: 'The username you entered is not Registered. Not Found error',
  wrongPassword: 'The credentials you entered are invalid. Unauthorized access error.',
  invalidToken: 'The token is invalid. Unauthorized access error.',
  editForeignPost: "Cannot edit a Post doesn't belong to the logged in User.",
  deleteForeignPost: "Cannot delete a Post doesn't belong to the logged in User.",
  alreadyLiked: 'Cannot like a post that is already liked.',
  likeBelowZero: 'Cannot decrement like less than 0.',
  alreadyDisliked: 'Cannot dislike a post that is already disliked.',
  editForeignComment: "Cannot edit a comment doesn't belong to the User.",
  deleteForeignComment: "Cannot delete a comment doesn't belong to the User.",
  alreadyUpvoted: 'Cannot upvote a post that is already upvoted.',
  alreadyDownvoted: 'Cannot downvote a post that is already downvoted.',
  alreadyBookmarked: 'This Post is already bookmarked',
  notBookmarked: 'Post not bookmarked yet',
  alreadyFollowing: 'User Already following',
  notFollowing: 'User already not following',
  followSelf: 'You cannot follow yourself.',
  editForeignProfile: 'Cannot edit a profile that does not belong to the logged in User.',
  malformedJson: 'The request body is not valid JSON.',
  malformedAddress: 'The address is not valid.',
  invalidLimit: 'limit must be a whole number from 1 to 100.',
  invalidCursor: 'The cursor is not valid: start from the first page again.',
  invalidSort: 'sort must be newest, oldest or trending.',
  invalidUsernames: 'usernames must be a comma-separated list of at most 100 usernames.',
  invalidPathValue: (name: string) => `The ${name} in the address holds characters that are not allowed.`,
  serverFailure: 'Something went wrong on the server. Please try again.',
  tooManyAttempts: (wait: number) => `Too many attempts from your address. Try again in ${seconds(wait)}.`,
  tooManyChanges: (wait: number) => `You are making changes faster than this community allows. Try again in ${seconds(wait)}.`,
  tooManySearches: (wait: number) => `You are searching faster than this community allows. Try again in ${seconds(wait)}.`,
  tooManyStreamsOpened: (wait: number) => `Too many live streams were opened in a short time. Try again in ${seconds(wait)}.`,
  tooManyFromAddress: (wait: number) => `Too many requests from your address. Try again in ${seconds(wait)}.`,
  tooManyStreamsOpen: (wait: number) =>
    `Too many live streams are open from your address. Close some tabs, then try again in ${seconds(wait)}.`,
  streamsFull: (wait: number) => `The server holds as many live streams as it can. Try again in ${seconds(wait)}.`,
  tooManyWrongPasswords: `Too many wrong passwords in a row. Try again in ${limits.passwordLockMinutes} minutes.`,
  staffOnly: (role: string) => `Only ${role}s may do this. Forbidden error`,
  signupsClosed: 'This community is not taking new members right now.',
  inviteRequired: 'This community takes new members by invitation: enter the invite code you were given.',
  inviteNotFound: 'This invite code is not valid. Check it with the person who gave it to you.',
  inviteUsedUp: 'This invite code has been used as many times as it allows. Ask for a new one.',
  inviteExpired: 'This invite code has expired. Ask for a new one.',
  mayNotInvite: 'Only admins may make invite codes in this community. Forbidden error',
  awaitingApproval: 'Your account is waiting for an admin to approve it. You can log in once they have.',
  signupPending: (username: string) => `Someone named "${username}" is already waiting for approval. Unprocessable Entity.`,
  signupNotFound: (userId: string) => `No signup with id "${userId}" is waiting for approval. Not Found error`,
  lastAdmin: 'The community needs at least one admin: make someone else an admin first.',
  sessionNotFound: (sessionId: string) => `No session with id "${sessionId}" is open for you. Not Found error`,
  noSuchCall: (method: string, path: string) => `There is no API call ${method} ${path}.`,
  postNotFound: (postId: string) => `No post with id "${postId}" exists. Not Found error`,
  commentNotFound: (commentId: string) => `No comment with id "${commentId}" exists on this post. Not Found error`,
  userNotFound: (userId: string) => `No user with id "${userId}" exists. Not Found error`,
  usernameNotFound: (username: string) => `No user named "${username}" exists. Not Found error`,
} as const;
