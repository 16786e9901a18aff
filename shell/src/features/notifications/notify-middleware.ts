import type { Middleware, UnknownAction } from 'redux';
import toast from 'react-hot-toast';
import { isFailureAction, type PayloadAction } from '../../store/actions';
import { logout } from '../session/session-slice';

/**
 * The one place actions become toasts: a success toast where an action's meta names one, an
 * error toast with the failure's words for every failure a page does not show itself.
 * Sagas and components never call `toast` directly.
 */
export const notifyMiddleware: Middleware = () => (next) => (action) => {
  const result = next(action);
  const { meta } = action as PayloadAction<unknown>;
  if (meta?.toast) toast.success(meta.toast);
  if (isFailureAction(action as UnknownAction) && !meta?.silent) {
    toast.error((action as PayloadAction<{ message: string }>).payload.message);
  }
  if (logout.match(action as UnknownAction)) {
    const { reason } = (action as ReturnType<typeof logout>).payload;
    if (reason) toast.error(reason);
  }
  return result;
};
