import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { fetchUsers } from './users-slice';

/** Loads every user once the signed-in frame appears (the spec: "the navigation loads all users"). */
export function useLoadUsers(): void {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(fetchUsers.request());
  }, [dispatch]);
}
