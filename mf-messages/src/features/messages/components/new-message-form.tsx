import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { NewConversationSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { conversationPath } from 'shell/paths';
import { Navigate } from 'shell/router';
import { startConversation } from '../store/message-actions';
import { selectStarted, selectStarting } from '../store/conversations-slice';
import { recipientsIn } from '../store/recipients';
import { asChecked } from '../store/checked-draft';
import type { DraftImage } from '../store/message-draft';
import { MessageImageField } from './message-image-field';
import { MessageTextField } from './message-text-field';

type NewMessageFormProps = {
  /** Whom the form writes to at first (`/messages?to=priyanair`, a profile's Message button). */
  to: string;
};

/**
 * Writes to one or more people by username: the conversation with exactly them opens with the
 * message in it (one already with them goes on). A refusal (no such person, someone who does not
 * take messages from one) shows in the server's words, and the text stays.
 */
export function NewMessageForm({ to }: NewMessageFormProps) {
  const dispatch = useDispatch();
  const { pending, error } = useSelector(selectStarting);
  const started = useSelector(selectStarted);
  const [recipients, setRecipients] = useState(to);
  const [text, setText] = useState('');
  const [image, setImage] = useState<DraftImage | null>(null);
  const [reading, setReading] = useState(false);
  // Only this form's own send opens a conversation, or shows a refusal.
  const [sent, setSent] = useState(false);
  const { problems, check } = useCheckedForm(NewConversationSchema, { to: recipientsIn(recipients), ...asChecked(text, image) });
  const [headingId, toId, hintId] = [useId(), useId(), useId()];
  if (sent && started !== null) return <Navigate to={conversationPath(started)} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = check();
    if (!message || pending || reading) return;
    setSent(true);
    dispatch(
      startConversation.request({ to: message.to, text: message.text, image: image && { ...image, alt: message.image?.alt ?? '' } }),
    );
  };

  const toProblem = problems.to ?? null;
  return (
    <form className="messages__new" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t`New message`}</h2>
      <div className="field">
        <label htmlFor={toId}>{t({ message: 'To', context: 'the people a message is for' })}</label>
        <input
          id={toId}
          className="input"
          value={recipients}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={toProblem !== null}
          aria-describedby={hintId}
          onChange={(event) => setRecipients(event.target.value)}
        />
        <small id={hintId} className={toProblem ? 'form-error' : 'muted'}>
          {toProblem ?? t`Usernames, separated by spaces or commas`}
        </small>
      </div>
      <MessageTextField value={text} problem={problems.text} onChange={setText} />
      <MessageImageField image={image} onChange={setImage} onReading={setReading} problem={problems.image} />
      {sent && error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={pending || reading}>
        {pending ? t`Sending…` : t`Send`}
      </button>
    </form>
  );
}
