import { msg } from '@lingui/core/macro';
import { call, takeLatest } from 'redux-saga/effects';
import type { LanguageCode } from 'api-contract/languages';
import { apiAction } from '../store/api-call';
import type { PayloadAction } from '../store/actions';
import { login, signup, type SignedIn } from '../features/session';
import { communityLanguage } from '../start/community-settings';
import { activateLanguage } from './catalogues';
import { chooseLanguage, languageStorageKey } from './choose-language';

/**
 * Keeps `language` as this browser's choice (`null`: none, the browser's own languages decide)
 * and shows the interface in it.
 */
export async function rememberLanguage(language: LanguageCode | null): Promise<void> {
  if (language) localStorage.setItem(languageStorageKey, language);
  else localStorage.removeItem(languageStorageKey);
  await activateLanguage(language ?? chooseLanguage(communityLanguage()));
}

/** The language chosen in Settings, kept on the account so it follows the person to another device. */
export const keepLanguage = apiAction('i18n/keepLanguage', {
  call: (api, request: { language: LanguageCode | null }) => api.setLanguage({ body: request }),
  success: (answer) => answer,
  fallback: msg`Your language could not be kept on your account. Please try again.`,
  take: 'latest',
});

/** On signing in, the language the account keeps (chosen on another device) becomes this browser's. */
function* followAccountLanguage({ payload }: PayloadAction<SignedIn>) {
  if (payload.user.language) yield call(rememberLanguage, payload.user.language);
}

export function* languageSaga() {
  yield takeLatest([login.success.type, signup.success.type], followAccountLanguage);
  yield* keepLanguage.saga();
}
