import { i18n } from '@lingui/core';
import { useLocation } from 'shell/router';
import { useDocumentTitle } from '../layout/use-document-title';
import { ErrorBoundary } from '../ui/error-boundary';
import { Loading } from '../ui/status';
import { RemoteUnavailable } from './remote-status';
import type { LoadedPages } from '../store/remote-module';
import type { RemoteRoute } from './remote-routes';
import { useRemoteModule } from './use-remote-module';
import { wordsOf } from './route-words';

type RemotePageProps = { route: RemoteRoute };

/** A route whose screen a remote renders, with its loading and unavailable states. */
export function RemotePage({ route }: RemotePageProps) {
  const words = wordsOf(route);
  useDocumentTitle(i18n._(words.title));
  const { pathname } = useLocation();
  const state = useRemoteModule(route.remote);
  const label = i18n._(words.label);
  if (state.status === 'loading') return <Loading label={i18n._(words.loading)} />;
  if (state.status === 'failed') return <RemoteUnavailable label={label} onRetry={state.retry} />;
  const pages: LoadedPages = state.module.pages;
  const Page = pages[route.page];
  if (!Page) return <RemoteUnavailable label={label} onRetry={() => window.location.reload()} />;
  return (
    <ErrorBoundary label={label} resetKey={pathname}>
      <Page />
    </ErrorBoundary>
  );
}
