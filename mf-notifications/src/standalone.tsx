import type { prepareStandalone } from 'shell/start';
import { bootStandalone } from 'shell/standalone';
import { notificationsModule } from './notifications-module';

/** Boots this remote as a page of its own, once its start-up (begun in index.ts) is under way. */
export const start = (prepared: ReturnType<typeof prepareStandalone>) =>
  bootStandalone({
    prepared,
    remote: 'mf_notifications',
    module: notificationsModule,
    links: [{ to: '/notifications', label: 'Notifications' }],
  });
