import type { MessageDraft } from './message-draft';

/** The draft of a message in the conversation `conversationId`, kept in this browser until it is sent or thrown away. */
export const conversationDraftSubject = (conversationId: string): string => `message:${conversationId}`;

/** Nothing worth keeping: no words and no picture. */
export const holdsNothing = ({ text, image }: MessageDraft): boolean => text.trim() === '' && image === null;

/** What is kept when the browser has no room for the picture: the words alone. */
export const withoutImage = <Draft extends MessageDraft>(draft: Draft): Draft => ({ ...draft, image: null });

/** A new message's draft: its recipients as typed, its words and its picture. */
export type NewMessageDraft = MessageDraft & { to: string };

/**
 * The draft of the New message form: one, whoever it is to, as a compose box has one. Opened for
 * someone else (a profile's Message button), the form offers it still, to send or throw away.
 */
export const newMessageDraftSubject = 'new-message';
