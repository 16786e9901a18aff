import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useState } from 'react';
import { LanguageSelect } from 'shell/i18n';
import { chooseTheme, readThemeChoice, themeChoices, type ThemeChoice } from 'shell/theme';

const labels: Record<ThemeChoice, MessageDescriptor> = {
  system: msg`Same as this device`,
  light: msg`Light`,
  dark: msg`Dark`,
};

/**
 * Light, dark, or whatever the device is set to: shown at once, and remembered in this browser;
 * and the interface's language, kept on the account too (the shell's LanguageSelect).
 */
export function AppearanceForm() {
  const [choice, setChoice] = useState<ThemeChoice>(readThemeChoice);
  const choose = (next: ThemeChoice) => {
    chooseTheme(next);
    setChoice(next);
  };
  return (
    <section className="settings__form" aria-labelledby="appearance-heading">
      <h2 id="appearance-heading">{t`Appearance`}</h2>
      <fieldset className="settings__choices">
        <legend>{t`Theme`}</legend>
        {themeChoices.map((option) => (
          <label key={option} className="settings__choice">
            <input type="radio" name="theme" value={option} checked={choice === option} onChange={() => choose(option)} />
            {i18n._(labels[option])}
          </label>
        ))}
      </fieldset>
      <p className="muted">{t`Kept in this browser.`}</p>
      <LanguageSelect />
    </section>
  );
}
