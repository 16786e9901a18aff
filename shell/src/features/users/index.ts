export { useFreshProfile } from './use-fresh-profile';
export { usersSaga } from './users-saga';
export {
  block,
  fetchUserByUsername,
  follow,
  mute,
  searchUsers,
  selectCurrentUser,
  selectIsSafetyPending,
  selectStoredProfile,
  selectUserById,
  selectUserSearch,
  unblock,
  unmute,
  usersReceived,
  usersReducer,
  type SafetyTarget,
  type UsersState,
} from './users-slice';
