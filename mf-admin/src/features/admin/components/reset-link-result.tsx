import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatMoment } from '../format-moment';
import { copyResetLink, resetLinkAddress, selectResetLink } from '../store/reset-links-slice';

/**
 * The link made last: for whom, until when, and the advice to hand it over privately (in a live
 * region, there before the link is, so a screen reader says it when it comes), then the link in a
 * read-only field, with Copy.
 */
export function ResetLinkResult() {
  const dispatch = useDispatch();
  const link = useSelector(selectResetLink);
  const fieldId = useId();
  const username = link?.username ?? '';
  const until = link ? formatMoment(link.expiresAt) : '';
  return (
    <>
      <div className="admin__reset-words" role="status">
        {link && (
          <>
            <p>
              <Trans>
                The link for @{username} works once, until <time dateTime={link.expiresAt}>{until}</time>.
              </Trans>
            </p>
            <p>{t`Hand it over privately, never in a public post: whoever has it can choose a new password for @${username}.`}</p>
          </>
        )}
      </div>
      {link && (
        <div className="field admin__link-field">
          <label htmlFor={fieldId}>{t`Reset link for @${username}`}</label>
          <div className="admin__link-row">
            <input
              id={fieldId}
              className="input"
              dir="ltr"
              readOnly
              value={resetLinkAddress(link.token)}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button
              type="button"
              className="button"
              aria-label={t`Copy the reset link for @${username}`}
              onClick={() => dispatch(copyResetLink.request())}
            >
              {t`Copy`}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
