import { t } from '@lingui/core/macro';
import { useMemo, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { MessageDataSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { useDraftTakenBack, useKeptDraft, useRestoredDraft } from 'shell/draft';
import { DraftNotice } from 'shell/draft-notice';
import { sendMessage } from '../store/message-actions';
import { selectThread } from '../store/messages-slice';
import { asChecked } from '../store/checked-draft';
import type { DraftImage, MessageDraft } from '../store/message-draft';
import { conversationDraftSubject, holdsNothing, withoutImage } from '../store/kept-drafts';
import { MessageImageField } from './message-image-field';
import { MessageTextField } from './message-text-field';

/**
 * Writes in a conversation: words, a picture with its description, or both. They stay until the
 * server has stored the message, so a refusal (shown in its words) loses nothing, and are kept in
 * this browser as a draft of this conversation's message across leaving it, a reload or a closed
 * tab. While they are being sent the words cannot change: emptied once stored, the box would take
 * words typed meanwhile with it.
 */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const dispatch = useDispatch();
  const { sending, sent } = useSelector(selectThread(conversationId));
  const subject = conversationDraftSubject(conversationId);
  const restored = useRestoredDraft<MessageDraft>(subject);
  const [shownDraft, setShownDraft] = useState(restored !== null);
  const [text, setText] = useState(restored?.text ?? '');
  const [image, setImage] = useState<DraftImage | null>(restored?.image ?? null);
  const [reading, setReading] = useState(false);
  const draft = useMemo(() => ({ text, image }), [text, image]);
  const { discard, keepNow } = useKeptDraft(subject, draft, { isEmpty: holdsNothing, smaller: withoutImage });
  const { problems, check, reset } = useCheckedForm(MessageDataSchema, asChecked(text, image));
  // A new picker once a message is sent or a draft thrown away: its file input forgets the file.
  const [pickerKey, setPickerKey] = useState(0);
  // Empty the form once the server has stored the message, in the render that shows it.
  const [sentSeen, setSentSeen] = useState(sent);
  const empty = () => {
    setText('');
    setImage(null);
    setShownDraft(false);
    setPickerKey((key) => key + 1);
  };
  if (sent !== sentSeen) {
    setSentSeen(sent);
    empty();
    reset();
  }
  // Opened again while its message was on its way, which then failed: the empty composer takes the words.
  useDraftTakenBack<MessageDraft>(
    subject,
    { sendState: sending.pending, failed: !sending.pending && sending.error !== null, empty: text === '' && image === null },
    (kept) => {
      setText(kept.text);
      setImage(kept.image);
      setShownDraft(true);
    },
  );

  const throwAway = () => {
    discard();
    empty();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = check();
    if (!message || sending.pending || reading) return;
    // Its draft goes as it is sent, so a reload before the answer leaves nothing to send twice;
    // the saga keeps it again if the send fails. A picture is uploaded first, by the page, which
    // a reload stops: its draft stays until the server has the message.
    if (image) keepNow();
    else discard();
    setShownDraft(false);
    dispatch(sendMessage.request({ conversationId, text: message.text, image: image && { ...image, alt: message.image?.alt ?? '' } }));
  };

  return (
    <form className="messages__composer" onSubmit={submit} noValidate aria-label={t`Write a message`}>
      {shownDraft && <DraftNotice onDiscard={throwAway} />}
      <MessageTextField value={text} problem={problems.text} onChange={setText} readOnly={sending.pending} />
      <MessageImageField
        key={pickerKey}
        image={image}
        onChange={setImage}
        onReading={setReading}
        problem={problems.image}
        readOnly={sending.pending}
      />
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
