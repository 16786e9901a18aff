export { ProfilePage } from './pages/profile-page';
export { profileEditorReducer, profileEditorSaga, selectProfileStatus, updateProfile } from './store/profile-editor-slice';
