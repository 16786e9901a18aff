import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'shell/router';
import { useFeedComponents } from 'mf-feed/feed-contract';
import { fetchPosts, type PostsState } from 'mf-feed/posts';
import { useDocumentTitle } from 'shell/document-title';
import { LoadFailed, Loading } from 'shell/status';
import { fetchUsers, selectUserByUsername, selectUsers } from 'shell/users';
import { ProfileActions } from '../components/profile-actions';
import { ProfileCounts } from '../components/profile-counts';
import { UserPosts } from '../components/user-posts';
import '../profile.css';

const selectPostsOf = (username: string) => (state: { posts?: PostsState }) =>
  state.posts?.posts.filter((post) => post.username === username);

export function ProfilePage() {
  const { username = '' } = useParams();
  useDocumentTitle(`@${username}`);
  const dispatch = useDispatch();
  const user = useSelector(selectUserByUsername(username));
  const { status, error } = useSelector(selectUsers);
  const posts = useSelector(selectPostsOf(username));
  const feed = useFeedComponents();
  const feedReady = feed.status === 'ready';

  // The posts are mf-feed's state: ask for them once its module (and saga) is registered.
  useEffect(() => {
    if (feedReady) dispatch(fetchPosts.request());
  }, [dispatch, feedReady]);

  if (!user) {
    if (status === 'failed')
      return <LoadFailed message={error ?? 'Could not load this profile.'} onRetry={() => dispatch(fetchUsers.request())} />;
    if (status !== 'ready') return <Loading label="profile" />;
    return (
      <section className="profile">
        <h1>User not found</h1>
        <p>No user is called @{username}.</p>
      </section>
    );
  }

  return (
    <section className="profile">
      <header className="profile__header">
        {user.img && <img src={user.img} alt={`Avatar of ${user.username}`} className="avatar profile__avatar" />}
        <div>
          <h1 className="profile__name">
            {user.firstName} {user.lastName}
          </h1>
          <p className="muted">@{user.username}</p>
        </div>
        <ProfileActions user={user} />
      </header>
      <ProfileCounts posts={posts ? posts.length : null} followers={user.followers.length} following={user.following.length} />
      {user.bio && <p className="profile__bio">{user.bio}</p>}
      {user.website && (
        <a href={user.website} target="_blank" rel="noopener noreferrer">
          {user.website}
        </a>
      )}
      <h2>Posts</h2>
      <UserPosts feed={feed} posts={posts ?? []} username={user.username} />
    </section>
  );
}
