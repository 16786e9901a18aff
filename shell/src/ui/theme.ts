/**
 * Light or dark. A person's choice is this browser's, as a draft is (kept in localStorage, as
 * Bluesky keeps it per device): the same device as the system's setting unless they chose one.
 * The page's `<html data-theme>` holds what shows; app.css turns its tokens dark under it.
 *
 * Every app bundles its own copy of this module, so it keeps no state of its own: the choice is
 * read from storage each time, and the shell's `followTheme` applies whatever was last chosen.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = Exclude<ThemeChoice, 'system'>;

export const themeChoices: readonly ThemeChoice[] = ['system', 'light', 'dark'];

const storageKey = 'social:theme';
const darkQuery = '(prefers-color-scheme: dark)';

const isThemeChoice = (value: unknown): value is ThemeChoice => themeChoices.includes(value as ThemeChoice);

/** What this browser's person chose; the system's setting when nothing (or nothing readable) was. */
export function readThemeChoice(): ThemeChoice {
  try {
    const kept = window.localStorage.getItem(storageKey);
    return isThemeChoice(kept) ? kept : 'system';
  } catch {
    return 'system';
  }
}

/** Whether the device asks for dark (false where the browser cannot tell). */
const systemIsDark = (): boolean => window.matchMedia?.(darkQuery).matches ?? false;

/** What `choice` shows on this device now. */
export const themeOf = (choice: ThemeChoice): Theme => (choice === 'system' ? (systemIsDark() ? 'dark' : 'light') : choice);

/**
 * Shows what `choice` shows: the page's tokens, and the colour the browser gives its own bar (the
 * html's two `theme-color` metas, one per theme, each under the device's setting unless a
 * choice makes one of them the only one).
 */
function showTheme(choice: ThemeChoice): void {
  const theme = themeOf(choice);
  document.documentElement.dataset.theme = theme;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-theme]')) {
    const own = meta.dataset.theme;
    meta.media = choice === 'system' ? `(prefers-color-scheme: ${own})` : own === theme ? 'all' : 'not all';
  }
}

const applyTheme = (): void => showTheme(readThemeChoice());

/** Keeps `choice` for this browser and shows it at once; storage turned off still shows it for this page. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, choice);
  } catch {
    showTheme(choice);
    return;
  }
  applyTheme();
}

/**
 * Shows the chosen theme now and keeps it shown: when the system's setting changes (for those
 * who follow it) and when another tab chooses. Called once as the page starts; answers the undo.
 */
export function followTheme(): () => void {
  applyTheme();
  const media = window.matchMedia?.(darkQuery);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) applyTheme();
  };
  media?.addEventListener('change', applyTheme);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', applyTheme);
    window.removeEventListener('storage', onStorage);
  };
}
