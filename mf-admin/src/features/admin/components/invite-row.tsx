import { useDispatch, useSelector } from 'react-redux';
import { copyInviteLink, selectInvite } from '../store/invites-slice';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A day a person reads ("Jul 4, 2026"), in their own locale. */
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** Whether a code still lets people in on its expiry day, as of `now`: "Expires" or "Expired". */
const expiryWord = (iso: string, now: number = Date.now()) => (Date.parse(iso) <= now ? 'Expired' : 'Expires');

/** One invite code: the code and Copy (its signup link), what is left of it, who made it and who joined with it. */
export function InviteRow({ code }: { code: string }) {
  const dispatch = useDispatch();
  const invite = useSelector(selectInvite(code));
  if (!invite) return null;
  const joined = invite.joined.map((person) => `@${person.username}`).join(', ');
  return (
    <li className="record-row">
      <div className="admin-row__body">
        <p>
          <code className="admin__code">{invite.code}</code>
        </p>
        <p className="muted">
          {invite.usesLeft} {invite.usesLeft === 1 ? 'use' : 'uses'} left · {expiryWord(invite.expiresAt)}{' '}
          <time dateTime={invite.expiresAt}>{formatDate(invite.expiresAt)}</time> · Made by @{invite.createdBy.username}
        </p>
        <p className="muted">{joined ? `Joined with it: ${joined}` : 'No one has joined with it yet.'}</p>
      </div>
      <div className="admin-row__actions">
        <button
          type="button"
          className="button"
          aria-label={`Copy the signup link of ${invite.code}`}
          onClick={() => dispatch(copyInviteLink.request({ code: invite.code }))}
        >
          Copy
        </button>
      </div>
    </li>
  );
}
