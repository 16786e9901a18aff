import { bootStandalone } from 'shell/standalone';
import { feedModule } from './feed-module';

void bootStandalone({
  remote: 'mf_feed',
  module: feedModule,
  links: [
    { to: '/home', label: 'Home' },
    { to: '/explore', label: 'Explore' },
    { to: '/bookmark', label: 'Bookmarks' },
  ],
});
