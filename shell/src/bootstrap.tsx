import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { loadRemoteLocations } from 'tooling/federation/remote-locations';
import { AppProviders } from './app/app-providers';
import { appRoutes } from './app/routes';
import { preloadRemoteFor } from './remotes/preload-remote';
import { createAppStore } from './store/create-app-store';
import './app/app.css';

async function start() {
  // Until a real server exists the API is answered inside the page; it is its own chunk.
  const mockApi = import(/* webpackChunkName: "mock-api" */ 'mock-api/server');
  await loadRemoteLocations().catch((error: unknown) => console.error(error));
  // The screen's remote loads while the mock API does, not after the shell has rendered.
  preloadRemoteFor(window.location.pathname);
  const { startMockApi } = await mockApi;
  startMockApi();
  const appStore = createAppStore();
  const router = createBrowserRouter(appRoutes);
  createRoot(document.getElementById('root')!).render(
    <AppProviders appStore={appStore}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

void start();
