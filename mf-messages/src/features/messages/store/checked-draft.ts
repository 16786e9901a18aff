import type { DraftImage } from './message-draft';

/**
 * The id a picked image stands under while the form checks it: the contract's schema names an
 * image by the id its upload answers, which comes only as the message is sent (the server checks
 * that one). The form checks the rest: the description's length, and that the message says
 * something.
 */
const notYetUploaded = '0'.repeat(64);

/** A form's words and picked image, in the shape the contract's message schema checks. */
export const asChecked = (text: string, image: DraftImage | null) => ({
  text,
  image: image ? { mediaId: notYetUploaded, alt: image.alt } : null,
});
