import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { limits } from 'api-contract/limits';
import type { PostImageData } from 'api-contract/payloads';
import { ownEntry } from 'shell/own-entries';
import { readImage } from 'shell/read-image';
import { selectImageUploads, uploadImage, uploadThrownAway, uploadsForgotten, type ImageUploadsState } from './image-uploads-slice';
import type { DraftImage } from './post-draft';

/**
 * An image the editor shows, in the post's order: one chosen here (`mediaId` null until its
 * upload answers; `preview` its data URL, which Retry upload sends again), or one already
 * uploaded (the post's own, or a draft's: `mediaId` known, `preview` its address, or empty when
 * the browser could not keep the address).
 */
export type EditorImage = { key: string; alt: string; preview: string; mediaId: string | null };

/** Where an image's upload is: under way, refused (the words why), or done (what the post names). */
export type ImageState =
  { status: 'uploading'; sent: number | null } | { status: 'failed'; error: string } | { status: 'ready'; mediaId: string; url: string };

/** An image as the field shows it: its place in the post (1 for the first), and where its upload is. */
export type ShownImage = EditorImage & { number: number; state: ImageState };

const max = limits.postImagesMax;
const tooManyImages = msg`A post may have at most ${max} images.`;
/** The same file picked again: the server would refuse the post ("A post shows each image once."), so the editor says so at once. */
const alreadyThere = msg`That image is already in the post.`;

function stateOf(image: EditorImage, uploads: ImageUploadsState): ImageState {
  if (image.mediaId !== null) return { status: 'ready', mediaId: image.mediaId, url: image.preview };
  const upload = ownEntry(uploads, image.key);
  if (upload?.status === 'uploaded') return { status: 'ready', mediaId: upload.media.id, url: upload.media.url };
  if (upload?.status === 'failed') return { status: 'failed', error: upload.error };
  // Each chosen image's upload is asked for as it is added, so one with no entry is under way.
  return { status: 'uploading', sent: upload?.status === 'uploading' ? upload.sent : null };
}

/** The images of a draft or of the post being edited, as the editor shows them. */
export const editorImagesOf = (images: DraftImage[]): EditorImage[] =>
  images.map((image, index) => ({ key: `kept-${index}`, alt: image.alt, preview: image.url, mediaId: image.mediaId }));

type ChangeImages = (change: (images: EditorImage[]) => EditorImage[]) => void;

/**
 * The post editor's images: each chosen file is read (refused in words when it is no image, or
 * would be a fifth) and uploaded at once on its own, through the uploads saga. What the post is
 * sent with and what a draft keeps are the images whose uploads are done, in order. An upload
 * removed, or thrown away with the draft, is forgotten by the server at once; the images the
 * post being edited shows already (`postImageIds`) are the post's, changed only when it is saved.
 */
