import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { i18n } from '@lingui/core';

// Components translate with the page's one `i18n`, which a page's start puts in a language
// (shell/src/i18n). Tests see English, from the texts in the code; a test of another language
// activates it with the package's catalogue.
beforeEach(() => {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
});

// A screen under test waits for the in-page mock's answers (the API on PGlite, in the test's own
// process), which take more than Testing Library's default second when CI runs suites side by
// side on two busy cores. A `findBy` waits for what the screen shows next, not for a time: it
// answers as soon as that shows, and only a screen that never shows it waits the five seconds.
configure({ asyncUtilTimeout: 5_000 });
