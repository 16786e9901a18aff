import { t } from '@lingui/core/macro';
type DraftNoticeProps = { onDiscard: () => void };

/** What an editor says when it opens on a draft this browser kept: that it did, and how to throw it away. */
export function DraftNotice({ onDiscard }: DraftNoticeProps) {
  return (
    <p className="draft-notice" role="status">
      {t`You have a draft.`}{' '}
      <button type="button" className="button" onClick={onDiscard}>
        {t`Discard draft`}
      </button>
    </p>
  );
}
