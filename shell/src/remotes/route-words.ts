import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RemoteRoute } from './remote-routes';

/**
 * A remote screen's words, by its route's path, as `msg` descriptors shown with `i18n._` (the
 * table is made before the language is known): `label` starts a sentence ("The feed is
 * unavailable right now."), `loading` ends "Loading …", `title` names it in the page's title.
 */
type ScreenWords = { label: MessageDescriptor; loading: MessageDescriptor; title: MessageDescriptor };

const screenWords: Record<string, ScreenWords> = {
  '/home': { label: msg`The feed`, loading: msg`the feed`, title: msg`Home` },
  '/explore': { label: msg`Explore`, loading: msg`explore`, title: msg`Explore` },
  '/bookmark': { label: msg`Bookmarks`, loading: msg`bookmarks`, title: msg`Bookmarks` },
  '/liked': { label: msg`Liked posts`, loading: msg`liked posts`, title: msg`Liked posts` },
  '/tags/:tag': { label: msg`The tag`, loading: msg`the tag`, title: msg`Tag` },
  '/search': {
    label: msg({ message: 'Search', context: 'screen' }),
    loading: msg`search`,
    title: msg({ message: 'Search', context: 'screen' }),
  },
  '/profile/:username': { label: msg`The profile`, loading: msg`the profile`, title: msg`Profile` },
  '/settings': { label: msg`Settings`, loading: msg`settings`, title: msg`Settings` },
  '/comments/:postId': { label: msg`Comments`, loading: msg`comments`, title: msg`Comments` },
  '/admin': { label: msg`Admin`, loading: msg`admin`, title: msg`Admin` },
  '/moderation': { label: msg`Moderation`, loading: msg`moderation`, title: msg`Moderation` },
  '/notifications': { label: msg`Notifications`, loading: msg`notifications`, title: msg`Notifications` },
  '/messages': { label: msg`Messages`, loading: msg`your messages`, title: msg`Messages` },
  '/messages/:conversationId': { label: msg`The conversation`, loading: msg`the conversation`, title: msg`Conversation` },
};

/** The words of `route`'s screen. */
export const wordsOf = (route: RemoteRoute): ScreenWords => screenWords[route.path]!;
