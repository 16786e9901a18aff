import { plural, t } from '@lingui/core/macro';
import { useSelector } from 'react-redux';
import { conversationPath } from 'shell/paths';
import { formatRelativeTime } from 'shell/relative-time';
import { Link } from 'shell/router';
import { selectConversation } from '../store/conversations-slice';
import { OthersNames } from './others-names';

/**
 * One conversation in the list, as a link to it: who else is in it, its latest message on one
 * line (or that it is an image) and how long ago, and how many messages one has not read ("2 unread", said in words too).
 */
export function ConversationItem({ conversationId }: { conversationId: string }) {
  const conversation = useSelector(selectConversation(conversationId));
  if (!conversation) return null;
  const { lastMessage, unread, updatedAt } = conversation;
  return (
    <li className={unread > 0 ? 'conversation conversation--unread' : 'conversation'}>
      <Link to={conversationPath(conversationId)} className="conversation__link">
        <span className="conversation__head">
          <span className="conversation__names">
            <OthersNames conversation={conversation} />
          </span>
          {unread > 0 && (
            <span className="conversation__unread">
              <span aria-hidden="true">{unread}</span>
              <span className="visually-hidden">{plural(unread, { one: '# unread', other: '# unread' })}</span>
            </span>
          )}
          <time className="muted" dateTime={lastMessage?.createdAt ?? updatedAt}>
            {formatRelativeTime(lastMessage?.createdAt ?? updatedAt)}
          </time>
        </span>
        {lastMessage && (
          <span className="conversation__last" dir="auto">
            {lastMessage.text === '' ? t`Sent an image` : lastMessage.text}
          </span>
        )}
      </Link>
    </li>
  );
}
