/**
 * The app's one way into React Router: every package, the shell included, imports routing
 * from `shell/router`, never from react-router-dom.
 *
 * Federation shares this module as a singleton, so every remote's links and params work
 * within the shell's router. Sharing React Router itself would ship all of it, since a
 * shared package is never tree-shaken; sharing this short list lets the build keep only
 * what is used (about 100 KB less before compression).
 */
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
