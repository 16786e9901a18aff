import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'shell/router';
import { LoginPage, RequireAuth } from '../features/session';
import { AppLayout } from '../layout/app-layout';
import { AppErrorBoundary } from '../pages/app-error-page';
import { LandingPage } from '../pages/landing-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import { remoteRoutes } from '../remotes/remote-routes';
import { LazyScreen } from './lazy-screen';

/**
 * A screen few visits open (signing up, a password's reset, an address's confirmation, an app's
 * sign-in): in the "account-pages" chunk, fetched when one is first opened, so a first visit
 * to Home or the login does not download them.
 */
const accountPage = (load: () => Promise<ComponentType>) => <LazyScreen load={load} />;

const accountPages = () => import(/* webpackChunkName: "account-pages" */ './account-pages');

/**
 * Every route of the app: the shell's own screens and, inside the layout, the remotes'. A
 * remote's failure stays inside its own screen (RemotePage); the error page is for the shell's.
 */
export const appRoutes: RouteObject[] = [
  {
    element: (
      <AppErrorBoundary>
        <Outlet />
      </AppErrorBoundary>
    ),
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: accountPage(async () => (await accountPages()).SignupPage) },
      { path: '/forgot-password', element: accountPage(async () => (await accountPages()).ForgotPasswordPage) },
      { path: '/reset-password', element: accountPage(async () => (await accountPages()).ResetPasswordPage) },
      { path: '/confirm-email', element: accountPage(async () => (await accountPages()).ConfirmEmailPage) },
      {
        element: <RequireAuth />,
        children: [
          // OAuth 2's authorization endpoint: an app sends the member here to be allowed (issue 39).
          { path: '/oauth/authorize', element: accountPage(async () => (await accountPages()).AuthorizeAppPage) },
          {
            element: <AppLayout />,
            children: remoteRoutes.map((route) => ({ path: route.path, element: <RemotePage key={route.path} route={route} /> })),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
