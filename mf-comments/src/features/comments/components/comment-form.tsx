import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { limits } from 'mock-api/limits';
import { LimitedField } from 'shell/limited-field';
import { commentTextToSend } from '../comment-text';
import { selectSignedIn } from 'shell/session';
import { addComment, selectPostComments } from '../store/comments-slice';

type CommentFormProps = { postId: string };

/** Writes a comment. The text stays until the server has stored it, so a failure loses nothing. */
export function CommentForm({ postId }: CommentFormProps) {
  const dispatch = useDispatch();
  const me = useSelector(selectSignedIn);
  const { adding, added } = useSelector(selectPostComments(postId));
  const [text, setText] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const addedBefore = useRef(added);

  // Empty the form only once the server has stored the comment.
  useEffect(() => {
    if (added === addedBefore.current) return;
    addedBefore.current = added;
    setText('');
    setShowErrors(false);
  }, [added]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = commentTextToSend(text);
    if (!trimmed) {
      setShowErrors(true);
      return;
    }
    if (adding !== 'sending') dispatch(addComment.request({ postId, text: trimmed }));
  };

  return (
    <form className="comment-form" onSubmit={submit} noValidate aria-label="Add a comment">
      <LimitedField
        label="Comment"
        placeholder={`Comment as @${me?.username ?? ''}…`}
        value={text}
        max={limits.commentMax}
        showErrors={showErrors}
        onChange={setText}
        multiline
      />
      <button type="submit" className="button button--primary" disabled={adding === 'sending'}>
        {adding === 'sending' ? 'Posting…' : 'Post'}
      </button>
    </form>
  );
}
