import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'react-redux';
import { Toaster } from 'react-hot-toast';
import { SafetyDialogs } from '../features/safety';
import type { AppStore } from '../store/create-app-store';
import { LanguageRoot } from '../i18n';

type AppProvidersProps = { appStore: AppStore; children: ReactNode };

/**
 * The store (with its module registry), the page's one `i18n` for `<Trans>` (Lingui's context), the
 * toaster (top-center, the spec's timings), and the safety dialogs any screen may open, all
 * rendered again when the language changes.
 */
export function AppProviders({ appStore, children }: AppProvidersProps) {
  return (
    <Provider store={appStore.store}>
      <I18nProvider i18n={i18n}>
        <LanguageRoot>
          {children}
          <SafetyDialogs />
          <Toaster position="top-center" toastOptions={{ duration: 4000, success: { duration: 2000 }, style: { maxWidth: 350 } }} />
        </LanguageRoot>
      </I18nProvider>
    </Provider>
  );
}
