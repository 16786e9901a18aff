import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RemoteId, RemotePageKeys } from '../store/remote-module';

/**
 * A screen's words, as `msg` descriptors shown with `i18n._` (the table is made before the
 * language is known): `label` starts a sentence ("The feed is unavailable right now."),
 * `loading` ends "Loading …", `title` names it in the page's title.
 */
type RouteOf<Id extends RemoteId> = {
  path: string;
  remote: Id;
  page: RemotePageKeys[Id];
  label: MessageDescriptor;
  loading: MessageDescriptor;
  title: MessageDescriptor;
};

/**
 * Which remote owns which route, and which of its pages renders it. The shell must know this
 * without asking the remote, so that a stopped remote's screens can still say they are unavailable.
 */
export type RemoteRoute = { [Id in RemoteId]: RouteOf<Id> }[RemoteId];

export const remoteRoutes: RemoteRoute[] = [
  { path: '/home', remote: 'mf_feed', page: 'home', label: msg`The feed`, loading: msg`the feed`, title: msg`Home` },
  { path: '/explore', remote: 'mf_feed', page: 'explore', label: msg`Explore`, loading: msg`explore`, title: msg`Explore` },
  { path: '/bookmark', remote: 'mf_feed', page: 'bookmarks', label: msg`Bookmarks`, loading: msg`bookmarks`, title: msg`Bookmarks` },
  { path: '/tags/:tag', remote: 'mf_feed', page: 'tag', label: msg`The tag`, loading: msg`the tag`, title: msg`Tag` },
  // The screen, not the navigation's verb.
  {
    path: '/search',
    remote: 'mf_feed',
    page: 'search',
    label: msg({ message: 'Search', context: 'screen' }),
    loading: msg`search`,
    title: msg({ message: 'Search', context: 'screen' }),
  },
  {
    path: '/profile/:username',
    remote: 'mf_profile',
    page: 'profile',
    label: msg`The profile`,
    loading: msg`the profile`,
    title: msg`Profile`,
  },
  { path: '/settings', remote: 'mf_profile', page: 'settings', label: msg`Settings`, loading: msg`settings`, title: msg`Settings` },
  {
    path: '/comments/:postId',
    remote: 'mf_comments',
    page: 'comments',
    label: msg`Comments`,
    loading: msg`comments`,
    title: msg`Comments`,
  },
  { path: '/admin', remote: 'mf_admin', page: 'admin', label: msg`Admin`, loading: msg`admin`, title: msg`Admin` },
  {
    path: '/moderation',
    remote: 'mf_admin',
    page: 'moderation',
    label: msg`Moderation`,
    loading: msg`moderation`,
    title: msg`Moderation`,
  },
  {
    path: '/notifications',
    remote: 'mf_notifications',
    page: 'notifications',
    label: msg`Notifications`,
    loading: msg`notifications`,
    title: msg`Notifications`,
  },
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
