import type { RemoteModule } from 'shell/remote-module';
import { ProfilePage } from './features/profile/pages/profile-page';

/** mf-profile's module. Its state is the shell's users slice, so it brings no reducer of its own. */
export const profileModule: RemoteModule = {
  id: 'mf_profile',
  reducers: {},
  pages: { profile: ProfilePage },
};

export default profileModule;
