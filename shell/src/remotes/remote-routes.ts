import type { RemoteId, RemotePageKeys } from '../store/remote-module';

type RouteOf<Id extends RemoteId> = { path: string; remote: Id; page: RemotePageKeys[Id]; label: string; title: string };

/**
 * Which remote owns which route, and which of its pages renders it. The shell must know this
 * without asking the remote, so that a stopped remote's screens can still say they are unavailable.
 */
export type RemoteRoute = { [Id in RemoteId]: RouteOf<Id> }[RemoteId];

export const remoteRoutes: RemoteRoute[] = [
  { path: '/home', remote: 'mf_feed', page: 'home', label: 'The feed', title: 'Home' },
  { path: '/explore', remote: 'mf_feed', page: 'explore', label: 'Explore', title: 'Explore' },
  { path: '/bookmark', remote: 'mf_feed', page: 'bookmarks', label: 'Bookmarks', title: 'Bookmarks' },
  { path: '/tags/:tag', remote: 'mf_feed', page: 'tag', label: 'The tag', title: 'Tag' },
  { path: '/search', remote: 'mf_feed', page: 'search', label: 'Search', title: 'Search' },
  { path: '/profile/:username', remote: 'mf_profile', page: 'profile', label: 'The profile', title: 'Profile' },
  { path: '/settings', remote: 'mf_profile', page: 'settings', label: 'Settings', title: 'Settings' },
  { path: '/comments/:postId', remote: 'mf_comments', page: 'comments', label: 'Comments', title: 'Comments' },
  { path: '/admin', remote: 'mf_admin', page: 'admin', label: 'Admin', title: 'Admin' },
  { path: '/moderation', remote: 'mf_admin', page: 'moderation', label: 'Moderation', title: 'Moderation' },
  { path: '/notifications', remote: 'mf_notifications', page: 'notifications', label: 'Notifications', title: 'Notifications' },
];

/**
 * The remote route `pathname` falls under (`/profile/ada` → the profile's). Plain segment
 * matching, case-insensitive as React Router's, so it can run before React Router has loaded.
 */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  return remoteRoutes.find((route) => {
    const pattern = route.path.toLowerCase().split('/').filter(Boolean);
    return pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]);
  });
}
