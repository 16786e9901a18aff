import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { MessageDataSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { sendMessage } from '../store/message-actions';
import { selectThread } from '../store/messages-slice';
import { MessageTextField } from './message-text-field';

/**
 * Writes in a conversation. The text stays until the server has stored the message, so a refusal
 * (shown in its words) loses nothing.
 */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const dispatch = useDispatch();
  const { sending, sent } = useSelector(selectThread(conversationId));
  const [text, setText] = useState('');
  const { problems, check, reset } = useCheckedForm(MessageDataSchema, { text });
  // Empty the form once the server has stored the message, in the render that shows it.
  const [sentSeen, setSentSeen] = useState(sent);
  if (sent !== sentSeen) {
    setSentSeen(sent);
    setText('');
    reset();
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = check();
    if (message && !sending.pending) dispatch(sendMessage.request({ conversationId, text: message.text }));
  };

  return (
    <form className="messages__composer" onSubmit={submit} noValidate aria-label={t`Write a message`}>
      <MessageTextField value={text} problem={problems.text} onChange={setText} />
      {sending.error && (
        <p className="form-error" role="alert">
          {sending.error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending.pending}>
        {sending.pending ? t`Sending…` : t`Send`}
      </button>
    </form>
  );
}
