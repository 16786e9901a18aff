import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useDispatch, useSelector } from 'react-redux';
import type { User } from 'api-contract/entities';
import { messagesFromChoices } from 'api-contract/schemas';
import { selectCurrentUser } from 'shell/users';
import { selectProfileStatus, updateProfile } from '../../profile';

type MessagesFrom = NonNullable<User['messagesFrom']>;

const choices: Record<MessagesFrom, MessageDescriptor> = {
  everyone: msg`Everyone`,
  following: msg`Only people you follow`,
  nobody: msg`Nobody`,
};

/**
 * Who may start a conversation with one (Bluesky's "Allow new messages from"): kept on the
 * account, saved at once as the theme is. Those already in a conversation with one may answer.
 */
export function MessagesSettings() {
  const dispatch = useDispatch();
  const me = useSelector(selectCurrentUser);
  const saving = useSelector(selectProfileStatus) === 'saving';
  const chosen = me?.messagesFrom ?? 'everyone';
  return (
    <section className="settings__form" aria-labelledby="messages-settings-heading">
      <h2 id="messages-settings-heading">{t`Messages`}</h2>
      <fieldset className="settings__choices" disabled={saving || !me}>
        <legend>{t`Who can start a conversation with you`}</legend>
        {messagesFromChoices.map((option) => (
          <label key={option} className="settings__choice">
            <input
              type="radio"
              name="messages-from"
              value={option}
              checked={chosen === option}
              onChange={() => dispatch(updateProfile.request({ profile: { messagesFrom: option } }))}
            />
            {i18n._(choices[option])}
          </label>
        ))}
      </fieldset>
      <p className="muted">{t`People already in a conversation with you can still answer. Anyone you block can never write to you.`}</p>
    </section>
  );
}
