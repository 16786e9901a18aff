import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useDocumentTitle } from 'shell/document-title';
import { selectSignedIn } from 'shell/session';
import { LoadFailed, Loading } from 'shell/status';
import { AppearanceForm } from '../components/appearance-form';
import { PostDefaultsForm } from '../components/post-defaults-form';
import { BlockedAndMuted } from '../components/blocked-and-muted';
import { FollowersSettings } from '../components/followers-settings';
import { MessagesSettings } from '../components/messages-settings';
import { DeleteAccountForm } from '../components/delete-account-form';
import { EmailForm } from '../components/email-form';
import { ExportForm } from '../components/export-form';
import { PasswordForm } from '../components/password-form';
import { SessionRow } from '../components/session-row';
import { TwoFactorSection } from '../components/two-factor-section';
import {
  endSessions,
  endingKey,
  fetchSessions,
  selectIsEnding,
  selectSessionIds,
  selectSessionsError,
  selectSessionsStatus,
} from '../store/sessions-slice';
import '../settings.css';

/**
 * A person's settings: where they are signed in, with sign-out for each device and for all the
 * others, how the app looks, whom they block and mute, their email address and password, two-factor sign-in, taking their data away, and deleting the account.
 */
export function SettingsPage() {
  useDocumentTitle(t`Settings`);
  const dispatch = useDispatch();
  const status = useSelector(selectSessionsStatus);
  const error = useSelector(selectSessionsError);
  const ids = useSelector(selectSessionIds);
  const endingOthers = useSelector(selectIsEnding(endingKey(null)));
  const username = useSelector(selectSignedIn)?.username ?? '';

  useEffect(() => {
    dispatch(fetchSessions.request());
  }, [dispatch]);

  return (
    <section className="settings">
      <h1>{t`Settings`}</h1>
      <section className="settings__section" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">{t`Where you are signed in`}</h2>
        {status === 'failed' && (
          <LoadFailed message={error ?? t`Could not load your sessions.`} onRetry={() => dispatch(fetchSessions.request())} />
        )}
        {status === 'loading' && <Loading label={t`your sessions`} />}
        {status === 'loaded' && (
          <>
            <ul className="record-list">
              {ids.map((id) => (
                <SessionRow key={id} sessionId={id} />
              ))}
            </ul>
            {ids.length > 1 && (
              <button
                type="button"
                className="button"
                disabled={endingOthers}
                onClick={() => dispatch(endSessions.request({ sessionId: null }))}
              >
                {endingOthers ? t`Signing out…` : t`Sign out everywhere else`}
              </button>
            )}
          </>
        )}
      </section>
      <AppearanceForm />
      <PostDefaultsForm />
      <FollowersSettings />
      <MessagesSettings />
      <BlockedAndMuted />
      <EmailForm />
      <PasswordForm username={username} />
      <TwoFactorSection />
      <ExportForm />
      <DeleteAccountForm username={username} />
    </section>
  );
}
