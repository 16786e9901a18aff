import { t } from '@lingui/core/macro';
import { useSelector } from 'react-redux';
import { Menu } from 'shell/menu';
import { profilePath } from 'shell/paths';
import { formatRelativeTime } from 'shell/relative-time';
import { RichText } from 'shell/rich-text';
import { Link } from 'shell/router';
import { SafetyMenuItems } from 'shell/safety-menu-items';
import { selectSignedIn } from 'shell/session';
import { selectMessage } from '../store/messages-slice';

/**
 * One message: who wrote it, how long ago, its words with their @mentions and #tags linked
 * (the shell's RichText, as comments are drawn), and its picture with its description. One's own are set apart at the end of the line;
 * someone else's have a menu to report the message or block its author.
 */
export function MessageItem({ messageId }: { messageId: string }) {
  const message = useSelector(selectMessage(messageId));
  const me = useSelector(selectSignedIn);
  if (!message) return null;
  const { author } = message;
  const own = author._id === me?._id;
  return (
    <li className={own ? 'message message--own' : 'message'}>
      <div className="message__head">
        <Link to={profilePath(author.username)} className="message__author" dir="auto">
          @{author.username}
        </Link>
        <time className="muted" dateTime={message.createdAt}>
          {formatRelativeTime(message.createdAt)}
        </time>
        {!own && (
          <Menu label={t`Message options`}>
            <SafetyMenuItems
              author={{ userId: author._id, username: author.username }}
              report={{ targetType: 'message', targetId: message._id }}
            />
          </Menu>
        )}
      </div>
      {message.text !== '' && (
        <p className="message__text" dir="auto">
          <RichText text={message.text} />
        </p>
      )}
      {message.image && (
        // The full picture in a tab of its own, as a post's; its address is a grant only this conversation's people are given.
        <a className="message__image" href={message.image.url} target="_blank" rel="noreferrer">
          {message.image.alt === '' ? (
            <img src={message.image.url} alt={t`No description given`} loading="lazy" />
          ) : (
            // The writer's words, in whatever direction they are written.
            <img src={message.image.url} alt={message.image.alt} dir="auto" loading="lazy" />
          )}
        </a>
      )}
    </li>
  );
}