export function usePostImages(images: EditorImage[], change: ChangeImages, postImageIds: readonly string[]) {
  const dispatch = useDispatch();
  const uploads = useSelector(selectImageUploads);
  const editorId = useId();
  // How many picks (or pastes, or drops) are still being read: the post waits for every one.
  const [readsUnderWay, setReadsUnderWay] = useState(0);
  // What a screen reader hears of an addition, said once: the focus may stay in a text field.
  const [announcement, setAnnouncement] = useState('');
  const [refusals, setRefusals] = useState<string[]>([]);
  // Read by the handlers only: the images shown, by what they show (a pick counts and compares
  // with those of the pick before it, even before a render: two quick pastes), the keys made so
  // far, and whether the editor is open.
  const shownPreviews = useRef(images.map((image) => image.preview));
  const made = useRef<string[]>([]);
  const open = useRef(true);

  useEffect(() => {
    shownPreviews.current = images.map((image) => image.preview);
  }, [images]);
  useEffect(() => {
    open.current = true;
    const keys = made.current;
    // A closed editor wants none of its uploads' answers: a draft kept only what was done.
    return () => {
      open.current = false;
      dispatch(uploadsForgotten({ keys: [...keys] }));
    };
  }, [dispatch]);

  const shown = useMemo(
    () => images.map((image, index): ShownImage => ({ ...image, number: index + 1, state: stateOf(image, uploads) })),
    [images, uploads],
  );

  const add = async (files: File[]) => {
    if (files.length === 0) return;
    setReadsUnderWay((count) => count + 1);
    const read = await Promise.all(files.map(async (file) => ({ file, result: await readImage(file) })));
    if (!open.current) return;
    setReadsUnderWay((count) => count - 1);
    const problems: string[] = [];
    const added: EditorImage[] = [];
    const room = limits.postImagesMax - shownPreviews.current.length;
    let refusedForRoom = false;
    // The same bytes read the same: a file picked again has the data URL of one already shown.
    const picked = new Set(shownPreviews.current);
    // Several files at once: a refusal names the one it is about.
    const about = (file: File, problem: string) => {
      const name = file.name;
      return files.length > 1 ? t`${name}: ${problem}` : problem;
    };
    for (const { file, result } of read) {
      if ('error' in result) problems.push(about(file, result.error));
      else if (picked.has(result.dataUrl)) problems.push(about(file, i18n._(alreadyThere)));
      else if (added.length < room) {
        const key = `${editorId}-${made.current.length}`;
        made.current.push(key);
        picked.add(result.dataUrl);
        added.push({ key, alt: '', preview: result.dataUrl, mediaId: null });
      } else refusedForRoom = true;
    }
    if (refusedForRoom) problems.push(i18n._(tooManyImages));
    setRefusals(problems);
    if (added.length === 0) return;
    shownPreviews.current = [...shownPreviews.current, ...added.map((image) => image.preview)];
    const last = shownPreviews.current.length;
    const first = last - added.length + 1;
    setAnnouncement(added.length === 1 ? t`Image ${last} added.` : t`Images ${first} to ${last} added.`);
    change((before) => [...before, ...added]);
    for (const image of added) dispatch(uploadImage.request({ key: image.key, img: image.preview }));
  };

  const retry = (key: string) => {
    const image = images.find((candidate) => candidate.key === key);
    if (image && image.mediaId === null) dispatch(uploadImage.request({ key, img: image.preview }));
  };

  /** Forgets these images' uploads: those done are thrown away now, those under way when they answer (the saga sees them forgotten). */
  const forget = (gone: ShownImage[]) => {
    dispatch(uploadsForgotten({ keys: gone.map((image) => image.key) }));
    for (const { state } of gone)
      if (state.status === 'ready' && !postImageIds.includes(state.mediaId)) dispatch(uploadThrownAway({ mediaId: state.mediaId }));
  };

  const remove = (key: string) => {
    change((before) => before.filter((image) => image.key !== key));
    forget(shown.filter((image) => image.key === key));
    setRefusals([]);
    setAnnouncement('');
  };

  /** The draft is thrown away: so are the uploads it holds. */
  const throwAway = () => forget(shown);

  /** Moves an image one place earlier (-1) or later (1) in the post; the images keep their uploads and descriptions. */
  const move = (key: string, by: -1 | 1) =>
    change((before) => {
      const from = before.findIndex((image) => image.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= before.length) return before;
      const moved = [...before];
      [moved[from], moved[to]] = [moved[to]!, moved[from]!];
      return moved;
    });

  const describe = (key: string, alt: string) => change((before) => before.map((image) => (image.key === key ? { ...image, alt } : image)));

  const ready = useMemo(
    () =>
      shown.flatMap((image) =>
        image.state.status === 'ready' ? [{ mediaId: image.state.mediaId, url: image.state.url, alt: image.alt }] : [],
      ),
    [shown],
  );
  /** What the post is sent with: every image, once all are uploaded. */
  const sendable: PostImageData[] = useMemo(() => ready.map(({ mediaId, alt }) => ({ mediaId, alt })), [ready]);
  const uploading = shown.some((image) => image.state.status === 'uploading');
  const failed = shown.find((image) => image.state.status === 'failed') ?? null;

  return {
    shown,
    reading: readsUnderWay > 0,
    /** Said to a screen reader as images are added ("Image 2 added."); empty after a removal. */
    announcement,
    refusals,
    uploading,
    /** The first image whose upload failed: the post waits until it is sent again or removed. */
    failed,
    /** What a draft keeps: the uploaded images, with their descriptions. */
    ready: ready satisfies DraftImage[],
    sendable,
    add,
    retry,
    remove,
    throwAway,
    move,
    describe,
  };
}

export type PostImages = ReturnType<typeof usePostImages>;
