import { plural, t } from '@lingui/core/macro';
import { intlLanguage } from 'shell/i18n';
import { useDispatch, useSelector } from 'react-redux';
import { copyInviteLink, selectInvite } from '../store/invites-slice';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day a person reads ("Jul 4, 2026"): in their own locale while the interface is in English
 * (as it always was), in the interface's language otherwise.
 */
function formatDate(iso: string): string {
  const language = intlLanguage() ?? '';
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language || undefined, { dateStyle: 'medium' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(iso));
}

/** Whether a code no longer lets people in, as of `now`: "Expired" rather than "Expires". */
const hasExpired = (iso: string, now: number = Date.now()) => Date.parse(iso) <= now;

/** One invite code: the code and Copy (its signup link), what is left of it, who made it and who joined with it. */
export function InviteRow({ code }: { code: string }) {
  const dispatch = useDispatch();
  const invite = useSelector(selectInvite(code));
  if (!invite) return null;
  const joined = invite.joined.map((person) => `@${person.username}`).join(', ');
  const { usesLeft } = invite;
  const maker = invite.createdBy.username;
  const day = formatDate(invite.expiresAt);
  return (
    <li className="record-row">
      <div className="admin-row__body">
        <p>
          <code className="admin__code">{invite.code}</code>
        </p>
        <p className="muted">
          {plural(usesLeft, { one: '# use left', other: '# uses left' })} ·{' '}
          <time dateTime={invite.expiresAt}>{hasExpired(invite.expiresAt) ? t`Expired ${day}` : t`Expires ${day}`}</time> ·{' '}
          {t`Made by @${maker}`}
        </p>
        <p className="muted">{joined ? t`Joined with it: ${joined}` : t`No one has joined with it yet.`}</p>
      </div>
      <div className="admin-row__actions">
        <button
          type="button"
          className="button"
          aria-label={t`Copy the signup link of ${code}`}
          onClick={() => dispatch(copyInviteLink.request({ code: invite.code }))}
        >
          {t`Copy`}
        </button>
      </div>
    </li>
  );
}
