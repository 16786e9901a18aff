/** What the comment and reply forms keep of what is typed, in this browser, until it is sent or thrown away. */
export type CommentDraft = { text: string };

/** The draft of a comment on the post `postId`. */
export const commentDraftSubject = (postId: string): string => `comment:${postId}`;

/** The draft of a reply to the comment `commentId`. */
export const replyDraftSubject = (commentId: string): string => `reply:${commentId}`;

/** The draft of an edit of one's comment `commentId`. */
export const commentEditDraftSubject = (commentId: string): string => `comment-edit:${commentId}`;

/** Nothing worth keeping: no words, or only the `@name` a reply's Reply put there. */
export const holdsNoWords = ({ text }: CommentDraft): boolean => text.trim() === '' || /^@\S+$/.test(text.trim());
