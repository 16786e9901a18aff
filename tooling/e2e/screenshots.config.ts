import { defineConfig } from '@playwright/test';
import browserTests from './playwright.config';

/**
 * `pnpm screenshots`: every screen of `screens.ts` in every language of the app, at phone size,
 * saved under `screenshots/<language>/` (ignored by git) for a person to look at: a translation
 * that runs off the screen or reads wrong is seen there. Not part of `pnpm test` (five languages
 * times every screen is several minutes of the CI's time); each one still fails when its screen
 * does not open in that language or scrolls sideways.
 */
export default defineConfig({
  ...browserTests,
  testMatch: /shell\/e2e\/.*\.screenshots\.ts$/,
  reporter: 'list',
});
