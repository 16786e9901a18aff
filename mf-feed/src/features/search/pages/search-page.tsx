import { t } from '@lingui/core/macro';
import { useId } from 'react';
import type { SearchTab } from 'shell/paths';
import { useDocumentTitle } from 'shell/document-title';
import { TagResults } from '../../tags';
import { PeopleResults } from '../components/people-results';
import { PostResults } from '../components/post-results';
import { SearchBox } from '../components/search-box';
import { SearchTabs } from '../components/search-tabs';
import { useSearchAddress } from '../use-search-address';
import '../search.css';

/**
 * One search of people, posts and tags (`/search?q=...&tab=...`): the box searches on Enter,
 * the tabs show one kind of result each, and the address keeps both for Back and a reload.
 */
export function SearchPage() {
  useDocumentTitle(t`Search`);
  const { q, tab, namedTab, go } = useSearchAddress();
  const ids = useId();
  const tabId = (of: SearchTab) => `${ids}-tab-${of}`;
  const panelId = `${ids}-panel`;

  return (
    <section className="feed search">
      <h1>{t`Search`}</h1>
      {/* A new address's text fills the box again (Back, a search from elsewhere). */}
      <SearchBox key={q} initial={q} onSearch={(text) => go({ q: text, tab: namedTab })} />
      <SearchTabs selected={tab} onSelect={(next) => go({ q, tab: next }, { replace: true })} tabId={tabId} panelId={panelId} />
      <div className="search__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} tabIndex={0}>
        {tab === 'people' && <PeopleResults q={q} />}
        {tab === 'posts' && <PostResults q={q} />}
        {tab === 'tags' && <TagResults q={q} />}
      </div>
    </section>
  );
}
