/**
 * The app's one way into React Router: every package, the shell included, imports routing
 * from `shell/router`, never from react-router-dom.
 *
 * Federation shares this module as a singleton, so every remote's links and params work
 * within the shell's router. Sharing React Router itself would ship all of it, since a
 * shared package is never tree-shaken; sharing this short list lets the build keep only
 * what is used (about 100 KB less before compression). The app routes declaratively
 * (`BrowserRouter`, `useRoutes`): it uses none of the data router's loaders or actions, which
 * were 16 KB compressed of every first visit.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
