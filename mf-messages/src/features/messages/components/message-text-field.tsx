import { t } from '@lingui/core/macro';
import { limits } from 'api-contract/limits';
import { LimitedField } from 'shell/limited-field';

type MessageTextFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** What the form found wrong when it was sent, in the contract's words. */
  problem?: string | null;
  /** While the words are being sent: they stay as sent. */
  readOnly?: boolean;
};

/** The text of every form that writes a message (a new one, one in a conversation): its limit, its counter and its checks. */
export function MessageTextField({ value, onChange, problem = null, readOnly = false }: MessageTextFieldProps) {
  return (
    <LimitedField
      label={t({ message: 'Message', context: 'noun' })}
      value={value}
      max={limits.messageMax}
      problem={problem}
      onChange={onChange}
      multiline
      readOnly={readOnly}
    />
  );
}
