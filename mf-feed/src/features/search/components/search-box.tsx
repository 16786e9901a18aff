import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { limits } from 'api-contract/limits';

type SearchBoxProps = { initial: string; onSearch: (q: string) => void };

/** The search screen's box: what it holds is searched on Enter (or its button). */
export function SearchBox({ initial, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        className="input"
        aria-label={t`Search`}
        placeholder={t`People, words of posts, #tags`}
        maxLength={limits.searchMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t`Search`}
      </button>
    </form>
  );
}
