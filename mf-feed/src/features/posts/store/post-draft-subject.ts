/**
 * Which draft the post editor keeps: a new post's, a new post's to one person alone
 * (`privatelyTo`, each person's apart from the rest), or an edit's of the post `postId`. The
 * posts' saga discards it once the post is sent, so the name is the posts' to give.
 */
export const postDraftSubject = (postId?: string, privatelyTo?: string): string => {
  if (postId) return `post:${postId}`;
  return privatelyTo ? `post:new:to:${privatelyTo.toLowerCase()}` : 'post:new';
};
