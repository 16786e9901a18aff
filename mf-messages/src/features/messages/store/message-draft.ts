import type { ApiClient } from 'api-contract/client';

/** A picked image as a form holds it: its bytes (a data URL, as the shell reads a file) and its description. */
export type DraftImage = { dataUrl: string; alt: string };

/** What a form sends: its words, and the image picked for it, if any. */
export type MessageDraft = { text: string; image: DraftImage | null };

type SentImage = { mediaId: string; alt: string } | null;

/**
 * Sends a message with its image: the image first, uploaded on its own as a post's are, then the
 * message naming it. A refused message throws its upload away at once (the form keeps the picture,
 * and sends it again with the next try), instead of leaving it a day on the server.
 */
export async function sendWithImage<Answer>(
  api: ApiClient,
  image: DraftImage | null,
  send: (image: SentImage) => Promise<Answer>,
): Promise<Answer> {
  if (!image) return send(null);
  const { media } = await api.uploadMedia({ body: { img: image.dataUrl } });
  try {
    return await send({ mediaId: media.id, alt: image.alt });
  } catch (refusal) {
    await api.deleteMedia({ mediaId: media.id }).catch(() => undefined);
    throw refusal;
  }
}
