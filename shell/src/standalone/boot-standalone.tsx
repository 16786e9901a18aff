import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'shell/router';
import { guestCredentials } from 'api-contract/guest';
import { isLoggedIn } from 'api-contract/payloads';
import { AppProviders } from '../app/app-providers';
import { login } from '../features/session';
import { AppErrorBoundary } from '../pages/app-error-page';
import { NotFoundPage } from '../pages/not-found-page';
import { ErrorBoundary } from '../ui/error-boundary';
import { followTheme } from '../ui/theme';
import { addModuleCatalogues, startLanguage } from '../i18n';
import { remoteRoutes } from '../remotes/remote-routes';
import { wordsOf } from '../remotes/route-words';
import type { prepareStandalone } from '../start/prepare-start';
import { createAppStore } from '../store/create-app-store';
import type { LoadedPages, RemoteId, RemoteModule } from '../store/remote-module';
import { StandaloneLayout } from './standalone-layout';
import '../app/app.css';

/** The screen of the page's address. */
function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export type StandaloneOptions = {
  /** The federation name of the remote (`mf_feed`): which of the app's routes are its own. */
  remote: RemoteId;
  module: RemoteModule;
  /** Where `/` leads, and the links in the header (`/profile/guest`). */
  links: Array<{ to: string; label: string }>;
  /** The start-up begun before the async boundary (`prepareStandalone` of shell/start). */
  prepared: ReturnType<typeof prepareStandalone>;
};

/** One of the remote's pages, kept to its own part of the page when it fails (named in the language of the moment). */
function OwnPage({ label, Page }: { label: MessageDescriptor; Page: ComponentType }) {
  return (
    <ErrorBoundary label={i18n._(label)}>
      <Page />
    </ErrorBoundary>
  );
}

/**
 * Runs one remote as a page of its own, for the team that develops it: the mock API (or a
 * running server, when its configuration says so), a store of its own with the remote
 * registered, a signed-in guest, and the remote's routes.
 */
export async function bootStandalone({ remote, module, links, prepared }: StandaloneOptions): Promise<void> {
  // The API (the in-page mock unless configured otherwise) and the other remotes this one loads
  // modules from, as its public/config.json says.
  followTheme();
  const { liveEvents, privateEvents } = await prepared;
  await startLanguage();
  const appStore = createAppStore({ session: null, liveEvents, privateEvents });
  appStore.store.registerModule(module);
  await addModuleCatalogues(module);
  const answer = await appStore.api.login({ body: guestCredentials });
  // The API sets up no second factor on the shared guest: its login opens a session at once.
  if (!isLoggedIn(answer)) throw new Error('The guest login asks for a second factor, which a standalone remote cannot answer.');
  appStore.store.dispatch(login.success({ token: answer.encodedToken, user: answer.foundUser }));

  const ownRoutes = remoteRoutes.filter((route) => route.remote === remote);
  const routes: RouteObject[] = [
    {
      element: (
        <AppErrorBoundary>
          <StandaloneLayout remote={remote} links={links} />
        </AppErrorBoundary>
      ),
      children: [
        { path: '/', element: <Navigate to={links[0]?.to ?? '/'} replace /> },
        ...ownRoutes.map((route) => {
          const pages: LoadedPages = module.pages;
          const Page = pages[route.page];
          const element = Page ? <OwnPage label={wordsOf(route).label} Page={Page} /> : <NotFoundPage />;
          return { path: route.path, element };
        }),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
  createRoot(document.getElementById('root')!).render(
    <AppProviders appStore={appStore}>
      <BrowserRouter>
        <StandaloneRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>,
  );
}
