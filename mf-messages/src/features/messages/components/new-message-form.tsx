import { t } from '@lingui/core/macro';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { NewConversationSchema } from 'api-contract/schemas';
import { useCheckedForm } from 'shell/checked-form';
import { useDraftTakenBack, useKeptDraft, useRestoredDraft } from 'shell/draft';
import { DraftNotice } from 'shell/draft-notice';
import { conversationPath } from 'shell/paths';
import { Navigate } from 'shell/router';
import { startConversation } from '../store/message-actions';
import { selectStarted, selectStarting } from '../store/conversations-slice';
import { recipientsIn } from '../store/recipients';
import { asChecked } from '../store/checked-draft';
import type { DraftImage } from '../store/message-draft';
import { holdsNothing, newMessageDraftSubject, withoutImage, type NewMessageDraft } from '../store/kept-drafts';
import { MessageImageField } from './message-image-field';
import { MessageTextField } from './message-text-field';

type NewMessageFormProps = {
  /** Whom the form writes to at first (`/messages?to=priyanair`, a profile's Message button). */
  to: string;
};

/**
 * Writes to one or more people by username: the conversation with exactly them opens with the
 * message in it (one already with them goes on). A refusal (no such person, someone who does not
 * take messages from one) shows in the server's words, and the text stays. What is written is kept
 * in this browser as a draft, as a conversation's is: across leaving the form, a reload, and a
 * send that fails after one has left.
 */
export function NewMessageForm({ to }: NewMessageFormProps) {
  const dispatch = useDispatch();
  const { pending, error } = useSelector(selectStarting);
  const started = useSelector(selectStarted);
  const subject = newMessageDraftSubject;
  // The form has one draft: a refusal of a new message is of its words.
  const refused = !pending && error !== null;
  const restored = useRestoredDraft<NewMessageDraft>(subject);
  const [shownDraft, setShownDraft] = useState(restored !== null);
  const [recipients, setRecipients] = useState(restored?.to ?? to);
  const [text, setText] = useState(restored?.text ?? '');
  const [image, setImage] = useState<DraftImage | null>(restored?.image ?? null);
  const [reading, setReading] = useState(false);
  const draft = useMemo(() => ({ to: recipients, text, image }), [recipients, text, image]);
  const { discard, keepNow } = useKeptDraft(subject, draft, { isEmpty: holdsNothing, smaller: withoutImage });
  // A new picker once a draft is thrown away or taken back: its file input forgets the file.
  const [pickerKey, setPickerKey] = useState(0);
  const showDraft = (kept: NewMessageDraft | null) => {
    setRecipients(kept?.to ?? to);
    setText(kept?.text ?? '');
    setImage(kept?.image ?? null);
    setShownDraft(kept !== null);
    setPickerKey((key) => key + 1);
  };
  // Opened again while its message was on its way, which then failed: the empty form takes the words.
  useDraftTakenBack<NewMessageDraft>(subject, { sendState: pending, failed: refused, empty: text === '' && image === null }, showDraft);
  // Only this form's own send opens a conversation.
  const [sent, setSent] = useState(false);
  // Opened again on a message with a picture (its draft kept until the server has it), which the
  // server then stored: the form empties, as the draft went, so nothing is sent twice.
  const [startedSeen, setStartedSeen] = useState(started);
  if (started !== startedSeen) {
    setStartedSeen(started);
    if (started !== null && !sent) showDraft(null);
  }
  const { problems, check } = useCheckedForm(NewConversationSchema, { to: recipientsIn(recipients), ...asChecked(text, image) });
  const [headingId, toId, hintId] = [useId(), useId(), useId()];
  if (sent && started !== null) return <Navigate to={conversationPath(started)} />;

  const throwAway = () => {
    discard();
    showDraft(null);
    setSent(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = check();
    if (!message || pending || reading) return;
    // As a conversation's: the draft goes as it is sent, and its saga keeps it again if the send
    // fails; one with a picture, which the page uploads first, stays until the server has it.
    if (image) keepNow();
    else discard();
    setShownDraft(false);
    setSent(true);
    dispatch(
      startConversation.request({
        to: message.to,
        text: message.text,
        image: image && { ...image, alt: message.image?.alt ?? '' },
      }),
    );
  };

  const toProblem = problems.to ?? null;
  return (
    <form className="messages__new" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t`New message`}</h2>
      {shownDraft && <DraftNotice onDiscard={throwAway} />}
      <div className="field">
        <label htmlFor={toId}>{t({ message: 'To', context: 'the people a message is for' })}</label>
        <input
          id={toId}
          className="input"
          value={recipients}
          autoComplete="off"
          spellCheck={false}
          readOnly={pending}
          aria-invalid={toProblem !== null}
          aria-describedby={hintId}
          onChange={(event) => setRecipients(event.target.value)}
        />
        <small id={hintId} className={toProblem ? 'form-error' : 'muted'}>
          {toProblem ?? t`Usernames, separated by spaces or commas`}
        </small>
      </div>
      <MessageTextField value={text} problem={problems.text} onChange={setText} readOnly={pending} />
      <MessageImageField
        key={pickerKey}
        image={image}
        onChange={setImage}
        onReading={setReading}
        problem={problems.image}
        readOnly={pending}
      />
      {/* The refusal of its own send, or of the draft it shows: not once the draft is thrown away. */}
      {refused && (sent || shownDraft) && (
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
