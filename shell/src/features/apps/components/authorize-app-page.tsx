import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'shell/router';
import type { AuthorizationQuery } from 'api-contract/queries';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { selectSignedIn } from '../../session';
import { authorizationLeft, decideAuthorization, describeAuthorization, selectAppAuthorization } from '../app-authorization-slice';
import { scopeWords } from './scope-words';

/** OAuth's parameters an app sends to `/oauth/authorize`, as they came; any other is not passed on. */
const parameters = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'code_challenge', 'code_challenge_method'] as const;

function useAuthorizationQuery(): AuthorizationQuery {
  const { search } = useLocation();
  return useMemo(() => {
    const sent = new URLSearchParams(search);
    return Object.fromEntries(parameters.flatMap((name) => (sent.has(name) ? [[name, sent.get(name)!]] : [])));
  }, [search]);
}

/**
 * The consent screen an app sends a member to (`/oauth/authorize`, OAuth 2's authorization
 * endpoint), once they are signed in: which app, what it may do, and Allow or Deny. Either
 * answer sends them back to the app; an app that cannot take a redirect is given a code to copy.
 * A request the app did not register (its address, its scopes) is refused here, in words.
 */
export function AuthorizeAppPage() {
  const dispatch = useDispatch();
  const query = useAuthorizationQuery();
  const me = useSelector(selectSignedIn);
  const { loading, request, refusal, deciding, outcome } = useSelector(selectAppAuthorization);
  useDocumentTitle(request ? t`Allow ${request.app.name}?` : t`Sign in to an app`);

  useEffect(() => {
    dispatch(describeAuthorization.request(query));
    return () => {
      dispatch(authorizationLeft());
    };
  }, [dispatch, query]);

  useEffect(() => {
    if (outcome?.redirectTo) window.location.assign(outcome.redirectTo);
  }, [outcome]);

  const decide = (allow: boolean) => dispatch(decideAuthorization.request({ ...query, allow }));

  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="authorize-heading">
        {request === null ? (
          <>
            <h1 id="authorize-heading">{t`Sign in to an app`}</h1>
            {loading ? <p role="status">{t`Reading the app's request…`}</p> : null}
          </>
        ) : (
          <>
            <h1 id="authorize-heading">{t`Allow ${request.app.name} to use your account?`}</h1>
            {outcome === null ? (
              <>
                <p>
                  <Trans>
                    You are signed in as <strong dir="auto">{me?.username}</strong>. {request.app.name} asks to:
                  </Trans>
                </p>
                <ul className="authorize__scopes">
                  {request.scopes.map((scope) => (
                    <li key={scope}>
                      {scopeWords(scope)}{' '}
                      <code className="muted" translate="no">
                        {scope}
                      </code>
                    </li>
                  ))}
                </ul>
                {request.app.website ? (
                  <p className="muted">
                    <Trans>
                      The app's website:{' '}
                      <a href={request.app.website} dir="auto">
                        {request.app.website}
                      </a>
                    </Trans>
                  </p>
                ) : null}
                <p className="muted">
                  {request.redirectUri === null
                    ? t`If you allow it, you will be shown a code to copy into the app.`
                    : t`Either way, you will be sent back to ${request.redirectUri}.`}
                </p>
                <p className="muted">{t`You can end its access at any time in Settings, under “Where you are signed in”.`}</p>
                <div className="authorize__actions">
                  <button type="button" className="button button--primary" disabled={deciding} onClick={() => decide(true)}>
                    {t`Allow`}
                  </button>
                  <button type="button" className="button" disabled={deciding} onClick={() => decide(false)}>
                    {t`Deny`}
                  </button>
                </div>
              </>
            ) : outcome.code !== null ? (
              <div role="status">
                <p>{t`Copy this code into ${request.app.name} to finish signing in:`}</p>
                <p>
                  <code className="authorize__code" translate="no">
                    {outcome.code}
                  </code>
                </p>
              </div>
            ) : outcome.redirectTo === null ? (
              <p role="status">{t`You did not allow ${request.app.name}. You can close this page.`}</p>
            ) : (
              <p role="status">
                <Trans>
                  Sending you back to {request.app.name}… If nothing happens, <a href={outcome.redirectTo}>go back to the app</a>.
                </Trans>
              </p>
            )}
          </>
        )}
        {refusal ? <p role="alert">{refusal.message}</p> : null}
        <p>
          <Link to="/home">{t`Go to Home`}</Link>
        </p>
      </section>
    </main>
  );
}
