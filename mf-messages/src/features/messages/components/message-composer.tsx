import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { MessageDataSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { sendMessage } from '../store/message-actions';
import { selectThread } from '../store/messages-slice';
import { asChecked } from '../store/checked-draft';
import type { DraftImage } from '../store/message-draft';
import { MessageImageField } from './message-image-field';
import { MessageTextField } from './message-text-field';

/**
 * Writes in a conversation: words, a picture with its description, or both. They stay until the
 * server has stored the message, so a refusal (shown in its words) loses nothing.
 */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const dispatch = useDispatch();
  const { sending, sent } = useSelector(selectThread(conversationId));
  const [text, setText] = useState('');
  const [image, setImage] = useState<DraftImage | null>(null);
  const [reading, setReading] = useState(false);
  const { problems, check, reset } = useCheckedForm(MessageDataSchema, asChecked(text, image));
  // Empty the form once the server has stored the message, in the render that shows it.
  const [sentSeen, setSentSeen] = useState(sent);
  if (sent !== sentSeen) {
    setSentSeen(sent);
    setText('');
    setImage(null);
    reset();
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = check();
    if (!message || sending.pending || reading) return;
    dispatch(sendMessage.request({ conversationId, text: message.text, image: image && { ...image, alt: message.image?.alt ?? '' } }));
  };

  return (
    <form className="messages__composer" onSubmit={submit} noValidate aria-label={t`Write a message`}>
      <MessageTextField value={text} problem={problems.text} onChange={setText} />
      {/* A new picker once a message is sent: its file input forgets the file sent. */}
      <MessageImageField key={String(sentSeen)} image={image} onChange={setImage} onReading={setReading} problem={problems.image} />
      {sending.error && (
        <p className="form-error" role="alert">
          {sending.error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending.pending || reading}>
        {sending.pending ? t`Sending…` : t`Send`}
      </button>
    </form>
  );
}
