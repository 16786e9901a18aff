import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useDocumentTitle } from 'shell/document-title';
import { messagesPath } from 'shell/paths';
import { Link, Navigate, useParams } from 'shell/router';
import { LoadFailed, Loading } from 'shell/status';
import { LeaveConversation } from '../components/leave-conversation';
import { MessageComposer } from '../components/message-composer';
import { MessageList } from '../components/message-list';
import { OthersNames } from '../components/others-names';
import { conversationClosed, conversationOpened } from '../store/message-actions';
import { selectConversation, selectHasLeft } from '../store/conversations-slice';
import { othersNames } from '../store/conversation-words';
import { selectThread } from '../store/messages-slice';
import '../messages.css';

/**
 * A conversation: who else is in it, its messages (the latest at the bottom, each new one arriving
 * without a reload), the composer, and Leave conversation. Opening it, and each message that
 * arrives while it is open, marks it read.
 */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  const dispatch = useDispatch();
  const conversation = useSelector(selectConversation(conversationId));
  const thread = useSelector(selectThread(conversationId));
  const hasLeft = useSelector(selectHasLeft(conversationId));
  const names = conversation ? othersNames(conversation) : null;
  useDocumentTitle(names === null ? t`Conversation` : t`Conversation with ${names}`);
  const open = () => dispatch(conversationOpened({ conversationId }));

  useEffect(() => {
    dispatch(conversationOpened({ conversationId }));
    return () => {
      dispatch(conversationClosed({ conversationId }));
    };
  }, [dispatch, conversationId]);

  if (hasLeft) return <Navigate to={messagesPath()} replace />;
  const back = (
    <Link to={messagesPath()} className="messages__back">
      {t`All messages`}
    </Link>
  );

  if (thread.missing) {
    return (
      <section className="messages">
        {back}
        <h1>{t`Conversation not found`}</h1>
        <p>{t`This conversation does not exist, or you are no longer in it.`}</p>
      </section>
    );
  }
  if (thread.status === 'failed') {
    return (
      <section className="messages">
        {back}
        <h1>{t`Conversation`}</h1>
        <LoadFailed message={thread.error ?? t`Could not load this conversation.`} onRetry={open} />
      </section>
    );
  }
  if (thread.status !== 'loaded' || !conversation) {
    return (
      <section className="messages">
        {back}
        <h1>{t`Conversation`}</h1>
        <Loading label={t({ message: 'the conversation', comment: 'Completes the shell\'s "Loading {label}…"' })} />
      </section>
    );
  }
  return (
    <section className="messages messages--conversation">
      {back}
      <div className="messages__header">
        <h1>
          <OthersNames conversation={conversation} />
        </h1>
        <LeaveConversation conversationId={conversationId} />
      </div>
      <MessageList conversationId={conversationId} thread={thread} />
      {/* Another conversation, another draft: the composer starts afresh with its own. */}
      <MessageComposer key={conversationId} conversationId={conversationId} />
    </section>
  );
}
