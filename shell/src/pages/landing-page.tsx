import { Link } from 'shell/router';
import { useDocumentTitle } from '../layout/use-document-title';

export function LandingPage() {
  useDocumentTitle('Welcome');
  return (
    <main className="landing">
      <h1 className="landing__title">Social</h1>
      <p className="landing__tagline">Connect with friends, family, colleagues or strangers.</p>
      <Link to="/login" className="button button--primary">
        Login
      </Link>
    </main>
  );
}
