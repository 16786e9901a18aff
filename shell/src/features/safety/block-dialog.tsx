import { t } from '@lingui/core/macro';
import { useDispatch } from 'react-redux';
import { Modal } from '../../ui/modal';
import { block } from '../users';
import { closeSafetyDialog, type BlockDialog as BlockDialogState } from './safety-dialog-slice';

type BlockDialogProps = { dialog: BlockDialogState };

/** Blocking asks first, saying what it does; the answer closes it, and a toast says how it went. */
export function BlockDialog({ dialog }: BlockDialogProps) {
  const dispatch = useDispatch();
  const { author } = dialog;
  const { username } = author;
  const sending = dialog.status === 'sending';
  const close = () => dispatch(closeSafetyDialog());
  return (
    <Modal title={t`Block @${username}?`} onClose={close}>
      <div className="safety-dialog">
        <p>{t`They will not be able to see your posts or follow you, and you will not see theirs.`}</p>
        <div className="safety-dialog__actions">
          <button type="button" className="button button--danger" disabled={sending} onClick={() => dispatch(block.request(author))}>
            {sending ? t`Blocking…` : t`Block`}
          </button>
          <button type="button" className="button" onClick={close}>
            {t`Cancel`}
          </button>
        </div>
      </div>
    </Modal>
  );
}
