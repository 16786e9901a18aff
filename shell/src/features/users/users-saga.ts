import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ProfileData } from 'api-contract/payloads';
import { apiCall, toActionError } from '../../store/api-call';
import type { PayloadAction } from '../../store/actions';
import type { FollowTarget } from './users-slice';
import { fetchUsers, follow, unfollow, updateProfile } from './users-slice';

function* fetchUsersWorker() {
  try {
    const { users } = yield* apiCall((api) => api.getUsers());
    yield put(fetchUsers.success(users));
  } catch (error) {
    yield put(fetchUsers.failure(toActionError(error, 'Could not load the people on this network.'), { silent: true }));
  }
}

function* followWorker(action: PayloadAction<FollowTarget>) {
  const { userId } = action.payload;
  try {
    const pair = yield* apiCall((api) => api.follow(userId));
    yield put(follow.success(pair, { toast: `You now follow ${pair.followUser.username}.` }));
  } catch (error) {
    yield put(follow.failure({ ...toActionError(error, 'Could not follow this user.'), subject: userId }));
  }
}

function* unfollowWorker(action: PayloadAction<FollowTarget>) {
  const { userId } = action.payload;
  try {
    const pair = yield* apiCall((api) => api.unfollow(userId));
    yield put(unfollow.success(pair, { toast: `You unfollowed ${pair.followUser.username}.` }));
  } catch (error) {
    yield put(unfollow.failure({ ...toActionError(error, 'Could not unfollow this user.'), subject: userId }));
  }
}

function* updateProfileWorker(action: PayloadAction<ProfileData>) {
  try {
    const { user } = yield* apiCall((api) => api.editProfile(action.payload));
    yield put(updateProfile.success(user, { toast: 'Profile Updated!' }));
  } catch (error) {
    yield put(updateProfile.failure(toActionError(error, 'Could not update the profile.')));
  }
}

export function* usersSaga() {
  yield takeLatest(fetchUsers.request.type, fetchUsersWorker);
  yield takeEvery(follow.request.type, followWorker);
  yield takeEvery(unfollow.request.type, unfollowWorker);
  yield takeLatest(updateProfile.request.type, updateProfileWorker);
}
