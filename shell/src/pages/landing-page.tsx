import { t } from '@lingui/core/macro';
import { Link } from 'shell/router';
import { useDocumentTitle } from '../layout/use-document-title';

export function LandingPage() {
  useDocumentTitle(t`Welcome`);
  return (
    <main className="landing">
      <h1 className="landing__title" translate="no">
        Social
      </h1>
      <p className="landing__tagline">{t`Connect with friends, family, colleagues or strangers.`}</p>
      <Link to="/login" className="button button--primary">
        {t`Login`}
      </Link>
    </main>
  );
}
