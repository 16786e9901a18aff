import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'shell/router';
import { AppProviders } from './app/app-providers';
import { appRoutes } from './app/routes';
import type { prepareStart } from './start/prepare-start';
import { createAppStore } from './store/create-app-store';
import { followTheme } from './ui/theme';
import { OfflineNotice } from './offline/offline-notice';
import { registerServiceWorker } from './offline/register-service-worker';
import { startLanguage } from './i18n';
import './app/app.css';

/** Renders the app once `prepared` (remote locations, the mock API) is done. */
export async function start(prepared: ReturnType<typeof prepareStart>): Promise<void> {
  followTheme();
  const { liveEvents, privateEvents } = await prepared;
  await startLanguage();
  const appStore = createAppStore({ liveEvents, privateEvents });
  const router = createBrowserRouter(appRoutes);
  createRoot(document.getElementById('root')!).render(
    <AppProviders appStore={appStore}>
      <RouterProvider router={router} />
      <OfflineNotice />
    </AppProviders>,
  );
  registerServiceWorker();
}
