import { bootStandalone } from 'shell/standalone';
import { profileModule } from './profile-module';

void bootStandalone({ remote: 'mf_profile', module: profileModule, links: [{ to: '/profile/guest', label: 'Guest profile' }] });
