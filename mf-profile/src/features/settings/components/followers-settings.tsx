import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectUnreadNotifications } from 'shell/bell';
import { PagedListView } from 'shell/paged-list-view';
import { selectCurrentUser, selectUserById } from 'shell/users';
import { selectProfileStatus, updateProfile } from '../../profile';
import {
  acceptFollowRequest,
  declineFollowRequest,
  fetchFollowRequests,
  selectFollowRequestList,
  selectIsAnswering,
} from '../store/follow-requests-slice';
import { PersonName } from './person-name';

/**
 * The settings' "Followers": whether a follow is a request one answers ("Approve followers",
 * saved at once, as the theme is), and the requests that wait, the latest first, each with Accept
 * and Decline. A request is a notification too: when the unread count changes while the settings
 * are open, the list is read again, so a new request shows without a reload.
 */
export function FollowersSettings() {
  const dispatch = useDispatch();
  const me = useSelector(selectCurrentUser);
  const saving = useSelector(selectProfileStatus) === 'saving';
  const unread = useSelector(selectUnreadNotifications);
  const list = useSelector(selectFollowRequestList);
  const approving = me?.approveFollowers === true;
  // Read again when news may have come, and when approval was turned off (which accepts everyone waiting).
  useEffect(() => {
    dispatch(fetchFollowRequests(null));
  }, [dispatch, unread, approving]);
  return (
    <section className="settings__form" aria-labelledby="followers-heading">
      <h2 id="followers-heading">{t`Followers`}</h2>
      <label className="settings__choice">
        <input
          type="checkbox"
          checked={approving}
          disabled={saving || !me}
          aria-describedby="approve-followers-hint"
          onChange={(event) => dispatch(updateProfile.request({ profile: { approveFollowers: event.target.checked } }))}
        />
        {t`Approve followers`}
      </label>
      <p id="approve-followers-hint" className="muted">
        {approving
          ? t`People ask to follow you, and you choose. Others see your bio and counts, not your posts. Turning this off accepts everyone waiting.`
          : t`Anyone can follow you and see your posts on your profile.`}
      </p>
      <section className="settings__people" aria-labelledby="follow-requests-heading">
        <h3 id="follow-requests-heading">{t`Follow requests`}</h3>
        <PagedListView
          list={list}
          label={t`follow requests`}
          empty={t`Nobody is waiting for your answer.`}
          onLoad={(cursor) => dispatch(fetchFollowRequests(cursor))}
        >
          <ul className="record-list" aria-label={t`People who asked to follow you`}>
            {list.ids.map((id) => (
              <RequestRow key={id} userId={id} />
            ))}
          </ul>
        </PagedListView>
      </section>
    </section>
  );
}

function RequestRow({ userId }: { userId: string }) {
  const dispatch = useDispatch();
  const user = useSelector(selectUserById(userId));
  const answering = useSelector(selectIsAnswering(userId));
  if (!user) return null;
  const request = { userId, username: user.username };
  return (
    <li className="record-row">
      <PersonName user={user} />
      <div className="settings__row-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={answering}
          aria-label={t`Accept @${user.username}`}
          onClick={() => dispatch(acceptFollowRequest.request(request))}
        >
          {t`Accept`}
        </button>
        <button
          type="button"
          className="button"
          disabled={answering}
          aria-label={t`Decline @${user.username}`}
          onClick={() => dispatch(declineFollowRequest.request(request))}
        >
          {t`Decline`}
        </button>
      </div>
    </li>
  );
}
