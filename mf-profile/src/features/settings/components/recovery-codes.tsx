import { t } from '@lingui/core/macro';
import { useDispatch } from 'react-redux';
import { saveFile } from '../save-file';
import { copyRecoveryCodes, recoveryCodesSeen } from '../store/two-factor-slice';

/** The name the downloaded codes are saved under. */
export const recoveryCodesFileName = 'recovery-codes.txt';

/**
 * Ten recovery codes, just made and shown this once: to copy, to download as a text file, and
 * Done, after which they are not shown again.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const dispatch = useDispatch();
  const download = () => saveFile(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }), recoveryCodesFileName);

  return (
    <div className="two-factor__step">
      <h3 tabIndex={-1}>{t`Your recovery codes`}</h3>
      <p>{t`Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.`}</p>
      <ul className="two-factor__codes" data-testid="recovery-codes" translate="no">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="settings__actions">
        <button type="button" className="button" onClick={() => dispatch(copyRecoveryCodes.request())}>
          {t`Copy`}
        </button>
        <button type="button" className="button" onClick={download}>
          {t`Download`}
        </button>
        <button type="button" className="button button--primary" onClick={() => dispatch(recoveryCodesSeen())}>
          {t`Done`}
        </button>
      </div>
    </div>
  );
}
