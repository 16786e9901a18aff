import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useDocumentTitle } from 'shell/document-title';
import { useLocation } from 'shell/router';
import { ConversationList } from '../components/conversation-list';
import { NewMessageForm } from '../components/new-message-form';
import { inboxClosed, inboxOpened } from '../store/message-actions';
import '../messages.css';

/**
 * One's direct messages: the form that writes a new one (to `?to=username` at first, as a
 * profile's Message button links here), and one's conversations, the latest first, which a new
 * message anywhere brings up to date without a reload.
 */
export function MessagesPage() {
  useDocumentTitle(t`Messages`);
  const dispatch = useDispatch();
  const to = new URLSearchParams(useLocation().search).get('to') ?? '';

  useEffect(() => {
    dispatch(inboxOpened());
    return () => {
      dispatch(inboxClosed());
    };
  }, [dispatch]);

  return (
    <section className="messages">
      <h1>{t`Messages`}</h1>
      {/* Another `to` (a second profile's Message button) starts the form afresh. */}
      <NewMessageForm key={to} to={to} />
      <h2>{t`Conversations`}</h2>
      <ConversationList />
    </section>
  );
}
