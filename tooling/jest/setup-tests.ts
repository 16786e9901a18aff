import '@testing-library/jest-dom';
import { i18n } from '@lingui/core';

// Components translate with the page's one `i18n`, which a page's start puts in a language
// (shell/src/i18n). Tests see English, from the texts in the code; a test of another language
// activates it with the package's catalogue.
beforeEach(() => {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
});
