import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { Post } from 'mock-api/entities';
import { limits } from 'mock-api/limits';
import { Modal } from 'shell/modal';
import { createPost, editPost } from '../posts/store/posts-slice';
import { readImage } from './read-image';

type PostEditorDialogProps = { post?: Post; onClose: () => void };

/** New Post (no `post`) or Edit Post. The dialog closes on submit; the toast tells the outcome. */
export function PostEditorDialog({ post, onClose }: PostEditorDialogProps) {
  const dispatch = useDispatch();
  const [caption, setCaption] = useState(post?.caption ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [img, setImg] = useState(post?.img ?? '');
  const [imageError, setImageError] = useState<string | null>(null);
  const captionLeft = limits.captionMax - caption.length;
  const contentLeft = limits.contentMax - content.length;
  const invalid = !caption.trim() || !content.trim() || captionLeft < 0 || contentLeft < 0;

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    const result = await readImage(file);
    if ('error' in result) setImageError(result.error);
    else {
      setImageError(null);
      setImg(result.dataUrl);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    const postData = { caption: caption.trim(), content: content.trim(), img };
    dispatch(post ? editPost.request({ postId: post._id, postData }) : createPost.request(postData));
    onClose();
  };

  return (
    <Modal title={post ? 'Edit Post' : 'New Post'} onClose={onClose}>
      <form className="post-editor" onSubmit={submit} noValidate>
        <label className="field">
          <span>Caption</span>
          <input className="input" value={caption} required aria-describedby="caption-left" onChange={(event) => setCaption(event.target.value)} />
          <small id="caption-left" className={captionLeft < 0 ? 'form-error' : 'muted'}>
            {captionLeft < 0 ? `${-captionLeft} characters over the limit of ${limits.captionMax}` : `${captionLeft} characters left`}
          </small>
        </label>
        <label className="field">
          <span>Content</span>
          <textarea className="input" rows={3} value={content} required aria-describedby="content-left" onChange={(event) => setContent(event.target.value)} />
          <small id="content-left" className={contentLeft < 0 ? 'form-error' : 'muted'}>
            {contentLeft < 0 ? `${-contentLeft} characters over the limit of ${limits.contentMax}` : `${contentLeft} characters left`}
          </small>
        </label>
        <label className="field">
          <span>Image (optional)</span>
          <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(event) => void pickImage(event.target.files?.[0])} />
        </label>
        {imageError && (
          <p className="form-error" role="alert">
            {imageError}
          </p>
        )}
        {img && (
          <div className="post-editor__preview">
            <img src={img} alt="Preview of the chosen image" />
            <button type="button" className="button" onClick={() => setImg('')}>
              Remove image
            </button>
          </div>
        )}
        <button type="submit" className="button button--primary" disabled={invalid}>
          add post
        </button>
      </form>
    </Modal>
  );
}
