import { t } from '@lingui/core/macro';
import { useSelector } from 'react-redux';
import { useDocumentTitle } from 'shell/document-title';
import { useLocation, useNavigate } from 'shell/router';
import { selectSignedIn } from 'shell/session';
import { PostFeed } from '../components/post-feed';
import { SortButtons } from '../components/sort-buttons';
import { useChosenSort } from '../use-chosen-sort';

const exploreSource = { kind: 'explore' } as const;
const federatedSource = { kind: 'federated' } as const;

/**
 * Every post of the community and, for members, a "Federated" tab of the public posts that came
 * from other servers (the people members follow brought them). The tab shown is in the address
 * (`?from=elsewhere`), so Back and a reload keep it.
 */
export function ExplorePage() {
  useDocumentTitle(t`Explore`);
  const signedIn = useSelector(selectSignedIn) !== null;
  const { search } = useLocation();
  const navigate = useNavigate();
  const federated = signedIn && new URLSearchParams(search).get('from') === 'elsewhere';
  const { query, sort, setSort } = useChosenSort('explore', federated ? federatedSource : exploreSource);
  const show = (elsewhere: boolean) => void navigate(elsewhere ? '/explore?from=elsewhere' : '/explore', { replace: true });
  return (
    <section className="feed">
      <h1>{t`Explore`}</h1>
      {signedIn && (
        <div className="sort-buttons" role="group" aria-label={t`Whose posts`}>
          <button
            type="button"
            className={`button ${federated ? '' : 'button--primary'}`}
            aria-pressed={!federated}
            onClick={() => show(false)}
          >
            {t`This community`}
          </button>
          <button
            type="button"
            className={`button ${federated ? 'button--primary' : ''}`}
            aria-pressed={federated}
            onClick={() => show(true)}
          >
            {t`Federated`}
          </button>
        </div>
      )}
      <SortButtons order={sort} onChange={setSort} />
      {federated ? (
        <PostFeed query={query} label={t`Posts from other servers`} emptyText={t`Nothing has come from other servers yet.`} />
      ) : (
        <PostFeed query={query} label={t`All posts`} emptyText={t`No posts yet.`} />
      )}
    </section>
  );
}
