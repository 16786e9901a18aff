import { Outlet } from 'shell/router';
import { useLoadUsers } from '../features/users/use-load-users';
import { MobileTopBar } from './mobile-top-bar';
import { SideNav } from './side-nav';

/** The signed-in frame every remote's screen renders inside. The navigation loads all users. */
export function AppLayout() {
  useLoadUsers();

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
