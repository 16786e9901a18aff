import { bootStandalone } from 'shell/standalone';
import { commentsModule } from './comments-module';

void bootStandalone({
  remote: 'mf_comments',
  module: commentsModule,
  links: [{ to: '/comments/post-1', label: 'Comments on the first post' }],
});
