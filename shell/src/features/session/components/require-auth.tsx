import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'shell/router';
import { selectIsSignedIn } from '../session-slice';

/** Sends a visitor to /login, remembering where they were going. */
export function RequireAuth() {
  const signedIn = useSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}

/** Where to go after signing in: where the visitor was going, or the home feed. */
export function useReturnPath(): string {
  const { state } = useLocation() as { state: { from?: string } | null };
  return state?.from && state.from.startsWith('/') ? state.from : '/home';
}
