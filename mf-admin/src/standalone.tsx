import type { prepareStandalone } from 'shell/start';
import { bootStandalone } from 'shell/standalone';
import { adminModule } from './admin-module';

/** Boots this remote as a page of its own, once its start-up (begun in index.ts) is under way. */
export const start = (prepared: ReturnType<typeof prepareStandalone>) =>
  bootStandalone({
    prepared,
    remote: 'mf_admin',
    module: adminModule,
    links: [
      { to: '/admin', label: 'Admin' },
      { to: '/moderation', label: 'Moderation' },
    ],
  });
