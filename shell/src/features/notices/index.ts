export { NoticesDialog } from './notices-dialog';
export { noticesSaga } from './notices-saga';
export { initialNoticesState, noticesReducer, type NoticesState } from './notices-slice';
