import type { MessageDraft } from './message-draft';

/** The draft of a message in the conversation `conversationId`, kept in this browser until it is sent or thrown away. */
export const conversationDraftSubject = (conversationId: string): string => `message:${conversationId}`;

/** Nothing worth keeping: no words and no picture. */
export const holdsNothing = ({ text, image }: MessageDraft): boolean => text.trim() === '' && image === null;

/** What is kept when the browser has no room for the picture: the words alone. */
export const withoutImage = (draft: MessageDraft): MessageDraft => ({ ...draft, image: null });
