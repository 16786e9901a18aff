import type { Middleware, UnknownAction } from 'redux';
import toast from 'react-hot-toast';
import { isFailureAction, type PayloadAction } from '../../store/actions';
import { logout } from '../session';

/**
 * The one place actions become toasts: a success toast where an action's meta names one, an
 * error toast with the failure's words for every failure a page does not show itself, except
 * failures of a session the server refused: the sign-out says that once.
 * Sagas and components never call `toast` directly.
 */
export const notifyMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  const candidate = action as UnknownAction;
  const { meta } = action as PayloadAction<unknown>;
  if (meta?.toast) toast.success(meta.toast);
  if (isFailureAction(candidate) && !meta?.silent && !candidate.payload.sessionRejected) {
    toast.error(candidate.payload.message);
  }
  if (logout.match(candidate) && candidate.payload.reason && !candidate.payload.onLoginPage) toast.error(candidate.payload.reason);
  return result;
};
