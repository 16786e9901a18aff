import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'shell/router';
import { limits } from 'api-contract/limits';
import { useDocumentTitle } from '../../../layout/use-document-title';
import { confirmAddress, selectPasswordReset } from '../password-reset-slice';
import { selectIsSignedIn } from '../session-slice';
import { useForgottenOnLeaving, useLinkToken } from './reset-screens';
import { TakingMessage } from './taking-message';

/**
 * The screen a confirmation mail's link opens: it confirms the address at once (signed in or
 * not), then says which address, or why the link cannot work.
 */
export function ConfirmEmailPage() {
  useDocumentTitle(t`Confirm your email address`);
  const dispatch = useDispatch();
  const signedIn = useSelector(selectIsSignedIn);
  const { confirming, confirmed } = useSelector(selectPasswordReset);
  const token = useLinkToken();
  const usable = token !== '' && token.length <= limits.resetTokenMax;
  useForgottenOnLeaving();

  useEffect(() => {
    if (usable) dispatch(confirmAddress.request({ token }));
  }, [dispatch, token, usable]);

  const onward = signedIn ? <Link to="/home">{t`Go to Home`}</Link> : <Link to="/login">{t`Log in`}</Link>;
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="confirm-email-heading">
        <h1 id="confirm-email-heading">{t`Confirm your email address`}</h1>
        {!usable ? (
          <TakingMessage>{t`This link to confirm an email address is incomplete. Check that you have the whole link.`}</TakingMessage>
        ) : confirmed !== null ? (
          <TakingMessage role="status">{t`Your email address ${confirmed} is confirmed.`}</TakingMessage>
        ) : confirming.refusal ? (
          <TakingMessage role="alert">{confirming.refusal.message}</TakingMessage>
        ) : (
          <p role="status">{t`Confirming…`}</p>
        )}
        <p>{onward}</p>
      </section>
    </main>
  );
}
