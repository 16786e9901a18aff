import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { isLanguageCode, sourceLanguage, type LanguageCode } from 'api-contract/languages';
import { useDispatch, useSelector } from 'react-redux';
import { limits } from 'api-contract/limits';
import { Modal } from 'shell/modal';
import { useKeptDraft, useRestoredDraft } from 'shell/draft';
import { DraftNotice } from 'shell/draft-notice';
import { selectCurrentUser } from 'shell/users';
import type { PostVisibility } from 'api-contract/entities';
import { selectIsSubmittingPost, createPost, editPost, postDraftSubject, type PostRecord } from '../posts';
import { LimitedField } from 'shell/limited-field';
import { useCheckedForm } from 'shell/checked-form';
import { PostDataSchema } from 'api-contract/schemas';
import { isMentionable } from 'api-contract/rich-text';
import { sameImages } from 'api-contract/rules/post-rules';
import { readPostDraft, withoutAddresses, type PostEditorDraft } from './post-draft';
import { PostLanguageField } from './post-language-field';
import { PostVisibilityField } from './post-visibility-field';
import type { PostEditorProps } from './post-editor-props';
import { usePastedAndDroppedImages } from './image-transfer';
import { PostImagesField } from './post-images-field';
import { editorImagesOf, usePostImages, type EditorImage } from './use-post-images';
import './post-editor.css';

type PostEditorDialogProps = PostEditorProps & { post?: PostRecord };

/** A draft as the editor starts from it: who may see the post always said (an older draft's filled in). */
type StartingDraft = PostEditorDraft & { visibility: PostVisibility };

/** The editor's fields: the draft's, with each image as the editor shows it (uploads under way included). */
type EditorFields = Omit<StartingDraft, 'images'> & { images: EditorImage[] };

/**
 * The editor's fields as the post has them (empty for a new post, in the interface's language):
 * what a draft is measured against.
 */
const startingPoint = (
  post: PostRecord | undefined,
  interfaceLanguage: LanguageCode,
  defaultVisibility: PostVisibility,
): StartingDraft => ({
  caption: post?.caption ?? '',
  content: post?.content ?? '',
  images: (post?.images ?? []).map(({ id, url, alt }) => ({ mediaId: id, url, alt })),
  warned: Boolean(post?.contentWarning),
  contentWarning: post?.contentWarning ?? '',
  language: post?.language ?? interfaceLanguage,
  visibility: post?.visibility ?? defaultVisibility,
});

/** What the post waits for when an image's upload failed: said in the language of the render. */
const notUploaded = (number: number) => t`Image ${number} is not uploaded: retry it or remove it.`;

const fieldsOf = (draft: StartingDraft): EditorFields => ({ ...draft, images: editorImagesOf(draft.images) });

/**
 * A new post written to `username` alone, as Mastodon's "Privately mention" starts one: their
 * mention first, for only the people it mentions. A name a mention cannot spell
 * (`isMentionable`) would name someone else: the post starts as any other.
 */
const writtenPrivatelyTo = (username: string | undefined, draft: StartingDraft): StartingDraft =>
  username && isMentionable(username) ? { ...draft, content: `@${username} `, visibility: 'mentioned' } : draft;

/** Two lists of images show the same post: the same uploads, in the same order, with the same descriptions. */
const sameAs = (a: PostEditorDraft, b: PostEditorDraft) =>
  a.caption === b.caption &&
  a.content === b.content &&
  a.warned === b.warned &&
  a.contentWarning === b.contentWarning &&
  a.language === b.language &&
  a.visibility === b.visibility &&
  sameImages(a.images, b.images);

/**
 * New Post (no `post`), maybe written to one person alone (`privatelyTo`), or Edit Post. The
 * dialog closes on submit and the toast tells the outcome. What is typed is kept in this browser
 * as a draft, per person and per post (a new post to one person alone apart from the rest), until
 * the server has it or it is thrown away: a reload, a closed tab or a failed send lose nothing,
 * and the editor says "You have a draft" when it opens on one. Images are uploaded as they are
 * chosen, so the post is sent with their ids once every upload is done.
 */
export function PostEditorDialog(props: PostEditorDialogProps) {
  const submitting = useSelector(selectIsSubmittingPost);
  // Opened while the last post or edit is on its way: its draft is still kept (a refusal leaves
  // it to send again), so the editor waits to know whether that draft is one before showing it.
  const [waited, setWaited] = useState(!submitting);
  if (!waited && !submitting) setWaited(true);
  if (waited) return <PostEditor {...props} />;
  return (
    <Modal title={props.post ? t`Edit Post` : t`New Post`} onClose={props.onClose}>
      <p role="status">{t`Your last post is still being sent…`}</p>
    </Modal>
  );
}

