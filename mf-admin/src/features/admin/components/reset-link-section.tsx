import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { forgetResetLink } from '../store/reset-links-slice';
import { ResetLinkForm } from './reset-link-form';
import { ResetLinkResult } from './reset-link-result';

/**
 * "Password reset link": a one-time link for a member to choose a new password, made for
 * someone the server cannot mail (mail is off, or they cannot read theirs) and handed over by
 * the admin. The link is forgotten when the screen is left: it is as good as the password.
 */
export function ResetLinkSection() {
  const dispatch = useDispatch();

  useEffect(
    () => () => {
      dispatch(forgetResetLink());
    },
    [dispatch],
  );

  return (
    <section className="admin__section" aria-labelledby="reset-link-heading">
      <h2 id="reset-link-heading">{t`Password reset link`}</h2>
      <p className="muted">{t`For a member who cannot get mail, or cannot read it: a link that lets them choose a new password, for you to hand over.`}</p>
      <ResetLinkForm />
      <ResetLinkResult />
    </section>
  );
}
