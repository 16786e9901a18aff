import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { limits } from 'api-contract/limits';
import { Modal } from 'shell/modal';
import { selectIsSubmittingPost, selectPostDraft } from '../posts/store/posts-selectors';
import { createPost, editPost, type PostRecord } from '../posts/store/posts-slice';
import { ImagePicker } from 'shell/image-picker';
import { LimitedField } from 'shell/limited-field';
import { useCheckedForm } from 'shell/checked-form';
import { PostDataSchema } from 'api-contract/schemas';
import './post-editor.css';

type PostEditorDialogProps = { post?: PostRecord; onClose: () => void };

/**
 * New Post (no `post`) or Edit Post. The dialog closes on submit and the toast tells the
 * outcome; what failed to send comes back the next time the editor opens for that post.
 */
export function PostEditorDialog({ post, onClose }: PostEditorDialogProps) {
  const dispatch = useDispatch();
  const submitting = useSelector(selectIsSubmittingPost);
  const draft = useSelector(selectPostDraft);
  const start = draft && draft.postId === post?._id ? draft.postData : post;
  const [caption, setCaption] = useState(start?.caption ?? '');
  const [content, setContent] = useState(start?.content ?? '');
  const [img, setImg] = useState(start?.img ?? '');
  const [warned, setWarned] = useState(Boolean(start?.contentWarning));
  const [contentWarning, setContentWarning] = useState(start?.contentWarning ?? '');
  const [readingImage, setReadingImage] = useState(false);
  const { problems, check } = useCheckedForm(PostDataSchema, { caption, content, img, contentWarning: warned ? contentWarning : '' });
  const busy = submitting || readingImage;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const postData = check();
    if (!postData || busy) return;
    dispatch(post ? editPost.request({ postId: post._id, postData }) : createPost.request(postData));
    onClose();
  };

  return (
    <Modal title={post ? 'Edit Post' : 'New Post'} onClose={onClose}>
      <form className="post-editor" onSubmit={submit} noValidate>
        <LimitedField label="Caption" value={caption} max={limits.captionMax} problem={problems.caption} onChange={setCaption} mentions />
        <LimitedField
          label="Content"
          value={content}
          max={limits.contentMax}
          problem={problems.content}
          onChange={setContent}
          multiline
          mentions
        />
        <ImagePicker value={img} onChange={setImg} onReading={setReadingImage} />
        <label className="post-editor__toggle">
          <input type="checkbox" checked={warned} onChange={(event) => setWarned(event.target.checked)} />
          Warn readers before they see it
        </label>
        {warned && (
          <LimitedField
            label="Content warning"
            value={contentWarning}
            max={limits.contentWarningMax}
            problem={problems.contentWarning}
            onChange={setContentWarning}
          />
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'add post...' : 'add post'}
        </button>
      </form>
    </Modal>
  );
}