function PostEditor({ post, onClose, privatelyTo }: PostEditorDialogProps) {
  const dispatch = useDispatch();
  const submitting = useSelector(selectIsSubmittingPost);
  const privately = post ? undefined : privatelyTo;
  const subject = postDraftSubject(post?._id, privately);
  const { i18n } = useLingui();
  // One's own record says the default chosen in Settings.
  const defaultVisibility = useSelector(selectCurrentUser)?.defaultVisibility ?? 'public';
  const [original] = useState(() => startingPoint(post, isLanguageCode(i18n.locale) ? i18n.locale : sourceLanguage, defaultVisibility));
  // Where writing starts, and what is no draft yet: a private mention untouched is none.
  const [start] = useState(() => writtenPrivatelyTo(privately, original));
  const kept = useRestoredDraft<unknown>(subject);
  // A draft is read as this build understands it, whichever build wrote it.
  const [restored] = useState(() => readPostDraft(kept));
  const [shownDraft, setShownDraft] = useState(restored !== null);
  // The fields are the draft: one value, kept as it changes and put back whole when thrown away.
  // A draft from before posts had a language is written in the one the editor starts on.
  const [fields, setFields] = useState(() =>
    fieldsOf(
      restored
        ? {
            ...restored,
            language: restored.language ?? original.language,
            visibility: post ? original.visibility : (restored.visibility ?? start.visibility),
          }
        : start,
    ),
  );
  const { caption, content, warned, contentWarning, language, visibility } = fields;
  const set =
    <K extends keyof EditorFields>(field: K) =>
    (value: EditorFields[K]) =>
      setFields((before) => ({ ...before, [field]: value }));
  const postImageIds = useMemo(() => original.images.map((image) => image.mediaId), [original]);
  const images = usePostImages(
    fields.images,
    useCallback(
      (change: (before: EditorImage[]) => EditorImage[]) => setFields((before) => ({ ...before, images: change(before.images) })),
      [],
    ),
    postImageIds,
  );
  const form = useRef<HTMLFormElement>(null);
  usePastedAndDroppedImages((files) => void images.add(files), form);
  // What the browser keeps: the words, and the images whose uploads are done.
  const draft = useMemo(
    (): PostEditorDraft => ({ caption, content, images: images.ready, warned, contentWarning, language, visibility }),
    [caption, content, images.ready, warned, contentWarning, language, visibility],
  );
  const isEmpty = useCallback((value: PostEditorDraft) => sameAs(value, start), [start]);
  const { discard } = useKeptDraft(subject, draft, { isEmpty, smaller: withoutAddresses });
  // `img` is the spec's one picture: empty, since `images` says every image the post shows.
  const { problems, check } = useCheckedForm(PostDataSchema, {
    caption,
    content,
    img: '',
    images: images.sendable,
    contentWarning: warned ? contentWarning : '',
    language,
    visibility,
  });
  const [sendTried, setSendTried] = useState(false);
  const waitingFor = sendTried && images.failed ? notUploaded(images.failed.number) : null;
  const busy = submitting || images.reading || images.uploading;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSendTried(true);
    const postData = check();
    if (!postData || busy || images.failed) return;
    // Thrown away as it goes, so a reload before the answer leaves nothing to post twice; the
    // saga keeps it again if the server refuses it.
    const sent = isEmpty(draft) ? undefined : { whole: draft, smaller: withoutAddresses(draft) };
    discard();
    dispatch(
      post
        ? editPost.request({ postId: post._id, postData, draft: sent })
        : createPost.request({ postData, privatelyTo: privately, draft: sent }),
    );
    onClose();
  };

  const throwAway = () => {
    images.throwAway();
    discard();
    setFields(fieldsOf(start));
    setShownDraft(false);
  };

  return (
    <Modal title={post ? t`Edit Post` : t`New Post`} onClose={onClose}>
      <form ref={form} className="post-editor" onSubmit={submit} noValidate>
        {shownDraft && <DraftNotice onDiscard={throwAway} />}
        <LimitedField
          label={t`Caption`}
          value={caption}
          max={limits.captionMax}
          problem={problems.caption}
          onChange={set('caption')}
          mentions
        />
        <LimitedField
          label={t`Content`}
          value={content}
          max={limits.contentMax}
          problem={problems.content}
          onChange={set('content')}
          multiline
          mentions
        />
        <PostImagesField images={images} problem={waitingFor ?? problems.images ?? null} checked={problems.images !== undefined} />
        <label className="post-editor__toggle">
          <input type="checkbox" checked={warned} onChange={(event) => set('warned')(event.target.checked)} />
          {t`Warn readers before they see it`}
        </label>
        {warned && (
          <LimitedField
            label={t`Content warning`}
            value={contentWarning}
            max={limits.contentWarningMax}
            problem={problems.contentWarning}
            onChange={set('contentWarning')}
          />
        )}
        <PostLanguageField language={language} onChange={set('language')} />
        <PostVisibilityField visibility={visibility} onChange={set('visibility')} fixed={post !== undefined} />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t`add post...` : t`add post`}
        </button>
      </form>
    </Modal>
  );
}
