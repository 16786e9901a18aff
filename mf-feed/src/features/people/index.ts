export { fetchPopularUsers, popularReducer, popularSaga, selectPopularUsers } from './popular-slice';
