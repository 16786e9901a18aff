/**
 * Which draft the post editor keeps: a new post's, or an edit's of the post `postId`. The posts'
 * saga discards it once the post is sent, so the name is the posts' to give.
 */
export const postDraftSubject = (postId?: string): string => (postId ? `post:${postId}` : 'post:new');
