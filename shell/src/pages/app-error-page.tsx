import { useDocumentTitle } from '../layout/use-document-title';

/**
 * The last resort when the shell itself fails while rendering (a remote's failure stays in its
 * own part of the page): says so in words and offers a fresh start, instead of React Router's
 * developer screen.
 */
export function AppErrorPage() {
  useDocumentTitle('Something went wrong');
  return (
    <main className="not-found" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Nothing you saved is lost.</p>
      <p>
        <a href="/home" className="button button--primary">
          Go Home
        </a>{' '}
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </p>
    </main>
  );
}
