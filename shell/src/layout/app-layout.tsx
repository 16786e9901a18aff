import { Outlet } from 'shell/router';
import { useFreshProfile } from '../features/users';
import { MobileTopBar } from './mobile-top-bar';
import { SideNav } from './side-nav';

/** The signed-in frame every remote's screen renders inside; it refreshes the signed-in user's record. */
export function AppLayout() {
  useFreshProfile();

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
