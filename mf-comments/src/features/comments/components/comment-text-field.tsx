import { limits } from 'api-contract/limits';
import { LimitedField } from 'shell/limited-field';

type CommentTextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the form found wrong when it was sent, in the contract's words. */
  problem?: string | null;
  placeholder?: string;
  /** While the words are being sent: they stay as sent, so what the server stores is what the box showed. */
  readOnly?: boolean;
};

/**
 * The text field of every form that writes a comment (a comment, a reply, an edit): the
 * comment's limit, its counter and its checks, and usernames offered as one types `@`.
 */
export function CommentTextField({ label, value, onChange, problem = null, placeholder, readOnly = false }: CommentTextFieldProps) {
  return (
    <LimitedField
      label={label}
      placeholder={placeholder}
      value={value}
      max={limits.commentMax}
      problem={problem}
      onChange={onChange}
      multiline
      mentions
      readOnly={readOnly}
    />
  );
}
