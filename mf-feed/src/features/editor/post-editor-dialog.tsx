import { useCallback, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { limits } from 'api-contract/limits';
import { Modal } from 'shell/modal';
import { useKeptDraft, useRestoredDraft } from 'shell/draft';
import { DraftNotice } from 'shell/draft-notice';
import { selectIsSubmittingPost } from '../posts/store/posts-selectors';
import { createPost, editPost, type PostRecord } from '../posts/store/posts-slice';
import { ImagePicker } from 'shell/image-picker';
import { LimitedField } from 'shell/limited-field';
import { useCheckedForm } from 'shell/checked-form';
import { PostDataSchema } from 'api-contract/schemas';
import { postDraftSubject, type PostEditorDraft } from './post-draft';
import './post-editor.css';

type PostEditorDialogProps = { post?: PostRecord; onClose: () => void };

/** A draft the browser would not keep whole keeps its words: the picture is chosen again. */
const withoutPicture = (draft: PostEditorDraft): PostEditorDraft => ({ ...draft, img: '' });

/** The editor's fields as the post has them (empty for a new post): what a draft is measured against. */
const startingPoint = (post?: PostRecord): PostEditorDraft => ({
  caption: post?.caption ?? '',
  content: post?.content ?? '',
  img: post?.img ?? '',
  warned: Boolean(post?.contentWarning),
  contentWarning: post?.contentWarning ?? '',
});

const sameAs = (a: PostEditorDraft, b: PostEditorDraft) =>
  (Object.keys(a) as Array<keyof PostEditorDraft>).every((field) => a[field] === b[field]);

/**
 * New Post (no `post`) or Edit Post. The dialog closes on submit and the toast tells the
 * outcome. What is typed is kept in this browser as a draft, per person and per post, until the
 * server has it or it is thrown away: a reload, a closed tab or a failed send lose nothing, and
 * the editor says "You have a draft" when it opens on one.
 */
export function PostEditorDialog({ post, onClose }: PostEditorDialogProps) {
  const dispatch = useDispatch();
  const submitting = useSelector(selectIsSubmittingPost);
  const subject = postDraftSubject(post?._id);
  const [original] = useState(() => startingPoint(post));
  const restored = useRestoredDraft<PostEditorDraft>(subject);
  const [shownDraft, setShownDraft] = useState(restored !== null);
  // The fields are the draft: one value, kept as it changes and put back whole when thrown away.
  const [fields, setFields] = useState(restored ?? original);
  const { caption, content, img, warned, contentWarning } = fields;
  const set =
    <K extends keyof PostEditorDraft>(field: K) =>
    (value: PostEditorDraft[K]) =>
      setFields((before) => ({ ...before, [field]: value }));
  const [readingImage, setReadingImage] = useState(false);
  const isEmpty = useCallback((value: PostEditorDraft) => sameAs(value, original), [original]);
  const { discard } = useKeptDraft(subject, fields, { isEmpty, smaller: withoutPicture });
  const { problems, check } = useCheckedForm(PostDataSchema, { caption, content, img, contentWarning: warned ? contentWarning : '' });
  const busy = submitting || readingImage;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const postData = check();
    if (!postData || busy) return;
    dispatch(post ? editPost.request({ postId: post._id, postData }) : createPost.request(postData));
    onClose();
  };

  const throwAway = () => {
    discard();
    setFields(original);
    setShownDraft(false);
  };

  return (
    <Modal title={post ? 'Edit Post' : 'New Post'} onClose={onClose}>
      <form className="post-editor" onSubmit={submit} noValidate>
        {shownDraft && <DraftNotice onDiscard={throwAway} />}
        <LimitedField
          label="Caption"
          value={caption}
          max={limits.captionMax}
          problem={problems.caption}
          onChange={set('caption')}
          mentions
        />
        <LimitedField
          label="Content"
          value={content}
          max={limits.contentMax}
          problem={problems.content}
          onChange={set('content')}
          multiline
          mentions
        />
        <ImagePicker value={img} onChange={set('img')} onReading={setReadingImage} />
        <label className="post-editor__toggle">
          <input type="checkbox" checked={warned} onChange={(event) => set('warned')(event.target.checked)} />
          Warn readers before they see it
        </label>
        {warned && (
          <LimitedField
            label="Content warning"
            value={contentWarning}
            max={limits.contentWarningMax}
            problem={problems.contentWarning}
            onChange={set('contentWarning')}
          />
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'add post...' : 'add post'}
        </button>
      </form>
    </Modal>
  );
}
