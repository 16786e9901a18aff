import { t } from '@lingui/core/macro';
import { useDocumentTitle } from '../layout/use-document-title';

/**
 * The last resort when the shell itself fails while rendering (a remote's failure stays in its
 * own part of the page): says so in words and offers a fresh start, instead of React Router's
 * developer screen.
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
