import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import { postVisibilities, type PostVisibility } from 'api-contract/entities';
import { selectCurrentUser } from 'shell/users';
import { selectProfileStatus, updateProfile } from '../../profile';

const choices: Record<PostVisibility, MessageDescriptor> = {
  public: msg`Public: everyone`,
  followers: msg`Followers: your followers and the people you mention`,
  mentioned: msg`Mentioned: only the people you mention`,
};

/**
 * Who one's new posts are for unless the editor says otherwise: kept on the account (users/edit),
 * so it is the same on every device. A choice is saved at once, as the theme is.
 */
export function PostDefaultsForm() {
  const dispatch = useDispatch();
  const me = useSelector(selectCurrentUser);
  const saving = useSelector(selectProfileStatus) === 'saving';
  const chosen = me?.defaultVisibility ?? 'public';
  return (
    <section className="settings__form" aria-labelledby="post-defaults-heading">
      <h2 id="post-defaults-heading">{t`Posts`}</h2>
      <fieldset className="settings__choices" disabled={saving || !me}>
        <legend>{t`Who can see your new posts`}</legend>
        {postVisibilities.map((option) => (
          <label key={option} className="settings__choice">
            <input
              type="radio"
              name="default-visibility"
              value={option}
              checked={chosen === option}
              onChange={() => dispatch(updateProfile.request({ profile: { defaultVisibility: option } }))}
            />
            {i18n._(choices[option])}
          </label>
        ))}
      </fieldset>
      <p className="muted">{t`The editor starts on this; each post can be for someone else.`}</p>
    </section>
  );
}
