import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'shell/router';
import { passwordResetLeft } from '../password-reset-slice';

/**
 * The token of a one-time link this screen was opened with (`/reset-password#token=…`,
 * `/confirm-email#token=…`): in the fragment, which the browser never sends, so no server's log
 * or referrer holds it. Empty when the link has none.
 */
export function useLinkToken(): string {
  return new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

/** Forgets what a screen of the reset showed once it closes, so the next visit starts afresh. */
export function useForgottenOnLeaving(): void {
  const dispatch = useDispatch();
  useEffect(
    () => () => {
      dispatch(passwordResetLeft());
    },
    [dispatch],
  );
}

/** What a reset link that changed a password hands the login screen: whose, to fill the username in. */
type PasswordChanged = { passwordChangedFor: string };

/** The login screen's address state after a reset link changed `username`'s password. */
export const passwordChangedState = (username: string): PasswordChanged => ({ passwordChangedFor: username });

/** The username whose password a reset link just changed, when the login screen was opened for it. */
export function usePasswordChangedFor(): string | null {
  const { state } = useLocation() as { state: Partial<PasswordChanged> | null };
  return typeof state?.passwordChangedFor === 'string' ? state.passwordChangedFor : null;
}
