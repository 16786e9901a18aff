import type { RemoteId, RemotePageKeys } from '../store/remote-module';

/**
 * A route of a remote's: no words here (they are in route-words.ts), since the shell's build reads
 * this table as it is (the route table beside the build), where no macro is compiled.
 */
type RouteOf<Id extends RemoteId> = { path: string; remote: Id; page: RemotePageKeys[Id] };

/**
 * Which remote owns which route, and which of its pages renders it. The shell must know this
 * without asking the remote, so that a stopped remote's screens can still say they are unavailable.
 */
export type RemoteRoute = { [Id in RemoteId]: RouteOf<Id> }[RemoteId];

export const remoteRoutes: RemoteRoute[] = [
  { path: '/home', remote: 'mf_feed', page: 'home' },
  { path: '/explore', remote: 'mf_feed', page: 'explore' },
  { path: '/bookmark', remote: 'mf_feed', page: 'bookmarks' },
  { path: '/liked', remote: 'mf_feed', page: 'liked' },
  { path: '/tags/:tag', remote: 'mf_feed', page: 'tag' },
  { path: '/search', remote: 'mf_feed', page: 'search' },
  { path: '/profile/:username', remote: 'mf_profile', page: 'profile' },
  { path: '/settings', remote: 'mf_profile', page: 'settings' },
  { path: '/comments/:postId', remote: 'mf_comments', page: 'comments' },
  { path: '/admin', remote: 'mf_admin', page: 'admin' },
  { path: '/moderation', remote: 'mf_admin', page: 'moderation' },
  { path: '/notifications', remote: 'mf_notifications', page: 'notifications' },
  { path: '/messages', remote: 'mf_messages', page: 'messages' },
  { path: '/messages/:conversationId', remote: 'mf_messages', page: 'conversation' },
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
