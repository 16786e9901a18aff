import { useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from '@lingui/core';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLanguage = () => i18n.locale;

/**
 * Renders the app again from its root when the language changes. Components translate with
 * Lingui's `t` on the page's one `i18n` (no context to provide in every test), which a change
 * does not reach by itself; changing language is rare, and what a person was doing is in the
 * store and the drafts, which a new render keeps.
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  return <LanguageScope key={language}>{children}</LanguageScope>;
}

function LanguageScope({ children }: { children: ReactNode }) {
  return children;
}
