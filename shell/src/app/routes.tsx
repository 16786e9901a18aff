import { Outlet, type RouteObject } from 'shell/router';
import { ConfirmEmailPage, ForgotPasswordPage, LoginPage, RequireAuth, ResetPasswordPage, SignupPage } from '../features/session';
import { AuthorizeAppPage } from '../features/apps';
import { AppLayout } from '../layout/app-layout';
import { AppErrorBoundary } from '../pages/app-error-page';
import { LandingPage } from '../pages/landing-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import { remoteRoutes } from '../remotes/remote-routes';

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
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/confirm-email', element: <ConfirmEmailPage /> },
      {
        element: <RequireAuth />,
        children: [
          // OAuth 2's authorization endpoint: an app sends the member here to be allowed (issue 39).
          { path: '/oauth/authorize', element: <AuthorizeAppPage /> },
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
