import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { t } from '@lingui/core/macro';
import { isLanguageCode, languages } from 'api-contract/languages';
import { selectIsSignedIn } from '../features/session';
import { languageStorageKey } from './choose-language';
import { keepLanguage, rememberLanguage } from './language-choice';

/**
 * The interface's language: the browser's, or one of the interface's, each named in its own
 * language (and marked so, for screen readers). Kept on this browser at once, and on the account
 * when signed in.
 */
export function LanguageSelect() {
  const id = useId();
  const dispatch = useDispatch();
  const signedIn = useSelector(selectIsSignedIn);
  const chosen = localStorage.getItem(languageStorageKey) ?? '';

  const choose = (value: string) => {
    const language = isLanguageCode(value) ? value : null;
    if (signedIn) dispatch(keepLanguage.request({ language }));
    void rememberLanguage(language);
  };

  return (
    <div className="field">
      <label htmlFor={id}>{t`Language`}</label>
      <select id={id} className="input" value={chosen} onChange={(event) => choose(event.target.value)}>
        <option value="">{t`Your browser's language`}</option>
        {languages.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
