import { useMemo } from 'react';
import { t } from '@lingui/core/macro';
import * as reasons from 'api-contract/reasons';
import { isTag, normalizeTag } from 'api-contract/rich-text';
import { useDocumentTitle } from 'shell/document-title';
import { serverWordsFor } from 'shell/i18n';
import { tagPath } from 'shell/paths';
import { Navigate, useParams } from 'shell/router';
import { LoadFailed } from 'shell/status';
import { PostFeed, SortButtons, useChosenSort } from '../../feed';
import type { FeedSource } from '../../posts';

/**
 * The posts holding a tag (`/tags/:tag`), newest first, trending or oldest, as Explore sorts.
 * A tag is one whatever its letter case, so its address is the normalized form; an address
 * that cannot be a tag says why, with the contract's words, and asks the server nothing.
 */
export function TagPage() {
  const { tag: written = '' } = useParams();
  const tag = normalizeTag(written);
  useDocumentTitle(`#${tag}`);
  const source = useMemo<FeedSource>(() => ({ kind: 'tag', tag }), [tag]);
  const { query, sort, setSort } = useChosenSort('tag', source);
  const valid = isTag(tag);
  // Why, in the contract's words (as the server says it), in the reader's language.
  const reason = serverWordsFor(reasons.invalidTag.code, reasons.invalidTag.message);

  if (valid && written !== tag) return <Navigate to={tagPath(tag)} replace />;
  return (
    <section className="feed">
      <h1 dir="auto">#{tag}</h1>
      {valid ? (
        <>
          <SortButtons order={sort} onChange={setSort} />
          <PostFeed query={query} label={t`Posts with #${tag}`} emptyText={t`No posts with #${tag} yet.`} />
        </>
      ) : (
        <LoadFailed message={t`"#${written}" is not a tag. ${reason}`} />
      )}
    </section>
  );
}
