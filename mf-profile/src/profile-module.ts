import type { RemoteModule } from 'shell/remote-module';
import { ProfilePage } from './features/profile/pages/profile-page';
import { profileEditorReducer, profileEditorSaga } from './features/profile/store/profile-editor-slice';

/** mf-profile's module: the profile page, and the profile editor's state (the people themselves are the shell's users). */
export const profileModule: RemoteModule<'mf_profile'> = {
  id: 'mf_profile',
  reducers: { profileEditor: profileEditorReducer },
  saga: profileEditorSaga,
  pages: { profile: ProfilePage },
};

export default profileModule;
