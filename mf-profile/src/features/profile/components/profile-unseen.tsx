import { t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import type { User } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import { serverWordsFor } from 'shell/i18n';
import { selectIsSafetyPending, unblock } from 'shell/users';
import { FullName } from 'shell/rich-text';

type BlockedProfileProps = { user: User };

/** Someone one blocks: who it is, that one blocks them, and Unblock; none of their posts, no Follow. */
export function BlockedProfile({ user }: BlockedProfileProps) {
  const dispatch = useDispatch();
  const pending = useSelector(selectIsSafetyPending(user._id));
  const { username } = user;
  return (
    <section className="profile">
      <header className="profile__header">
        <div>
          <h1 className="profile__name" dir="auto">
            <FullName person={user} />
          </h1>
          <p className="muted" dir="auto">
            @{user.username}
          </p>
        </div>
      </header>
      <p>{t`You blocked @${username}.`}</p>
      <button
        type="button"
        className="button button--primary profile__unblock"
        disabled={pending}
        onClick={() => dispatch(unblock.request({ userId: user._id, username: user.username }))}
      >
        {pending ? t`Unblocking…` : t`Unblock`}
      </button>
    </section>
  );
}

/**
 * A profile the server will not show (its owner blocks the viewer, or is suspended): the same
 * words either way, so nobody learns they are blocked; not the page of a name nobody has.
 */
export function UnavailableProfile({ username }: { username: string }) {
  return (
    <section className="profile">
      <h1 dir="auto">@{username}</h1>
      <p>{serverWordsFor(reasons.profileUnavailable.code, reasons.profileUnavailable.message)}</p>
    </section>
  );
}
