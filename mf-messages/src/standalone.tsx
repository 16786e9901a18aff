import type { prepareStandalone } from 'shell/start';
import { bootStandalone } from 'shell/standalone';
import { messagesModule } from './messages-module';

/** Boots this remote as a page of its own, once its start-up (begun in index.ts) is under way. */
export const start = (prepared: ReturnType<typeof prepareStandalone>) =>
  bootStandalone({
    prepared,
    remote: 'mf_messages',
    module: messagesModule,
    links: [{ to: '/messages', label: 'Messages' }],
  });
