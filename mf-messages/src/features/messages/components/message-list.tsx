import { t } from '@lingui/core/macro';
import { useDispatch } from 'react-redux';
import { fetchMessages } from '../store/message-actions';
import type { MessageThread } from '../store/messages-slice';
import { MessageItem } from './message-item';

type MessageListProps = { conversationId: string; thread: MessageThread };

/**
 * A conversation's messages as one reads them, the oldest at the top and the latest at the
 * bottom (the server pages them the other way), with "Show earlier messages" above them.
 */
export function MessageList({ conversationId, thread }: MessageListProps) {
  const dispatch = useDispatch();
  const { nextCursor, more } = thread;
  const showEarlier = () => nextCursor !== null && dispatch(fetchMessages.request({ conversationId, cursor: nextCursor }));
  return (
    <>
      {more === 'failed' && <p role="alert">{t`Could not load earlier messages.`}</p>}
      {nextCursor !== null && (
        <button type="button" className="button messages__earlier" disabled={more === 'loading'} onClick={showEarlier}>
          {more === 'loading' ? t`Loading earlier messages…` : more === 'failed' ? t`Try again` : t`Show earlier messages`}
        </button>
      )}
      {thread.ids.length === 0 ? (
        <p className="muted">{t`No messages yet.`}</p>
      ) : (
        <ol className="message-list" aria-label={t`Messages`}>
          {[...thread.ids].reverse().map((id) => (
            <MessageItem key={id} messageId={id} />
          ))}
        </ol>
      )}
    </>
  );
}
