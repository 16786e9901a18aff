import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'shell/router';
import { passwordResetLeft } from '../password-reset-slice';

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
