import type { prepareStandalone } from 'shell/start';
import { bootStandalone } from 'shell/standalone';
import { feedModule } from './feed-module';

/** Boots this remote as a page of its own, once its start-up (begun in index.ts) is under way. */
export const start = (prepared: ReturnType<typeof prepareStandalone>) =>
  bootStandalone({
    prepared,
    remote: 'mf_feed',
    module: feedModule,
    links: [
      { to: '/home', label: 'Home' },
      { to: '/explore', label: 'Explore' },
      { to: '/bookmark', label: 'Bookmarks' },
      { to: '/liked', label: 'Liked' },
      { to: '/search', label: 'Search' },
    ],
  });
