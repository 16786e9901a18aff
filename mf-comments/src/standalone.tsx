import type { prepareStandalone } from 'shell/start';
import { bootStandalone } from 'shell/standalone';
import { commentsModule } from './comments-module';

/** Boots this remote as a page of its own, once its start-up (begun in index.ts) is under way. */
export const start = (prepared: ReturnType<typeof prepareStandalone>) =>
  bootStandalone({
    prepared,
    remote: 'mf_comments',
    module: commentsModule,
    links: [{ to: '/comments/post-1', label: 'Comments on the first post' }],
  });
