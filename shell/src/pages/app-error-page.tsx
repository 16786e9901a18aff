import { t } from '@lingui/core/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'shell/router';
import { useDocumentTitle } from '../layout/use-document-title';

/**
 * The last resort when the shell itself fails while rendering (a remote's failure stays in its
 * own part of the page): says so in words and offers a fresh start, instead of a blank page.
 */
export function AppErrorPage() {
  useDocumentTitle(t`Something went wrong`);
  return (
    <main className="not-found" role="alert">
      <h1>{t`Something went wrong`}</h1>
      <p>{t`This page could not be shown. Nothing you saved is lost.`}</p>
      <p>
        <a href="/home" className="button button--primary">
          {t`Go Home`}
        </a>{' '}
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t`Reload the page`}
        </button>
      </p>
    </main>
  );
}

/**
 * Shows `AppErrorPage` in place of the app's routes when the shell fails while rendering them,
 * until the address changes (Back, or a link outside the failed screen).
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <RoutesBoundary pathname={useLocation().pathname}>{children}</RoutesBoundary>;
}

type RoutesBoundaryProps = { pathname: string; children: ReactNode };

/** React offers boundaries only as class components. */
class RoutesBoundary extends Component<RoutesBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The app could not be shown:', error, info.componentStack);
  }

  override componentDidUpdate(previous: RoutesBoundaryProps): void {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <AppErrorPage /> : this.props.children;
  }
}
