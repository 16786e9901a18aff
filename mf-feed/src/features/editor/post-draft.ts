import { postVisibilities, type PostVisibility } from 'api-contract/entities';
import { isLanguageCode, type LanguageCode } from 'api-contract/languages';

/**
 * An image of a draft: an upload the server answered (its id, which the post names, and its
 * address, to show it again) and its description. An image still uploading or whose upload
 * failed is not kept: the draft holds only what the post could be sent with.
 */
export type DraftImage = { mediaId: string; url: string; alt: string };

/**
 * What the post editor keeps of a post being written, in this browser, until it is posted or
 * thrown away; `language` is the one it is written in (null in a draft from before posts had one),
 * `visibility` who may see it (null in a draft from before posts said).
 */
export type PostEditorDraft = {
  caption: string;
  content: string;
  images: DraftImage[];
  warned: boolean;
  contentWarning: string;
  language: LanguageCode | null;
  visibility: PostVisibility | null;
};

/**
 * A draft the browser would not keep whole keeps its words and its uploads (the post can still
 * be sent with them), without their addresses: in the in-page mock an address is the image's
 * data itself.
 */
export const withoutAddresses = (draft: PostEditorDraft): PostEditorDraft => ({
  ...draft,
  images: draft.images.map((image) => ({ ...image, url: '' })),
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const draftImage = (value: unknown): DraftImage | null =>
  isRecord(value) && typeof value.mediaId === 'string' && value.mediaId !== ''
    ? { mediaId: value.mediaId, url: text(value.url), alt: text(value.alt) }
    : null;

/**
 * A kept draft as this editor reads it, whatever build of the app wrote it: one written before
 * posts had several images kept one picture (`img`, a data URL never uploaded), which is
 * dropped, its words kept, as a picture the browser would not keep is.
 */
export function readPostDraft(kept: unknown): PostEditorDraft | null {
  if (!isRecord(kept)) return null;
  const images = Array.isArray(kept.images) ? kept.images.map(draftImage).filter((image) => image !== null) : [];
  return {
    caption: text(kept.caption),
    content: text(kept.content),
    images,
    warned: kept.warned === true,
    contentWarning: text(kept.contentWarning),
    language: typeof kept.language === 'string' && isLanguageCode(kept.language) ? kept.language : null,
    visibility: postVisibilities.find((visibility) => visibility === kept.visibility) ?? null,
  };
}
