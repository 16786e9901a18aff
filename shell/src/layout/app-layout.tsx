import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { fetchUsers } from '../features/users/users-slice';
import { MobileTopBar } from './mobile-top-bar';
import { SideNav } from './side-nav';

/** The signed-in frame every remote's screen renders inside. The navigation loads all users. */
export function AppLayout() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(fetchUsers.request());
  }, [dispatch]);

  return (
    <div className="app-layout">
      <MobileTopBar />
      <SideNav />
      <main className="app-layout__main" id="main">
        <Outlet />
      </main>
    </div>
  );
}
