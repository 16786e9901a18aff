import { t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { exportAccount, selectAccountExport } from '../store/account-slice';

/** Download your data: a zip of everything the account made, and its images. */
export function ExportForm() {
  const dispatch = useDispatch();
  const { pending, error } = useSelector(selectAccountExport);
  return (
    <section className="settings__form" aria-labelledby="export-heading">
      <h2 id="export-heading">{t`Download your data`}</h2>
      <p>{t`A zip of your profile, posts, comments, bookmarks, who you follow and who follows you (as JSON), and your images.`}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button" disabled={pending} onClick={() => dispatch(exportAccount.request())}>
        {pending ? t`Preparing…` : t`Download your data`}
      </button>
    </section>
  );
}
