import { useId } from 'react';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { postVisibilities, type PostVisibility } from 'api-contract/entities';

type PostVisibilityFieldProps = { visibility: PostVisibility; onChange: (visibility: PostVisibility) => void; fixed: boolean };

/** Each choice as the editor offers it: who, in the words of the person choosing. */
const choices: Record<PostVisibility, MessageDescriptor> = {
  public: msg`Public: everyone`,
  followers: msg`Followers: your followers and the people you mention`,
  mentioned: msg`Mentioned: only the people you mention`,
};

const isVisibility = (value: string): value is PostVisibility => (postVisibilities as readonly string[]).includes(value);

/**
 * Who may see the post: the author's default from Settings to start with. Kept once posted (the
 * server refuses a change, as Mastodon does: followers who saw it would keep what they saw), so an
 * edit shows it without letting it change.
 */
export function PostVisibilityField({ visibility, onChange, fixed }: PostVisibilityFieldProps) {
  const id = useId();
  const hint = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t`Who can see it`}</label>
      <select
        id={id}
        className="input"
        value={visibility}
        disabled={fixed}
        aria-describedby={fixed ? hint : undefined}
        onChange={(event) => {
          if (isVisibility(event.target.value)) onChange(event.target.value);
        }}
      >
        {postVisibilities.map((option) => (
          <option key={option} value={option}>
            {i18n._(choices[option])}
          </option>
        ))}
      </select>
      {fixed && (
        <p id={hint} className="muted">
          {t`Who can see a post cannot change once it is posted.`}
        </p>
      )}
    </div>
  );
}
