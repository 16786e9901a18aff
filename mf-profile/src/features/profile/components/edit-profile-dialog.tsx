import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { User } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import { ImagePicker } from 'shell/image-picker';
import { LimitedField } from 'shell/limited-field';
import { useCheckedForm } from 'shell/checked-form';
import { ProfileDataSchema } from 'api-contract/schemas';
import { Modal } from 'shell/modal';
import { selectProfileSaves, selectProfileStatus, updateProfile } from '../store/profile-editor-slice';

type EditProfileDialogProps = { user: User; onClose: () => void };

/**
 * Avatar, website and bio are editable; name and username are shown read-only. The dialog
 * stays open until the server has stored the change, so a failure loses nothing typed. While it
 * is being stored nothing changes: the dialog closes then, and would take words typed meanwhile.
 */
export function EditProfileDialog({ user, onClose }: EditProfileDialogProps) {
  const dispatch = useDispatch();
  const profileStatus = useSelector(selectProfileStatus);
  const profileSaves = useSelector(selectProfileSaves);
  const saving = profileStatus === 'saving';
  const savesWhenOpened = useRef(profileSaves);

  useEffect(() => {
    if (profileSaves !== savesWhenOpened.current) onClose();
  }, [profileSaves, onClose]);
  const [img, setImg] = useState(user.img);
  const [website, setWebsite] = useState(user.website);
  const [bio, setBio] = useState(user.bio);
  const [reading, setReading] = useState(false);
  const { problems, check } = useCheckedForm(ProfileDataSchema, { img, website, bio });
  const websiteHintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const profile = check();
    if (!profile || saving || reading) return;
    dispatch(updateProfile.request({ img: profile.img, website: profile.website, bio: profile.bio }));
  };

  return (
    <Modal title={t`Edit profile`} onClose={onClose}>
      <form className="edit-profile" onSubmit={submit} noValidate>
        <ImagePicker value={img} onChange={setImg} onReading={setReading} disabled={saving} />
        <label className="field">
          <span>{t`Name`}</span>
          <input className="input" value={`${user.firstName} ${user.lastName}`} readOnly />
        </label>
        <label className="field">
          <span>{t`Username`}</span>
          <input className="input" value={user.username} readOnly />
        </label>
        <label className="field">
          <span>{t`Website`}</span>
          <input
            className="input"
            type="url"
            value={website}
            aria-invalid={problems.website !== undefined}
            aria-describedby={websiteHintId}
            readOnly={saving}
            onChange={(event) => setWebsite(event.target.value)}
          />
          <small id={websiteHintId} className="form-error" aria-live="polite">
            {problems.website}
          </small>
        </label>
        <LimitedField label={t`Bio`} value={bio} max={limits.bioMax} problem={problems.bio} onChange={setBio} multiline readOnly={saving} />
        <button type="submit" className="button button--primary" disabled={saving || reading}>
          {saving ? t`Updating…` : t`Update`}
        </button>
      </form>
    </Modal>
  );
}
