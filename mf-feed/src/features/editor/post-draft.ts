/** What the post editor keeps of a post being written, in this browser, until it is posted or thrown away. */
export type PostEditorDraft = { caption: string; content: string; img: string; warned: boolean; contentWarning: string };

/** Which draft: a new post's, or an edit's of the post `postId`. */
export const postDraftSubject = (postId?: string): string => (postId ? `post:${postId}` : 'post:new');
