import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectReplies } from '../store/comments-slice';

/**
 * The reply being written under a comment; `asked` counts the presses of Reply (each brings the
 * field to the front) and `sent` says it has been sent once, so a failure is this draft's to tell.
 */
export type ReplyDraft = { text: string; asked: number; sent: boolean };

/**
 * The text a reply form opened by Reply holds: a reply to a reply starts with its author's
 * `@name ` (put before what is typed already, unless it is there); a reply to the comment adds nothing.
 */
function withMention(text: string | undefined, mention: string): string {
  if (text === undefined || text.trim() === '') return mention;
  return text.startsWith(mention) ? text : `${mention}${text}`;
}

/**
 * The reply form of one comment: opened by Reply (the comment's, or one of its replies'), out
 * of sight while its reply is sent (the reply itself shows, pending), closed once the server
 * has stored it, and back with its text when the server refused it.
 */
export function useReplyDraft(commentId: string) {
  const { sending, added } = useSelector(selectReplies(commentId));
  const [draft, setDraft] = useState<ReplyDraft | null>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const addedBefore = useRef(added);

  useEffect(() => {
    if (added === addedBefore.current) return;
    addedBefore.current = added;
    setDraft(null);
  }, [added]);

  const answer = useCallback(
    (mention: string) =>
      setDraft((current) => ({
        text: withMention(current?.text, mention),
        asked: (current?.asked ?? 0) + 1,
        sent: current?.sent ?? false,
      })),
    [],
  );
  const change = useCallback((text: string) => setDraft((current) => current && { ...current, text }), []);
  // The form leaves the page while its reply is sent: the comment's Reply keeps the focus meanwhile.
  const sent = useCallback(() => {
    setDraft((current) => current && { ...current, sent: true });
    replyButton.current?.focus();
  }, []);
  const close = useCallback(() => {
    setDraft(null);
    replyButton.current?.focus();
  }, []);

  return { draft: sending === null ? draft : null, replyButton, answer, change, sent, close };
}
