import { i18n } from '@lingui/core';
import { msg, ph, t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'shell/router';
import { profilePath } from 'shell/paths';
import { useFeedRemote } from 'mf-feed/feed-contract';
import { useDocumentTitle } from 'shell/document-title';
import { LoadFailed, Loading } from 'shell/status';
import { FullName, TextWithEmojis } from 'shell/rich-text';
import { fetchUserByUsername, selectUserByUsername, selectUserLookup } from 'shell/users';
import { ProfileActions } from '../components/profile-actions';
import { ProfileCounts } from '../components/profile-counts';
import { BlockedProfile, UnavailableProfile } from '../components/profile-unseen';
import { UserPosts } from '../components/user-posts';
import '../profile.css';
import { Avatar } from 'shell/avatar';
import { selectSignedIn } from 'shell/session';
import { profilePostsOpen } from 'api-contract/rules/follow-rules';
import type { User, UserRef } from 'api-contract/entities';

/** The badge of the community's staff, as Mastodon shows roles: who may act on what others post. */
const staffTitles = {
  moderator: msg({ message: 'Moderator', context: 'role' }),
  admin: msg({ message: 'Admin', context: 'role' }),
} as const;

export function ProfilePage() {
  const { username = '' } = useParams();
  useDocumentTitle(`@${username}`);
  const dispatch = useDispatch();
  const user = useSelector(selectUserByUsername(username));
  const lookup = useSelector(selectUserLookup(username));
  const feed = useFeedRemote();
  const me = useSelector(selectSignedIn);

  // The profile is asked for on every visit, so its counts are the server's of now.
  useEffect(() => {
    dispatch(fetchUserByUsername.request({ username }));
  }, [dispatch, username]);

  // The server's latest word on this profile wins over a record met before (the owner blocked the viewer since).
  if (lookup?.code === 'profile.unavailable') return <UnavailableProfile username={username} />;
  if (!user) {
    if (lookup?.status === 'failed') {
      return (
        <LoadFailed
          message={lookup.error ?? t`Could not load this profile.`}
          onRetry={() => dispatch(fetchUserByUsername.request({ username }))}
        />
      );
    }
    if (lookup?.status !== 'missing') return <Loading label={t`profile`} />;
    return (
      <section className="profile">
        <h1>{t`User not found`}</h1>
        <p>{t`No user is called @${username}.`}</p>
      </section>
    );
  }

  if (user.blockedByMe) return <BlockedProfile user={user} />;

  return (
    <section className="profile">
      <header className="profile__header">
        <Avatar person={user} size="large" label={t`Avatar of ${ph({ username: user.username })}`} />
        <div>
          <h1 className="profile__name" dir="auto">
            <FullName person={user} />
          </h1>
          <p className="muted">
            <span dir="auto">@{user.username}</span>
            {user.role !== 'member' && <span className="profile__role">{i18n._(staffTitles[user.role])}</span>}
            {user.followsMe && <span className="profile__role">{t`Follows you`}</span>}
          </p>
        </div>
        <ProfileActions user={user} editor={feed.status === 'ready' ? feed.components.PostEditor : undefined} />
      </header>
      {user.movedTo && <MovedNote user={user} movedTo={user.movedTo} />}
      <ProfileCounts posts={user.postCount} followers={user.followerCount} following={user.followingCount} />
      {user.bio && (
        <p className="profile__bio" dir="auto">
          <TextWithEmojis text={user.bio} emojis={user.emojis} />
        </p>
      )}
      {user.website && (
        <a href={user.website} target="_blank" rel="noopener noreferrer" dir="auto">
          {user.website}
        </a>
      )}
      <h2>{t`Posts`}</h2>
      {profilePostsOpen(user, me?._id ?? null) ? (
        <UserPosts feed={feed} username={user.username} />
      ) : (
        <p className="profile__closed">{t`@${user.username} approves their followers: their posts are for the people they accept.`}</p>
      )}
    </section>
  );
}

/**
 * A person of another server who moved to a new account (their server's Move): where they went,
 * as Mastodon's profile of a moved account says, so their followers here find them there.
 */
function MovedNote({ user, movedTo }: { user: User; movedTo: UserRef }) {
  return (
    <p className="profile__moved">
      {t`@${user.username} has moved to a new account:`}{' '}
      <Link to={profilePath(movedTo.username)} dir="auto">
        @{movedTo.username}
      </Link>
    </p>
  );
}
