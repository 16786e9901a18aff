export { ProfilePage } from './pages/profile-page';
export { profileEditorReducer, profileEditorSaga, selectProfileStatus, updateProfile } from './store/profile-editor-slice';
export { removeFollower } from './store/followers-slice';
