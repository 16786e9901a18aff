import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from 'react-hot-toast';
import { SafetyDialogs } from '../features/safety';
import type { AppStore } from '../store/create-app-store';
import { LanguageRoot } from '../i18n';

type AppProvidersProps = { appStore: AppStore; children: ReactNode };

/**
 * The store (with its module registry), the toaster (top-center, the spec's timings), and the
 * safety dialogs any screen may open, all rendered again when the language changes.
 */
export function AppProviders({ appStore, children }: AppProvidersProps) {
  return (
    <Provider store={appStore.store}>
      <LanguageRoot>
        {children}
        <SafetyDialogs />
        <Toaster position="top-center" toastOptions={{ duration: 4000, success: { duration: 2000 }, style: { maxWidth: 350 } }} />
      </LanguageRoot>
    </Provider>
  );
}
