import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { CommentDataSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { selectSignedIn } from 'shell/session';
import { addComment } from '../store/comments-actions';
import { selectCommentThread } from '../store/comments-slice';
import { CommentTextField } from './comment-text-field';

type CommentFormProps = { postId: string };

/** Writes a comment. The text stays until the server has stored it, so a failure loses nothing. */
export function CommentForm({ postId }: CommentFormProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const { adding, added } = useSelector(selectCommentThread(postId));
  const [text, setText] = useState('');
  const { problems, check, reset } = useCheckedForm(CommentDataSchema, { text });
  const addedBefore = useRef(added);

  // Empty the form only once the server has stored the comment.
  useEffect(() => {
    if (added === addedBefore.current) return;
    addedBefore.current = added;
    setText('');
    reset();
  }, [added, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const comment = check();
    if (comment && adding !== 'sending') dispatch(addComment.request({ postId, text: comment.text }));
  };

  return (
    <form className="comment-form" onSubmit={submit} noValidate aria-label="Add a comment">
      <CommentTextField
        label="Comment"
        placeholder={`Comment as @${me?.username ?? ''}…`}
        value={text}
        problem={problems.text}
        onChange={setText}
      />
      <button type="submit" className="button button--primary" disabled={adding === 'sending'}>
        {adding === 'sending' ? 'Posting…' : 'Post'}
      </button>
    </form>
  );
}
