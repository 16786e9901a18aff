import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { User } from 'mock-api/entities';
import { limits } from 'mock-api/limits';
import { ImagePicker } from 'shell/image-picker';
import { LimitedField } from 'shell/limited-field';
import { Modal } from 'shell/modal';
import { selectUsers, updateProfile } from 'shell/users';

type EditProfileDialogProps = { user: User; onClose: () => void };

const isWebLink = (value: string) => value === '' || /^https?:\/\/\S+$/i.test(value);

/**
 * Avatar, website and bio are editable; name and username are shown read-only. The dialog
 * stays open until the server has stored the change, so a failure loses nothing typed.
 */
export function EditProfileDialog({ user, onClose }: EditProfileDialogProps) {
  const dispatch = useDispatch();
  const { profileStatus, profileSaves } = useSelector(selectUsers);
  const saving = profileStatus === 'saving';
  const savesWhenOpened = useRef(profileSaves);

  useEffect(() => {
    if (profileSaves !== savesWhenOpened.current) onClose();
  }, [profileSaves, onClose]);
  const [img, setImg] = useState(user.img);
  const [website, setWebsite] = useState(user.website);
  const [bio, setBio] = useState(user.bio);
  const [reading, setReading] = useState(false);
  const websiteError = isWebLink(website.trim()) ? null : 'Website must be a link starting with http:// or https://.';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (websiteError || bio.trim().length > limits.bioMax || saving || reading) return;
    dispatch(updateProfile.request({ img, website: website.trim(), bio: bio.trim() }));
  };

  return (
    <Modal title="Edit profile" onClose={onClose}>
      <form className="edit-profile" onSubmit={submit} noValidate>
        <ImagePicker value={img} onChange={setImg} onReading={setReading} />
        <label className="field">
          <span>Name</span>
          <input className="input" value={`${user.firstName} ${user.lastName}`} readOnly />
        </label>
        <label className="field">
          <span>Username</span>
          <input className="input" value={user.username} readOnly />
        </label>
        <label className="field">
          <span>Website</span>
          <input
            className="input"
            type="url"
            value={website}
            aria-invalid={websiteError !== null}
            aria-describedby="website-error"
            onChange={(event) => setWebsite(event.target.value)}
          />
          {websiteError && (
            <small id="website-error" className="form-error">
              {websiteError}
            </small>
          )}
        </label>
        <LimitedField label="Bio" value={bio} max={limits.bioMax} showErrors={false} onChange={setBio} multiline optional />
        <button type="submit" className="button button--primary" disabled={saving || reading}>
          {saving ? 'Updating…' : 'Update'}
        </button>
      </form>
    </Modal>
  );
}
