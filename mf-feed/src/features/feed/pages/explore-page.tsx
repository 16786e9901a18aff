import { t } from '@lingui/core/macro';
import { useDocumentTitle } from 'shell/document-title';
import { PostFeed } from '../components/post-feed';
import { SortButtons } from '../components/sort-buttons';
import { useChosenSort } from '../use-chosen-sort';

const exploreSource = { kind: 'explore' } as const;

/** Every post on the network. */
export function ExplorePage() {
  useDocumentTitle(t`Explore`);
  const { query, sort, setSort } = useChosenSort('explore', exploreSource);
  return (
    <section className="feed">
      <h1>{t`Explore`}</h1>
      <SortButtons order={sort} onChange={setSort} />
      <PostFeed query={query} label={t`All posts`} emptyText={t`No posts yet.`} />
    </section>
  );
}
