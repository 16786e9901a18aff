import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { User } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import { ImagePicker } from 'shell/image-picker';
import { LimitedField } from 'shell/limited-field';
import { useCheckedForm } from 'shell/checked-form';
import { useDraftTakenBack, useKeptDraft, useRestoredDraft } from 'shell/draft';
import { DraftNotice } from 'shell/draft-notice';
import { ProfileDataSchema } from 'api-contract/schemas';
import { Modal } from 'shell/modal';
import { selectProfileSaves, selectProfileStatus, updateProfile } from '../store/profile-editor-slice';
import { profileDraftSubject, sameAsProfile, withoutPicture, type ProfileDraft } from '../store/profile-drafts';

type EditProfileDialogProps = { user: User; onClose: () => void };

/**
 * Avatar, website and bio are editable; name and username are shown read-only. The dialog
 * stays open until the server has stored the change, and what it holds is kept in this browser
 * as a draft until then: a reload, or closing it while the change is on its way that then
 * fails, loses nothing typed. While it is being stored nothing changes: the dialog closes then,
 * and would take words typed meanwhile.
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
  // What is no draft: the profile as the dialog opened on it. Not the stored one, which a save
  // changes under the dialog (a picture's address for its data, words trimmed) just before it closes.
  const [openedOn] = useState(user);
  const isEmpty = useMemo(() => sameAsProfile(openedOn), [openedOn]);
  const restored = useRestoredDraft<ProfileDraft>(profileDraftSubject, isEmpty);
  const [shownDraft, setShownDraft] = useState(restored !== null);
  const [img, setImg] = useState(restored?.img ?? user.img);
  const [website, setWebsite] = useState(restored?.website ?? user.website);
  const [bio, setBio] = useState(restored?.bio ?? user.bio);
  const [reading, setReading] = useState(false);
  const draft = useMemo((): ProfileDraft => ({ img, website, bio }), [img, website, bio]);
  const { discard, keepNow } = useKeptDraft(profileDraftSubject, draft, { isEmpty, smaller: withoutPicture });
  const { problems, check } = useCheckedForm(ProfileDataSchema, { img, website, bio });
  const websiteHintId = useId();

  const show = useCallback(
    (shown: ProfileDraft) => {
      setImg(shown.img ?? openedOn.img);
      setWebsite(shown.website);
      setBio(shown.bio);
    },
    [openedOn],
  );
  // Opened again while its change was on its way, which then failed: the profile as it is takes the draft.
  useDraftTakenBack<ProfileDraft>(
    profileDraftSubject,
    { sendState: profileStatus, failed: profileStatus === 'failed', empty: isEmpty(draft), isEmpty },
    (kept) => {
      show(kept);
      setShownDraft(true);
    },
  );

  const throwAway = () => {
    discard();
    show(openedOn);
    setShownDraft(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const profile = check();
    if (!profile || saving || reading) return;
    // Thrown away as it goes, so a reload before the answer leaves nothing to send twice; the
    // saga keeps it again if the server does not store it. A new picture makes the request too
    // large to outlive the page (keepalive's 64 KiB): its draft stays until the server has it.
    if (img === openedOn.img) discard();
    else keepNow();
    setShownDraft(false);
    const sent = isEmpty(draft) ? undefined : draft;
    dispatch(updateProfile.request({ profile: { img: profile.img, website: profile.website, bio: profile.bio }, draft: sent }));
  };

  return (
    <Modal title={t`Edit profile`} onClose={onClose}>
      <form className="edit-profile" onSubmit={submit} noValidate>
        {shownDraft && <DraftNotice onDiscard={throwAway} />}
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
