export { ProfilePage } from './pages/profile-page';
export { profileEditorReducer, profileEditorSaga } from './store/profile-editor-slice';
