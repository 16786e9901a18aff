import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useCloseMenu } from '../../ui/menu';
import { selectSignedIn } from '../session';
import { fetchUserByUsername, mute, selectIsSafetyPending, selectUserById, unblock, unmute, type SafetyTarget } from '../users';
import { openBlockDialog, openReportDialog, type ReportTarget } from './safety-dialog-slice';
import { reportTitle } from './report-dialog';

type SafetyMenuItemsProps = {
  /** The person the items are about: who posted, or who is on the profile. */
  author: SafetyTarget;
  /** What Report reports: a post, a comment, or the person. */
  report: ReportTarget;
  /** Whether to offer Mute or Unmute too. */
  withMute?: boolean;
};

/**
 * The same safety actions in every menu about someone else: Mute @x or Unmute @x (where
 * offered), Block @x (which asks first) or Unblock @x, and Report. Nothing for oneself. Each
 * closes the menu (`shell/menu`) it is in.
 */
export function SafetyMenuItems({ author, report, withMute = false }: SafetyMenuItemsProps) {
  const dispatch = useDispatch();
  const close = useCloseMenu();
  const me = useSelector(selectSignedIn);
  const user = useSelector(selectUserById(author.userId));
  const pending = useSelector(selectIsSafetyPending(author.userId));
  const known = user !== undefined;
  // Whether one blocks or mutes them is on their record: asked for when the page has not met them
  // (by name: the one call that gives a blocker the record of someone they block).
  useEffect(() => {
    if (!known) dispatch(fetchUserByUsername.request({ username: author.username }));
  }, [dispatch, known, author.username]);
  if (!me || me._id === author.userId) return null;
  const act = (action: Parameters<typeof dispatch>[0]) => {
    close();
    dispatch(action);
  };
  const { username } = author;
  return (
    <>
      {withMute && (
        <button type="button" className="button" disabled={pending} onClick={() => act((user?.mutedByMe ? unmute : mute).request(author))}>
          {user?.mutedByMe ? t`Unmute @${username}` : t`Mute @${username}`}
        </button>
      )}
      {user?.blockedByMe ? (
        <button type="button" className="button" disabled={pending} onClick={() => act(unblock.request(author))}>
          {t`Unblock @${username}`}
        </button>
      ) : (
        <button type="button" className="button" disabled={pending} onClick={() => act(openBlockDialog({ author }))}>
          {t`Block @${username}`}
        </button>
      )}
      <button type="button" className="button" onClick={() => act(openReportDialog({ target: report, author }))}>
        {reportTitle({ target: report, author })}
      </button>
    </>
  );
}
