import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'shell/router';
import { AppProviders } from './app/app-providers';
import { appRoutes } from './app/routes';
import type { prepareStart } from './start/prepare-start';
import { createAppStore } from './store/create-app-store';
import { followTheme } from './ui/theme';
import { OfflineNotice } from './offline/offline-notice';
import { registerServiceWorker } from './offline/register-service-worker';
import { startLanguage } from './i18n';
import './app/app.css';

/** The screen of the page's address. */
function AppRoutes() {
  return useRoutes(appRoutes);
}

/** Renders the app once `prepared` (remote locations, the mock API) is done. */
export async function start(prepared: ReturnType<typeof prepareStart>): Promise<void> {
  followTheme();
  const { liveEvents, privateEvents } = await prepared;
  await startLanguage();
  const appStore = createAppStore({ liveEvents, privateEvents });
  createRoot(document.getElementById('root')!).render(
    <AppProviders appStore={appStore}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <OfflineNotice />
    </AppProviders>,
  );
  registerServiceWorker();
}
