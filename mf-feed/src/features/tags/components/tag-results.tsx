import { useEffect } from 'react';
import { plural, t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { tagPath } from 'shell/paths';
import { Link } from 'shell/router';
import { LoadFailed, Loading } from 'shell/status';
import { fetchMoreTags, openTagSearch, searchTags, selectTag, selectTagSearch } from '../store/tags-slice';

type TagResultsProps = { q: string };

/** The tags that begin with `q`, the most used first (with no `q`, the most used), each linking its page. */
export function TagResults({ q }: TagResultsProps) {
  const dispatch = useDispatch();
  const list = useSelector(selectTagSearch(q));
  useEffect(() => {
    dispatch(openTagSearch({ q }));
  }, [dispatch, q]);

  if (list.status === 'failed') {
    return (
      <LoadFailed message={list.error ?? t`Could not search for tags.`} onRetry={() => dispatch(searchTags.request({ q, cursor: null }))} />
    );
  }
  if (list.status !== 'loaded')
    return <Loading label={t({ message: 'tags', comment: 'What is loading, as the shell says it: "Loading {label}…"' })} />;
  if (list.ids.length === 0) return <p className="muted">{q ? t`No tags match "${q}".` : t`No tags yet.`}</p>;
  return (
    <>
      <ul className="search-results" aria-label={q ? t`Tags matching "${q}"` : t`Most used tags`}>
        {list.ids.map((name) => (
          <TagResult key={name} name={name} />
        ))}
      </ul>
      {list.more === 'failed' && <p role="alert">{t`Could not load more tags.`}</p>}
      {list.nextCursor !== null && (
        <button type="button" className="button" disabled={list.more === 'loading'} onClick={() => dispatch(fetchMoreTags({ q }))}>
          {list.more === 'loading' ? t`Loading more tags…` : t`More tags`}
        </button>
      )}
    </>
  );
}

function TagResult({ name }: { name: string }) {
  const tag = useSelector(selectTag(name));
  if (!tag) return null;
  const { postCount } = tag;
  return (
    <li>
      <Link to={tagPath(tag.name)} dir="auto">
        #{tag.name}
      </Link>{' '}
      · {plural(postCount, { one: '# post', other: '# posts' })}
    </li>
  );
}
