import { t } from '@lingui/core/macro';
import { Link } from 'shell/router';
import { useDocumentTitle } from '../layout/use-document-title';

export function NotFoundPage() {
  useDocumentTitle(t`Page not found`);
  return (
    <main className="not-found">
      <h1>404</h1>
      <p>{t`There is nothing at this address.`}</p>
      <Link to="/home" className="button button--primary">
        {t`Go Home`}
      </Link>
    </main>
  );
}
