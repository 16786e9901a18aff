import { useId } from 'react';
import { t } from '@lingui/core/macro';
import { isLanguageCode, languages, type LanguageCode } from 'api-contract/languages';

type PostLanguageFieldProps = { language: LanguageCode | null; onChange: (language: LanguageCode) => void };

/**
 * The language a post is written in: the interface's to start with, changeable, as on Mastodon.
 * Search reads the post's words by it, and federation will say it to other servers. Each
 * language is named in its own words (and marked so, for screen readers).
 */
export function PostLanguageField({ language, onChange }: PostLanguageFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {t({ message: 'Language of the post', comment: 'The language a post is written in, chosen in the editor' })}
      </label>
      <select
        id={id}
        className="input"
        value={language ?? ''}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) onChange(event.target.value);
        }}
      >
        {languages.map(({ code, name }) => (
          <option key={code} value={code} lang={code} translate="no">
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
