import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useDocumentTitle } from 'shell/document-title';
import { selectSignedIn } from 'shell/session';
import { UserSearch } from 'shell/user-search';
import { PostEditorDialog } from '../../editor';
import { RepostersShown } from '../../post-card';
import { PopularActivities } from '../components/popular-activities';
import { PostFeed } from '../components/post-feed';
import { SortButtons } from '../components/sort-buttons';
import { useChosenSort } from '../use-chosen-sort';

const homeSource = { kind: 'home' } as const;

/** The signed-in user's own posts and those of the people they follow (the server's home timeline). */
export function HomePage() {
  useDocumentTitle(t`Home`);
  const me = useSelector(selectSignedIn);
  const username = me?.username ?? '';
  const [writing, setWriting] = useState(false);
  const { query, sort, setSort } = useChosenSort('home', homeSource);

  return (
    <div className="home">
      <section className="feed">
        <UserSearch />
        <div className="feed__head">
          <h1 className="feed__greeting">{t`Hello, ${username}`}</h1>
          <button type="button" className="button" onClick={() => setWriting(true)}>
            {t`+ New post`}
          </button>
        </div>
        <SortButtons order={sort} onChange={setSort} />
        {/* The trending order ranks posts by likes: there a repost is not why a post is where it is. */}
        <RepostersShown.Provider value={sort !== 'trending'}>
          <PostFeed query={query} label={t`Your feed`} emptyText={t`Your feed is empty. Follow people or write your first post.`} />
        </RepostersShown.Provider>
      </section>
      <PopularActivities />
      {writing && <PostEditorDialog onClose={() => setWriting(false)} />}
    </div>
  );
}
